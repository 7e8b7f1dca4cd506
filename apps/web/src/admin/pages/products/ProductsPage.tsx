import { Anchor, Code, SimpleGrid, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES, formatFilterDate, formatINR, formatIndianNumber } from '@gst/domain';
import { PageHeader } from '../../../components/PageHeader';
import {
  CreateButton,
  DataTable,
  ExcelUpload,
  confirmDelete,
  downloadFromRest,
  useErrorToast,
  usePagePermissions,
  useServerTable,
  type DataTableColumn,
} from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import type { AdminPageProps } from '../registry';
import { exportUrl } from './exportUrl';
import { ProductDrawer } from './ProductDrawer';
import {
  PRODUCT_COLUMNS,
  PRODUCT_DEMO_ROWS,
  type ProductRecord,
  type ProductSortField,
} from './productForm';

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

/** Manage Products (spec §2): table, drawer, Excel upload/demo (import flag), export. */
export default function ProductsPage({ title }: AdminPageProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const can = usePagePermissions('manage-product');
  const table = useServerTable<ProductSortField>();
  const list = useQuery({
    ...trpc.tenant.products.list.queryOptions(table.query),
    placeholderData: keepPreviousData,
  });
  useErrorToast(list.error, MESSAGES.products.listFailed);
  const [drawer, setDrawer] = useState<{ opened: boolean; editId: string | null }>({
    opened: false,
    editId: null,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.tenant.products.pathKey() });
  const remove = useMutation(trpc.tenant.products.delete.mutationOptions());
  const importRows = useMutation(trpc.tenant.products.createMany.mutationOptions());

  const onDelete = async (product: ProductRecord) => {
    if (!(await confirmDelete({ entity: 'Product', name: product.productLabel }))) return;
    try {
      await remove.mutateAsync({ id: product.id });
      notifications.show({ color: 'green', message: MESSAGES.products.deleted });
      await refresh();
    } catch (error) {
      notifications.show({
        color: 'red',
        message: toastText(error, MESSAGES.products.deleteFailed),
      });
    }
  };

  const onExport = async () => {
    try {
      await downloadFromRest(
        exportUrl('/api/product/export', table.query.search ?? '', table.query.sort),
        `Products_${formatFilterDate(new Date())}.xlsx`,
      );
      notifications.show({ color: 'green', message: MESSAGES.uploads.excelDownloaded });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: toastText(error, MESSAGES.uploads.excelDownloadFailed),
      });
    }
  };

  // A failed list shows no rows (spec §8: lists are emptied on failure).
  const rows = list.isError ? [] : (list.data?.data ?? []);
  return (
    <>
      <PageHeader title={title} />
      <DataTable
        label="Products"
        rows={rows}
        total={list.isError ? 0 : (list.data?.total ?? 0)}
        rowKey={(p) => p.id}
        columns={COLUMNS}
        {...table.tableProps}
        loading={list.isPending}
        searchPlaceholder="Search label, name, ID, category or HSN"
        actions={[
          {
            label: 'Edit',
            icon: <IconPencil size={16} />,
            allowed: can('edit'),
            onClick: (p) => setDrawer({ opened: true, editId: p.id }),
          },
          {
            label: 'Delete',
            icon: <IconTrash size={16} />,
            color: 'red',
            allowed: can('delete'),
            onClick: (p) => void onDelete(p),
          },
        ]}
        renderDetail={(p) => <ProductDetail product={p} />}
        onExport={can('export') ? onExport : undefined}
        toolbar={
          <ExcelUpload
            allowed={can('import')}
            columns={PRODUCT_COLUMNS}
            demoRows={PRODUCT_DEMO_ROWS}
            demoFileName="Products_Demo.xlsx"
            messages={{
              empty: MESSAGES.uploads.noProducts,
              success: MESSAGES.products.uploaded,
              failure: MESSAGES.products.uploadFailed,
            }}
            onSubmit={async (rows) => {
              await importRows.mutateAsync({ products: rows });
              await refresh();
            }}
          />
        }
      />
      <CreateButton
        title="Product"
        allowed={can('create')}
        onClick={() => setDrawer({ opened: true, editId: null })}
      />
      <ProductDrawer
        opened={drawer.opened}
        editId={drawer.editId}
        onClose={() => setDrawer({ opened: false, editId: null })}
      />
    </>
  );
}
