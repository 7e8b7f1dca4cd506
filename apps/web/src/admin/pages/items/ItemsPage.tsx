import { Badge, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { MESSAGES } from '@gst/domain';
import {
  SegmentFilter,
  useSegmentFilter,
  StateBadge,
  useServerTable,
  type DataTableColumn,
} from '../../../components/data';
import { SerialLifeDrawer } from '../../../components/SerialSearch';
import { useTRPC } from '../../../lib/trpc';
import type { AdminPageProps } from '../shared/pageProps';
import { CatalogueListPage, useCatalogue, type CatalogueOf } from '../shared/CatalogueListPage';
import { ItemDrawer } from './ItemDrawer';
import { ITEM_TEMPLATE, type ItemRecord, type ItemSortField } from './itemForm';

/** The columns; a Sold badge is a button that opens the item's life (issue 29 item 4). */
function columnsOf(trace: (serial: string) => void): DataTableColumn<ItemRecord>[] {
  return [
    { key: 'serialNo', header: 'Serial No', sortable: true },
    { key: 'productLabel', header: 'Product', sortable: true },
    { key: 'type', header: 'Type', sortable: true },
    {
      key: 'soldToInvoice',
      header: 'Status',
      sortable: true,
      render: (item) =>
        item.soldToInvoice ? (
          <UnstyledButton
            onClick={() => trace(item.serialNo)}
            aria-label={`Who bought ${item.serialNo}`}
          >
            <Badge color="gray" style={{ cursor: 'pointer', textDecoration: 'underline' }}>
              Sold
            </Badge>
          </UnstyledButton>
        ) : (
          <StateBadge when={false} yes={['gray', 'Sold']} no={['green', 'Available']} />
        ),
    },
  ];
}

const COLUMNS = columnsOf(() => undefined);

const ITEMS: CatalogueOf<ItemRecord, 'items'> = {
  page: 'manage-item',
  entity: 'Item',
  Drawer: ItemDrawer,
  columns: COLUMNS,
  // A sold item is on an invoice and cannot be deleted.
  keep: (item) => item.soldToInvoice,
  searchPlaceholder: 'Search serial no, product or type',
  nameOf: (item) => item.serialNo,
  listFailed: MESSAGES.invoices.itemsFetchFailed,
  toImport: (rows) => ({ items: rows }),
  messages: {
    deleted: MESSAGES.items.deleted,
    deleteFailed: MESSAGES.items.deleteFailed,
    exported: MESSAGES.items.excelDownloaded,
  },
  exportFile: { path: '/api/item/export', prefix: 'Items' },
  upload: {
    ...ITEM_TEMPLATE,
    messages: {
      empty: MESSAGES.uploads.noItems,
      success: MESSAGES.items.uploaded,
      failure: MESSAGES.items.submitFailed,
    },
  },
};

/** Manage Item (spec §2): serial-numbered stock, sold or available; Excel import and export. */
export default function ItemsPage({ title }: AdminPageProps) {
  const table = useServerTable<ItemSortField>();
  const [status, statusFilter] = useSegmentFilter(table, [
    ['all', 'All'],
    ['available', 'Available'],
    ['sold', 'Sold'],
  ]);
  const input = { ...table.query, ...(status === 'all' ? {} : { status }) };
  const catalogue = useCatalogue(useTRPC().tenant.items, table, input, ITEMS);
  const [traced, setTraced] = useState<string | null>(null);
  const columns = useMemo(() => columnsOf(setTraced), []);
  return (
    <>
      <CatalogueListPage
        title={title}
        headerAction={<SegmentFilter label="Show items" size="xs" {...statusFilter} />}
        {...catalogue}
        {...ITEMS}
        columns={columns}
      />
      <SerialLifeDrawer serial={traced} onClose={() => setTraced(null)} />
    </>
  );
}
