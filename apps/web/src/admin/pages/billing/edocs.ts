/**
 * E-invoices and e-way bills in the back-office (issue 17): the pure parts the invoice and note
 * panels share. The server builds and checks the JSON (`@gst/domain/edocs`, which the web must
 * not import: it pulls in ajv); here are only the file names, the pasted answer as it is sent,
 * the refusal's field list, the dates as shown and the hints. Unit-tested.
 */
import { EXPORT_PLACE_OF_SUPPLY, formatDate, formatINR } from '@gst/domain';

/**
 * CGST Rule 138(1): goods worth more than ₹50,000 (with tax) move under an e-way bill. The
 * server decides (it counts the taxable goods only, not services: `ewayGoodsValue` counts alike);
 * the web uses the line for its hints.
 */
export const EWAY_BILL_LIMIT = 50_000;

/** An IRN can be cancelled on the IRP (and here) for 24 hours after its acknowledgement. */
export const IRN_CANCEL_HOURS = 24;

/** The IRP's answer as recorded (invoice and note details answer the same shape). */
export type IrpView = { irn: string; ackNo: string; ackDate: string; recordedAt: string };
/** The e-way bill as recorded on an invoice. */
export type EwayBillView = { number: string; date: string; validTill: string; recordedAt: string };

/** 'INV/2026-27/0007' → 'INV-2026-27-0007-einvoice.json' (no path separators in a file name). */
export function edocFileName(documentNumber: string, what: 'einvoice' | 'ewaybill'): string {
  const name = documentNumber.trim().replace(/[/\\:*?"<>|]/g, '-') || 'document';
  return `${name}-${what}.json`;
}

/** The JSON as a file the portals' upload screens take (indented: a person may read it). */
export function jsonFile(value: unknown): Blob {
  return new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' });
}

/** Most text the server takes as a pasted answer (its `answer` string limit). */
export const MAX_ANSWER_TEXT = 20_000;
/** Largest .json file read into the answer box. */
export const MAX_ANSWER_FILE_BYTES = 1024 * 1024;

export type AnswerToSend =
  { ok: true; answer: string | Record<string, unknown> } | { ok: false; error: string };

/** AckNo has up to 20 digits: more than a double keeps, so such numbers are read as text. */
const LONG_NUMBER = /("(?:AckNo|EwbNo|ewayBillNo)"\s*:\s*)(\d{16,})/g;

/**
 * What the record calls send for a pasted (or uploaded) answer: the parsed object when the text
 * is a JSON object, else the text itself (a bare e-way bill number, or something the server
 * will name the problem of). Long acknowledgement numbers stay exact.
 */
export function answerToSend(text: string): AnswerToSend {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'Paste the answer, or upload its .json file' };
  try {
    const parsed: unknown = JSON.parse(trimmed.replace(LONG_NUMBER, '$1"$2"'));
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return { ok: true, answer: parsed as Record<string, unknown> };
    }
  } catch {
    // not JSON: sent as text, the server reads what it can
  }
  if (trimmed.length > MAX_ANSWER_TEXT) {
    return {
      ok: false,
      error: `This is not a JSON object, and text is taken up to ${MAX_ANSWER_TEXT.toLocaleString('en-IN')} characters`,
    };
  }
  return { ok: true, answer: trimmed };
}

export type FieldProblem = { field: string; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields a refusal names, from a tRPC error's `data`: the e-document checks' `details.errors`
 * ({ field, message }), or zod's `fieldErrors` ({ answer: ['…'] }) for a malformed input.
 */
export function fieldProblems(data: unknown): FieldProblem[] {
  if (!isRecord(data)) return [];
  const details = data.details;
  if (isRecord(details) && Array.isArray(details.errors)) {
    return details.errors.flatMap((e: unknown) =>
      isRecord(e) && typeof e.message === 'string'
        ? [{ field: typeof e.field === 'string' ? e.field : '', message: e.message }]
        : [],
    );
  }
  const fieldErrors = data.fieldErrors;
  if (isRecord(fieldErrors)) {
    return Object.entries(fieldErrors).flatMap(([field, messages]) =>
      Array.isArray(messages)
        ? messages.filter((m): m is string => typeof m === 'string').map((message) => ({ field, message })) // prettier-ignore
        : [],
    );
  }
  return [];
}

/** The message shown for a refusal with a field list: its part before the fields repeat. */
export function refusalHeadline(message: string, problems: readonly FieldProblem[]): string {
  if (!problems.length) return message;
  const cut = message.indexOf(' would be refused:');
  return cut > 0 ? `${message.slice(0, cut)} would be refused:` : message;
}

/** A field problem's path when its message does not already start with it ('' otherwise). */
export function problemPath(problem: FieldProblem): string {
  if (!problem.field) return '';
  return problem.message.startsWith(problem.field) ? '' : problem.field;
}

const PORTAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::\d{2})?)?$/;

