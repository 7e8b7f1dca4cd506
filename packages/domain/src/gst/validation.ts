import { calendarDateIN, todayIN, type DateInput } from '../calendar';
import { gstinStateCode } from '../gstin';
import { toMoney, type MoneyInput } from '../money';
import { EXPORT_PLACE_OF_SUPPLY } from '../tax';
import { isKnownStateCode, stateCodeLabel } from '../states';
import { GST_RATE_REFORM_DATE, NOTIFIED_GST_RATES, RATES_FROM_REFORM } from './rates';

/**
 * GST input rules as pure functions. A failure names the field (`field`, the input's key) and
 * its message starts with the field's label, so a form can show it as it is.
 */
export type GstFailure = { ok: false; field: string; error: string };
export type GstCheck = { ok: true } | GstFailure;

const fail = (field: string, error: string): GstFailure => ({ ok: false, field, error });

// ---- HSN ---------------------------------------------------------------------------------

export type HsnMinDigits = 4 | 6 | 8;

/**
 * HSN codes are 4, 6 or 8 digits (chapter heading, sub-heading, tariff item). Notification
 * 78/2020-CT: at least 4 digits up to ₹5 crore aggregate turnover, 6 above it; the shop's minimum
 * is a setting (`minDigits`, 4 by default). Spaces are ignored ('8541 43 00' is '85414300').
 */
export function validateHsn(
  code: string,
  options: { minDigits?: HsnMinDigits } = {},
): { ok: true; hsn: string } | GstFailure {
  const minDigits = options.minDigits ?? 4;
  const hsn = code.replace(/\s+/g, '');
  if (hsn === '') return fail('hsn', 'HSN code is required');
  if (!/^\d+$/.test(hsn)) return fail('hsn', 'HSN code must contain digits only');
  if (![4, 6, 8].includes(hsn.length)) {
    return fail('hsn', `HSN code must be 4, 6 or 8 digits long (got ${hsn.length})`);
  }
  if (hsn.length < minDigits) {
    return fail(
      'hsn',
      `HSN code must have at least ${minDigits} digits (the shop's setting, per Notification 78/2020-CT)`,
    );
  }
  return { ok: true, hsn };
}

// ---- GST rate ----------------------------------------------------------------------------

const RATE_LIST = NOTIFIED_GST_RATES.join(', ');

/** One of NOTIFIED_GST_RATES; 40 % only on documents dated from 22 Sep 2025. */
export function validateGstRate(
  rate: MoneyInput | null | undefined,
  options: { documentDate?: DateInput } = {},
): GstCheck {
  if (rate === null || rate === undefined || (typeof rate === 'string' && rate.trim() === '')) {
    return fail('gstRate', 'GST rate is required');
  }
  let value;
  try {
    value = toMoney(rate);
  } catch {
    return fail('gstRate', 'GST rate must be a number, e.g. 18');
  }
  const notified = NOTIFIED_GST_RATES.find((r) => value.equals(r));
  if (notified === undefined) {
    return fail(
      'gstRate',
      `GST rate ${value.toString()} % is not a notified GST rate: use one of ${RATE_LIST} %`,
    );
  }
  if (
    options.documentDate !== undefined &&
    RATES_FROM_REFORM.includes(notified) &&
    calendarDateIN(options.documentDate) < GST_RATE_REFORM_DATE
  ) {
    return fail(
      'gstRate',
      `GST rate ${notified} % applies only to documents dated from 22 Sep 2025 (Notification 9/2025-CT(Rate))`,
    );
  }
  return { ok: true };
}

// ---- Customer GSTIN vs state -------------------------------------------------------------

/**
 * A GSTIN's first two digits are the state it was issued in (gst-domain.md §1.1), and a
 * registered customer's place of supply comes from it, so the customer's state must match. A
 * customer abroad (96, Other Country) has no Indian registration, so no GSTIN. 97 (Other
 * Territory) has GSTINs of its own and matches like any state.
 */
