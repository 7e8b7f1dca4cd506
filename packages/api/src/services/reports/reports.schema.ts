import { z } from 'zod';
import { daysInRange, filterDate, REGISTER_MAX_DAYS, ZId, ZPageInput } from '@gst/domain';

/** Largest page a register shows on screen (the download has every row of the range). */
export const REGISTER_MAX_PAGE_SIZE = 200;

/** Most documents one download holds; a longer range is refused with a shorter one to ask for. */
export const REGISTER_EXPORT_MAX_ROWS = 50_000;

const range = { from: filterDate('from'), to: filterDate('to') };

/** from ≤ to, and at most REGISTER_MAX_DAYS days (a year: the returns are filed by the year). */
function checkRange(v: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (v.from > v.to) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'from must not be after to' });
  } else if (daysInRange(v.from, v.to) > REGISTER_MAX_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `A register covers at most ${REGISTER_MAX_DAYS} days; choose a shorter range`,
    });
  }
}

const paging = {
  page: ZPageInput.shape.page,
  pageSize: ZPageInput.shape.pageSize.refine((n) => n <= REGISTER_MAX_PAGE_SIZE, {
    message: `Page size must be at most ${REGISTER_MAX_PAGE_SIZE}`,
  }),
};

/** The sales register's screen: a date range (invoice and note dates), a customer, a page. */
export const ZSalesRegisterInput = z
  .strictObject({ ...range, customerId: ZId.optional(), ...paging })
  .superRefine(checkRange);
export type TSalesRegisterInput = z.output<typeof ZSalesRegisterInput>;

/** The purchase register's screen: bill and return dates, a supplier, a page. */
export const ZPurchaseRegisterInput = z
  .strictObject({ ...range, supplierId: ZId.optional(), ...paging })
  .superRefine(checkRange);
export type TPurchaseRegisterInput = z.output<typeof ZPurchaseRegisterInput>;

/** A register download: the same filters, every row, as Excel or PDF (the format is audited). */
export const ZRegisterFormat = z.enum(['xlsx', 'pdf']);
export const ZSalesRegisterExportInput = z
  .strictObject({ ...range, customerId: ZId.optional(), format: ZRegisterFormat })
  .superRefine(checkRange);
export type TSalesRegisterExportInput = z.output<typeof ZSalesRegisterExportInput>;
export const ZPurchaseRegisterExportInput = z
  .strictObject({ ...range, supplierId: ZId.optional(), format: ZRegisterFormat })
  .superRefine(checkRange);
export type TPurchaseRegisterExportInput = z.output<typeof ZPurchaseRegisterExportInput>;

/** The party filter's choices: customers or suppliers whose name or GSTIN matches. */
export const ZRegisterPartiesInput = z.strictObject({
  side: z.enum(['sales', 'purchases']),
  search: z.string().trim().max(100).optional(),
});
export type TRegisterPartiesInput = z.output<typeof ZRegisterPartiesInput>;
