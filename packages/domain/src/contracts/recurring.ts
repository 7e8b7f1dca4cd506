import { z } from 'zod';
import { ZId, ZPageInput } from './common';
import { documentDate } from './dates';
import { ZInvoiceInput } from './invoices';

export * from '../recurring/schedule';

/**
 * Recurring invoice profiles (issue 34): the same contract for the Recurring Invoices drawer,
 * tRPC and REST. A profile keeps the invoice it issues as the invoice input (`template`: lines,
 * tax choices, transport, terms) without the dates and the bill-to, which each run sets: the
 * customer is the profile's, the invoice date is the run's date.
 */
export const RECURRING_FREQUENCY_CHOICES = ['month', 'quarter', 'half-year', 'year'] as const;
export const RECURRING_MODE_CHOICES = ['issue', 'draft'] as const;
export const RECURRING_STATUS_CHOICES = ['active', 'paused', 'ended', 'blocked'] as const;
export const RECURRING_RUN_STATUS_CHOICES = [
  'issued',
  'draft',
  'failed',
  'blocked',
  'skipped',
] as const;
export const RECURRING_NAME_MAX = 120;
/** More runs than this is a mistake: 100 years of monthly invoices. */
export const RECURRING_MAX_RUNS = 1200;

/** The invoice a profile issues: an invoice input without its dates and bill-to. */
export const ZRecurringTemplate = ZInvoiceInput.omit({
  invoiceDate: true,
  dueDate: true,
  dateOfSupply: true,
  billToId: true,
});
export type TRecurringTemplate = z.output<typeof ZRecurringTemplate>;

const fields = {
  name: z
    .string({ error: 'Enter a name for the profile' })
    .trim()
    .min(1, 'Enter a name for the profile, e.g. Solar AMC – Sunrise RWA')
    .max(RECURRING_NAME_MAX, `A name is at most ${RECURRING_NAME_MAX} characters`),
  customerId: ZId,
  template: ZRecurringTemplate,
  frequency: z.enum(RECURRING_FREQUENCY_CHOICES, {
    error: 'Frequency must be one of month, quarter, half-year, year',
  }),
  startDate: documentDate('Start date'),
  endDate: documentDate('End date').nullable(),
  maxRuns: z
    .number({ error: 'Number of invoices must be a whole number' })
    .int('Number of invoices must be a whole number')
    .min(1, 'Number of invoices must be at least 1')
    .max(RECURRING_MAX_RUNS, `Number of invoices must be at most ${RECURRING_MAX_RUNS}`)
    .nullable(),
  mode: z.enum(RECURRING_MODE_CHOICES, { error: "Mode must be 'issue' or 'draft'" }),
  emailOnIssue: z.boolean(),
};

function checkEnd(
  v: { startDate?: string; endDate?: string | null; maxRuns?: number | null },
  ctx: z.RefinementCtx,
) {
  if (v.startDate && v.endDate && v.endDate < v.startDate) {
    ctx.addIssue({
      code: 'custom',
      message: 'End date must be on or after the start date',
      path: ['endDate'],
    });
  }
  if (v.endDate && v.maxRuns != null) {
    ctx.addIssue({
      code: 'custom',
      message: 'Give an end date or a number of invoices, not both',
      path: ['maxRuns'],
    });
  }
}

export const ZRecurringInput = z
  .strictObject({
    name: fields.name,
    customerId: fields.customerId,
    template: fields.template,
    frequency: fields.frequency,
    startDate: fields.startDate,
    endDate: fields.endDate.optional().default(null),
    maxRuns: fields.maxRuns.optional().default(null),
    mode: fields.mode.optional().default('issue'),
    emailOnIssue: fields.emailOnIssue.optional().default(false),
  })
  .superRefine(checkEnd);
export type TRecurringInput = z.output<typeof ZRecurringInput>;

/**
 * A change for future runs: any field. Past runs and their invoices stay as they were. The start
 * date changes only while the profile has made no run.
 */
export const ZRecurringChanges = z
  .strictObject({
    name: fields.name.optional(),
    customerId: fields.customerId.optional(),
    template: fields.template.optional(),
    frequency: fields.frequency.optional(),
    startDate: fields.startDate.optional(),
    endDate: fields.endDate.optional(),
    maxRuns: fields.maxRuns.optional(),
    mode: fields.mode.optional(),
    emailOnIssue: fields.emailOnIssue.optional(),
  })
  .superRefine(checkEnd);
export const ZRecurringUpdate = ZRecurringChanges.safeExtend({ id: ZId });
export type TRecurringUpdate = z.output<typeof ZRecurringUpdate>;

export const ZRecurringListInput = ZPageInput.extend({
  status: z.enum(RECURRING_STATUS_CHOICES).optional(),
});
export type TRecurringListInput = z.output<typeof ZRecurringListInput>;

/** A run of a profile (the draft or failed run to issue now, or to skip). */
export const ZRecurringRunRef = z.strictObject({ id: ZId, runId: ZId });
export type TRecurringRunRef = z.output<typeof ZRecurringRunRef>;
