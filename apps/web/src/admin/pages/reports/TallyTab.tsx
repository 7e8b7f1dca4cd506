import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconFileCode } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFromRest, runExport, usePagePermissions } from '../../../components/data';
import { DateField } from '../billing/fields';
import { rangeProblem } from '../purchases/dateRange';
import { thisMonth } from './register';

/** The Tally tab's icon in the reports' tab list. */
export const TallyIcon = IconFileCode;

/** The two TallyPrime import files of a period (issue 33): masters first, then vouchers. */
const FILES = [
  { what: 'masters', label: 'Masters XML' },
  { what: 'vouchers', label: 'Vouchers XML' },
] as const;

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
    runExport(() => downloadFromRest(tallyDownloadUrl(range, what), null), {
      success: `Tally ${label} downloaded`,
      failed: `Failed to download the Tally ${label}`,
    });
  return (
    <Stack gap="md">
      <Group align="end" wrap="wrap">
        <DateField
          label="From"
          value={range.from}
          onChange={(from) => setRange((r) => ({ ...r, from }))}
        />
        <DateField label="To" value={range.to} onChange={(to) => setRange((r) => ({ ...r, to }))} />
        {can('export') ? (
          <Group gap="xs" ml={{ sm: 'auto' }}>
            {FILES.map(({ what, label }) => (
              <Button
                key={what}
                variant="light"
                leftSection={<IconFileCode size={16} />}
                disabled={problem !== null}
                onClick={() => void download(what, label)}
              >
                {label}
              </Button>
            ))}
          </Group>
        ) : null}
      </Group>
      {problem ? (
        <Text c="red" size="sm">
          {problem}
        </Text>
      ) : null}
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
