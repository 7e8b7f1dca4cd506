import type { IrpRecord } from '@gst/db/schema';
import { AppError } from '../../errors';

/** 'YYYY-MM-DD HH:mm:ss' in India → the instant. */
const istInstant = (dateTime: string) => new Date(`${dateTime.replace(' ', 'T')}+05:30`);

/** An IRN can be cancelled on the IRP for 24 hours after its acknowledgement. */
export const IRN_CANCEL_HOURS = 24;

/**
 * Refuses an edit of a document with an IRN, and a cancellation more than 24 hours after its
 * acknowledgement (after that the IRP keeps the IRN and the correction is a credit note).
 */
export function assertIrpAllows(
  doc: { irp: IrpRecord | null },
  label: string,
  action: 'edit' | 'cancel',
  now = new Date(),
) {
  const irp = doc.irp;
  if (!irp) return;
  if (action === 'edit') {
    throw new AppError(
      'CONFLICT',
      `${label} has an IRN (e-invoice acknowledged ${irp.ackDate}): it cannot be edited. Cancel it within ${IRN_CANCEL_HOURS} hours of the acknowledgement, or issue a credit or debit note`,
    );
  }
  const deadline = istInstant(irp.ackDate).getTime() + IRN_CANCEL_HOURS * 3_600_000;
  if (now.getTime() > deadline) {
    throw new AppError(
      'CONFLICT',
      `${label} was acknowledged by the IRP on ${irp.ackDate}: an e-invoice can be cancelled only within ${IRN_CANCEL_HOURS} hours. Issue a credit note instead`,
    );
  }
}
