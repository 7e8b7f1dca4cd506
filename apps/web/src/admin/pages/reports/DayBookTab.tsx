import { Group, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DAY_BOOK_MAX_DAYS, formatDate, todayIN } from '@gst/domain';
import { useTRPC } from '../../../lib/trpc';
import type { DateRange } from '../purchases/dateRange';
import { BookFooter, BookTable, amount, maybe, type BookRow } from './BookTable';
import { bookDownloadUrl, bookRangeProblem, entriesLabel, kindLabel, modeLabel } from './books';
import { DateRangeFields, ReportDownloads, ReportStatus, downloadReport } from './ReportParts';

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
    downloadReport(bookDownloadUrl('day-book', range, {}, format), 'day book');
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
  return (
    <Stack gap="md">
      <Group align="end" wrap="wrap">
        <DateRangeFields value={range} onChange={change} />
        <ReportDownloads disabled={problem !== null} onDownload={download} />
      </Group>
      <ReportStatus
        problem={problem}
        query={book}
        name="day book"
        isEmpty={(data) => data.total === 0}
        empty={{
          title: 'Nothing entered on these dates',
          description: 'Choose another day, or a few days (up to 31).',
        }}
      >
        {(data) => (
          <>
            <BookTable
              label="Day book"
              columns={COLUMNS}
              rows={rows}
              totals={[
                ...data.totals.byKind.map((k) => ({
                  label: `${kindLabel(k.kind)}: ${k.count}`,
                  cells: [amount(k.amount), '', ''],
                })),
                {
                  label: `Money in and out (${entriesLabel(data.totals.count)})`,
                  cells: ['', amount(data.totals.moneyIn), amount(data.totals.moneyOut)],
                  card: [
                    ...data.totals.byKind.map((k): [string, string] => [
                      `${kindLabel(k.kind)} (${k.count})`,
                      amount(k.amount),
                    ]),
                    ['Money in', amount(data.totals.moneyIn)],
                    ['Money out', amount(data.totals.moneyOut)],
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
      </ReportStatus>
    </Stack>
  );
}
