import { and, ne, sql } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import { invoices, notes } from '@gst/db/schema';
import { AppError } from '../../errors';
import { readSettings } from '../settings/settings.service';
import { indiaDateTime, istInstant } from '../shared/irp-lock';

/**
 * What the shop pastes from the portals is checked before it is recorded (issue 28 item 8): an
 * acknowledgement date the IRP cannot have given, and an IRN or an e-way bill number already on
 * another document of the shop, are refused, naming that document.
 */

export const E_INVOICING_OFF =
  'E-invoicing does not apply to this shop: no e-invoice JSON is made and no IRN recorded. If its aggregate turnover in any year since 2017-18 is over ₹5 crore, set E-Invoicing to "Applies" in Settings → GST & Legal';

/**
 * Issue 30: e-invoices (CGST Rule 48(4)) only for a shop e-invoicing applies to, its `eInvoicing`
 * setting '1'; otherwise making the JSON and recording an IRN are a 409 naming the setting. The
 * e-way bill (Rule 138) does not depend on it.
 */
export async function assertEInvoicing(tx: Tx) {
  const { eInvoicing } = await readSettings({ tx }, ['eInvoicing']);
  if (eInvoicing.trim() !== '1') throw new AppError('CONFLICT', E_INVOICING_OFF);
}

/** How far ahead of this server's clock the IRP's may run. */
export const ACK_CLOCK_SKEW_MINUTES = 10;

/**
 * Refuses an acknowledgement date later than now (plus the skew), or before the document's own
 * date: either would keep the document cancellable for the wrong 24 hours.
 */
export function assertAckDate(
  ackDate: string,
  doc: { number: string; date: string },
  now = new Date(),
) {
  const latest = now.getTime() + ACK_CLOCK_SKEW_MINUTES * 60_000;
  if (istInstant(ackDate).getTime() > latest) {
    throw new AppError(
      'BAD_REQUEST',
      `The acknowledgement date ${ackDate} is in the future (it is ${indiaDateTime(now)} in India): record the answer exactly as the IRP sent it`,
    );
  }
  if (ackDate.slice(0, 10) < doc.date) {
    throw new AppError(
      'BAD_REQUEST',
      `The acknowledgement date ${ackDate} is before ${doc.number}'s date ${doc.date}: this is not the IRP's answer for ${doc.number}`,
    );
  }
}

/**
 * Serialises, within this shop, every transaction recording this IRN or e-way bill number until
 * it ends: the second one then sees the first's row. The key is the shop's schema and the value
 * (advisory locks are database-wide).
 */
async function holdValue(tx: Tx, what: 'irn' | 'ewb', value: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(current_schema()), hashtext(${`${what}:${value}`}))`,
  );
}

const NOTE_LABEL = { credit: 'credit note', debit: 'debit note' } as const;

/** Refuses an IRN already recorded on any other invoice or note of the shop, naming it. */
export async function assertIrnUnused(tx: Tx, irn: string, id: string) {
  await holdValue(tx, 'irn', irn);
  const [invoice] = await tx
    .select({ number: invoices.invoiceNumber })
    .from(invoices)
    .where(and(sql`${invoices.irp}->>'irn' = ${irn}`, ne(invoices.id, id)))
    .limit(1);
  const [note] = invoice
    ? []
    : await tx
        .select({ number: notes.noteNumber, kind: notes.kind })
        .from(notes)
        .where(and(sql`${notes.irp}->>'irn' = ${irn}`, ne(notes.id, id)))
        .limit(1);
  const holder = invoice
    ? `invoice ${invoice.number}`
    : note
      ? `${NOTE_LABEL[note.kind]} ${note.number}`
      : null;
  if (holder) {
    throw new AppError(
      'CONFLICT',
      `IRN ${irn} is already recorded on ${holder}: an IRN belongs to one document. Check that this is the IRP's answer for this document`,
    );
  }
}

/** Refuses an e-way bill number already recorded on another invoice of the shop, naming it. */
export async function assertEwayBillUnused(tx: Tx, number: string, id: string) {
  await holdValue(tx, 'ewb', number);
  const [invoice] = await tx
    .select({ number: invoices.invoiceNumber })
    .from(invoices)
    .where(and(sql`${invoices.ewayBill}->>'number' = ${number}`, ne(invoices.id, id)))
    .limit(1);
  if (invoice) {
    throw new AppError(
      'CONFLICT',
      `E-way bill ${number} is already recorded on invoice ${invoice.number}: an e-way bill number belongs to one invoice`,
    );
  }
}
