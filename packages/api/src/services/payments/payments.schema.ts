import { z } from 'zod';
import { filterDate, ZId, ZPageInput } from '@gst/domain';
import { SYNC_FILTERS, type TPaymentMode } from '@gst/domain/contracts';
import type { PaymentMode } from '@gst/db/schema';

/**
 * A receipt's input lives in @gst/domain/contracts: the web's receipt drawer, REST, tRPC and the
 * bulk seeding path all take the same objects.
 */
export {
  ZAllocateInput,
  ZAllocationInput,
  ZPaymentInput,
  ZPaymentTdsBody,
  ZPaymentTdsInput,
  type TAllocateInput,
  type TPaymentInput,
  type TPaymentTdsInput,
} from '@gst/domain/contracts';

/** The contract's payment modes are the receipts table's: a compile error here when they part. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
void (true satisfies Same<TPaymentMode, PaymentMode>);

export const ZPaymentListInput = ZPageInput.extend({ customerId: ZId.optional(), ...SYNC_FILTERS });
export type TPaymentListInput = z.output<typeof ZPaymentListInput>;

export const ZReceivablesInput = z.strictObject({
  /** Aging is counted on this day (India); default today. */
  asOf: filterDate('asOf').optional(),
  search: z.string().trim().max(200).optional(),
});
export type TReceivablesInput = z.output<typeof ZReceivablesInput>;

const statementFields = { customerId: ZId, from: filterDate('from'), to: filterDate('to') };
const fromNotAfterTo = (v: { from: string; to: string }) => v.from <= v.to;
const FROM_AFTER_TO = { message: 'from must not be after to', path: ['from'] };

export const ZStatementInput = z
  .strictObject(statementFields)
  .refine(fromNotAfterTo, FROM_AFTER_TO);
export type TStatementInput = z.output<typeof ZStatementInput>;

/** The statement as a file: its fields and the format (a PDF unless xlsx is asked for). */
export const ZStatementFileInput = z
  .strictObject({ ...statementFields, format: z.enum(['pdf', 'xlsx']).default('pdf') })
  .refine(fromNotAfterTo, FROM_AFTER_TO);
