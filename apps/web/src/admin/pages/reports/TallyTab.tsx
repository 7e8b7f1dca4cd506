import { Alert, Group, List, Stack, Text } from '@mantine/core';
import { IconFileCode } from '@tabler/icons-react';
import { useState } from 'react';
import { usePagePermissions } from '../../../components/data';
import { rangeProblem } from '../purchases/dateRange';
import { thisMonth } from './register';
import {
  DateRangeFields,
  DownloadGroup,
  RangeProblem,
  downloadReport,
  type ReportFile,
} from './ReportParts';

/** The Tally tab's icon in the reports' tab list. */
export const TallyIcon = IconFileCode;

/** The two TallyPrime import files of a period (issue 33): masters first, then vouchers. */
const FILES: readonly ReportFile<'masters' | 'vouchers'>[] = [
  { key: 'masters', label: 'Masters XML', icon: <IconFileCode size={16} /> },
  { key: 'vouchers', label: 'Vouchers XML', icon: <IconFileCode size={16} /> },
];

/** GET /api/export/tally for a range and a file. */
export function tallyDownloadUrl(
  range: { from: string; to: string },
  what: 'masters' | 'vouchers',
): string {
  const query = new URLSearchParams({ from: range.from, to: range.to, what });
  return `/api/export/tally?${query.toString()}`;
}

/**
 * The Tally tab: a date range and the two import files for TallyPrime (vouchers of the range and
 * the masters they name), with how to import them. Downloads need the reports export flag.
 */
export function TallyTab() {
  const can = usePagePermissions('reports');
  const [range, setRange] = useState(thisMonth);
  const problem = rangeProblem(range);
  const download = (what: 'masters' | 'vouchers', label: string) =>
    downloadReport(tallyDownloadUrl(range, what), `Tally ${label}`);
  return (
    <Stack gap="md">
      <Group align="end" wrap="wrap">
        <DateRangeFields value={range} onChange={(next) => setRange((r) => ({ ...r, ...next }))} />
        <DownloadGroup files={FILES} disabled={problem !== null} onDownload={download} />
      </Group>
      <RangeProblem problem={problem} />
      {can('export') ? null : (
        <Alert color="yellow">
          Downloading Tally files needs the export permission of Reports.
        </Alert>
      )}
      <Text size="sm">
        The period&apos;s sales invoices, credit and debit notes, purchase bills and returns,
        receipts, supplier payments, refunds and expenses as TallyPrime vouchers, and the ledgers
        and stock items they use. Cancelled documents and reversed receipts are left out.
      </Text>
      <List size="sm" type="ordered">
        <List.Item>
          In TallyPrime, open the company, then Gateway of Tally → Import → Masters, and choose the
          Masters XML file.
        </List.Item>
        <List.Item>
          Then Gateway of Tally → Import → Transactions, and choose the Vouchers XML file.
        </List.Item>
      </List>
    </Stack>
  );
}
