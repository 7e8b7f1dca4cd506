import { z } from 'zod';

/**
 * What the IRP (and the e-way bill portal) send back, as the shop pastes or uploads it. Accepted
 * bare or in the wrappings real tools return: NIC's `{ "Status": 1, "Data": {...} }` (Data may be
 * the decrypted JSON as a string), Masters India's `{ "results": { "message": {...} } }`, and the
 * `{ "success": true, "result": {...} }` of India Compliance's and similar GSP clients.
 */
export type EDocAnswerError = { field: string; message: string };
export type EDocParsed<T> = { ok: true; value: T } | { ok: false; errors: EDocAnswerError[] };

const IRP_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

type Record_ = Record<string, unknown>;
const isRecord = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function isRealDateTime(value: string): boolean {
  const m = IRP_DATE_TIME.exec(value);
  if (!m) return false;
  const [year = 0, month = 0, day = 0, hour = 99, minute = 99, second = 99] = m
    .slice(1)
    .map(Number);
  return isRealDate(year, month, day) && hour < 24 && minute < 60 && second < 60;
}

/** JSON text → value; numbers too long for a double (AckNo has up to 20 digits) kept as text. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/("(?:AckNo|EwbNo|ewayBillNo)"\s*:\s*)(\d{16,})/g, '$1"$2"'));
  } catch {
    return text;
  }
}

const nullToUndefined = (value: unknown) => (value === null || value === '' ? undefined : value);
const numberToText = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;

const irpDateTime = (name: string) =>
  z
    .string({ error: `${name} must be a date and time written YYYY-MM-DD HH:mm:ss` })
    .trim()
    .refine(isRealDateTime, `${name} must be a date and time written YYYY-MM-DD HH:mm:ss`);

const IRP_ANSWER = z
  .object(
    {
      Irn: z
        .string({ error: 'Irn (the invoice reference number) is missing' })
        .trim()
        .regex(/^[0-9a-fA-F]{64}$/, 'Irn must be the 64-character IRN (digits and letters a to f)')
        .transform((irn) => irn.toLowerCase()),
      AckNo: z.preprocess(
        numberToText,
        z
          .string({ error: 'AckNo (the acknowledgement number) is missing' })
          .trim()
          .regex(/^\d{1,20}$/, 'AckNo must be the acknowledgement number: up to 20 digits'),
      ),
      AckDt: irpDateTime('AckDt'),
      SignedQRCode: z
      .string({ error: 'SignedQRCode (the signed QR code) is missing' })
      .trim()
      .regex(JWT, 'SignedQRCode must be the signed QR code as the IRP sent it (three parts joined by dots)'), // prettier-ignore
      SignedInvoice: z.preprocess(nullToUndefined, z.string().trim().regex(JWT, 'SignedInvoice must be the signed invoice as the IRP sent it').optional()), // prettier-ignore
      EwbNo: z.preprocess(
        (v) => numberToText(nullToUndefined(v)),
        z
          .string()
          .regex(/^\d{12}$/, 'EwbNo must be the 12-digit e-way bill number')
          .optional(),
      ),
      EwbDt: z.preprocess(nullToUndefined, irpDateTime('EwbDt').optional()),
      EwbValidTill: z.preprocess(nullToUndefined, irpDateTime('EwbValidTill').optional()),
      Status: z.preprocess(nullToUndefined, z.string().optional()),
    },
    { error: 'Paste the IRP’s answer: the JSON with Irn, AckNo, AckDt and SignedQRCode' },
  )
  .refine((answer) => answer.Status !== 'CNL', {
    message: 'This IRN has been cancelled on the IRP',
    path: ['Status'],
  });

/**
 * The answer's own object, out of whichever wrapping it came in (at most four levels); a refusal
 * by the portal becomes an issue carrying the portal's own message.
 */
function unwrap(
  input: unknown,
  ctx: z.RefinementCtx,
  isAnswer: (v: Record_) => boolean,
  who: string,
) {
  let value = typeof input === 'string' ? parseJson(input.trim()) : input;
  for (let depth = 0; depth < 4 && isRecord(value) && !isAnswer(value); depth++) {
    const refused = refusal(value, who);
    if (refused) {
      ctx.addIssue({ code: 'custom', message: refused, path: [] });
      return {};
    }
    const inner = value.Data ?? value.data ?? value.result ?? (isRecord(value.results) ? value.results.message : undefined); // prettier-ignore
    if (inner === undefined) break;
    value = typeof inner === 'string' ? parseJson(inner) : inner;
  }
  return value;
}

/** The portal's or the GSP's own error message when the answer is a refusal. */
function refusal(value: Record_, who: string): string | undefined {
  const details = value.ErrorDetails ?? value.error;
  if (
    (value.Status === 0 || value.Status === '0') &&
    Array.isArray(details) &&
    details.length > 0
  ) {
    const parts = details.map((d: unknown) =>
      isRecord(d) ? [d.ErrorCode, d.ErrorMessage].filter(Boolean).join(' ') : String(d),
    );
    return `${who} refused the document: ${parts.join('; ')}`;
  }
  const results = value.results;
  if (isRecord(results) && typeof results.errorMessage === 'string' && results.errorMessage) {
    return `${who} refused the document: ${results.errorMessage}`;
  }
  if (value.success === false && typeof value.message === 'string') {
    return `${who} refused the document: ${value.message}`;
  }
  return undefined;
}

