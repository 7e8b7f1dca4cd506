import { calendarPartsIN, type DateInput } from './calendar';
import { financialYearOf } from './fiscal-year';

/**
 * Numbering templates for invoices and quotes (spec §3): text with `{token}` placeholders, e.g.
 * `TAX-{number:3}/{fiscalYear}`. Dates are Indian calendar dates and the financial year starts
 * on 1 April (gst-domain.md §4). A token the engine does not know stays exactly as written.
 */

export type NumberingValues = {
  /** The running number of the document within its series (1, 2, …). */
  number: number;
  /** The document date; its Asia/Kolkata calendar date decides year, month and financial year. */
  date: DateInput;
  clientCode?: string;
  invoiceType?: string;
  prefix?: string;
};

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function short(year: number): string {
  return pad2(year % 100);
}

type DateTokens = Record<string, string>;

/** Every date token for one date. Output lengths do not depend on the date (4-digit years). */
function dateTokens(date: DateInput): DateTokens {
  const { year, month, day } = calendarPartsIN(date);
  const fy = financialYearOf(date);
  const yyyy = String(year).padStart(4, '0');
  const mm = pad2(month);
  const dd = pad2(day);
  return {
    year: yyyy,
    yearShort: short(year),
    nextYear: String(year + 1),
    nextYearShort: short(year + 1),
    // '24-25': the spec's example and the usual form in Indian invoice numbers (SS/25-26/0001).
    fiscalYear: fy.label,
    // '2024-25': how the financial year is written in full ("FY 2024-25").
    financialYear: fy.fullLabel,
    financialYearShort: fy.label,
    financialStartYear: String(fy.startYear),
    financialStartYearShort: short(fy.startYear),
    financialEndYear: String(fy.endYear),
    financialEndYearShort: short(fy.endYear),
    month: mm,
    day: dd,
    yearMonth: `${yyyy}${mm}`,
    yearMonthDay: `${yyyy}${mm}${dd}`,
    fullDate: `${yyyy}-${mm}-${dd}`,
  };
}

/** The tokens the engine knows, for help texts and validation messages. */
export const NUMBERING_TOKENS = [
  'number',
  'number:N',
  'year',
  'yearShort',
  'nextYear',
  'nextYearShort',
  'fiscalYear',
  'financialYear',
  'financialYearShort',
  'financialStartYear',
  'financialStartYearShort',
  'financialEndYear',
  'financialEndYearShort',
  'month',
  'day',
  'yearMonth',
  'yearMonthDay',
  'fullDate',
  'clientCode',
  'invoiceType',
  'prefix',
] as const;

const TOKEN = /\{([^{}]*)\}/g;
const NUMBER_TOKEN = /^number(?::(\d{1,2}))?$/;
const VALUE_TOKENS = ['clientCode', 'invoiceType', 'prefix'] as const;

function formatNumber(value: number, width: number): string {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`Document number must be a whole number, got ${value}`);
  }
  return String(value).padStart(width, '0');
}

/** Renders a template. Missing clientCode/invoiceType/prefix render as empty text. */
export function renderNumbering(template: string, values: NumberingValues): string {
  const dates = dateTokens(values.date);
  return template.replace(TOKEN, (whole, name: string) => {
    const numberToken = NUMBER_TOKEN.exec(name);
    if (numberToken) return formatNumber(values.number, Number(numberToken[1] ?? 0));
    if ((VALUE_TOKENS as readonly string[]).includes(name)) {
      return values[name as (typeof VALUE_TOKENS)[number]] ?? '';
    }
    return dates[name] ?? whole;
  });
}

/**
 * The series a document number belongs to (GSTR-1 Table 13 reports each series on its own row):
 * the number with every run of digits read as one '#', so 'INV/26-27/0194' and 'INV/26-27/0195'
 * are one series and 'KS/26-27/0224' another (issue 29 item 9). The template in force is not
 * stored with a document, so a change that alters only digits (S1/ → S2/) is not told apart.
 */
export function numberSeries(documentNumber: string): string {
  return documentNumber.replace(/\d+/g, '#');
}

