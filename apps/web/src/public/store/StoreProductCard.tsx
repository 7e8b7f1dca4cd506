import { Card, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { CatalogueProduct } from '@gst/domain';
import { formatNumber, formatRupees } from '../site/format';
import { ProductArt, artKindOf } from './ProductArt';

/** '540 Wp', '5 kVA', '5,120 Wh', '4.95 kWp': capacity in the unit people shop by. */
export function capacityText(product: { productCategory: string; productCapacity: number }) {
  const { productCategory: category, productCapacity: watts } = product;
  if (/inverter/i.test(category)) return `${formatNumber(watts / 1000)} kVA`;
  if (/batter/i.test(category)) return `${formatNumber(watts, 0)} Wh`;
  if (watts >= 1000) return `${formatNumber(watts / 1000)} kWp`;
  return `${formatNumber(watts, 0)} Wp`;
}

export function warrantyText(
  product: Pick<CatalogueProduct, 'productWarranty' | 'productOutputWarranty'>,
) {
  return product.productOutputWarranty
    ? `${product.productWarranty} yr product · ${product.productOutputWarranty} yr output`
    : `${product.productWarranty} yr warranty`;
}

export function StoreProductCard({
  product,
  onOpen,
}: {
  product: CatalogueProduct;
  onOpen: (product: CatalogueProduct) => void;
}) {
  return (
    <Card withBorder padding={0} radius="md" h="100%">
      <UnstyledButton
        onClick={() => onOpen(product)}
        h="100%"
        style={{ display: 'flex', flexDirection: 'column' }}
      >
        <ProductArt kind={artKindOf(product.productCategory)} label="" />
        <Stack gap={6} p="md" style={{ flex: 1 }}>
          {/* The button's name is its visible text (WCAG 2.5.3), led by the product's name. */}
          <Text fw={700} lh={1.3}>
            {product.productLabel}
            <VisuallyHidden>: details</VisuallyHidden>
          </Text>
          <Group gap="xs" justify="space-between">
            <Text size="sm" c="dimmed">
              Capacity
            </Text>
            <Text size="sm" fw={600}>
              {capacityText(product)}
            </Text>
          </Group>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              Warranty
            </Text>
            <Text size="sm" fw={600} ta="right">
              {warrantyText(product)}
            </Text>
          </Group>
          <Group justify="space-between" mt="auto" pt="xs" align="baseline">
            <Text fz="xl" fw={700} c="grid" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatRupees(product.productMinPrice)}
            </Text>
            <Text size="xs" c="dimmed">
              + GST
            </Text>
          </Group>
        </Stack>
      </UnstyledButton>
    </Card>
  );
}
