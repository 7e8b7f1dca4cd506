import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, formatFilterDate } from '@gst/domain';
import { ExportButton, exportRowsToXlsx, runExport } from '../../../components/data';
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
  const prefix = kind === 'credit' ? 'CreditNotes' : 'DebitNotes';
  // The server has no notes export: the sheet is built here from the list's own rows.
  const run = () =>
    runExport(
      async () => {
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
      },
      {
        success: MESSAGES.uploads.excelDownloaded,
        failed: `Failed to export ${NOTE_KINDS[kind].plural.toLowerCase()}`,
      },
    );
  return <ExportButton label="Excel" icon="sheet" onExport={run} />;
}
