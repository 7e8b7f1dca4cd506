import { z } from 'zod';
import {
  daysInRange,
  filterDate,
  monthsBetween,
  REGISTER_MAX_DAYS,
  TAX_LIABILITY_MAX_MONTHS,
} from '@gst/domain';

/**
 * The contracts of the HSN summary and the tax liability report (issue 33): a date range of at
 * most a year (as the registers), or a range of at most 12 months; a download names its format.
 */
export const ZGstReportFormat = z.enum(['xlsx', 'pdf']);

const dateRange = { from: filterDate('from'), to: filterDate('to') };

function checkDates(v: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (v.from > v.to) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'from must not be after to' });
  } else if (daysInRange(v.from, v.to) > REGISTER_MAX_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `The HSN summary covers at most ${REGISTER_MAX_DAYS} days; choose a shorter range`,
    });
  }
}

/** Outward (sales, as GSTR-1 Table 12) or inward (purchase bills less returns). */
export const ZHsnSide = z.enum(['outward', 'inward']);

export const ZHsnSummaryInput = z
  .strictObject({ ...dateRange, side: ZHsnSide })
  .superRefine(checkDates);
export type THsnSummaryInput = z.output<typeof ZHsnSummaryInput>;

export const ZHsnSummaryExportInput = z
  .strictObject({ ...dateRange, side: ZHsnSide, format: ZGstReportFormat })
  .superRefine(checkDates);
export type THsnSummaryExportInput = z.output<typeof ZHsnSummaryExportInput>;

/** A month 'YYYY-MM' from 2017-07 (GST's first month) to 2099-12. */
const month = (label: string) =>
  z
    .string({ error: `${label}: Enter a month as YYYY-MM` })
    .regex(/^(20[1-9]\d)-(0[1-9]|1[0-2])$/, { error: `${label}: Enter a month as YYYY-MM` })
    .refine((m) => m >= '2017-07', { error: `${label}: GST began in July 2017` });

function checkMonths(v: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (v.from > v.to) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'from must not be after to' });
  } else if (monthsBetween(v.from, v.to).length > TAX_LIABILITY_MAX_MONTHS) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `The tax liability report covers at most ${TAX_LIABILITY_MAX_MONTHS} months; choose a shorter range`,
    });
  }
}

const monthRange = { from: month('from'), to: month('to') };

export const ZTaxLiabilityInput = z.strictObject(monthRange).superRefine(checkMonths);
export type TTaxLiabilityInput = z.output<typeof ZTaxLiabilityInput>;

export const ZTaxLiabilityExportInput = z
  .strictObject({ ...monthRange, format: ZGstReportFormat })
  .superRefine(checkMonths);
export type TTaxLiabilityExportInput = z.output<typeof ZTaxLiabilityExportInput>;
