import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { formatINR } from '@gst/domain';
import {
  buildEwayBill,
  buildInv01,
  consignmentValue,
  EDocError,
  einvoiceEligible,
  EWAY_BILL_THRESHOLD,
  parseEwayBillAnswer,
  parseIrpAnswer,
  validateEwayBill,
  validateInv01,
  type EDocSource,
  type EDocValidation,
  type Inv01Document,
} from '@gst/domain/edocs';
import type { Tx } from '@gst/db/client';
import { invoices, notes, type EwayBillRecord, type IrpRecord } from '@gst/db/schema';
import { AppError } from '../../errors';
import { writeAudit } from '../../infra/audit';
import type { ServiceCtx } from '../context';
import { removeDocumentFiles } from '../shared/document-files';
import { auditedEwayBill, auditedIrp, edocAuditPeriods } from '../shared/irp-lock';
import {
  assertAckDate,
  assertEInvoicing,
  assertEwayBillUnused,
  assertIrnUnused,
} from './edocs.checks';
import { invoiceSource, noteSource } from './edocs.source';

/**
 * E-invoices and e-way bills (issue 17): the INV-01 JSON of an invoice or note, checked against
 * the repo's JSON Schema so a file the IRP would refuse is refused here with the field named; the
 * IRP's answer recorded (the document is read-only from then on); the e-way bill JSON of an
 * invoice whose goods are worth more than ₹50,000, and the e-way bill number once generated.
 */
type NoteKind = 'credit' | 'debit';
export type EDocTarget = { type: 'invoice' } | { type: 'note'; kind: NoteKind };

const refusedFile = (what: string, errors: readonly { field: string; message: string }[]) =>
  new AppError(
    'BAD_REQUEST',
    `The ${what} would be refused: ${errors.map((e) => `${e.field}: ${e.message}`).join(' ')}`,
    { details: { errors } },
  );

/**
 * A portal file built and checked against its JSON Schema: a rule of the builder it breaks, or a
 * field the portal would refuse, is a 400 that says which.
 */
function checkedFile<T>(what: string, build: () => T, validate: (file: T) => EDocValidation): T {
  let file: T;
  try {
    file = build();
  } catch (error) {
    if (error instanceof EDocError) throw new AppError('BAD_REQUEST', error.message);
    throw error;
  }
  const check = validate(file);
  if (!check.ok) throw refusedFile(what, check.errors);
  return file;
}

/** Build + validate, or a 400 naming the reason or the fields. */
export function checkedInv01(source: EDocSource): Inv01Document {
  const eligible = einvoiceEligible(source);
  if (!eligible.eligible) throw new AppError('BAD_REQUEST', eligible.reason);
  return checkedFile(`e-invoice of ${source.number}`, () => buildInv01(source), validateInv01);
}

async function sourceOf(tx: Tx, target: EDocTarget, id: string) {
  if (target.type === 'invoice') return invoiceSource(tx, id);
  return noteSource(tx, target.kind, id);
}

function refuseCancelled(row: { status: string }, number: string) {
  if (row.status === 'cancelled')
    throw new AppError('CONFLICT', `${number} is cancelled: it has no e-invoice or e-way bill`);
}

/** The INV-01 JSON of one invoice or note. */
export async function einvoiceOf({ tx }: Pick<ServiceCtx, 'tx'>, target: EDocTarget, id: string) {
  await assertEInvoicing(tx);
  const { row, source } = await sourceOf(tx, target, id);
  refuseCancelled(row, source.number);
  return checkedInv01(source);
}

/**
 * Every B2B, SEZ and export invoice and note issued from..to, as the IRP's bulk tool takes them
 * (an array of INV-01 documents); B2C documents are listed as skipped with the reason. One
 * document the IRP would refuse refuses the batch, naming it and the field.
 */
