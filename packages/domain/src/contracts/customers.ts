import { z } from 'zod';
import { addDays } from '../calendar';
import { DEFAULT_DUE_DAYS } from '../constants';
import { validateCustomerGstinState } from '../gst/validation';
import { validateGstin } from '../gstin';
import { DEFAULT_STATE_CODE, ZSelectableStateCode } from '../states';
import { isBlankCell, requiredTextCell, textCell, ZYesNoCell } from './cells';
import { ZId } from './common';

/** Credit periods run from none (0, due on the invoice date) to a year (issue 29). */
export const CREDIT_PERIOD_MAX_DAYS = 365;
/** A customer keeps at most this many delivery places. */
export const SHIPPING_ADDRESSES_MAX = 20;

/** A city or town name (issue 30): the e-invoice's `Loc` takes 3 to 50 characters. */
export const CITY_MAX = 50;

/** A six-digit Indian PIN code, or '' for none; an Excel cell may hold it as a number. */
export const ZPinCodeCell = textCell(6).refine(
  (v) => v === '' || /^[1-9]\d{5}$/.test(v),
  'PIN code must be 6 digits',
);

/**
 * Days of credit (0 to 365), or null for none: the invoice's due date is then the shop's default.
 * A blank cell, '' or null is none; a number or numeric text (Excel) is the days.
 */
export const ZCreditPeriodCell = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (isBlankCell(value)) return null;
    const days = typeof value === 'number' ? value : Number(String(value).trim());
    if (!Number.isInteger(days) || days < 0 || days > CREDIT_PERIOD_MAX_DAYS) {
      ctx.addIssue({
        code: 'custom',
        message: `Credit period must be a whole number of days from 0 to ${CREDIT_PERIOD_MAX_DAYS}`,
      });
      return z.NEVER;
    }
    return days;
  })
  .meta({
    description:
      "Days of credit (0-365); an invoice created without a dueDate is due this many days after its date. Blank or null: the shop's default (7 days)",
    example: 30,
  });

/**
 * An invoice's due date when none is typed (issue 29): its date plus the customer's credit period,
 * or the spec's 7 days for a customer without one. The server's default and the invoice drawer's.
 */
export function invoiceDueDate(invoiceDate: string, creditPeriodDays: number | null | undefined) {
  return addDays(invoiceDate, creditPeriodDays ?? DEFAULT_DUE_DAYS);
}

/** A place the customer takes delivery at; an invoice may copy it as its delivery address. */
export const ZShippingAddress = z.strictObject({
  label: requiredTextCell('Place name', 60),
  address: requiredTextCell('Address', 1000),
  stateCode: ZSelectableStateCode,
  pinCode: ZPinCodeCell,
  /** Issue 30: the city or town (the e-invoice's ShipDtls `Loc`, the e-way bill's place). */
  city: textCell(CITY_MAX),
});
export type TShippingAddress = z.output<typeof ZShippingAddress>;

const ZShippingAddresses = z
  .array(ZShippingAddress)
  .max(SHIPPING_ADDRESSES_MAX, `At most ${SHIPPING_ADDRESSES_MAX} shipping addresses`)
  .optional()
  .transform((list) => list ?? [])
  .refine(
    (list) => new Set(list.map((a) => a.label.toLowerCase())).size === list.length,
    'Each shipping address needs its own place name',
  )
  .meta({
    description:
      'Delivery places (label, address, stateCode, pinCode, city); an invoice can take one as its delivery address',
    example: [
      {
        label: 'Rooftop site',
        address: '4 Lake Road',
        stateCode: 19,
        pinCode: '700029',
        city: 'Kolkata',
      },
    ],
  });

/**
 * A customer (spec §3): the one contract of the tRPC create and update, the REST body, the Excel
 * import row and the web's customer form. Text fields also take numbers, because a phone number
 * typed into Excel arrives as one; a blank state code means the default (19, West Bengal); the
 * state code also arrives as text (the form's select, a sheet).
 */
