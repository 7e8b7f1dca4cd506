import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES, formatFilterDate } from '@gst/domain';
import { exportRowsToXlsx } from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { NOTE_KINDS, reasonLabel, type NoteKind } from './noteKinds';
import type { NoteRow } from './types';
import { useNoteApi } from './useNoteApi';

const COLUMNS = ['Note No', 'Date', 'Customer', 'Reason', 'Taxable', 'Total', 'Status'];
const PAGE = 1000;

/** The notes as an Excel row: amounts as numbers, the reason and status in words. */
export function noteSheetRow(kind: NoteKind, row: NoteRow): Record<string, unknown> {
  return {
    'Note No': row.noteNumber,
    Date: row.noteDate,
    Customer: row.customerName,
    Reason: reasonLabel(kind, row.reason),
    Taxable: Number(row.taxableAmount),
    Total: Number(row.totalAmount),
    Status: row.status === 'cancelled' ? 'Cancelled' : 'Issued',
  };
}

/**
 * Excel export of every note matching the list's search, as the invoice list exports (issue 16):
 * CreditNotes_{date}.xlsx / DebitNotes_{date}.xlsx, read 1,000 rows a call.
 */
export function NotesExportButton({ kind, search }: { kind: NoteKind; search?: string }) {
  const api = useNoteApi(kind);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const prefix = kind === 'credit' ? 'CreditNotes' : 'DebitNotes';
  const run = async () => {
    setBusy(true);
    try {
      const rows: NoteRow[] = [];
      for (let page = 1; ; page += 1) {
        const result = await queryClient.fetchQuery(
          api.list.queryOptions({ page, pageSize: PAGE, ...(search ? { search } : {}) }),
        );
        rows.push(...result.data);
        if (rows.length >= result.total || result.data.length < PAGE) break;
      }
      await exportRowsToXlsx(
        rows.map((row) => noteSheetRow(kind, row)),
        `${prefix}_${formatFilterDate(new Date())}.xlsx`,
        COLUMNS,
      );
      notifications.show({ color: 'green', message: MESSAGES.uploads.excelDownloaded });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: toastText(error, `Failed to export ${NOTE_KINDS[kind].plural.toLowerCase()}`),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={16} />}
      loading={busy}
      onClick={() => void run()}
    >
      Excel
    </Button>
  );
}