/**
 * The portals' 'YYYY-MM-DD HH:mm:ss' (India time) as '26 Nov 2026, 11:41 am'; a date alone as
 * '26 Nov 2026'; '' as '—'; anything else as it is.
 */
export function portalDateTimeLabel(value: string): string {
  const text = value.trim();
  if (text === '') return '—';
  const m = PORTAL_DATE_TIME.exec(text);
  if (!m) return text;
  const [, date = '', hour, minute] = m;
  if (hour === undefined || minute === undefined) return formatDate(date);
  const h = Number(hour);
  return `${formatDate(date)}, ${h % 12 || 12}:${minute} ${h < 12 ? 'am' : 'pm'}`;
}

/** The instant the IRN stops being cancellable: 24 hours after the acknowledgement (IST). */
export function irnCancelDeadline(ackDate: string): Date | null {
  const m = PORTAL_DATE_TIME.exec(ackDate.trim());
  if (!m) return null;
  const instant = new Date(`${m[1]}T${m[2] ?? '00'}:${m[3] ?? '00'}:00+05:30`);
  if (Number.isNaN(instant.getTime())) return null;
  return new Date(instant.getTime() + IRN_CANCEL_HOURS * 3_600_000);
}

/** 'YYYY-MM-DD HH:mm:ss' in India time for an instant. */
function istDateTime(instant: Date): string {
  const shifted = new Date(instant.getTime() + 330 * 60_000);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * What the panel says about a document with an IRN: it is read-only, and until when it may be
 * cancelled (after that, a credit or debit note corrects it).
 */
export function irnLockNote(
  irp: Pick<IrpView, 'ackDate'>,
  what: string,
  now: Date = new Date(),
): string {
  const deadline = irnCancelDeadline(irp.ackDate);
  const readOnly = `The ${what} has an IRN: it is read-only.`;
  if (!deadline) return `${readOnly} It can be cancelled only within ${IRN_CANCEL_HOURS} hours of the acknowledgement.`; // prettier-ignore
  const until = portalDateTimeLabel(istDateTime(deadline));
  if (now.getTime() <= deadline.getTime()) {
    return `${readOnly} It can be cancelled until ${until} (${IRN_CANCEL_HOURS} hours after the acknowledgement); after that, correct it with a credit or debit note.`;
  }
  return `${readOnly} The ${IRN_CANCEL_HOURS} hours to cancel it ended on ${until}: correct it with a credit or debit note.`;
}

/** The drawer's refusal to edit a document with an IRN (the server answers 409 too). */
export function irnEditRefusal(documentName: string, irp: Pick<IrpView, 'ackDate'>): string {
  return `${documentName} has an IRN (acknowledged ${portalDateTimeLabel(irp.ackDate)}): it can no longer be edited. Cancel it within ${IRN_CANCEL_HOURS} hours of the acknowledgement, or issue a credit or debit note.`;
}

export type EinvoiceScope = { applies: true } | { applies: false; reason: string };

/**
 * Whether the IRP takes the document (the server's rule): exports, and buyers with a GSTIN
 * other than the shop's own; never B2C. Issue 30: none when e-invoicing does not apply to the shop
 * (`eInvoicing` false: the shop's setting), and none for a bill of supply (no taxable line).
 */
export function einvoiceScope(doc: {
  placeOfSupply: number;
  buyerGstin: string;
  supplierGstin?: string;
  eInvoicing?: boolean;
  billOfSupply?: boolean;
}): EinvoiceScope {
  if (doc.eInvoicing === false) {
    return {
      applies: false,
      reason: 'Not needed: e-invoicing does not apply to the shop (Settings → GST & Legal).',
    };
  }
  if (doc.billOfSupply === true) {
    return {
      applies: false,
      reason: 'Not needed: a bill of supply (no taxable line) is not e-invoiced.',
    };
  }
  if (doc.placeOfSupply === EXPORT_PLACE_OF_SUPPLY) return { applies: true };
  const buyer = doc.buyerGstin.trim().toUpperCase();
  if (buyer === '') {
    return {
      applies: false,
      reason: 'Not needed: the buyer has no GSTIN (B2C). E-invoices are for registered buyers, SEZ units and exports.', // prettier-ignore
    };
  }
  if (doc.supplierGstin && buyer === doc.supplierGstin.trim().toUpperCase()) {
    return { applies: false, reason: "Not possible: the buyer's GSTIN is the shop's own." };
  }
  return { applies: true };
}

/**
 * Whether e-invoicing applies to the shop, from the invoice defaults' answer (issue 30): while it
 * is on its way, no; when it cannot be read (e.g. no invoice permission), yes: the server decides.
 */
export function eInvoicingOf(data: object | undefined, isError: boolean): boolean {
  if (data && 'eInvoicing' in data) return data.eInvoicing === true;
  return isError;
}

/** The e-invoice block shows: the IRN once recorded, else for a live document the IRP takes. */
export function showsEinvoice(doc: {
  irp: unknown;
  scope: EinvoiceScope;
  cancelled: boolean;
}): boolean {
  return Boolean(doc.irp) || (doc.scope.applies && !doc.cancelled);
}

/** The e-way bill block shows: the bill once recorded, else for a live invoice above ₹50,000. */
export function showsEwayBill(doc: {
  ewayBill: unknown;
  total: string | number;
  cancelled: boolean;
}): boolean {
  return Boolean(doc.ewayBill) || (!doc.cancelled && aboveEwayBillLimit(doc.total));
}

/** The invoice total is above the e-way bill line (a rupee amount as text or number). */
export function aboveEwayBillLimit(total: string | number | null | undefined): boolean {
  const value = Number(total);
  return Number.isFinite(value) && value > EWAY_BILL_LIMIT;
}

/** 'above ₹50,000', for the hints. */
export const EWAY_BILL_LIMIT_TEXT = `above ${formatINR(EWAY_BILL_LIMIT).replace(/\.00$/, '')}`;

/** The e-way bill number as typed ('3310 0123 4567' or '3310-0123-4567') → 12 digits, or null. */
export function ewayBillNumberOf(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{12}$/.test(digits) ? digits : null;
}

export type EwayBillFormValues = { number: string; date: string; validTill: string };

/** The number-and-dates form's errors (empty when it may be sent). */
export function ewayBillFormErrors(values: EwayBillFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!ewayBillNumberOf(values.number))
    errors.number = 'Enter the 12-digit e-way bill number the portal gave';
  if (!values.date) errors.date = 'Enter when the e-way bill was generated';
  if (values.date && values.validTill && values.validTill < values.date)
    errors.validTill = 'Valid until is before the e-way bill date';
  return errors;
}

/** The record call's answer from the form, in the portal's own keys. */
export function ewayBillFormAnswer(values: EwayBillFormValues): Record<string, string> {
  return {
    ewayBillNo: ewayBillNumberOf(values.number) ?? values.number.trim(),
    ewayBillDate: values.date,
    ...(values.validTill ? { validUpto: values.validTill } : {}),
  };
}

/** The toasts and alert titles of the e-document actions. */
export const EDOC_MESSAGES = {
  einvoiceDownloaded: 'E-invoice JSON downloaded',
  einvoiceFailed: 'Failed to download the e-invoice JSON',
  einvoiceRefused: 'E-invoice JSON not downloaded',
  irnRecorded: (number: string) => `IRN recorded for ${number}`,
  irnRefused: 'The IRN was not recorded',
  ewayBillDownloaded: 'E-way bill JSON downloaded',
  ewayBillFailed: 'Failed to download the e-way bill JSON',
  ewayBillRefused: 'E-way bill JSON not downloaded',
  ewayBillRecorded: (number: string) => `E-way bill recorded for ${number}`,
  ewayBillRecordRefused: 'The e-way bill was not recorded',
} as const;
