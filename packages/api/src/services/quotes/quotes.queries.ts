import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { invoices, quoteLines, quotes, products } from '@gst/db/schema';
import { AppError } from '../../errors';
import { readBillingSettings } from '../billing/document-number';
import type { ServiceCtx } from '../context';
import type { TQuoteListInput } from './quotes.schema';
import { pageOf } from '../shared/paging';
import { matchingAny, syncConditions, syncOrder } from '../shared/list-query';
import {
  displayStatusOf,
  invoiceOfQuote,
  quoteDisplayStatus,
  quoteInvoiceJoin,
} from '../shared/quote-link';

/** Quote reads: the list, one quote, and the drawer's defaults (no writes here). */

/** The last run of digits in the quote number, so QT/26-27/10 sorts after QT/26-27/9. */
const numberPart = sql`nullif(substring(${quotes.quoteNumber} from '(\\d+)\\D*$'), '')::bigint`;

export async function listQuotes({ tx }: Pick<ServiceCtx, 'tx'>, input: TQuoteListInput) {
  const conditions: (SQL | undefined)[] = [
    matchingAny(input.search, [
      quotes.quoteNumber,
      quotes.customerName,
      quotes.gstin,
      quotes.phoneNumber,
    ]),
  ];
  if (input.demand === 'below5') conditions.push(lt(quotes.userDemand, '5'));
  if (input.demand === 'atLeast5') conditions.push(gte(quotes.userDemand, '5'));
  // Issue 29: the status shown (Invoiced and Expired derived on read) is the one filtered on.
  const displayStatus = quoteDisplayStatus();
  if (input.status) conditions.push(eq(displayStatus, input.status));
  conditions.push(
    ...syncConditions(input, { date: quotes.quoteDate, updatedAt: quotes.updatedAt }),
  );
  const where = and(...conditions);
  return pageOf(
    input,
    tx
      .select({
        id: quotes.id,
        quoteNumber: quotes.quoteNumber,
        year: quotes.year,
        quoteDate: quotes.quoteDate,
        expiryDate: quotes.expiryDate,
        userDemand: quotes.userDemand,
        totalAmount: quotes.totalAmount,
        customerName: quotes.customerName,
        gstin: quotes.gstin,
        status: quotes.status,
        displayStatus,
        /** The invoice the quote became (issue 29), while it stands. */
        invoiceId: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        quoteType: quotes.quoteType,
        source: quotes.source,
        updatedAt: quotes.updatedAt,
      })
      .from(quotes)
      .leftJoin(invoices, quoteInvoiceJoin)
      .where(where)
      // Spec §4: year descending, then quote number descending, numeric-aware.
      .orderBy(
        ...syncOrder(input, quotes, [
          desc(quotes.year),
          sql`${numberPart} desc nulls last`,
          desc(quotes.quoteNumber),
          asc(quotes.id),
        ]),
      ),
    tx.select({ total: count() }).from(quotes).leftJoin(invoices, quoteInvoiceJoin).where(where),
  );
}

export async function getQuote({ tx }: Pick<ServiceCtx, 'tx'>, { id }: { id: string }) {
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, id));
  if (!quote) throw new AppError('NOT_FOUND', 'Quote not found');
  // The product's current minimum price comes along for the net profit line (Ctrl+M); its HSN
  // and taxability (issue 30) for an invoice made from the quote: the drawer's untaxed lines and
  // its e-way bill hint, which counts goods only.
  const rows = await tx
    .select({
      line: quoteLines,
      productMinPrice: products.productMinPrice,
      hsnCode: products.productHsnCode,
      taxability: products.taxability,
    })
    .from(quoteLines)
    .leftJoin(products, eq(products.id, quoteLines.productId))
    .where(eq(quoteLines.quoteId, id))
    .orderBy(quoteLines.position);
  const invoice = await invoiceOfQuote(tx, quote);
  return {
    ...quote,
    /** Issue 29: Invoiced (with `invoice`) or Expired derived on read, else the stored status. */
    displayStatus: displayStatusOf(quote, invoice),
    /** The invoice the quote became (id, number, date) while it stands, else null. */
    invoice,
    lines: rows.map((r) => ({
      ...r.line,
      productMinPrice: r.productMinPrice ?? '0.00',
      hsnCode: r.hsnCode ?? '',
      taxability: r.taxability ?? 'taxable',
    })),
  };
}

/** What the quote drawer needs from the shop settings (without the settings page's flag). */
export async function quoteDefaults({ tx }: Pick<ServiceCtx, 'tx'>) {
  const settings = await readBillingSettings(tx);
  return {
    supplierStateCode: settings.supplierStateCode,
    termsAndConditions: settings.defTermsQuote,
  };
}
