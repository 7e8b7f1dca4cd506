import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { isTRPCClientError } from '@trpc/client';
import { useState } from 'react';
import { MESSAGES, todayIN } from '@gst/domain';
import { downloadBlob } from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { restFetch, useTRPC } from '../../../lib/trpc';
import { DateField } from '../billing/fields';
import { defaultExportRange, exportFileName, exportRangeError } from './exportRange';

async function postForFile(from: string, to: string): Promise<Blob> {
  const response = await restFetch('/api/v2/invoice/file', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fromDateInput: from, toDateInput: to }),
  });
  if (!response.ok) {
    let message: string = MESSAGES.uploads.excelDownloadFailed;
    try {
      const body = (await response.json()) as { error?: unknown };
      if (typeof body.error === 'string') message = body.error;
    } catch {
      // not JSON: keep the catalogue text
    }
    throw new Error(message);
  }
  return response.blob();
}

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
    try {
      // An empty period says so instead of downloading a sheet with headers only (spec §5).
      const rows = await queryClient.fetchQuery({
        ...trpc.tenant.invoices.exportRows.queryOptions({ fromDate: range.from, toDate: range.to }),
        staleTime: 0,
      });
      if (rows.length === 0) {
        notifications.show({ color: 'red', message: MESSAGES.uploads.noDataToExport });
        return;
      }
      downloadBlob(await postForFile(range.from, range.to), exportFileName(range.from, range.to));
      notifications.show({ color: 'green', message: MESSAGES.uploads.excelDownloaded });
      close();
    } catch (error) {
      const fallback = MESSAGES.uploads.excelDownloadFailed;
      const text = isTRPCClientError(error)
        ? toastText(error, fallback)
        : error instanceof Error
          ? error.message
          : fallback;
      notifications.show({ color: 'red', message: text });
    } finally {
      setBusy(false);
    }
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
