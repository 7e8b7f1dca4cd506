import { z } from 'zod';
import { filterDate, ZId, ZPageInput } from '@gst/domain';
import { SYNC_FILTERS } from '@gst/domain/contracts';

/** A supplier payment's input lives in @gst/domain/contracts (issue 31). */
export {
  ZSupplierAllocationInput,
  ZSupplierPaymentInput,
  type TSupplierPaymentInput,
} from '@gst/domain/contracts';

export const ZSupplierPaymentListInput = ZPageInput.extend({
  supplierId: ZId.optional(),
  ...SYNC_FILTERS,
});
export type TSupplierPaymentListInput = z.output<typeof ZSupplierPaymentListInput>;

export const ZPayablesInput = z.strictObject({
  /** Aging is counted on this day (India); default today. */
  asOf: filterDate('asOf').optional(),
  search: z.string().trim().max(200).optional(),
});
export type TPayablesInput = z.output<typeof ZPayablesInput>;

const statementFields = { supplierId: ZId, from: filterDate('from'), to: filterDate('to') };
export const ZSupplierStatementInput = z
  .strictObject(statementFields)
  .refine((v) => v.from <= v.to, { message: 'from must not be after to', path: ['from'] });
export type TSupplierStatementInput = z.output<typeof ZSupplierStatementInput>;

/** The supplier statement as a file: a PDF unless xlsx is asked for. */
export const ZSupplierStatementFileInput = z
  .strictObject({ ...statementFields, format: z.enum(['pdf', 'xlsx']).default('pdf') })
  .refine((v) => v.from <= v.to, { message: 'from must not be after to', path: ['from'] });
