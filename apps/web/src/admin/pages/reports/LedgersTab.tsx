import { Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, REGISTER_MAX_DAYS } from '@gst/domain';
import { AppEmptyState } from '../../../components/AppEmptyState';
import { useTRPC } from '../../../lib/trpc';
import { yearToDate, type DateRange } from '../purchases/dateRange';
import {
  BookFooter,
  BookTable,
  amount,
  closingRow,
  maybe,
  openingRow,
  type BookRow,
} from './BookTable';
import { bookDownloadUrl, bookRangeProblem, LEDGER_KIND_LABELS } from './books';
import { DateRangeFields, ReportDownloads, ReportStatus, downloadReport } from './ReportParts';

/** The tab's icon on the Reports page. */
export { IconAddressBook as LedgersIcon } from '@tabler/icons-react';

const PAGE_SIZE = 50;
type Side = 'customer' | 'supplier';
const SIDES = {
  customer: { label: 'Customer', debit: 'Debit', credit: 'Credit', register: 'sales' as const },
  supplier: {
    label: 'Supplier',
    debit: 'Billed',
    credit: 'Paid / returned',
    register: 'purchases' as const,
  },
};

/** The customer or supplier to show: found by name or GSTIN, 20 at a time. */
function PartyPicker(props: {
  side: Side;
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const [debounced] = useDebouncedValue(search, 250);
  const term = debounced && debounced !== chosen?.label ? debounced : '';
  const parties = useQuery({
    ...trpc.tenant.reports.parties.queryOptions({
      side: SIDES[props.side].register,
      ...(term ? { search: term } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const found = (parties.data ?? []).map((p) => ({
    value: p.id,
    label: p.gstin ? `${p.name} (${p.gstin})` : p.name,
  }));
  const data =
    chosen && props.value === chosen.value && !found.some((o) => o.value === chosen.value)
      ? [chosen, ...found]
      : found;
  return (
    <Select
      label={SIDES[props.side].label}
      placeholder={`Choose a ${SIDES[props.side].label.toLowerCase()}`}
      searchable
      clearable
      nothingFoundMessage="No match"
      data={data}
      value={props.value}
      onChange={(id, option) => {
        setChosen(id && option ? { value: id, label: option.label } : null);
        props.onChange(id);
      }}
      onSearchChange={setSearch}
      w={{ base: '100%', sm: 300 }}
    />
  );
}

/**
 * The customer ledger and the supplier ledger (issue 33): the statements of account on one
 * screen, with the running balance; the same figures as the statements.
 */
export function LedgersTab() {
  const trpc = useTRPC();
  const [side, setSide] = useState<Side>('customer');
  const [range, setRange] = useState<DateRange>(yearToDate);
  const [party, setParty] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const problem = bookRangeProblem(range, REGISTER_MAX_DAYS);
  const change = (next: Partial<DateRange>) => {
    setRange((r) => ({ ...r, ...next }));
    setPage(1);
  };
  const input = { ...range, page, pageSize: PAGE_SIZE };
  const customer = useQuery({
    ...trpc.tenant.reports.customerLedger.queryOptions({ ...input, customerId: party ?? '' }),
    enabled: problem === null && side === 'customer' && party !== null,
    placeholderData: keepPreviousData,
  });
  const supplier = useQuery({
    ...trpc.tenant.reports.supplierLedger.queryOptions({ ...input, supplierId: party ?? '' }),
    enabled: problem === null && side === 'supplier' && party !== null,
    placeholderData: keepPreviousData,
  });
  const ledger = side === 'customer' ? customer : supplier;
  const spec = SIDES[side];
  const label = `${spec.label} ledger`;
  const download = (format: 'xlsx' | 'pdf') =>
    downloadReport(
      bookDownloadUrl(`${side}-ledger`, range, { [`${side}Id`]: party }, format),
      label.toLowerCase(),
    );
  const data = ledger.data;
  const columns = [
    { header: 'Date' },
    { header: 'Document' },
    { header: 'Number' },
    { header: spec.debit, numeric: true },
    { header: spec.credit, numeric: true },
    { header: 'Balance', numeric: true },
  ];
  const rows: BookRow[] = (data?.data ?? []).map((l, i) => {
    const kind = LEDGER_KIND_LABELS[l.kind] ?? l.kind;
    return {
      key: `${l.kind}-${l.number}-${i}`,
      cells: [
        formatDate(l.date),
        kind,
        l.number,
        maybe(l.debit),
        maybe(l.credit),
        amount(l.balance),
      ],
      card: {
        title: `${l.number} · ${kind}`,
        subtitle: formatDate(l.date),
        amount: l.debit === '0.00' ? `− ${amount(l.credit)}` : `+ ${amount(l.debit)}`,
        detail: `Balance ${amount(l.balance)}`,
      },
    };
  });
  return (
    <Stack gap="md">
      <Group align="end" wrap="wrap">
        <SegmentedControl
          aria-label="Ledger"
          value={side}
          onChange={(v) => {
            setSide(v);
            setParty(null);
            setPage(1);
          }}
          data={[
            { value: 'customer', label: 'Customer ledger' },
            { value: 'supplier', label: 'Supplier ledger' },
          ]}
        />
        <PartyPicker
          key={side}
          side={side}
          value={party}
          onChange={(id) => {
            setParty(id);
            setPage(1);
          }}
        />
        <DateRangeFields value={range} onChange={change} />
        <ReportDownloads disabled={problem !== null || party === null} onDownload={download} />
      </Group>
      <ReportStatus<NonNullable<typeof data>>
        problem={problem}
        query={ledger}
        name={label.toLowerCase()}
        prompt={
          party === null ? (
            <AppEmptyState
              title={`Choose a ${spec.label.toLowerCase()}`}
              description="Their ledger shows here: opening, each document and payment, the running balance, closing."
            />
          ) : null
        }
      >
        {({ total, totals: t }) => (
          <>
            <BookTable
              label={label}
              columns={columns}
              minWidth={640}
              rows={rows}
              opening={openingRow(page, range.from, t.opening)}
              totals={[
                closingRow(
                  range.to,
                  total,
                  [spec.debit, t.debit],
                  [spec.credit, t.credit],
                  t.closing,
                ),
              ]}
            />
            <BookFooter
              note={
                side === 'customer'
                  ? 'The customer statement: what they owe; a negative balance is an advance they hold.'
                  : 'The supplier statement: what the shop owes; a negative balance is paid ahead.'
              }
              total={total}
              pageSize={PAGE_SIZE}
              page={page}
              onPage={setPage}
            />
          </>
        )}
      </ReportStatus>
    </Stack>
  );
}
