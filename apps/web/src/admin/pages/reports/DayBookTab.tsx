import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DAY_BOOK_MAX_DAYS, formatDate, todayIN } from '@gst/domain';
import { AppEmptyState } from '../../../components/AppEmptyState';
import { downloadFromRest, runExport, usePagePermissions } from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import { DateField } from '../billing/fields';
import type { DateRange } from '../purchases/dateRange';
import { BookFooter, BookTable, DownloadButtons, amount, maybe, type BookRow } from './BookTable';
import { bookDownloadUrl, bookRangeProblem, entriesLabel, kindLabel, modeLabel } from './books';

/** The tab's icon on the Reports page. */
export { IconNotebook as DayBookIcon } from '@tabler/icons-react';

const PAGE_SIZE = 50;
const COLUMNS = [
  { header: 'Date' },
  { header: 'Type' },
  { header: 'Number' },
  { header: 'Party' },
  { header: 'Reference, mode' },
  { header: 'Amount', numeric: true },
  { header: 'Money in', numeric: true },
  { header: 'Money out', numeric: true },
];

/** The day book (issue 33): every document and money movement of a day, or up to 31 days. */
export function DayBookTab() {
  const trpc = useTRPC();
  const can = usePagePermissions('reports');
  const today = todayIN();
  const [range, setRange] = useState<DateRange>({ from: today, to: today });
  const [page, setPage] = useState(1);
  const problem = bookRangeProblem(range, DAY_BOOK_MAX_DAYS);
  const change = (next: Partial<DateRange>) => {
    setRange((r) => ({ ...r, ...next }));
    setPage(1);
  };
  const book = useQuery({
    ...trpc.tenant.reports.dayBook.queryOptions({ ...range, page, pageSize: PAGE_SIZE }),
    enabled: problem === null,
    placeholderData: keepPreviousData,
  });
  const download = (format: 'xlsx' | 'pdf') =>
    void runExport(() => downloadFromRest(bookDownloadUrl('day-book', range, {}, format), null), {
      success: 'Day book downloaded',
      failed: 'Failed to download the day book',
    });
  const data = book.data;
  const rows: BookRow[] = (data?.data ?? []).map((r) => {
    const details = [r.reference, modeLabel(r.mode)].filter(Boolean).join(' · ');
    return {
      key: r.id,
      dimmed: r.cancelled,
      cells: [
        formatDate(r.date),
        kindLabel(r.kind, r.cancelled),
        r.number,
        r.partyName,
        details,
        amount(r.amount),
        maybe(r.moneyIn),
        maybe(r.moneyOut),
      ],
      card: {
        title: `${r.number} · ${kindLabel(r.kind, r.cancelled)}`,
        subtitle: [formatDate(r.date), r.partyName].filter(Boolean).join(' · '),
        amount: amount(r.amount),
        ...(details ? { detail: details } : {}),
      },
    };
  });
  const totals = data?.totals;
  return (
    <Stack gap="md">
      <Group align="end" wrap="wrap">
        <DateField label="From" value={range.from} onChange={(from) => change({ from })} />
        <DateField label="To" value={range.to} onChange={(to) => change({ to })} />
        {can('export') ? (
          <DownloadButtons disabled={problem !== null} onDownload={download} />
        ) : null}
      </Group>
      {problem ? (
        <Text c="red" size="sm">
          {problem}
        </Text>
      ) : book.isPending ? (
        <Skeleton h={200} aria-label="Loading the day book" />
      ) : book.isError ? (
        <Text c="red">{book.error.message || 'Failed to fetch the day book'}</Text>
      ) : !data || !totals || data.total === 0 ? (
        <AppEmptyState
          title="Nothing entered on these dates"
          description="Choose another day, or a few days (up to 31)."
        />
      ) : (
        <>
          <BookTable
            label="Day book"
            columns={COLUMNS}
            rows={rows}
            totals={[
              ...totals.byKind.map((k) => ({
                label: `${kindLabel(k.kind)}: ${k.count}`,
                cells: [amount(k.amount), '', ''],
              })),
              {
                label: `Money in and out (${entriesLabel(totals.count)})`,
                cells: ['', amount(totals.moneyIn), amount(totals.moneyOut)],
                card: [
                  ...totals.byKind.map((k): [string, string] => [
                    `${kindLabel(k.kind)} (${k.count})`,
                    amount(k.amount),
                  ]),
                  ['Money in', amount(totals.moneyIn)],
                  ['Money out', amount(totals.moneyOut)],
                ],
              },
            ]}
          />
          <BookFooter
            note={`${entriesLabel(data.total)}; cancelled and reversed ones count zero`}
            total={data.total}
            pageSize={PAGE_SIZE}
            page={page}
            onPage={setPage}
          />
        </>
      )}
    </Stack>
  );
}