/** The settings screen's preview sample (spec §3): number 7, client code CLT, type TAX, prefix A. */
export const NUMBERING_PREVIEW_SAMPLE = {
  number: 7,
  clientCode: 'CLT',
  invoiceType: 'TAX',
  prefix: 'A',
} as const;

export function previewNumbering(template: string, date: DateInput = new Date()): string {
  return renderNumbering(template, { ...NUMBERING_PREVIEW_SAMPLE, date });
}

/** Tokens written in the template that the engine does not know, as written ('{foo}'). */
export function unknownNumberingTokens(template: string): string[] {
  const known = new Set<string>(NUMBERING_TOKENS);
  const unknown: string[] = [];
  for (const match of template.matchAll(TOKEN)) {
    const name = match[1] ?? '';
    if (!NUMBER_TOKEN.test(name) && !known.has(name)) unknown.push(match[0]);
  }
  return unknown;
}

function hasNumberToken(template: string): boolean {
  return [...template.matchAll(TOKEN)].some((m) => NUMBER_TOKEN.test(m[1] ?? ''));
}

/**
 * The longest values the billing engine may pass for the free tokens of a TAX INVOICE number, so
 * a template can be checked against its worst case before it is saved. The engine must keep its
 * codes to these lengths and to letters and digits (see `numberingCode`).
 */
export const NUMBERING_CODE_MAX_LENGTH = { clientCode: 4, invoiceType: 4, prefix: 4 } as const;
/** The worst case checked: a 6-digit running number (999,999 invoices in one financial year). */
export const NUMBERING_WORST_CASE_NUMBER = 999_999;

/** Upper-case letters and digits only, cut to the allowed length: safe in any invoice number. */
export function numberingCode(text: string, token: keyof typeof NUMBERING_CODE_MAX_LENGTH): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, NUMBERING_CODE_MAX_LENGTH[token]);
}

/** CGST Rule 46(b), gst-domain.md §4: at most 16 characters, letters, digits, '-' and '/'. */
export const INVOICE_NUMBER_MAX_LENGTH = 16;
const INVOICE_NUMBER = /^[A-Za-z0-9][A-Za-z0-9/-]*$/;
export const INVOICE_NUMBER_RULE =
  'GST rules (CGST Rule 46(b)) allow a tax invoice number of at most 16 characters, using only letters, digits, "-" and "/", starting with a letter or digit';

export type NumberingCheck = { ok: true } | { ok: false; error: string };

/** Checks one issued (rendered) tax-invoice number against Rule 46(b). */
export function validateInvoiceNumber(invoiceNumber: string): NumberingCheck {
  if (invoiceNumber.length === 0) return { ok: false, error: 'Invoice number is empty' };
  if (invoiceNumber.length > INVOICE_NUMBER_MAX_LENGTH || !INVOICE_NUMBER.test(invoiceNumber)) {
    return {
      ok: false,
      error: `Invoice number '${invoiceNumber}' is not allowed: ${INVOICE_NUMBER_RULE}`,
    };
  }
  return { ok: true };
}

const TEMPLATE_MAX_LENGTH = 100;

function commonTemplateChecks(template: string): NumberingCheck | undefined {
  if (template.trim() === '') return { ok: false, error: 'Enter a numbering template' };
  if (template.length > TEMPLATE_MAX_LENGTH) {
    return {
      ok: false,
      error: `A numbering template may be at most ${TEMPLATE_MAX_LENGTH} characters`,
    };
  }
  if (!hasNumberToken(template)) {
    return {
      ok: false,
      error:
        'The template must contain {number} (or {number:N}) so every document gets its own number',
    };
  }
  return undefined;
}

// A date with two-digit month and day; every date token has a fixed width, so any date will do.
const WORST_CASE_DATE = '2099-12-31';

/** The longest number `template` can render: a 6-digit number, the longest codes. */
function renderWorstCase(template: string): string {
  return renderNumbering(template, {
    number: NUMBERING_WORST_CASE_NUMBER,
    date: WORST_CASE_DATE,
    clientCode: 'X'.repeat(NUMBERING_CODE_MAX_LENGTH.clientCode),
    invoiceType: 'X'.repeat(NUMBERING_CODE_MAX_LENGTH.invoiceType),
    prefix: 'X'.repeat(NUMBERING_CODE_MAX_LENGTH.prefix),
  });
}

