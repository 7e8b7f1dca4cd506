import { z } from 'zod';
import { filterDate, ZId } from '@gst/domain';

/** The IRP's or the e-way bill portal's answer: JSON as they send it, or the pasted text. */
const ZAnswer = z.union(
  [z.string().max(20_000, 'The answer is too long'), z.record(z.string(), z.unknown())],
  {
    error: 'Send the answer as the JSON the portal returned',
  },
);

export const ZRecordAnswer = z.strictObject({ id: ZId, answer: ZAnswer });
export type TRecordAnswer = z.output<typeof ZRecordAnswer>;

/** A batch of e-invoices: at most a financial quarter at a time. */
export const ZEinvoiceBatchInput = z
  .strictObject({ from: filterDate('from'), to: filterDate('to') })
  .refine((v) => v.from <= v.to, { message: 'from must not be after to', path: ['from'] })
  .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= 92 * 86_400_000, {
    message: 'A batch covers at most 92 days',
    path: ['to'],
  });
