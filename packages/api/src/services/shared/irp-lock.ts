import { and, asc, gte, lte } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import { filedPeriods, type EwayBillRecord, type IrpRecord } from '@gst/db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../../infra/audit';
import type { ServiceCtx } from '../context';
import { holdPeriodsShared } from './return-periods';

/** 'YYYY-MM-DD HH:mm:ss' in India → the instant. */
export const istInstant = (dateTime: string) => new Date(`${dateTime.replace(' ', 'T')}+05:30`);

/** The instant as 'YYYY-MM-DD HH:mm' in India. */
export const indiaDateTime = (at: Date) =>
  new Date(at.getTime() + 330 * 60_000).toISOString().replace('T', ' ').slice(0, 16);

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

export type EDocKind = 'invoice' | 'credit-note' | 'debit-note';

/**
 * The audit actions of the IRP and e-way bill records on a document (issue 28 item 13). Their
 * data always carries `{before, after, period, filedPeriod}` at the top level: the IRP and e-way
 * bill fields before and after, the document's month ('MMYYYY') and the filed period holding
 * that month ('MMYYYY', or null when it is open). The filed period's history reads these.
 */
export const EDOC_AUDIT_ACTIONS = [
  'invoice.irn',
  'credit-note.irn',
  'debit-note.irn',
  'invoice.eway-bill',
  'invoice.irn-cancel',
  'credit-note.irn-cancel',
  'debit-note.irn-cancel',
] as const;

/** The IRP's record as audited (the signed QR code, long and meaningless to a reader, left out). */
export const auditedIrp = (irp: IrpRecord | null) =>
  irp ? { irn: irp.irn, ackNo: irp.ackNo, ackDate: irp.ackDate } : null;

export const auditedEwayBill = (bill: EwayBillRecord | null) =>
  bill ? { number: bill.number, date: bill.date, validTill: bill.validTill } : null;

/** The document's month and the filed period it falls in, as the audit data carries them. */
export async function edocAuditPeriods(tx: Tx, date: string) {
  // The month is held (shared) first, so a lock of its period in flight either committed before
  // this read or waits for this transaction: the record is never missing from the filed history.
  await holdPeriodsShared(tx, [date]);
  const [filed] = await tx
    .select({ period: filedPeriods.period })
    .from(filedPeriods)
    .where(and(lte(filedPeriods.fromDate, date), gte(filedPeriods.toDate, date)))
    // A month filed on its own before its quarter: the month names the event.
    .orderBy(asc(filedPeriods.toDate))
    .limit(1);
  return { period: `${date.slice(5, 7)}${date.slice(0, 4)}`, filedPeriod: filed?.period ?? null };
}

/**
 * Audits the cancellation of a document's IRN (a cancelled invoice or note that had one: the
 * IRP cancels the IRN with it) as `<kind>.irn-cancel`; a document without an IRN writes nothing.
 * Called by the cancel verbs after the document is marked cancelled, in the same transaction.
 */
export async function auditIrnCancelled(
  { tx, actor }: Pick<ServiceCtx, 'tx' | 'actor'>,
  kind: EDocKind,
  doc: { id: string; number: string; date: string; irp: IrpRecord | null; reason?: string | null },
) {
  if (!doc.irp) return;
  const irp = auditedIrp(doc.irp);
  await writeAudit(tx, actor, `${kind}.irn-cancel`, kind, doc.id, {
    number: doc.number,
    irn: doc.irp.irn,
    reason: doc.reason ?? null,
    before: { status: 'issued', irp },
    after: { status: 'cancelled', irp },
    ...(await edocAuditPeriods(tx, doc.date)),
  });
}
