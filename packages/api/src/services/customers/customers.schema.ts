import { z } from 'zod';
import {
  DEFAULT_STATE_CODE,
  MESSAGES,
  ZId,
  ZSelectableStateCode,
  validateCustomerGstinState,
  validateGstin,
} from '@gst/domain';
import { requiredTextCell, textCell } from '../../infra/import/cells';
import { ZImportInput } from '../../infra/import/rows';
import { tableInputs } from '../shared/table-inputs';

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0', '']);

/** A yes/no cell: a boolean (forms, REST), or Yes/No, Y/N, true/false, 1/0 (Excel); blank is No. */
const ZYesNoCell = z
  .union([z.boolean(), z.string(), z.number(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (typeof value === 'boolean') return value;
    const text = value === null || value === undefined ? '' : String(value).trim().toLowerCase();
    if (YES.has(text)) return true;
    if (NO.has(text)) return false;
    ctx.addIssue({ code: 'custom', message: 'Use Yes or No' });
    return z.NEVER;
  });

/**
 * A customer (spec §3). Text fields also take numbers, because a phone number typed into Excel
 * arrives as one; a blank state code means the default (19, West Bengal).
 */
const ZCustomerFields = z.strictObject({
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
    ctx.addIssue({
      code: 'custom',
      path: ['gstin'],
      message: 'GSTIN is required for an SEZ customer (SEZ units and developers are registered)',
    });
  }
}

export const ZCustomerInput = ZCustomerFields.superRefine(customerConsistency);
export type TCustomerInput = z.output<typeof ZCustomerInput>;

/** The REST body's shape of one customer (the rules across fields apply in the procedure). */
export const ZCustomerRestRecord = ZCustomerFields.extend({ _id: z.string() });

export const ZCustomerUpdate = ZCustomerFields.extend({ id: ZId }).superRefine(customerConsistency);
export type TCustomerUpdate = z.output<typeof ZCustomerUpdate>;

const customerTable = tableInputs(['name', 'email', 'phoneNumber', 'gstin', 'createdAt']);

export const ZCustomerListInput = customerTable.list;
export type TCustomerListInput = z.infer<typeof ZCustomerListInput>;

export const ZCustomerExportInput = customerTable.export;
export type TCustomerExportInput = z.infer<typeof ZCustomerExportInput>;

/** Bulk import: rows as parsed from the first sheet; all are created, or none. */
export const ZCustomerBulkInput = ZImportInput('customers', MESSAGES.uploads.noCustomers);
export type TCustomerBulkInput = z.output<typeof ZCustomerBulkInput>;

/** The Excel column of the SEZ flag (Yes/No); the API's field is `isSez`. */
export const CUSTOMER_SEZ_COLUMN = 'SEZ';

/** The spec's Excel columns (§3), in order, and the SEZ flag: demo, import and export. */
export const CUSTOMER_EXCEL_COLUMNS = [
  'name',
  'email',
  'address',
  'phoneNumber',
  'gstin',
  'stateCode',
  CUSTOMER_SEZ_COLUMN,
] as const;

const CUSTOMER_FIELDS = new Set(Object.keys(ZCustomerFields.shape));

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
