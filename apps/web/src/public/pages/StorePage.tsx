import { Button, Container, Group, NativeSelect, SimpleGrid, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  STORE_CATEGORIES,
  catalogueByCategory,
  type CatalogueProduct,
  type StoreCategory,
} from '@gst/domain';
import { PageBanner } from '../site/Band';
import { usePageMeta } from '../site/usePageMeta';
import { StoreProductCard } from '../store/StoreProductCard';
import { StoreProductModal } from '../store/StoreProductModal';

/**
 * Spec §2 /store: the static catalogue (@gst/domain catalogue.ts), first category preselected
 * (or the one a banner links to with ?category=).
 */
export default function StorePage() {
  const [params] = useSearchParams();
  const asked = STORE_CATEGORIES.find((name) => name === params.get('category'));
  const [category, setCategory] = useState<StoreCategory>(asked ?? STORE_CATEGORIES[0]);
  const [open, setOpen] = useState<CatalogueProduct | null>(null);
  usePageMeta(
    'Store',
    'Solar modules (small, poly, mono PERC, bifacial, flexible), single and three phase on-grid inverters, lithium-ion batteries and ready combos, with prices and warranties.',
  );
  const products = catalogueByCategory(category);

  return (
    <>
      <PageBanner
        title="Store"
        gradient="linear-gradient(120deg, var(--mantine-color-grid-9), var(--mantine-color-teal-8))"
      >
        Panels, inverters, batteries and ready-to-install kits. Prices are before GST; ask for a
        quote for an installed system.
      </PageBanner>
      <Container size="lg" py={{ base: 24, md: 40 }}>
        <Group gap="xs" visibleFrom="sm" mb="lg" role="group" aria-label="Categories">
          {STORE_CATEGORIES.map((name) => (
            <Button
              key={name}
              variant={name === category ? 'filled' : 'default'}
              aria-pressed={name === category}
              onClick={() => setCategory(name)}
              size="sm"
            >
              {name}
            </Button>
          ))}
        </Group>
        <NativeSelect
          hiddenFrom="sm"
          mb="lg"
          label="Category"
          data={[...STORE_CATEGORIES]}
          value={category}
          onChange={(event) => setCategory(event.currentTarget.value as StoreCategory)}
        />
        <Title order={2} size="h3" mb="md">
          {category}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
          {products.map((product) => (
            <StoreProductCard key={product.productUniqueID} product={product} onOpen={setOpen} />
          ))}
        </SimpleGrid>
      </Container>
      <StoreProductModal product={open} onClose={() => setOpen(null)} />
    </>
  );
}
