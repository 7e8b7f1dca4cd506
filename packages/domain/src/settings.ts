import { z } from 'zod';
import { ZOptionalGstin, gstinStateCode } from './gstin';
import { ZImageDataUrl } from './image';
import { validateInvoiceTemplate, validateQuoteTemplate, type NumberingCheck } from './numbering';
import { stateCodeLabel, ZSelectableStateCode } from './states';
import { VPA_MESSAGE, VPA_PATTERN } from './upi';

/**
 * Shop settings (spec §3): a flat key-value object of text. The field list, its groups and input
 * types drive both the server's validation and the Settings screen.
 */
export const SETTINGS_GROUPS = [
  'Basic Info',
  'Contact Info',
  'GST & Legal',
  'Banking Info',
  'Storage',
  'Branding',
  'Purchases & Stock',
] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];

export type SettingsFieldType = 'text' | 'textarea' | 'select' | 'image' | 'template';

export const INVOICE_STYLES = [
  { value: '0', label: 'Default' },
  { value: '1', label: 'KW' },
] as const;

const text = (max: number) =>
  z.string({ error: 'must be text' }).trim().max(max, `must be at most ${max} characters`);

const optionalPattern = (max: number, pattern: RegExp, message: string) =>
  text(max).refine((v) => v === '' || pattern.test(v), message);

/** A select stored as text: accepts the value as text or a number, refuses anything else. */
const choice = (options: readonly { value: string; label: string }[]) => {
  const message = `must be one of ${options.map((o) => `${o.value} (${o.label})`).join(', ')}`;
  return z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => String(v).trim())
    .refine((v) => options.some((o) => o.value === v), message);
};

/** Round the invoice total to the rupee on a line of its own (issue 15; off by default). */
export const ROUND_OFF_OPTIONS = [
  { value: '0', label: 'Off' },
  { value: '1', label: 'On' },
] as const;

/** CGST Rule 48: how many copies an invoice PDF carries by default. */
export const INVOICE_COPIES_OPTIONS = [
  { value: '1', label: 'Original only' },
  { value: '2', label: 'Original + Duplicate' },
  { value: '3', label: 'Original, Duplicate and Triplicate' },
] as const;

/** Notification 78/2020-CT: the fewest HSN digits a product may carry. */
export const HSN_MIN_DIGITS_OPTIONS = [
  { value: '4', label: '4 digits' },
  { value: '6', label: '6 digits' },
  { value: '8', label: '8 digits' },
] as const;

/**
 * How often the shop files GSTR-1 and GSTR-3B (issue 17): every month, or every quarter under
 * the QRMP scheme (CGST Rule 59(1) proviso, turnover up to ₹5 crore).
 */
export const RETURN_FREQUENCY_OPTIONS = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly (QRMP)' },
] as const;

/**
 * Whether the shop is registered for GST (issue 29): a registered shop's invoices need its GSTIN
 * (CGST Rule 46(a)); 'unregistered' records that the empty GSTIN is a fact, not a gap.
 */
export const GST_REGISTRATION_OPTIONS = [
  { value: 'registered', label: 'Registered' },
  { value: 'unregistered', label: 'Not registered for GST' },
] as const;

/**
 * Whether e-invoicing applies to the shop (issue 30): CGST Rule 48(4) with Notification
 * 13/2020-CT as amended (10/2022-CT: aggregate turnover in any financial year from 2017-18 over
 * ₹5 crore). Without it, B2B invoices carry no e-invoice block and no IRN is asked for.
 */
export const E_INVOICING_OPTIONS = [
  { value: '0', label: 'Not applicable (aggregate turnover up to ₹5 crore)' },
  { value: '1', label: 'Applies (aggregate turnover over ₹5 crore)' },
] as const;

/**
 * Selling more than is on hand (issue 31): the invoice drawer always warns; 'refuse' makes the
 * server refuse the invoice too.
 */
export const NEGATIVE_STOCK_OPTIONS = [
  { value: 'warn', label: 'Warn, and allow the sale' },
  { value: 'refuse', label: 'Refuse the sale' },
] as const;

