import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { MESSAGES } from '@gst/domain';
import {
  StateBadge,
  useListQuery,
  useServerTable,
  type DataTableColumn,
} from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import type { AdminPageProps } from '../shared/pageProps';
import { CatalogueListPage } from '../shared/CatalogueListPage';
import { useCatalogueWrites } from '../shared/useCatalogueWrites';
import { ItemDrawer } from './ItemDrawer';
import { ITEM_COLUMNS, ITEM_DEMO_ROWS, type ItemRecord, type ItemSortField } from './itemForm';

type Status = 'all' | 'available' | 'sold';

const COLUMNS: DataTableColumn<ItemRecord>[] = [
  { key: 'serialNo', header: 'Serial No', sortable: true },
  { key: 'productLabel', header: 'Product', sortable: true },
  { key: 'type', header: 'Type', sortable: true },
  {
    key: 'soldToInvoice',
    header: 'Status',
    sortable: true,
    render: (item) => (
      <StateBadge when={item.soldToInvoice} yes={['gray', 'Sold']} no={['green', 'Available']} />
    ),
  },
];

/** Manage Item (spec §2): serial-numbered stock, sold or available; Excel import and export. */
export default function ItemsPage({ title }: AdminPageProps) {
  const trpc = useTRPC();
  const table = useServerTable<ItemSortField>();
  const [status, setStatus] = useState<Status>('all');
  const list = useListQuery(
    trpc.tenant.items.list.queryOptions({
      ...table.query,
      ...(status === 'all' ? {} : { status }),
    }),
    MESSAGES.invoices.itemsFetchFailed,
  );
  const writes = useCatalogueWrites(trpc.tenant.items, (rows) => ({ items: rows }));
  return (
    <CatalogueListPage
      title={title}
      headerAction={
        <SegmentedControl
          aria-label="Show items"
          size="xs"
          value={status}
          onChange={(value) => {
            setStatus(value);
            table.onChange({ page: 1 });
          }}
          data={[
            { value: 'all', label: 'All' },
            { value: 'available', label: 'Available' },
            { value: 'sold', label: 'Sold' },
          ]}
        />
      }
      page="manage-item"
      entity="Item"
      label="Items"
      table={table}
      list={list}
      writes={writes}
      columns={COLUMNS}
      searchPlaceholder="Search serial no, product or type"
      nameOf={(item) => item.serialNo}
      // A sold item is on an invoice and cannot be deleted.
      keep={(item) => item.soldToInvoice}
      messages={{
        deleted: MESSAGES.items.deleted,
        deleteFailed: MESSAGES.items.deleteFailed,
        exported: MESSAGES.items.excelDownloaded,
      }}
      exportFile={{ path: '/api/item/export', prefix: 'Items' }}
      upload={{
        columns: ITEM_COLUMNS,
        demoRows: ITEM_DEMO_ROWS,
        demoFileName: 'Items_Demo.xlsx',
        messages: {
          empty: MESSAGES.uploads.noItems,
          success: MESSAGES.items.uploaded,
          failure: MESSAGES.items.submitFailed,
        },
      }}
      Drawer={ItemDrawer}
    />
  );
}
