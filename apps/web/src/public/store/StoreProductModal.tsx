import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CatalogueProduct } from '@gst/domain';
import { QuoteButton } from '../site/Band';
import { formatRupees } from '../site/format';
import { PlainTable } from '../site/PlainTable';
import { PublicDialog } from '../site/PublicDialog';
import { ProductArt, artKindOf } from './ProductArt';

function spec(value: number | string, unit = ''): string {
  return typeof value === 'number' ? `${value}${unit}` : value;
}

/** Spec §2: image, details, key specifications (SKU, weight, height, depth, manufacturer), price. */
export function StoreProductModal({
  product,
  onClose,
}: {
  product: CatalogueProduct | null;
  onClose: () => void;
}) {
  return (
    <PublicDialog opened={product !== null} onClose={onClose} title={product?.productLabel}>
      {product ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <div>
            <ProductArt kind={artKindOf(product.productCategory)} label={product.productLabel} />
          </div>
          <Stack gap="sm">
            <Badge variant="light">{product.productCategory}</Badge>
            <Title order={3} size="h4">
              {product.productName}
            </Title>
            <Text size="sm" c="dimmed">
              {product.description}
            </Text>
            <Text fz={26} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatRupees(product.productMinPrice)}
              <Text span size="sm" c="dimmed" fw={400}>
                {' '}
                + {product.gstPercentage}% GST
              </Text>
            </Text>
          </Stack>
          <div style={{ gridColumn: '1 / -1' }}>
            <Title order={4} size="h5" mb="xs">
              Key specifications
            </Title>
            <PlainTable label="Key specifications">
              <tbody>
                {[
                  ['SKU', product.sku],
                  ['Weight', spec(product.productWeight, ' kg')],
                  ['Height', spec(product.heightCm, ' cm')],
                  ['Depth', spec(product.depthCm, ' cm')],
                  ['Manufacturer', product.manufacturer],
                  [
                    'Warranty',
                    `${product.productWarranty} years${product.productOutputWarranty ? `, ${product.productOutputWarranty}-year output` : ''}`,
                  ],
                  ['HSN code', product.productHSNCode],
                ].map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row" style={{ width: '40%' }}>
                      {label}
                    </th>
                    <td>{value}</td>
                  </tr>
                ))}
              </tbody>
            </PlainTable>
          </div>
          <Group justify="flex-end" style={{ gridColumn: '1 / -1' }}>
            <QuoteButton />
          </Group>
        </SimpleGrid>
      ) : null}
    </PublicDialog>
  );
}
