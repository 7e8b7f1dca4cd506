import { z } from 'zod';
import {
  DAY_BOOK_MAX_DAYS,
  daysInRange,
  filterDate,
  OTHER_BANK_ACCOUNT,
  REGISTER_MAX_DAYS,
  ZId,
  ZPageInput,
} from '@gst/domain';
import { REGISTER_MAX_PAGE_SIZE, ZRegisterFormat } from './reports.schema';

/**
 * The day book, cash and bank books and the customer and supplier ledgers (issue 33): a date
 * range (a month at most for the day book, a year for the others), a page on screen, or a
 * format for the download (Excel or PDF, audited).
 */
const range = { from: filterDate('from'), to: filterDate('to') };

function rangeOf(maxDays: number, what: string) {
  return (v: { from: string; to: string }, ctx: z.RefinementCtx) => {
    if (v.from > v.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'from must not be after to' });
    } else if (daysInRange(v.from, v.to) > maxDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A ${what} covers at most ${maxDays} days; choose a shorter range`,
      });
    }
  };
}
const dayBookRange = rangeOf(DAY_BOOK_MAX_DAYS, 'day book');
const bookRange = rangeOf(REGISTER_MAX_DAYS, 'book');
const ledgerRange = rangeOf(REGISTER_MAX_DAYS, 'ledger');

const paging = {
  page: ZPageInput.shape.page,
  pageSize: ZPageInput.shape.pageSize.refine((n) => n <= REGISTER_MAX_PAGE_SIZE, {
    message: `Page size must be at most ${REGISTER_MAX_PAGE_SIZE}`,
  }),
};
const format = { format: ZRegisterFormat };

/**
 * A bank account of the bank book: the id of one of the shop's accounts, or 'other' for the
 * non-cash movements that name none (old expenses whose account was typed as text).
 */
const account = {
  account: z
    .union([ZId, z.literal(OTHER_BANK_ACCOUNT)], {
      error: "account must be a bank account's id or 'other'",
    })
    .optional(),
};

export const ZDayBookInput = z.strictObject({ ...range, ...paging }).superRefine(dayBookRange);
export type TDayBookInput = z.output<typeof ZDayBookInput>;
export const ZDayBookExportInput = z
  .strictObject({ ...range, ...format })
  .superRefine(dayBookRange);
export type TDayBookExportInput = z.output<typeof ZDayBookExportInput>;

export const ZCashBookInput = z.strictObject({ ...range, ...paging }).superRefine(bookRange);
export type TCashBookInput = z.output<typeof ZCashBookInput>;
export const ZCashBookExportInput = z.strictObject({ ...range, ...format }).superRefine(bookRange);
export type TCashBookExportInput = z.output<typeof ZCashBookExportInput>;

/** The bank book of one account, or of every bank account together when none is named. */
export const ZBankBookInput = z
  .strictObject({ ...range, ...account, ...paging })
  .superRefine(bookRange);
export type TBankBookInput = z.output<typeof ZBankBookInput>;
export const ZBankBookExportInput = z
  .strictObject({ ...range, ...account, ...format })
  .superRefine(bookRange);
export type TBankBookExportInput = z.output<typeof ZBankBookExportInput>;

export const ZCustomerLedgerInput = z
  .strictObject({ customerId: ZId, ...range, ...paging })
  .superRefine(ledgerRange);
export type TCustomerLedgerInput = z.output<typeof ZCustomerLedgerInput>;
export const ZCustomerLedgerExportInput = z
  .strictObject({ customerId: ZId, ...range, ...format })
  .superRefine(ledgerRange);
export type TCustomerLedgerExportInput = z.output<typeof ZCustomerLedgerExportInput>;

export const ZSupplierLedgerInput = z
  .strictObject({ supplierId: ZId, ...range, ...paging })
  .superRefine(ledgerRange);
export type TSupplierLedgerInput = z.output<typeof ZSupplierLedgerInput>;
export const ZSupplierLedgerExportInput = z
  .strictObject({ supplierId: ZId, ...range, ...format })
  .superRefine(ledgerRange);
export type TSupplierLedgerExportInput = z.output<typeof ZSupplierLedgerExportInput>;
