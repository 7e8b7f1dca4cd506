/** What differs between the credit note and debit note pages (issue 16; CGST Act s.34). */
import { CREDIT_NOTE_REASONS, DEBIT_NOTE_REASONS, type PageKey } from '@gst/domain';

export type NoteKind = 'credit' | 'debit';

export interface NoteKindConfig {
  kind: NoteKind;
  page: PageKey;
  /** 'Credit note': toasts and sentences. */
  label: string;
  /** 'Credit Note': drawer titles and the Create button (like 'Create Invoice'). */
  title: string;
  /** Accessible name of the list table. */
  plural: string;
  reasons: readonly { value: string; label: string }[];
  /** The per-line amount input: what the note takes off or adds to the line's taxable value. */
  valueLabel: string;
}

export const NOTE_KINDS: Record<NoteKind, NoteKindConfig> = {
  credit: {
    kind: 'credit',
    page: 'manage-credit-note',
    label: 'Credit note',
    title: 'Credit Note',
    plural: 'Credit notes',
    reasons: CREDIT_NOTE_REASONS,
    valueLabel: 'Value credited (₹)',
  },
  debit: {
    kind: 'debit',
    page: 'manage-debit-note',
    label: 'Debit note',
    title: 'Debit Note',
    plural: 'Debit notes',
    reasons: DEBIT_NOTE_REASONS,
    valueLabel: 'Value added (₹)',
  },
};

/** 'Sales return' for 'sales-return'; an unknown stored value is shown as it is. */
export function reasonLabel(kind: NoteKind, value: string): string {
  return NOTE_KINDS[kind].reasons.find((r) => r.value === value)?.label ?? value;
}

/** The toasts and messages of one kind ('Credit note cancelled', …). */
export function noteMessages(kind: NoteKind) {
  const { label } = NOTE_KINDS[kind];
  return {
    issued: `${label} issued`,
    reissued: `${label} re-issued`,
    cancelled: `${label} cancelled`,
    submitFailed: 'Failed to submit',
    listFailed: `Failed to fetch ${label.toLowerCase()}s.`,
    fetchFailed: `Failed to fetch ${label.toLowerCase()}.`,
    cancelFailed: `Failed to cancel the ${label.toLowerCase()}`,
  };
}