/** An Indian PIN code: six digits, the first 1-9 (the postal region). */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;
export const PIN_CODE_MESSAGE = 'Enter the 6-digit PIN code (first digit 1-9)';

/**
 * '' or a real calendar date written YYYY-MM-DD, from 1 July 2017 (GST began; an LUT is a GST
 * filing) to 31 Dec 2099 (issue 19: dates are bounded like every input date).
 */
const optionalDate = text(10).refine(
  (v) =>
    v === '' ||
    (/^\d{4}-\d{2}-\d{2}$/.test(v) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v) &&
      v >= '2017-07-01' &&
      v <= '2099-12-31'),
  'Enter the date as YYYY-MM-DD, from 2017-07-01 to 2099-12-31',
);

const template = (check: (t: string) => NumberingCheck) =>
  z.string({ error: 'must be text' }).superRefine((value, ctx) => {
    const result = check(value);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.error });
  });

/** Each field's contract. Output is always text, the form settings are stored in. */
export const SETTINGS_SHAPE = {
  shopName: text(200).min(1, 'Shop name is required'),
  shopDescription: text(2000),
  email: text(254)
    .toLowerCase()
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Enter a valid email address'),
  mobileNumber: optionalPattern(20, /^\+?[0-9][0-9\s()-]{5,19}$/, 'Enter a valid phone number'),
  website: optionalPattern(
    200,
    /^(https?:\/\/)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d+)?(\/[^\s<>"']*)?$/,
    'Enter a web address such as https://example.com',
  ),
  address: text(1000),
  // Issue 30: the city or town of the address (the e-invoice's seller `Loc`, the e-way bill's
  // dispatch place).
  city: text(50),
  pinCode: optionalPattern(6, PIN_CODE_PATTERN, PIN_CODE_MESSAGE),
  invoiceNumberingFormat: template(validateInvoiceTemplate),
  quoteNumberingFormat: template(validateQuoteTemplate),
  // Issue 16: credit and debit notes number like invoices (Rule 53(1)(b) asks the same 16
  // characters, letters, digits, '-' and '/', consecutive per financial year).
  creditNoteNumberingFormat: template(validateInvoiceTemplate),
  debitNoteNumberingFormat: template(validateInvoiceTemplate),
  gstRegistration: choice(GST_REGISTRATION_OPTIONS),
  gstin: ZOptionalGstin.transform((v) => v ?? ''),
  invoiceStyle: z
    .union([z.string(), z.number()], { error: 'must be 0 (Default) or 1 (KW)' })
    .transform(String)
    .refine((v) => v === '0' || v === '1', 'must be 0 (Default) or 1 (KW)'),
  stateCode: ZSelectableStateCode.transform(String),
  jurisdiction: text(200),
  lutNumber: optionalPattern(30, /^[A-Za-z0-9/-]+$/, 'Use letters, digits, / and -'),
  lutDate: optionalDate,
  roundOffTotals: choice(ROUND_OFF_OPTIONS),
  invoiceCopies: choice(INVOICE_COPIES_OPTIONS),
  hsnMinDigits: choice(HSN_MIN_DIGITS_OPTIONS),
  returnFrequency: choice(RETURN_FREQUENCY_OPTIONS),
  eInvoicing: choice(E_INVOICING_OPTIONS),
  defTermsQuote: text(5000),
  defTermsInvoice: text(5000),
  bankName: text(200),
  accountNumber: optionalPattern(18, /^\d{9,18}$/, 'Enter the account number: 9 to 18 digits'),
  ifscCode: text(11)
    .toUpperCase()
    .refine(
      (v) => v === '' || /^[A-Z]{4}0[A-Z0-9]{6}$/.test(v),
      'Enter a valid IFSC code (e.g. SBIN0001234)',
    ),
  branch: text(200),
  // Issue 33: the cash in hand on the "opening balances as of" date (the date the shop's bank
  // accounts' opening balances are of too); blank date: before the shop's first entry.
  openingCashBalance: optionalPattern(16, /^\d{1,12}(\.\d{1,2})?$/, 'Enter rupees, e.g. 1500.50'),
  openingBalancesDate: optionalDate,
  // Issue 19: the shop's UPI ID; set, each invoice PDF carries a QR to pay its balance.
  upiId: optionalPattern(321, VPA_PATTERN, VPA_MESSAGE),
  invoiceFolder: optionalPattern(
    64,
    /^[A-Za-z0-9][A-Za-z0-9 _-]*$/,
    'Use letters, digits, spaces, - and _',
  ),
  quoteFolder: optionalPattern(
    64,
    /^[A-Za-z0-9][A-Za-z0-9 _-]*$/,
    'Use letters, digits, spaces, - and _',
  ),
  shopLogo: ZImageDataUrl,
  partnerLogo: ZImageDataUrl,
  topText: text(500),
  signature: ZImageDataUrl,
  // Issue 31: the buying half's numbering (our own entry numbers; a purchase return is the shop's
  // debit note to the supplier, Rule 53, so it numbers like a note), the tolerance a bill's
  // computed total may differ from the supplier's printed total, and selling below zero stock.
  purchaseBillNumberingFormat: template(validateInvoiceTemplate),
  purchaseReturnNumberingFormat: template(validateInvoiceTemplate),
  supplierPaymentNumberingFormat: template(validateInvoiceTemplate),
  expenseNumberingFormat: template(validateInvoiceTemplate),
  purchaseTotalTolerance: text(10).refine(
    (v) => /^\d{1,4}(\.\d{1,2})?$/.test(v),
    'Enter rupees, e.g. 1 or 0.50 (up to 9999.99)',
  ),
  negativeStock: choice(NEGATIVE_STOCK_OPTIONS),
  // Issue 32: how far a bill's taxable value and tax per head may differ from its GSTR-2B
  // document and still match in the reconciliation (±₹1 by default).
  reconciliationTolerance: text(10).refine(
    (v) => /^\d{1,4}(\.\d{1,2})?$/.test(v),
    'Enter rupees, e.g. 1 or 0.50 (up to 9999.99)',
  ),
};

export type SettingsKey = keyof typeof SETTINGS_SHAPE;
export type ShopSettings = Record<SettingsKey, string>;
export const SETTINGS_KEYS = Object.keys(SETTINGS_SHAPE) as SettingsKey[];

/**
 * What a key reads as when a shop has never stored it (a key added after the shop was
 * provisioned); every other key reads as ''. New shops are provisioned with the same values.
 */
export const SETTINGS_DEFAULTS: Partial<ShopSettings> = {
  creditNoteNumberingFormat: 'CN/{fiscalYear}/{number:4}',
  debitNoteNumberingFormat: 'DN/{fiscalYear}/{number:4}',
  roundOffTotals: '0',
  invoiceCopies: '1',
  hsnMinDigits: '4',
  returnFrequency: 'monthly',
  gstRegistration: 'registered',
  eInvoicing: '0',
  purchaseBillNumberingFormat: 'PB/{fiscalYear}/{number:4}',
  purchaseReturnNumberingFormat: 'PR/{fiscalYear}/{number:4}',
  supplierPaymentNumberingFormat: 'SP/{fiscalYear}/{number:4}',
  expenseNumberingFormat: 'EX/{fiscalYear}/{number:4}',
  purchaseTotalTolerance: '1.00',
  negativeStock: 'warn',
  reconciliationTolerance: '1.00',
};

/** The whole object; unknown keys are refused. */
export const ZShopSettings = z.strictObject(SETTINGS_SHAPE);
/** Any subset of the fields (what PATCH accepts); unknown keys are refused. */
export const ZShopSettingsPatch = ZShopSettings.partial();

export type SettingsField = {
  key: SettingsKey;
  label: string;
  group: SettingsGroup;
  type: SettingsFieldType;
  hint?: string;
  /** A select's choices (stored value and label); stateCode and invoiceStyle have their own lists. */
  options?: readonly { value: string; label: string }[];
};

/** Every field in screen order (grouped): label, input type, group. */
const FIELD_ROWS: Record<SettingsKey, [string, SettingsFieldType, SettingsGroup]> = {
  shopName: ['Shop Name', 'text', 'Basic Info'],
  shopDescription: ['Shop Description', 'textarea', 'Basic Info'],
  invoiceNumberingFormat: ['Invoice Numbering Format', 'template', 'Basic Info'],
  quoteNumberingFormat: ['Quote Numbering Format', 'template', 'Basic Info'],
  creditNoteNumberingFormat: ['Credit Note Numbering Format', 'template', 'Basic Info'],
  debitNoteNumberingFormat: ['Debit Note Numbering Format', 'template', 'Basic Info'],
  invoiceStyle: ['Invoice Style', 'select', 'Basic Info'],
  email: ['Email', 'text', 'Contact Info'],
  mobileNumber: ['Mobile Number', 'text', 'Contact Info'],
  website: ['Website', 'text', 'Contact Info'],
  address: ['Address', 'textarea', 'Contact Info'],
  city: ['City', 'text', 'Contact Info'],
  pinCode: ['PIN Code', 'text', 'Contact Info'],
  gstRegistration: ['GST Registration', 'select', 'GST & Legal'],
  gstin: ['GSTIN', 'text', 'GST & Legal'],
  stateCode: ['State', 'select', 'GST & Legal'],
  jurisdiction: ['Jurisdiction', 'text', 'GST & Legal'],
  lutNumber: ['LUT Number', 'text', 'GST & Legal'],
  lutDate: ['LUT Date', 'text', 'GST & Legal'],
  roundOffTotals: ['Round Off Totals', 'select', 'GST & Legal'],
  invoiceCopies: ['Invoice Copies', 'select', 'GST & Legal'],
  hsnMinDigits: ['Minimum HSN Digits', 'select', 'GST & Legal'],
  returnFrequency: ['GST Return Filing', 'select', 'GST & Legal'],
  eInvoicing: ['E-Invoicing', 'select', 'GST & Legal'],
  defTermsInvoice: ['Default Invoice Terms', 'textarea', 'GST & Legal'],
  defTermsQuote: ['Default Quote Terms', 'textarea', 'GST & Legal'],
  bankName: ['Bank Name', 'text', 'Banking Info'],
  accountNumber: ['Account Number', 'text', 'Banking Info'],
  ifscCode: ['IFSC Code', 'text', 'Banking Info'],
  branch: ['Branch', 'text', 'Banking Info'],
  upiId: ['UPI ID', 'text', 'Banking Info'],
  openingCashBalance: ['Opening Cash Balance (₹)', 'text', 'Banking Info'],
  openingBalancesDate: ['Opening Balances As Of', 'text', 'Banking Info'],
  invoiceFolder: ['Invoice Folder', 'text', 'Storage'],
  quoteFolder: ['Quote Folder', 'text', 'Storage'],
  shopLogo: ['Shop Logo', 'image', 'Branding'],
  partnerLogo: ['Partner Logo', 'image', 'Branding'],
  signature: ['Signature', 'image', 'Branding'],
  topText: ['Top Text', 'textarea', 'Branding'],
  purchaseBillNumberingFormat: ['Purchase Bill Numbering Format', 'template', 'Purchases & Stock'],
  purchaseReturnNumberingFormat: [
    'Purchase Return Numbering Format',
    'template',
    'Purchases & Stock',
  ],
  supplierPaymentNumberingFormat: [
    'Supplier Payment Numbering Format',
    'template',
    'Purchases & Stock',
  ],
  expenseNumberingFormat: ['Expense Numbering Format', 'template', 'Purchases & Stock'],
  purchaseTotalTolerance: ['Bill Total Tolerance (₹)', 'text', 'Purchases & Stock'],
  negativeStock: ['Selling Beyond Stock', 'select', 'Purchases & Stock'],
  reconciliationTolerance: ['Reconciliation Tolerance (₹)', 'text', 'Purchases & Stock'],
};

/** The selects' choices (stateCode and invoiceStyle have their own lists). */
const FIELD_OPTIONS: Partial<Record<SettingsKey, SettingsField['options']>> = {
  roundOffTotals: ROUND_OFF_OPTIONS,
  invoiceCopies: INVOICE_COPIES_OPTIONS,
  hsnMinDigits: HSN_MIN_DIGITS_OPTIONS,
  returnFrequency: RETURN_FREQUENCY_OPTIONS,
  gstRegistration: GST_REGISTRATION_OPTIONS,
  eInvoicing: E_INVOICING_OPTIONS,
  negativeStock: NEGATIVE_STOCK_OPTIONS,
};

const FIELD_HINTS: Partial<Record<SettingsKey, string>> = {
  address: 'Printed on every invoice and note (CGST Rule 46(a)): building, street, town',
  pinCode: 'The 6-digit PIN code of the address above',
  city: 'The city or town of the address above (e-invoices and e-way bills name it)',
  eInvoicing:
    'E-invoices (IRN) are required once aggregate turnover in any year since 2017-18 is over ₹5 crore',
  gstRegistration:
    'Registered shops print their GSTIN on every invoice; choose Not registered only if the shop has no GSTIN',
  lutNumber:
    'ARN of your Letter of Undertaking (GST RFD-11), printed on exports and SEZ supplies made without payment of IGST',
  lutDate: 'Date the LUT was filed, as YYYY-MM-DD',
  roundOffTotals: 'Round invoice totals to the nearest rupee, shown as a separate Round Off line',
  invoiceCopies:
    'Copies printed by default (CGST Rule 48: duplicate for the transporter, triplicate for the supplier)',
  hsnMinDigits: '4 up to ₹5 crore aggregate turnover, 6 above it (Notification 78/2020-CT)',
  returnFrequency:
    'Quarterly under the QRMP scheme (turnover up to ₹5 crore): GSTR-1 and GSTR-3B per quarter',
  purchaseTotalTolerance:
    "How far a purchase bill's computed total may differ from the total printed on the supplier's bill",
  reconciliationTolerance:
    "How far a purchase bill's taxable value and tax per head may differ from the supplier's GSTR-2B document and still count as a match",
  negativeStock:
    'The invoice drawer always warns when a sale takes more than is in stock; choose whether the sale is refused',
  openingCashBalance:
    'Cash in hand on the date below; the cash book opens with it (each bank account has its own opening balance)',
  openingBalancesDate:
    'The date the opening cash and bank balances are of, as YYYY-MM-DD; blank: before the first entry',
  upiId:
    'Your UPI ID (VPA), e.g. yourshop@okhdfcbank. Invoice PDFs then carry a QR code to pay the amount due by UPI',
};

export const SETTINGS_FIELDS: readonly SettingsField[] = Object.entries(FIELD_ROWS).map(
  ([key, [label, type, group]]): SettingsField => {
    const options = FIELD_OPTIONS[key as SettingsKey];
    const hint = FIELD_HINTS[key as SettingsKey];
    return {
      key: key as SettingsKey,
      label,
      group,
      type,
      ...(options && { options }),
      ...(hint && { hint }),
    };
  },
);

/**
 * Rules across fields, checked on the merged result of a save: a registered shop's state is the
 * state its GSTIN was issued in, or every invoice would split CGST/SGST against IGST wrongly.
 */
export function settingsConsistencyError(
  settings: Pick<ShopSettings, 'gstin' | 'stateCode'>,
): { key: SettingsKey; message: string } | undefined {
  if (!settings.gstin) return undefined;
  const fromGstin = gstinStateCode(settings.gstin);
  if (fromGstin !== undefined && String(fromGstin) !== settings.stateCode) {
    return {
      key: 'stateCode',
      message: `must match the GSTIN, which was issued in ${stateCodeLabel(fromGstin)}`,
    };
  }
  return undefined;
}
