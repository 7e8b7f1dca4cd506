import { Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, REGISTER_MAX_DAYS } from '@gst/domain';
import { useTRPC } from '../../../lib/trpc';
import type { DateRange } from '../purchases/dateRange';
import {
  BookFooter,
  BookTable,
  amount,
  closingRow,
  maybe,
  openingRow,
  type BookRow,
} from './BookTable';
import { bookDownloadUrl, bookRangeProblem, kindLabel, modeLabel } from './books';
import { DateRangeFields, ReportDownloads, ReportStatus, downloadReport } from './ReportParts';
import { thisMonth } from './register';

/** The tab's icon on the Reports page. */
export { IconCash as CashBankIcon } from '@tabler/icons-react';

const PAGE_SIZE = 50;
type Which = 'cash' | 'bank';

/**
 * The cash book and the bank book (issue 33): opening, receipts, payments, closing, with the
 * running balance. The bank book shows one of the shop's bank accounts (Settings), "Other (as
 * typed)" for old expenses that typed theirs, or all of them; each opens with its opening balance.
 */
export function CashBankTab() {
  const trpc = useTRPC();
  const [which, setWhich] = useState<Which>('cash');
  const [range, setRange] = useState<DateRange>(thisMonth);
  const [account, setAccount] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const problem = bookRangeProblem(range, REGISTER_MAX_DAYS);
  const change = (next: Partial<DateRange>) => {
    setRange((r) => ({ ...r, ...next }));
    setPage(1);
  };
  const input = { ...range, page, pageSize: PAGE_SIZE };
  const cash = useQuery({
    ...trpc.tenant.reports.cashBook.queryOptions(input),
    enabled: problem === null && which === 'cash',
    placeholderData: keepPreviousData,
  });
  const bank = useQuery({
    ...trpc.tenant.reports.bankBook.queryOptions({ ...input, ...(account ? { account } : {}) }),
    enabled: problem === null && which === 'bank',
    placeholderData: keepPreviousData,
  });
  const accounts = useQuery({
    ...trpc.tenant.reports.bankAccounts.queryOptions(),
    enabled: which === 'bank',
  });
  const book = which === 'cash' ? cash : bank;
  const label = which === 'cash' ? 'Cash book' : 'Bank book';
  const download = (format: 'xlsx' | 'pdf') =>
    downloadReport(
      bookDownloadUrl(`${which}-book`, range, which === 'bank' ? { account } : {}, format),
      label.toLowerCase(),
    );
  const data = book.data;
  const bankColumn = which === 'bank';
  const columns = [
    { header: 'Date' },
    { header: 'Type' },
    { header: 'Number' },
    { header: 'Party' },
    { header: 'Mode' },
    ...(bankColumn ? [{ header: 'Account' }] : []),
    { header: 'Money in', numeric: true },
    { header: 'Money out', numeric: true },
    { header: 'Balance', numeric: true },
  ];
  const rows: BookRow[] = (data?.data ?? []).map((r) => ({
    key: r.id,
    cells: [
      formatDate(r.date),
      kindLabel(r.kind),
      r.number,
      r.partyName,
      modeLabel(r.mode),
      ...(bankColumn ? [r.account] : []),
      maybe(r.moneyIn),
      maybe(r.moneyOut),
      amount(r.balance),
    ],
    card: {
      title: `${r.number} · ${kindLabel(r.kind)}`,
      subtitle: `${formatDate(r.date)} · ${r.partyName}`,
      amount: r.moneyIn === '0.00' ? `− ${amount(r.moneyOut)}` : `+ ${amount(r.moneyIn)}`,
      detail: `${modeLabel(r.mode)}${bankColumn ? ` · ${r.account}` : ''} · balance ${amount(r.balance)}`,
    },
  }));
  return (
    <Stack gap="md">
      <Group align="end" wrap="wrap">
        <SegmentedControl
          aria-label="Book"
          value={which}
          onChange={(v) => {
            setWhich(v);
            setPage(1);
          }}
          data={[
            { value: 'cash', label: 'Cash book' },
            { value: 'bank', label: 'Bank book' },
          ]}
        />
        <DateRangeFields value={range} onChange={change} />
        {which === 'bank' ? (
          <Select
            label="Bank account"
            placeholder="All bank accounts"
            clearable
            data={(accounts.data ?? []).map((a) => ({
              value: a.id,
              label: a.active ? a.name : `${a.name} (inactive)`,
            }))}
            value={account}
            onChange={(a) => {
              setAccount(a);
              setPage(1);
            }}
            w={{ base: '100%', sm: 260 }}
          />
        ) : null}
        <ReportDownloads disabled={problem !== null} onDownload={download} />
      </Group>
      <ReportStatus
        problem={problem}
        query={book}
        name={label.toLowerCase()}
        isEmpty={(data) => data.total === 0 && data.totals.opening === '0.00'}
        empty={{
          title:
            which === 'cash' ? 'No cash moved on these dates' : 'No bank movements on these dates',
          description: 'Choose other dates.',
        }}
      >
        {({ total, totals: t }) => (
          <>
            <BookTable
              label={label}
              columns={columns}
              rows={rows}
              opening={openingRow(page, range.from, t.opening)}
              totals={[
                closingRow(
                  range.to,
                  t.count,
                  ['Money in', t.moneyIn],
                  ['Money out', t.moneyOut],
                  t.closing,
                ),
              ]}
            />
            <BookFooter
              note={
                which === 'cash'
                  ? 'Money received and paid in cash. Opening = the opening cash balance of Settings (Banking Info) as of its date, plus the cash entries from that date to the day before From.'
                  : 'UPI, bank transfer, cheque and card receipts, refunds, supplier payments and bank-paid expenses, in the bank account each names (Settings → Bank accounts; old expenses typed as text: Other). Opening = the account’s opening balance as of its date, plus the entries from that date to the day before From.'
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
