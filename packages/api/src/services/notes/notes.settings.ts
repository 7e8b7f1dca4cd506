import type { Tx } from '@gst/db/client';
import type { NoteKind } from '@gst/db/schema';
import { readSettings } from '../settings/settings.service';

/** The numbering template of a note series (Settings; a shop that never set it gets the default). */
export const NOTE_NUMBERING_DEFAULTS: Record<NoteKind, string> = {
  credit: 'CN/{fiscalYear}/{number:4}',
  debit: 'DN/{fiscalYear}/{number:4}',
};

export async function readNoteNumbering(tx: Tx, kind: NoteKind): Promise<string> {
  const key = kind === 'credit' ? 'creditNoteNumberingFormat' : 'debitNoteNumberingFormat';
  const stored = await readSettings({ tx }, [key]);
  return stored[key].trim() || NOTE_NUMBERING_DEFAULTS[kind];
}
