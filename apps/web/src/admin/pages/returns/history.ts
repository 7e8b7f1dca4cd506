import { formatDate, stateName } from '@gst/domain';
import type { FiledPeriod, HistoryEvent } from './types';

/**
 * Words for a filed period (issue 28 items 7 and 13): its filed copy, the months a quarter leaves
 * out, and its history of filing, unlocking and the IRN / e-way bill records on its documents.
 */

const DOCUMENT_WORDS: Record<string, string> = {
  invoice: 'invoice',
  'credit-note': 'credit note',
  'debit-note': 'debit note',
};

/** 'invoice INV/25-26/0007', 'credit note CN/25-26/0001'. */
function documentName(document: HistoryEvent['document']): string {
  if (!document) return 'a document';
  const kind = DOCUMENT_WORDS[document.kind] ?? document.kind;
  return document.number ? `${kind} ${document.number}` : kind;
}

/**
 * An event's title. A filing after an unlock (an older 'unlocked' event further down the list,
 * which is newest first) is a re-filing.
 */
export function historyTitle(events: readonly HistoryEvent[], index: number): string {
  const event = events[index];
  if (!event) return '';
  if (event.kind === 'filed') {
    const refiled = events.slice(index + 1).some((e) => e.kind === 'unlocked');
    return refiled ? 'Filed again' : 'Marked as filed';
  }
  if (event.kind === 'unlocked') return 'Unlocked: the filed copy was dropped';
  const name = documentName(event.document);
  if (event.action.endsWith('.irn-cancel')) return `IRN cancelled on ${name}`;
  if (event.action.endsWith('.irn')) return `IRN recorded on ${name}`;
  if (event.action.endsWith('.eway-bill')) return `E-way bill recorded on ${name}`;
  // Issue 30: corrected after filing, reported in the return of the month it was amended.
  if (event.action.endsWith('.amend')) return `Amended ${name} (reported in a later return)`;
  return `${event.action} on ${name}`;
}

/** Who did it: 'Owner (owner@example.com)', 'API key: Tally sync', 'System'. */
export function historyActor(actor: HistoryEvent['actor']): string {
  if (actor.type === 'api-key') return `API key: ${actor.name ?? 'deleted key'}`;
  if (actor.name) return actor.email ? `${actor.name} (${actor.email})` : actor.name;
  if (actor.type === 'system') return 'System';
  return actor.type === 'user' ? 'A deleted user' : actor.type;
}

/** The first 12 hex digits of a SHA-256, for a line; the whole is in the copy button. */
export const shortHash = (hash: string) => `${hash.slice(0, 12)}…`;

/** The IRP's 'YYYY-MM-DD HH:mm:ss' as '20 Sep 2026, 11:41'; anything else as given. */
export function dateTimeLabel(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(value);
  return match?.[1] && match[2] ? `${formatDate(match[1])}, ${match[2]}` : value;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const FIELD_WORDS: Record<string, string> = {
  irp: 'IRN',
  ewayBill: 'E-way bill',
  status: 'Status',
};

/** An audited IRP or e-way bill value as one short phrase; nothing is '—'. */
export function historyValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (!isObject(value)) return JSON.stringify(value);
  if (field === 'irp' && typeof value.irn === 'string') {
    const ack = typeof value.ackNo === 'string' ? `, ack ${value.ackNo}` : '';
    return `${shortHash(value.irn)}${ack}`;
  }
  if (
    field === 'ewayBill' &&
    (typeof value.number === 'string' || typeof value.number === 'number')
  ) {
    const date =
      typeof value.date === 'string' && value.date ? ` of ${dateTimeLabel(value.date)}` : '';
    return `${value.number}${date}`;
  }
  return JSON.stringify(value);
}

export type ChangeLine = { field: string; label: string; before: string; after: string };

/** The fields whose audited value changed, as 'label: before → after' parts. */
export function historyChanges(event: Pick<HistoryEvent, 'before' | 'after'>): ChangeLine[] {
  const before = isObject(event.before) ? event.before : {};
  const after = isObject(event.after) ? event.after : {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .map((key) => ({
      field: key,
      label: FIELD_WORDS[key] ?? key,
      before: historyValue(key, before[key]),
      after: historyValue(key, after[key]),
    }));
}

/** '19 - West Bengal' style, as the filed copy names the state it was computed with. */
export function stateLabel(code: number): string {
  const name = stateName(code);
  return name ? `${String(code).padStart(2, '0')} - ${name}` : String(code);
}

/** The line under the filed copy's title: what it was computed with. */
export function copySettingsLine(copy: NonNullable<FiledPeriod['copy']>): string {
  const frequency = copy.frequency === 'quarterly' ? 'quarterly (QRMP)' : 'monthly';
  return `Computed with GSTIN ${copy.gstin || '(none)'}, state ${stateLabel(copy.stateCode)}, filing ${frequency}.`;
}

/** For a copy filed under the other frequency than the shop's today. */
export function switchedLine(filedAs: 'monthly' | 'quarterly'): string {
  return filedAs === 'monthly'
    ? 'The shop files quarterly now; this period was filed as a month, so it stays a month.'
    : 'The shop files monthly now; this period was filed as a quarter, so it stays a quarter.';
}

/** Says which months a quarter leaves out because they were filed on their own. */
export function excludedLine(months: readonly { label: string }[]): string {
  const labels = months.map((m) => m.label);
  const last = labels.at(-1);
  if (!last) return '';
  if (labels.length === 1) {
    return `${last} was filed on its own: its documents are in that month's return, not in this one.`;
  }
  const named = `${labels.slice(0, -1).join(', ')} and ${last}`;
  return `${named} were filed on their own: their documents are in those months' returns, not in this one.`;
}
