import { z } from 'zod';
import { filterDate, ZId, ZPageInput } from '@gst/domain';

export {
  ZLowStockLevelInput,
  ZStockAdjustmentInput,
  type TStockAdjustmentInput,
} from '@gst/domain/contracts';

export const ZStockListInput = ZPageInput.extend({
  /** Only products at or under their low-stock level. */
  lowOnly: z.boolean().optional(),
});
export type TStockListInput = z.output<typeof ZStockListInput>;

const range = { from: filterDate('from'), to: filterDate('to') };
const inOrder = { message: 'from must not be after to', path: ['from'] };
export const ZStockReportInput = z.strictObject(range).refine((v) => v.from <= v.to, inOrder);
export type TStockReportInput = z.output<typeof ZStockReportInput>;

export const ZStockLedgerInput = z
  .strictObject({ productId: ZId, ...range })
  .refine((v) => v.from <= v.to, inOrder);
export type TStockLedgerInput = z.output<typeof ZStockLedgerInput>;

export const ZStockAsOfInput = z.strictObject({ date: filterDate('date').optional() });
export const ZOnHandInput = z.strictObject({ productIds: z.array(ZId).max(500) });
