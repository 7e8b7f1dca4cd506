import { z } from 'zod';
import { validateCustomerGstinState } from '../gst/validation';
import { validateGstin } from '../gstin';
import { DEFAULT_STATE_CODE, ZSelectableStateCode } from '../states';
import { requiredTextCell, textCell, ZYesNoCell } from './cells';
import { ZId } from './common';

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
type CustomerColumn = Exclude<CustomerField, 'isSez'> | typeof CUSTOMER_SEZ_COLUMN;

/**
 * The Excel columns (spec §3 and the SEZ flag), in the contract's order, for the demo file, the
 * import and the export: the contract's fields, `isSez` under its sheet name 'SEZ'.
 */
export const CUSTOMER_EXCEL_COLUMNS: readonly CustomerColumn[] = (
  Object.keys(ZCustomerFields.shape) as CustomerField[]
).map((field) => (field === 'isSez' ? CUSTOMER_SEZ_COLUMN : field));

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
