import { IconEdit, IconTruckReturn } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { formatDate, formatINR } from '@gst/domain';
import {
  ListPage,
  useListQuery,
  usePagePermissions,
  useServerTable,
  type DataTableColumn,
} from '../../../components/data';
import { useTRPC, type AppRouter } from '../../../lib/trpc';
import type { inferRouterOutputs } from '@trpc/server';
import { DocNumber, NoWrap } from '../shared/documentList';
import type { AdminPageProps } from '../shared/pageProps';
import { BillDetail } from './bills/BillDetail';
import { BILL_MESSAGES, BillDrawer } from './bills/BillDrawer';
import { ReturnDrawer } from './bills/ReturnDrawer';
import { pageInput, useFreshDrawer, useVoidAction } from './voidableList';

type BillRow = inferRouterOutputs<AppRouter>['tenant']['purchases']['list']['data'][number];
const cancelled = (row: BillRow) => row.status === 'cancelled';

const COLUMNS: DataTableColumn<BillRow>[] = [
  {
    key: 'entryNumber',
    header: 'Entry No',
    render: (r) => <DocNumber number={r.entryNumber} voided={cancelled(r)} />,
  },
  { key: 'supplierInvoiceNumber', header: "Supplier's No" },
  { key: 'billDate', header: 'Date', render: (r) => <NoWrap>{formatDate(r.billDate)}</NoWrap> },
  { key: 'supplierName', header: 'Supplier' },
  { key: 'totalAmount', header: 'Total', numeric: true, render: (r) => formatINR(r.totalAmount) },
];

/**
 * Purchase Bills (issue 31): the suppliers' bills newest first, each with its lines, credit,
 * serials and returns; Enter bill opens the drawer; Return goods sends lines or serials back to
 * the supplier; Cancel keeps the number and takes the stock back out.
 */
export default function PurchaseBillsPage({ title }: AdminPageProps) {
  const trpc = useTRPC();
  const can = usePagePermissions('manage-purchase-bill');
  const table = useServerTable();
  const drawer = useFreshDrawer();
  const returning = useFreshDrawer<string>();
  const revising = useFreshDrawer<string>();
  const list = useListQuery(
    trpc.tenant.purchases.list.queryOptions(pageInput(table.query)),
    BILL_MESSAGES.listFailed,
  );
  const cancel = useMutation(trpc.tenant.purchases.cancel.mutationOptions());
  const cancelAction = useVoidAction<BillRow>({
    allowed: can('delete'),
    hidden: cancelled,
    ask: (row) => ({
      title: `Cancel bill "${row.entryNumber}"?`,
      consequence:
        'The bill keeps its number; its goods leave stock and its serial numbers are removed. Refused once a serial was sold or returned, or while returns or payments stand.',
      confirmLabel: 'Cancel bill',
      keepLabel: 'Keep bill',
    }),
    run: (row) => cancel.mutateAsync({ id: row.id }),
    refresh: [trpc.tenant.purchases.pathKey()],
    messages: { done: BILL_MESSAGES.cancelled, failed: BILL_MESSAGES.cancelFailed },
  });

  return (
    <ListPage
      title={title}
      label="Purchase Bills"
      table={table}
      list={list}
      columns={COLUMNS}
      searchPlaceholder="Search entry number, supplier's number or supplier"
      renderDetail={(row) => <BillDetail id={row.id} />}
      actions={[
        {
          label: 'Revise',
          icon: <IconEdit size={16} />,
          allowed: can('edit'),
          hidden: cancelled,
          onClick: (row) => revising.open(row.id),
        },
        {
          label: 'Return goods',
          icon: <IconTruckReturn size={16} />,
          allowed: can('create'),
          hidden: cancelled,
          onClick: (row) => returning.open(row.id),
        },
        cancelAction,
      ]}
      create={{ title: 'Purchase Bill', allowed: can('create'), onClick: () => drawer.open() }}
    >
      {drawer.render((props) => (
        <BillDrawer canAttach={can('create')} {...props} />
      ))}
      {revising.render(({ payload, ...props }) => (
        <BillDrawer editId={payload} canAttach={can('create')} {...props} />
      ))}
      {returning.render(({ payload, ...props }) => (
        <ReturnDrawer billId={payload} {...props} />
      ))}
    </ListPage>
  );
}