/**
 * A tax-invoice template is accepted only if EVERY number it can produce satisfies Rule 46(b):
 * it is rendered with the worst case (a 6-digit number, the longest codes) and with empty codes,
 * and both results are checked.
 */
export function validateInvoiceTemplate(template: string): NumberingCheck {
  const common = commonTemplateChecks(template);
  if (common) return common;
  const unknown = unknownNumberingTokens(template);
  if (unknown.length) {
    return {
      ok: false,
      error: `Unknown token ${unknown.join(', ')}: use one of ${NUMBERING_TOKENS.map((t) => `{${t}}`).join(', ')}`,
    };
  }
  const longest = renderWorstCase(template);
  if (longest.length > INVOICE_NUMBER_MAX_LENGTH) {
    return {
      ok: false,
      error: `This template can produce a ${longest.length}-character invoice number (e.g. '${longest}' at number ${NUMBERING_WORST_CASE_NUMBER}): ${INVOICE_NUMBER_RULE}`,
    };
  }
  const bad = [...longest].filter((c) => !/[A-Za-z0-9/-]/.test(c));
  if (bad.length) {
    return {
      ok: false,
      error: `The template contains ${[...new Set(bad)].map((c) => (c === ' ' ? 'a space' : `'${c}'`)).join(', ')}: ${INVOICE_NUMBER_RULE}`,
    };
  }
  const shortest = renderNumbering(template, { number: 1, date: WORST_CASE_DATE });
  for (const [sample, when] of [
    [longest, ''],
    [shortest, ' when {prefix}, {invoiceType} or {clientCode} is empty'],
  ] as const) {
    if (!/^[A-Za-z0-9]/.test(sample)) {
      return {
        ok: false,
        error: `Invoice numbers from this template can start with '${sample.charAt(0)}'${when}: ${INVOICE_NUMBER_RULE}`,
      };
    }
  }
  return leadingZeroCheck(template);
}

/**
 * Rule 46(b) allows a leading 0, but the e-invoice schema (INV-01 `DocDtls.No`,
 * `^([A-Z1-9]{1}[A-Z0-9/-]{0,15})$`) does not, and spreadsheets and GSTR-1 tools drop it. A
 * template is refused if a number it renders can start with 0: a padded {number:N}, {month} or
 * {day} first, or a literal 0. Rendered with number 1 on a January 1st (month and day '01') and
 * on the worst-case date, with the codes filled and empty.
 */
const LEADING_ZERO_DATES = ['2026-01-01', WORST_CASE_DATE] as const;
export const INVOICE_NUMBER_LEADING_ZERO_RULE =
  'the e-invoice schema (INV-01, DocDtls.No) does not accept a document number starting with 0, "/" or "-"';

function leadingZeroCheck(template: string): NumberingCheck {
  const filled = { clientCode: 'X', invoiceType: 'X', prefix: 'X' };
  for (const date of LEADING_ZERO_DATES) {
    for (const codes of [filled, {}]) {
      const sample = renderNumbering(template, { number: 1, date, ...codes });
      if (sample.startsWith('0')) {
        return {
          ok: false,
          error: `Invoice numbers from this template can start with '0' (e.g. '${sample}'): ${INVOICE_NUMBER_LEADING_ZERO_RULE}`,
        };
      }
    }
  }
  return { ok: true };
}

const QUOTE_NUMBER_MAX_LENGTH = 40;

/**
 * Quotes are not tax invoices, so Rule 46(b) does not bind them; the template still needs a
 * number, printable characters and a length that fits a PDF header.
 */
export function validateQuoteTemplate(template: string): NumberingCheck {
  const common = commonTemplateChecks(template);
  if (common) return common;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(template)) {
    return { ok: false, error: 'The template contains a control character (such as a line break)' };
  }
  const longest = renderWorstCase(template);
  if (longest.length > QUOTE_NUMBER_MAX_LENGTH) {
    return {
      ok: false,
      error: `This template can produce a ${longest.length}-character quote number; keep it to ${QUOTE_NUMBER_MAX_LENGTH}`,
    };
  }
  return { ok: true };
}
