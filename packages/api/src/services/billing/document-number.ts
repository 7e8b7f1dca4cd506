import { and, eq, sql } from 'drizzle-orm';
import {
  financialYearId,
  numberingCode,
  renderNumbering,
  validateInvoiceNumber,
} from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { documentCounters } from '@gst/db/schema';
import { AppError } from '../../errors';
import type { DocumentKind } from '../shared/document-kinds';
import { readSettings } from '../settings/settings.service';

export type BillingSettings = {
  supplierStateCode: number;
  invoiceNumberingFormat: string;
  quoteNumberingFormat: string;
  defTermsInvoice: string;
  defTermsQuote: string;
};

export async function readBillingSettings(tx: Tx): Promise<BillingSettings> {
  const value = await readSettings({ tx }, [
    'stateCode',
    'invoiceNumberingFormat',
    'quoteNumberingFormat',
    'defTermsInvoice',
    'defTermsQuote',
  ]);
  const stateCode = Number.parseInt(value.stateCode, 10);
  return {
    supplierStateCode: Number.isFinite(stateCode) ? stateCode : 19,
    invoiceNumberingFormat: value.invoiceNumberingFormat || 'INV/{fiscalYear}/{number:4}',
    quoteNumberingFormat: value.quoteNumberingFormat || 'QT/{fiscalYear}/{number:4}',
    defTermsInvoice: value.defTermsInvoice,
    defTermsQuote: value.defTermsQuote,
  };
}

/**
 * The series a counter numbers: the stored documents' kinds, refund vouchers (issue 29), and the
 * buying half's own series (issue 31: our entry numbers for purchase bills, purchase returns,
 * supplier payments and expenses).
 */
export type CounterKind =
  DocumentKind | 'refund' | 'purchase-bill' | 'purchase-return' | 'supplier-payment' | 'expense';

export type IssuedNumber = { financialYear: number; sequence: number; documentNumber: string };

/** The codes a numbering template may use besides the number and date. */
export type NumberingCodes = { clientCode?: string; invoiceType?: string; prefix?: string };

/**
 * Gapless numbering (architecture.md §3, tenancy-scale.md §6): one counter row per (kind,
 * financial year), bumped with an upsert in the caller's transaction. The row lock serialises
 * issuers of one series; a rollback gives the number back. Call it as late as possible in the
 * transaction, after validation, so the lock is held briefly.
 */
export async function issueDocumentNumber(
  tx: Tx,
  kind: CounterKind,
  date: string,
  template: string,
  codes: NumberingCodes = {},
): Promise<IssuedNumber> {
  const financialYear = financialYearId(date);
  const [row] = await tx
    .insert(documentCounters)
    .values({ kind, financialYear, nextValue: 2 })
    .onConflictDoUpdate({
      target: [documentCounters.kind, documentCounters.financialYear],
      set: { nextValue: sql`${documentCounters.nextValue} + 1` },
    })
    .returning({ sequence: sql<number>`${documentCounters.nextValue} - 1` });
  return numbered(kind, template, { date, codes }, financialYear, Number(row?.sequence));
}

/**
 * The bulk form of `issueDocumentNumber` (the bulk paths, invoices.bulk.ts and payments.bulk.ts):
 * one number per request, in the order given (pass them in date order), each financial year's
 * counter bumped once by its count. The numbers, checks and counters are those `n` calls of
 * `issueDocumentNumber` in that order would give.
 */
export async function issueDocumentNumbers(
  tx: Tx,
  kind: DocumentKind,
  template: string,
  requests: readonly { date: string; codes?: NumberingCodes }[],
): Promise<IssuedNumber[]> {
  const counts = new Map<number, number>();
  for (const { date } of requests) {
    const year = financialYearId(date);
    counts.set(year, (counts.get(year) ?? 0) + 1);
  }
  const next = new Map<number, number>();
  for (const [financialYear, count] of counts) {
    const bump = sql.raw(String(count)); // an integer counted here, not input
    const [row] = await tx
      .insert(documentCounters)
      .values({ kind, financialYear, nextValue: count + 1 })
      .onConflictDoUpdate({
        target: [documentCounters.kind, documentCounters.financialYear],
        set: { nextValue: sql`${documentCounters.nextValue} + ${bump}` },
      })
      .returning({ first: sql<number>`${documentCounters.nextValue} - ${bump}` });
    next.set(financialYear, Number(row?.first));
  }
  return requests.map((request) => {
    const financialYear = financialYearId(request.date);
    const sequence = next.get(financialYear) ?? Number.NaN;
    next.set(financialYear, sequence + 1);
    return numbered(kind, template, request, financialYear, sequence);
  });
}

/** A document's number from its template and running number, as issuing renders it. */
export function renderDocumentNumber(
  kind: CounterKind,
  template: string,
  { date, codes = {} }: { date: string; codes?: NumberingCodes },
  sequence: number,
): string {
  return renderNumbering(template, {
    number: sequence,
    date,
    clientCode: codes.clientCode ? numberingCode(codes.clientCode, 'clientCode') : '',
    invoiceType: codes.invoiceType ?? (kind === 'invoice' ? 'TAX' : 'QT'),
    prefix: codes.prefix ?? '',
  });
}

/**
 * The running number the next document of a series will take (the counter's next value for the
 * financial year), read without taking it: 1 when none has been issued (issue 29 item 9).
 */
export async function peekNextSequence(
  tx: Tx,
  kind: CounterKind,
  financialYear: number,
): Promise<number> {
  const [row] = await tx
    .select({ next: documentCounters.nextValue })
    .from(documentCounters)
    .where(and(eq(documentCounters.kind, kind), eq(documentCounters.financialYear, financialYear)));
  return Number(row?.next ?? 1);
}

/** A document's number from its template, refused when the template makes an invalid one. */
function numbered(
  kind: CounterKind,
  template: string,
  request: { date: string; codes?: NumberingCodes },
  financialYear: number,
  sequence: number,
): IssuedNumber {
  if (!Number.isInteger(sequence) || sequence < 1)
    throw new AppError('INTERNAL', 'Could not issue a document number');
  const documentNumber = renderDocumentNumber(kind, template, request, sequence);
  // Invoices (Rule 46(b)) and credit/debit notes (Rule 53(1)(b)): at most 16 characters.
  if (kind === 'invoice' || kind === 'credit-note' || kind === 'debit-note') {
    const check = validateInvoiceNumber(documentNumber);
    const which = kind === 'invoice' ? 'invoice' : kind.replace('-', ' ');
    if (!check.ok)
      throw new AppError(
        'BAD_REQUEST',
        `${check.error}. Change the ${which} numbering format in Settings.`,
      );
  }
  return { financialYear, sequence, documentNumber };
}