/** Zod schema for an IRP answer in any accepted wrapping; parses to the bare, checked answer. */
export const irpAnswerSchema = z.preprocess(
  (input, ctx) => unwrap(input, ctx, (v) => 'Irn' in v, 'The IRP'),
  IRP_ANSWER,
);
export type IrpAnswer = z.output<typeof irpAnswerSchema>;

function toParsed<T>(result: z.ZodSafeParseResult<T>): EDocParsed<T> {
  if (result.success) return { ok: true, value: result.data };
  const seen = new Set<string>();
  const errors: EDocAnswerError[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({
      field,
      message: issue.message.endsWith('.') ? issue.message : `${issue.message}.`,
    });
  }
  return { ok: false, errors };
}

/** The IRP's answer, pasted as text or uploaded as parsed JSON. */
export function parseIrpAnswer(input: unknown): EDocParsed<IrpAnswer> {
  return toParsed(irpAnswerSchema.safeParse(input));
}

/** 'dd/mm/yyyy hh:mm:ss AM' (e-way bill portal), 'YYYY-MM-DD HH:mm:ss' (IRP) or 'dd/mm/yyyy'. */
function isoEwbDate(value: string): string | undefined {
  const text = value.trim();
  if (isRealDateTime(text)) return text;
  const m = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{1,2}):(\d{2})(?::(\d{2}))? ?([AP]M)?)?$/i.exec(text);
  if (!m) return undefined;
  const [, day = '', month = '', year = '', hour, minute, second = '00', half] = m;
  const date = `${year}-${month}-${day}`;
  if (!isRealDate(Number(year), Number(month), Number(day))) return undefined;
  if (hour === undefined) return date;
  let h = Number(hour);
  if (half && (h < 1 || h > 12)) return undefined;
  if (half) h = (h % 12) + (half.toUpperCase() === 'PM' ? 12 : 0);
  const iso = `${date} ${String(h).padStart(2, '0')}:${minute ?? '00'}:${second}`;
  return isRealDateTime(iso) ? iso : undefined;
}

const ewbDate = (name: string) =>
  z.string().transform((value, ctx) => {
    const iso = isoEwbDate(value);
    if (iso) return iso;
    ctx.addIssue({ code: 'custom', message: `${name} must be a date such as 25/02/2024 11:10:00 AM` }); // prettier-ignore
    return z.NEVER;
  });

const EWB_ANSWER = z.object({
  ewbNo: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : numberToText(v)),
    z
      .string({ error: 'The e-way bill number is missing' })
      .regex(/^\d{12}$/, 'The e-way bill number must be 12 digits'),
  ),
  ewbDate: z.preprocess(nullToUndefined, ewbDate('The e-way bill date').optional()),
  validUntil: z.preprocess(nullToUndefined, ewbDate('The valid-until date').optional()),
});

const EWB_KEYS = { ewbNo: ['ewayBillNo', 'EwbNo', 'ewbNo'], ewbDate: ['ewayBillDate', 'EwbDt', 'ewbDt', 'ewbDate'], validUntil: ['validUpto', 'EwbValidTill', 'validUntil'] } as const; // prettier-ignore
const hasEwbNo = (v: Record_) => EWB_KEYS.ewbNo.some((key) => key in v);

/** The portal's keys (ewayBillNo, or EwbNo from the IRP) onto one shape; a bare number alone. */
function unwrapEwb(input: unknown, ctx: z.RefinementCtx): unknown {
  if (typeof input === 'string' && /^[\d\s-]+$/.test(input.trim())) return { ewbNo: input };
  if (typeof input === 'number') return { ewbNo: input };
  const value = unwrap(input, ctx, hasEwbNo, 'The e-way bill portal');
  if (!isRecord(value)) return value;
  const pick = (keys: readonly string[]) => keys.map((key) => value[key]).find((v) => v != null);
  return { ewbNo: pick(EWB_KEYS.ewbNo), ewbDate: pick(EWB_KEYS.ewbDate), validUntil: pick(EWB_KEYS.validUntil) }; // prettier-ignore
}

/** Zod schema for the e-way bill number (12 digits) and dates, bare or as the portal sends them. */
export const ewayBillAnswerSchema = z.preprocess(unwrapEwb, EWB_ANSWER);
export type EwayBillAnswer = z.output<typeof ewayBillAnswerSchema>;

/** The e-way bill the portal generated: its number and dates, dates as 'YYYY-MM-DD HH:mm:ss'. */
export function parseEwayBillAnswer(input: unknown): EDocParsed<EwayBillAnswer> {
  return toParsed(ewayBillAnswerSchema.safeParse(input));
}
