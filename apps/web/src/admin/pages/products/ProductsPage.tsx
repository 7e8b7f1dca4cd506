import { Anchor, Code, SimpleGrid, Text } from '@mantine/core';
import { MESSAGES, formatINR, formatIndianNumber } from '@gst/domain';
import { useServerTable, type DataTableColumn } from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import type { AdminPageProps } from '../shared/pageProps';
import { CatalogueListPage, useCatalogue, type CatalogueOf } from '../shared/CatalogueListPage';
import { ProductDrawer } from './ProductDrawer';
import { PRODUCT_TEMPLATE, type ProductRecord, type ProductSortField } from './productForm';

const COLUMNS: DataTableColumn<ProductRecord>[] = [
  { key: 'productLabel', header: 'Label', sortable: true },
  {
    key: 'productMinPrice',
    header: 'Min Price',
    sortable: true,
    numeric: true,
    render: (p) => formatINR(p.productMinPrice),
  },
  { key: 'productCategory', header: 'Category', sortable: true },
  {
    key: 'gstPercentage',
    header: 'GST %',
    sortable: true,
    numeric: true,
    render: (p) => `${p.gstPercentage}%`,
  },
  {
    key: 'productCapacity',
    header: 'Capacity',
    sortable: true,
    numeric: true,
    render: (p) => `${formatIndianNumber(p.productCapacity)} W`,
  },
];

function ProductDetail({ product }: { product: ProductRecord }) {
  const fields: [string, string][] = [
    ['Product ID', product.productUniqueID],
    ['Name', product.productName],
    ['HSN Code', product.productHSNCode || '—'],
    ['Unit', product.uomUnit],
    ['Weight', product.productWeight === null ? '—' : `${product.productWeight} kg`],
    [
      'Size (W × L)',
      product.productWidth === null || product.productLength === null
        ? '—'
        : `${product.productWidth} × ${product.productLength} cm`,
    ],
    ['Warranty', product.productWarranty === null ? '—' : `${product.productWarranty} years`],
    [
      'Output Warranty',
      product.productOutputWarranty === null ? '—' : `${product.productOutputWarranty} years`,
    ],
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" verticalSpacing={4}>
      {fields.map(([label, value]) => (
        <div key={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm">{value}</Text>
        </div>
      ))}
      {product.productLink ? (
        <div>
          <Text size="xs" c="dimmed">
            Link
          </Text>
          <Anchor size="sm" href={product.productLink} target="_blank" rel="noopener noreferrer">
            Open
          </Anchor>
        </div>
      ) : null}
      {Object.keys(product.productMetaData).length > 0 ? (
        <div style={{ gridColumn: '1 / -1' }}>
          <Text size="xs" c="dimmed">
            Metadata
          </Text>
          <Code>{JSON.stringify(product.productMetaData)}</Code>
        </div>
      ) : null}
    </SimpleGrid>
  );
}

const PRODUCTS: CatalogueOf<ProductRecord, 'products'> = {
  page: 'manage-product',
  entity: 'Product',
  Drawer: ProductDrawer,
  columns: COLUMNS,
  renderDetail: (p) => <ProductDetail product={p} />,
  searchPlaceholder: 'Search label, name, ID, category or HSN',
  nameOf: (p) => p.productLabel,
  listFailed: MESSAGES.products.listFailed,
  toImport: (rows) => ({ products: rows }),
  messages: {
    deleted: MESSAGES.products.deleted,
    deleteFailed: MESSAGES.products.deleteFailed,
    exported: MESSAGES.uploads.excelDownloaded,
  },
  exportFile: { path: '/api/product/export', prefix: 'Products' },
  upload: {
    ...PRODUCT_TEMPLATE,
    messages: {
      empty: MESSAGES.uploads.noProducts,
      success: MESSAGES.products.uploaded,
      failure: MESSAGES.products.uploadFailed,
    },
  },
};

/** Manage Products (spec §2): table, drawer, Excel upload/demo (import flag), export. */
export default function ProductsPage({ title }: AdminPageProps) {
  const table = useServerTable<ProductSortField>();
  const catalogue = useCatalogue(useTRPC().tenant.products, table, table.query, PRODUCTS);
  return <CatalogueListPage title={title} {...catalogue} {...PRODUCTS} />;
}
