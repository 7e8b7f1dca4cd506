import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES, todayIN } from '@gst/domain';
import { NothingToExport, downloadFromRest, runExport } from '../../../components/data';
import { useTRPC } from '../../../lib/trpc';
import { DateField } from '../billing/fields';
import { defaultExportRange, exportFileName, exportRangeError } from './exportRange';

/**
 * 'Excel' on the invoice list (spec §5, §7): asks for the start and end dates (YYYY-MM-DD), then
 * downloads VAT_Invoices_from_{date}_to_{date}.xlsx built by the server.
 */
export function ExportInvoicesButton() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [opened, { open, close }] = useDisclosure(false);
  const [range, setRange] = useState(() => defaultExportRange(todayIN()));
  const [busy, setBusy] = useState(false);
  const problem = exportRangeError(range.from, range.to);

  const run = async () => {
    if (problem) return;
    setBusy(true);
    // An empty period says so instead of downloading a sheet with headers only (spec §5).
    const saved = await runExport(
      async () => {
        const rows = await queryClient.fetchQuery({
          ...trpc.tenant.invoices.exportRows.queryOptions({
            fromDate: range.from,
            toDate: range.to,
          }),
          staleTime: 0,
        });
        if (rows.length === 0) throw new NothingToExport();
        await downloadFromRest('/api/v2/invoice/file', exportFileName(range.from, range.to), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ fromDateInput: range.from, toDateInput: range.to }),
        });
      },
      { success: MESSAGES.uploads.excelDownloaded },
    );
    setBusy(false);
    if (saved) close();
  };

  return (
    <>
      <Button variant="default" leftSection={<IconFileSpreadsheet size={16} />} onClick={open}>
        Excel
      </Button>
      <Modal opened={opened} onClose={close} title="Export invoices to Excel" centered>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Every invoice line dated in the period, for the GST return.
          </Text>
          <Group grow align="flex-start">
            <DateField
              label="Start date"
              valueFormat="YYYY-MM-DD"
              value={range.from}
              onChange={(from) => setRange((r) => ({ ...r, from }))}
              required
            />
            <DateField
              label="End date"
              valueFormat="YYYY-MM-DD"
              value={range.to}
              onChange={(to) => setRange((r) => ({ ...r, to }))}
              required
              error={range.from && range.to && problem ? problem : undefined}
            />
          </Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={() => void run()} loading={busy} disabled={Boolean(problem)}>
              Download
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