export async function einvoiceBatch(
  { tx }: Pick<ServiceCtx, 'tx'>,
  { from, to }: { from: string; to: string },
) {
  await assertEInvoicing(tx);
  const invoiceRows = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        gte(invoices.invoiceDate, from),
        lte(invoices.invoiceDate, to),
        eq(invoices.status, 'issued'),
      ),
    )
    .orderBy(asc(invoices.invoiceDate), asc(invoices.sequence));
  const noteRows = await tx
    .select({ id: notes.id, kind: notes.kind })
    .from(notes)
    .where(and(gte(notes.noteDate, from), lte(notes.noteDate, to), eq(notes.status, 'issued')))
    .orderBy(asc(notes.noteDate), asc(notes.kind), asc(notes.sequence));
  const sources = [
    ...(await Promise.all(invoiceRows.map((r) => invoiceSource(tx, r.id)))),
    ...(await Promise.all(noteRows.map((r) => noteSource(tx, r.kind, r.id)))),
  ].map((s) => s.source);
  const documents: Inv01Document[] = [];
  const skipped: { number: string; reason: string }[] = [];
  const refused: { number: string; error: string }[] = [];
  for (const source of sources) {
    const eligible = einvoiceEligible(source);
    if (!eligible.eligible) {
      skipped.push({ number: source.number, reason: eligible.reason });
      continue;
    }
    try {
      documents.push(checkedInv01(source));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.push({ number: source.number, error: error.message });
    }
  }
  if (refused.length) {
    throw new AppError(
      'BAD_REQUEST',
      `${refused.length} document(s) would be refused: ${refused.map((r) => r.error).join(' | ')}`,
      { details: { refused } },
    );
  }
  return { from, to, documents, skipped };
}

async function lockRow(tx: Tx, target: EDocTarget, id: string) {
  if (target.type === 'invoice') {
    const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'Invoice not found');
    const { invoiceNumber: number, invoiceDate: date, status, irp, ewayBill } = row;
    return { number, date, status, irp, ewayBill };
  }
  const [row] = await tx.select().from(notes).where(eq(notes.id, id)).for('update');
  if (!row || row.kind !== target.kind)
    throw new AppError(
      'NOT_FOUND',
      `${target.kind === 'credit' ? 'Credit' : 'Debit'} note not found`,
    );
  return {
    number: row.noteNumber,
    date: row.noteDate,
    status: row.status,
    irp: row.irp,
    ewayBill: null,
  };
}

const fileKind = (target: EDocTarget) =>
  target.type === 'invoice' ? 'invoice' : (`${target.kind}-note` as const);

/**
 * Records the IRP's answer (pasted or uploaded JSON). The document, locked first, must be one the
 * IRP takes and still issued; a second answer is refused (the IRN of a document never changes),
 * and so are an acknowledgement date in the future or before the document, and an IRN or e-way
 * bill number another document of the shop has (edocs.checks.ts). Allowed on a document of a
 * filed month (the return's figures do not change), audited with before and after. Its stored
 * PDF is dropped so the next one prints the IRN, acknowledgement and QR code.
 */
