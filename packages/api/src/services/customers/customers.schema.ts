import { z } from 'zod';
import {
  DEFAULT_STATE_CODE,
  MESSAGES,
  ZId,
  ZPageInput,
  ZSelectableStateCode,
  validateGstin,
} from '@gst/domain';
import { requiredTextCell, textCell } from '../../infra/import/cells';
import { ZImportRows } from '../../infra/import/rows';

/**
 * A customer (spec §3). Text fields also take numbers, because a phone number typed into Excel
 * arrives as one; a blank state code means the default (19, West Bengal).
 */
export const ZCustomerInput = z.object({
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
});
export type TCustomerInput = z.output<typeof ZCustomerInput>;

export const ZCustomerUpdate = ZCustomerInput.extend({ id: ZId });
export type TCustomerUpdate = z.output<typeof ZCustomerUpdate>;

const ZCustomerSort = z.object({
  field: z.enum(['name', 'email', 'phoneNumber', 'gstin', 'createdAt']),
  dir: z.enum(['asc', 'desc']),
});

export const ZCustomerListInput = ZPageInput.extend({ sort: ZCustomerSort.optional() });
export type TCustomerListInput = z.infer<typeof ZCustomerListInput>;

export const ZCustomerExportInput = z.object({
  search: ZPageInput.shape.search,
  sort: ZCustomerSort.optional(),
});
export type TCustomerExportInput = z.infer<typeof ZCustomerExportInput>;

/** Bulk import: rows as parsed from the first sheet; all are created, or none. */
export const ZCustomerBulkInput = z.object({
  customers: ZImportRows(MESSAGES.uploads.noCustomers),
  /** Answer with the created rows (the REST envelope); the web needs only the count. */
  returnRows: z.boolean().optional(),
});
export type TCustomerBulkInput = z.output<typeof ZCustomerBulkInput>;

/** The spec's Excel columns (§3), in order: demo, import and export. */
export const CUSTOMER_EXCEL_COLUMNS = [
  'name',
  'email',
  'address',
  'phoneNumber',
  'gstin',
  'stateCode',
] as const;