export function validateCustomerGstinState(input: {
  gstin?: string | null;
  stateCode: number;
}): GstCheck {
  const gstin = input.gstin?.trim() ?? '';
  if (gstin === '') return { ok: true };
  if (input.stateCode === EXPORT_PLACE_OF_SUPPLY) {
    return fail(
      'gstin',
      `GSTIN must be left blank for a customer abroad (${stateCodeLabel(EXPORT_PLACE_OF_SUPPLY)})`,
    );
  }
  const fromGstin = gstinStateCode(gstin);
  if (fromGstin === undefined) return fail('gstin', 'GSTIN must start with its 2-digit state code');
  if (fromGstin !== input.stateCode) {
    return fail(
      'stateCode',
      `State ${stateCodeLabel(input.stateCode)} does not match the GSTIN, which was issued in ${stateCodeLabel(fromGstin)} (its first two digits)`,
    );
  }
  return { ok: true };
}

// ---- Rule 46 recipient details -----------------------------------------------------------

/** CGST Rule 46(e): the value of the taxable supply from which an unregistered buyer's details are due. */
export const RULE_46E_THRESHOLD = 50_000;

export type Rule46Recipient = {
  gstin?: string | null;
  name?: string | null;
  address?: string | null;
  stateCode?: number | null;
  /** Place of supply; 96 is an export. */
  placeOfSupply?: number;
  countryOfDestination?: string | null;
  /** The document's taxable value (after discounts). */
  taxableValue: MoneyInput;
};

const blank = (s: string | null | undefined) => (s ?? '').trim() === '';

/**
 * Which recipient details the tax invoice lacks (empty when none):
 * - Rule 46(d), registered recipient: name, address (and the GSTIN itself).
 * - Rule 46(e), unregistered recipient with a taxable value of ₹50,000 or more: "name and address
 *   of the recipient and the address of delivery, along with the name of the State and its
 *   code". The recipient's address is printed as the delivery address when no other is given, so
 *   name, address and a known state code are what the data must hold.
 * - Rule 46 proviso, exports (place of supply 96), whatever the value: in lieu of (e), name and
 *   address of the recipient, address of delivery and the name of the country of destination.
 * Below ₹50,000 an unregistered buyer's details are optional (Rule 46(f): on request).
 */
export function rule46RecipientIssues(input: Rule46Recipient): GstFailure[] {
  const issues: GstFailure[] = [];
  const registered = !blank(input.gstin);
  const exported = input.placeOfSupply === EXPORT_PLACE_OF_SUPPLY;
  const large = toMoney(input.taxableValue).greaterThanOrEqualTo(RULE_46E_THRESHOLD);
  const why = exported
    ? 'an export invoice must name the recipient and country of destination (CGST Rule 46, proviso)'
    : registered
      ? 'a registered recipient must be named with address (CGST Rule 46(d))'
      : 'the recipient is unregistered and the taxable value is ₹50,000 or more (CGST Rule 46(e))';
  if (!registered && !exported && !large) return issues;
  if (blank(input.name)) issues.push(fail('name', `Customer name is required: ${why}`));
  if (blank(input.address)) issues.push(fail('address', `Customer address is required: ${why}`));
  if (exported) {
    if (blank(input.countryOfDestination)) {
      issues.push(fail('countryOfDestination', `Country of destination is required: ${why}`));
    }
  } else if (!registered) {
    const code = input.stateCode;
    if (code === null || code === undefined || !isKnownStateCode(code)) {
      issues.push(fail('stateCode', `Customer state is required: ${why}`));
    }
  }
  return issues;
}

// ---- Invoice date ------------------------------------------------------------------------

/** GST came into force on 1 July 2017: no GST invoice can be dated earlier. */
export const GST_START_DATE = '2017-07-01';

/** Not after today in India (Asia/Kolkata) and not before 1 July 2017. `now` is injectable. */
export function validateInvoiceDate(date: DateInput, now: Date = new Date()): GstCheck {
  let day: string;
  try {
    day = calendarDateIN(date);
  } catch {
    return fail('invoiceDate', 'Invoice date is not a valid date');
  }
  const today = todayIN(now);
  if (day > today) {
    return fail(
      'invoiceDate',
      `Invoice date ${day} is after today (${today} in India): an invoice cannot be dated in the future`,
    );
  }
  if (day < GST_START_DATE) {
    return fail('invoiceDate', `Invoice date ${day} is before 1 July 2017, when GST began`);
  }
  return { ok: true };
}
