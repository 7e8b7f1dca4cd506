import { Anchor, Badge, Box, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  SAMPLE_CATALOGUE,
  STORE_CATEGORIES,
  isInverterCategory,
  isModuleCategory,
} from '@gst/domain';
import { QUOTE_PATH } from '../links';
import { fetchCatalogue } from '../site/api';
import { formatNumber } from '../site/format';
import { PlainTable } from '../site/PlainTable';
import { capacityText } from '../store/StoreProductCard';

export interface LandingProduct {
  key: string;
  label: string;
  category: string;
  kind: 'inverter' | 'module';
  capacity: number;
  hsn: string;
  weight: number | null;
  warranty: number | null;
  outputWarranty: number | null;
  link: string | null;
}

/** The sample catalogue's modules and inverters: shown until the shop has products of its own. */
const SAMPLE: LandingProduct[] = SAMPLE_CATALOGUE.filter(
  (p) => isModuleCategory(p.productCategory) || isInverterCategory(p.productCategory),
).map((p) => ({
  key: p.productUniqueID,
  label: p.productLabel,
  category: p.productCategory,
  kind: isInverterCategory(p.productCategory) ? 'inverter' : 'module',
  capacity: p.productCapacity,
  hsn: p.productHSNCode,
  weight: p.productWeight,
  warranty: p.productWarranty,
  outputWarranty: p.productOutputWarranty || null,
  link: p.productLink || null,
}));

function useLandingProducts(): LandingProduct[] {
  const [products, setProducts] = useState<LandingProduct[]>(SAMPLE);
  useEffect(() => {
    let live = true;
    fetchCatalogue().then(
      (rows) => {
        if (!live || rows.length === 0) return;
        setProducts(
          rows.map((p) => ({
            key: p.id,
            label: p.productLabel || p.prodductLabel || p.productName,
            category: p.productCategory,
            kind: p.kind === 'inverter' ? 'inverter' : 'module',
            capacity: p.productCapacity,
            hsn: p.productHSNCode,
            weight: p.productWeight,
            warranty: p.productWarranty,
            outputWarranty: p.productOutputWarranty,
            link: p.productLink || null,
          })),
        );
      },
      () => undefined, // no shop here, or offline: the sample catalogue stays
    );
    return () => {
      live = false;
    };
  }, []);
  return products;
}

function warranty(p: LandingProduct): string {
  if (p.warranty === null) return '—';
  return p.outputWarranty ? `${p.warranty} yr / ${p.outputWarranty} yr output` : `${p.warranty} yr`;
}

function Datasheet({ p }: { p: LandingProduct }) {
  if (p.link && /^https?:\/\//i.test(p.link)) {
    return (
      <Anchor
        fz="inherit"
        href={p.link}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Datasheet: ${p.label}`}
      >
        Datasheet
      </Anchor>
    );
  }
  return (
    <Anchor
      component={Link}
      to={QUOTE_PATH}
      fz="inherit"
      aria-label={`On request: ask for the datasheet of ${p.label}`}
    >
      On request
    </Anchor>
  );
}

function CatalogueGroup({ title, products }: { title: string; products: LandingProduct[] }) {
  const capacity = (p: LandingProduct) =>
    capacityText({ productCategory: p.category, productCapacity: p.capacity });
  const weight = (p: LandingProduct) => (p.weight === null ? '—' : `${formatNumber(p.weight)} kg`);
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {title}
      </Title>
      <Box visibleFrom="sm">
        <PlainTable striped label={title}>
          <thead>
            <tr>
              {['Product', 'Capacity', 'HSN code', 'Weight', 'Warranty', 'Datasheet'].map((h) => (
                <th key={h}>{h}</th>
              ))}
            </tr>
          </thead>
          <tbody style={{ fontVariantNumeric: 'tabular-nums' }}>
            {products.map((p) => (
              <tr key={p.key}>
                <td style={{ fontWeight: 600 }}>{p.label}</td>
                <td>{capacity(p)}</td>
                <td>{p.hsn || '—'}</td>
                <td>{weight(p)}</td>
                <td>{warranty(p)}</td>
                <td>
                  <Datasheet p={p} />
                </td>
              </tr>
            ))}
          </tbody>
        </PlainTable>
      </Box>
      <SimpleGrid hiddenFrom="sm" cols={1} spacing="xs">
        {products.map((p) => (
          <Card key={p.key} withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>{p.label}</Text>
              <Badge variant="light">{capacity(p)}</Badge>
            </Group>
            <Text size="sm" c="dimmed" mt={4}>
              HSN {p.hsn || '—'} · {weight(p)} · {warranty(p)}
            </Text>
            <Text size="sm" mt={4}>
              <Datasheet p={p} />
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Spec §2 landing catalogue: inverters and modules with capacity, HSN, weight, warranty, datasheet. */
/** Store order of categories (unknown ones last), then capacity. */
function byStoreOrder(a: LandingProduct, b: LandingProduct): number {
  const rank = (p: LandingProduct) => {
    const index = (STORE_CATEGORIES as readonly string[]).indexOf(p.category);
    return index === -1 ? STORE_CATEGORIES.length : index;
  };
  return rank(a) - rank(b) || a.capacity - b.capacity;
}

export function LandingCatalogue() {
  const products = [...useLandingProducts()].sort(byStoreOrder);
  const inverters = products.filter((p) => p.kind === 'inverter');
  const modules = products.filter((p) => p.kind === 'module');
  return (
    <Stack gap="xl">
      {inverters.length ? <CatalogueGroup title="On-grid inverters" products={inverters} /> : null}
      {modules.length ? <CatalogueGroup title="Solar modules" products={modules} /> : null}
    </Stack>
  );
}
