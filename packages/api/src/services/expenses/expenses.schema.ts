import { z } from 'zod';
import { filterDate, ZId, ZPageInput } from '@gst/domain';
import { SYNC_FILTERS, ZExpenseCategoryName } from '@gst/domain/contracts';

/** An expense's input lives in @gst/domain/contracts (issue 31). */
export { ZExpenseInput, type TExpenseInput } from '@gst/domain/contracts';

export const ZExpenseListInput = ZPageInput.extend({
  category: z.string().trim().max(60).optional(),
  status: z.enum(['active', 'cancelled']).optional(),
  ...SYNC_FILTERS,
});
export type TExpenseListInput = z.output<typeof ZExpenseListInput>;

export const ZExpenseTotalsInput = z
  .strictObject({ from: filterDate('from'), to: filterDate('to') })
  .refine((v) => v.from <= v.to, { message: 'from must not be after to', path: ['from'] });
export type TExpenseTotalsInput = z.output<typeof ZExpenseTotalsInput>;

export const ZExpenseCategoryInput = z.strictObject({ name: ZExpenseCategoryName });
export const ZExpenseCategoryRename = z.strictObject({ id: ZId, name: ZExpenseCategoryName });

/** The Expenses page's bills for expenses: a page, a search, the bill dates. */
export const ZExpenseBillListInput = ZPageInput.extend({
  from: filterDate('from').optional(),
  to: filterDate('to').optional(),
});
export type TExpenseBillListInput = z.output<typeof ZExpenseBillListInput>;

/** The Excel download's dates (expense and bill dates, both inclusive). */
export const ZExpenseExportInput = ZExpenseTotalsInput;
export type TExpenseExportInput = TExpenseTotalsInput;