export const ZCustomerFields = z.strictObject({
  name: requiredTextCell('Name', 200),
  email: textCell(254)
    .transform((v) => v.toLowerCase())
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Enter a valid email address'),
  address: textCell(1000),
  phoneNumber: textCell(20),
  gstin: textCell(20).transform((value, ctx) => {
    if (value === '') return '';
    const result = validateGstin(value);
    if (result.ok) return result.gstin;
    ctx.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  }),
  stateCode: z
    .union([ZSelectableStateCode, z.literal(''), z.null()])
    .optional()
    .transform((code) => (typeof code === 'number' ? code : DEFAULT_STATE_CODE)),
  /** A Special Economic Zone unit or developer: supplies to it are zero-rated (IGST Act s.16). */
  isSez: ZYesNoCell,
  /** The PIN of `address` (Rule 46 asks for the recipient's address). */
  pinCode: ZPinCodeCell.meta({
    description: "Six-digit PIN of the address, or ''",
    example: '700016',
  }),
  /** Issue 30: the city or town of `address` (the e-invoice's buyer `Loc`). */
  city: textCell(CITY_MAX).meta({
    description: "City or town of the address, or ''",
    example: 'Kolkata',
  }),
  shippingAddresses: ZShippingAddresses,
  creditPeriodDays: ZCreditPeriodCell,
  /** Issue 34: no payment reminder e-mails to this customer. Left out, a saved choice is kept. */
  remindersOptOut: z.boolean({ error: 'remindersOptOut is true or false' }).optional(),
});

export const CUSTOMER_SEZ_REQUIRES_GSTIN =
  'GSTIN is required for an SEZ customer (SEZ units and developers are registered)';

/**
 * Rules across fields (issue 15): a GSTIN's first two digits are the customer's state, and an SEZ
 * unit or developer is registered, so it must have a GSTIN.
 */
function customerConsistency(
  value: { gstin: string; stateCode: number; isSez: boolean },
  ctx: z.RefinementCtx,
) {
  const check = validateCustomerGstinState(value);
  if (!check.ok) ctx.addIssue({ code: 'custom', path: [check.field], message: check.error });
  else if (value.isSez && value.gstin === '') {
    ctx.addIssue({ code: 'custom', path: ['gstin'], message: CUSTOMER_SEZ_REQUIRES_GSTIN });
  }
}

/** Create a customer; also what the customer form checks before it sends. */
export const ZCustomerInput = ZCustomerFields.superRefine(customerConsistency);
export type TCustomerInput = z.output<typeof ZCustomerInput>;

/** The REST body's shape of one customer (the rules across fields apply in the procedure). */
export const ZCustomerRestRecord = ZCustomerFields.extend({ _id: z.string() });

export const ZCustomerUpdate = ZCustomerFields.extend({ id: ZId }).superRefine(customerConsistency);
export type TCustomerUpdate = z.output<typeof ZCustomerUpdate>;

/** The Excel column of the SEZ flag (Yes/No); the API's field is `isSez`. */
export const CUSTOMER_SEZ_COLUMN = 'SEZ';

type CustomerField = keyof typeof ZCustomerFields.shape;
/** A list of places does not fit a cell: the sheet leaves the shipping addresses out. */
type CustomerColumn =
  | Exclude<CustomerField, 'isSez' | 'shippingAddresses' | 'remindersOptOut'>
  | typeof CUSTOMER_SEZ_COLUMN;

/**
 * The Excel columns (spec §3, the SEZ flag, PIN and credit period), in the contract's order, for
 * the demo file, the import and the export: the contract's fields, `isSez` under its sheet name
 * 'SEZ'; the shipping addresses (a list) are kept in the app only.
 */
export const CUSTOMER_EXCEL_COLUMNS: readonly CustomerColumn[] = (
  Object.keys(ZCustomerFields.shape) as CustomerField[]
)
  .filter(
    (field): field is Exclude<CustomerField, 'shippingAddresses' | 'remindersOptOut'> =>
      field !== 'shippingAddresses' && field !== 'remindersOptOut',
  )
  .map((field) => (field === 'isSez' ? CUSTOMER_SEZ_COLUMN : field));

const CUSTOMER_FIELDS = new Set<string>(Object.keys(ZCustomerFields.shape));

/**
 * An import row: the sheet's 'SEZ' column is the `isSez` field. A sheet's other columns (a shop's
 * own notes, an export's extra columns) are not fields and are left out, as a spreadsheet row is
 * not an API body; the create and update inputs refuse unknown keys.
 */
export const ZCustomerImportRow = z.preprocess((row) => {
  if (typeof row !== 'object' || row === null) return row;
  const { [CUSTOMER_SEZ_COLUMN]: sez, ...rest } = row as Record<string, unknown>;
  const known = Object.fromEntries(Object.entries(rest).filter(([k]) => CUSTOMER_FIELDS.has(k)));
  return 'isSez' in known || sez === undefined ? known : { ...known, isSez: sez };
}, ZCustomerInput);

/** A customer as its Excel row: the SEZ flag as Yes/No. */
export function customerExcelRow<T extends { isSez: boolean }>(row: T) {
  return { ...row, [CUSTOMER_SEZ_COLUMN]: row.isSez ? 'Yes' : 'No' };
}