export async function recordIrn(
  ctx: ServiceCtx,
  target: EDocTarget,
  { id, answer }: { id: string; answer: unknown },
) {
  const { tx, actor } = ctx;
  await assertEInvoicing(tx);
  const parsed = parseIrpAnswer(answer);
  if (!parsed.ok) throw refusedFile("IRP's answer", parsed.errors);
  const row = await lockRow(tx, target, id);
  refuseCancelled(row, row.number);
  if (row.irp) throw new AppError('CONFLICT', `${row.number} already has IRN ${row.irp.irn}`);
  const a = parsed.value;
  assertAckDate(a.AckDt, row);
  const { source } = await sourceOf(tx, target, id);
  const eligible = einvoiceEligible(source);
  if (!eligible.eligible) throw new AppError('BAD_REQUEST', eligible.reason);
  await assertIrnUnused(tx, a.Irn.toLowerCase(), id);
  const recordedAt = new Date().toISOString();
  const irp: IrpRecord = {
    irn: a.Irn.toLowerCase(),
    ackNo: String(a.AckNo),
    ackDate: a.AckDt,
    signedQrCode: a.SignedQRCode,
    recordedAt,
  };
  const ewayBill: EwayBillRecord | null =
    a.EwbNo && target.type === 'invoice'
      ? { number: a.EwbNo, date: a.EwbDt ?? a.AckDt, validTill: a.EwbValidTill ?? '', recordedAt }
      : null;
  if (ewayBill && row.ewayBill && row.ewayBill.number !== ewayBill.number) {
    throw new AppError(
      'CONFLICT',
      `${row.number} already has e-way bill ${row.ewayBill.number}; the IRP's answer names ${ewayBill.number}`,
    );
  }
  if (ewayBill) await assertEwayBillUnused(tx, ewayBill.number, id);
  if (target.type === 'invoice') {
    await tx
      .update(invoices)
      .set({ irp, ...(ewayBill ? { ewayBill } : {}), fileId: null, updatedAt: new Date() })
      .where(eq(invoices.id, id));
  } else {
    await tx
      .update(notes)
      .set({ irp, fileId: null, updatedAt: new Date() })
      .where(eq(notes.id, id));
  }
  await removeDocumentFiles(ctx, fileKind(target), id);
  const bills = (bill: EwayBillRecord | null) =>
    target.type === 'invoice' ? { ewayBill: auditedEwayBill(bill) } : {};
  await writeAudit(tx, actor, `${fileKind(target)}.irn`, fileKind(target), id, {
    number: row.number,
    irn: irp.irn,
    ackNo: irp.ackNo,
    ackDate: irp.ackDate,
    ...(ewayBill ? { ewayBill: ewayBill.number } : {}),
    before: { irp: null, ...bills(row.ewayBill) },
    after: { irp: auditedIrp(irp), ...bills(ewayBill ?? row.ewayBill) },
    ...(await edocAuditPeriods(tx, row.date)),
  });
  return { id, irp, ewayBill: ewayBill ?? row.ewayBill };
}

/** The e-way bill bulk-generation JSON of an invoice whose goods are worth more than ₹50,000. */
export async function ewayBillOf({ tx }: Pick<ServiceCtx, 'tx'>, { id }: { id: string }) {
  const { row, source } = await invoiceSource(tx, id);
  refuseCancelled(row, source.number);
  const value = consignmentValue(source);
  if (!value.greaterThan(EWAY_BILL_THRESHOLD)) {
    throw new AppError(
      'BAD_REQUEST',
      `No e-way bill is needed: the goods on ${source.number} are worth ${formatINR(value.toFixed(2))} with tax, not more than ₹50,000 (CGST Rule 138(1))`,
    );
  }
  return checkedFile(
    `e-way bill of ${source.number}`,
    () => buildEwayBill(source),
    validateEwayBill,
  );
}

/**
 * Records the e-way bill number (12 digits) and date the portal gave for an invoice (locked
 * first, still issued, without one); a number another invoice of the shop has is refused. Allowed
 * on an invoice of a filed month, audited with before and after.
 */
export async function recordEwayBill(
  ctx: ServiceCtx,
  { id, answer }: { id: string; answer: unknown },
) {
  const { tx, actor } = ctx;
  const parsed = parseEwayBillAnswer(answer);
  if (!parsed.ok) throw refusedFile('e-way bill answer', parsed.errors);
  const row = await lockRow(tx, { type: 'invoice' }, id);
  refuseCancelled(row, row.number);
  if (row.ewayBill)
    throw new AppError('CONFLICT', `${row.number} already has e-way bill ${row.ewayBill.number}`);
  const a = parsed.value;
  await assertEwayBillUnused(tx, a.ewbNo, id);
  const ewayBill: EwayBillRecord = {
    number: a.ewbNo,
    date: a.ewbDate ?? '',
    validTill: a.validUntil ?? '',
    recordedAt: new Date().toISOString(),
  };
  await tx
    .update(invoices)
    .set({ ewayBill, fileId: null, updatedAt: new Date() })
    .where(eq(invoices.id, id));
  await removeDocumentFiles(ctx, 'invoice', id);
  await writeAudit(tx, actor, 'invoice.eway-bill', 'invoice', id, {
    number: row.number,
    ewayBill: ewayBill.number,
    before: { ewayBill: null },
    after: { ewayBill: auditedEwayBill(ewayBill) },
    ...(await edocAuditPeriods(tx, row.date)),
  });
  return { id, ewayBill };
}
