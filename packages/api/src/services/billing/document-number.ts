import { inArray, sql } from 'drizzle-orm';
import {
  financialYearId,
  numberingCode,
  renderNumbering,
  validateInvoiceNumber,
} from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { documentCounters, settings } from '@gst/db/schema';
import { AppError } from '../../errors';

export type DocumentKind = 'invoice' | 'quote' | 'credit-note' | 'debit-note' | 'receipt';

export type BillingSettings = {
  supplierStateCode: number;
  invoiceNumberingFormat: string;
  quoteNumberingFormat: string;
  defTermsInvoice: string;
  defTermsQuote: string;
};

const KEYS = [
  'stateCode',
  'invoiceNumberingFormat',
  'quoteNumberingFormat',
  'defTermsInvoice',
  'defTermsQuote',
];

export async function readBillingSettings(tx: Tx): Promise<BillingSettings> {
  const rows = await tx.select().from(settings).where(inArray(settings.key, KEYS));
  const value = (key: string) => rows.find((r) => r.key === key)?.value ?? '';
  const stateCode = Number.parseInt(value('stateCode'), 10);
  return {
    supplierStateCode: Number.isFinite(stateCode) ? stateCode : 19,
    invoiceNumberingFormat: value('invoiceNumberingFormat') || 'INV/{fiscalYear}/{number:4}',
    quoteNumberingFormat: value('quoteNumberingFormat') || 'QT/{fiscalYear}/{number:4}',
    defTermsInvoice: value('defTermsInvoice'),
    defTermsQuote: value('defTermsQuote'),
  };
}

export type IssuedNumber = { financialYear: number; sequence: number; documentNumber: string };

/**
 * Gapless numbering (architecture.md §3, tenancy-scale.md §6): one counter row per (kind,
 * financial year), bumped with an upsert in the caller's transaction. The row lock serialises
 * issuers of one series; a rollback gives the number back. Call it as late as possible in the
 * transaction, after validation, so the lock is held briefly.
 */
export async function issueDocumentNumber(
  tx: Tx,
  kind: DocumentKind,
  date: string,
  template: string,
  codes: { clientCode?: string; invoiceType?: string; prefix?: string } = {},
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
  const sequence = Number(row?.sequence);
  if (!Number.isInteger(sequence) || sequence < 1)
    throw new AppError('INTERNAL', 'Could not issue a document number');
  const documentNumber = renderNumbering(template, {
    number: sequence,
    date,
    clientCode: codes.clientCode ? numberingCode(codes.clientCode, 'clientCode') : '',
    invoiceType: codes.invoiceType ?? (kind === 'invoice' ? 'TAX' : 'QT'),
    prefix: codes.prefix ?? '',
  });
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
