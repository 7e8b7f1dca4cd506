import { amendmentSection, type AmendmentFigures } from '@gst/domain';
import { amendments } from '@gst/db/schema';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { updateInvoice } from '../invoices/invoices.service';
import type { InvoiceDetail } from '../invoices/invoices.queries';
import { updateCreditNote, updateDebitNote } from '../notes/notes.service';
import type { NoteDetail } from '../notes/notes.queries';
import { invoiceFigures, noteFigures } from './amendments.figures';
import { checkAmendmentPeriods } from './amendments.periods';
import type { TCreditNoteAmend, TDebitNoteAmend, TInvoiceAmend } from './amendments.schema';

/**
 * Amendments (issue 30): a document dated in a filed period is corrected by a new revision made
 * through this verb only, reported in the return of the month it is made in (GSTR-1 b2ba, cdnra
 * or b2csa; the difference in GSTR-3B: packages/domain/src/returns/amendments.ts). The filed
 * period's stored copy (filed_returns) is not touched. The edit is the document's own update
 * verb with a hook (`AmendHook`): the row lock, the checks, the recomputation and the audit
 * are the edit's; the hook swaps the open-period check for checkAmendmentPeriods and names the
 * audit action `<kind>.amend`. Then the amendments row keeps the figures before and after.
 */
type Kind = 'invoice' | 'credit-note' | 'debit-note';
const NOUN: Record<Kind, string> = {
  invoice: 'Invoice',
  'credit-note': 'Credit note',
  'debit-note': 'Debit note',
};

/** What the hook learns inside the edit's transaction, after the row lock. */
type Captured = {
  before: AmendmentFigures;
  revisionBefore: number;
  originalPeriod: string;
  amendmentDate: string;
};

/**
 * B2CL, export and CDNUR documents are amended in b2cla, expa and cdnura, which are not built;
 * and a document may not move between tables (a B2B invoice made B2C changes its table, which
 * the portal amends as a deletion and a new document).
 */
function assertSameTable(
  kind: Kind,
  number: string,
  before: AmendmentFigures,
  after: AmendmentFigures,
) {
  const from = amendmentSection(before);
  if (!from) {
    throw new AppError(
      'BAD_REQUEST',
      `${NOUN[kind]} ${number} was reported as a B2C (large), export or unregistered-buyer note: amending it (b2cla, expa, cdnura) is not supported; issue a credit or debit note in an open month instead`,
    );
  }
  if (amendmentSection(after) !== from) {
    throw new AppError(
      'BAD_REQUEST',
      `An amendment of ${NOUN[kind].toLowerCase()} ${number} cannot move it to another GSTR-1 table (${from}): keep the buyer registered or unregistered as filed, and the supply within the State or outside it as filed`,
    );
  }
}

async function recordAmendment(
  ctx: ServiceCtx,
  kind: Kind,
  id: string,
  captured: Captured,
  after: AmendmentFigures,
  revisionAfter: number,
  reason: string,
) {
  assertSameTable(kind, captured.before.number, captured.before, after);
  await ctx.tx.insert(amendments).values({
    documentKind: kind,
    ...(kind === 'invoice' ? { invoiceId: id } : { noteId: id }),
    originalNumber: captured.before.number,
    originalDate: captured.before.date,
    originalPeriod: captured.originalPeriod,
    amendmentDate: captured.amendmentDate,
    revisionBefore: captured.revisionBefore,
    revisionAfter,
    before: captured.before,
    after,
    reason,
    createdBy: ctx.actor.type === 'user' ? ctx.actor.id : null,
  });
}

const auditOf = (reason: string, captured: () => Captured | undefined) => {
  // Filled in by checkPeriods before the audit row is written.
  const audit: Record<string, unknown> = { amendmentReason: reason };
  return {
    audit,
    fill(number: string) {
      const c = captured();
      if (!c) return;
      // The document's number as the filed period's history names its documents (`number`).
      audit.number = number;
      audit.originalPeriod = c.originalPeriod;
      // The filed period's history (returns.history.ts) lists the rows naming it.
      audit.filedPeriod = c.originalPeriod;
      audit.amendmentDate = c.amendmentDate;
    },
  };
};

export async function amendInvoice(
  ctx: ServiceCtx,
  { amendmentReason, ...input }: TInvoiceAmend,
): Promise<InvoiceDetail> {
  let captured: Captured | undefined;
  const audit = auditOf(amendmentReason, () => captured);
  const detail = await updateInvoice(ctx, input, {
    auditAction: 'invoice.amend',
    audit: audit.audit,
    checkPeriods: async (existing, newDate) => {
      const label = `Invoice ${existing.invoiceNumber}`;
      const periods = await checkAmendmentPeriods(
        ctx.tx,
        { label, date: existing.invoiceDate },
        newDate,
      );
      captured = {
        ...periods,
        before: await invoiceFigures(ctx.tx, existing.id),
        revisionBefore: existing.revision,
      };
      audit.fill(existing.invoiceNumber);
    },
  });
  if (!captured) throw new AppError('INTERNAL', 'The amendment was not checked');
  const after = await invoiceFigures(ctx.tx, input.id);
  await recordAmendment(
    ctx,
    'invoice',
    input.id,
    captured,
    after,
    captured.revisionBefore + 1,
    amendmentReason,
  );
  return detail;
}

function noteHook(ctx: ServiceCtx, kind: 'credit' | 'debit', reason: string) {
  let captured: Captured | undefined;
  const audit = auditOf(reason, () => captured);
  return {
    captured: () => captured,
    hook: {
      auditAction: `${kind}-note.amend`,
      audit: audit.audit,
      checkPeriods: async (
        existing: { id: string; noteNumber: string; noteDate: string; revision: number },
        newDate: string,
      ) => {
        const label = `${NOUN[`${kind}-note`]} ${existing.noteNumber}`;
        const periods = await checkAmendmentPeriods(
          ctx.tx,
          { label, date: existing.noteDate },
          newDate,
        );
        captured = {
          ...periods,
          before: await noteFigures(ctx.tx, existing.id),
          revisionBefore: existing.revision,
        };
        audit.fill(existing.noteNumber);
      },
    },
  };
}

async function finishNote(
  ctx: ServiceCtx,
  kind: 'credit' | 'debit',
  id: string,
  captured: Captured | undefined,
  reason: string,
) {
  if (!captured) throw new AppError('INTERNAL', 'The amendment was not checked');
  const after = await noteFigures(ctx.tx, id);
  await recordAmendment(
    ctx,
    `${kind}-note`,
    id,
    captured,
    after,
    captured.revisionBefore + 1,
    reason,
  );
}

export async function amendCreditNote(
  ctx: ServiceCtx,
  { amendmentReason, ...input }: TCreditNoteAmend,
): Promise<NoteDetail> {
  const { hook, captured } = noteHook(ctx, 'credit', amendmentReason);
  const detail = await updateCreditNote(ctx, input, hook);
  await finishNote(ctx, 'credit', input.id, captured(), amendmentReason);
  return detail;
}

export async function amendDebitNote(
  ctx: ServiceCtx,
  { amendmentReason, ...input }: TDebitNoteAmend,
): Promise<NoteDetail> {
  const { hook, captured } = noteHook(ctx, 'debit', amendmentReason);
  const detail = await updateDebitNote(ctx, input, hook);
  await finishNote(ctx, 'debit', input.id, captured(), amendmentReason);
  return detail;
}
