import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { addDays, computeDocumentTotals, DEFAULT_DUE_DAYS, todayIN } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { customers, products, quoteLines, quotes } from '@gst/db/schema';
import { writeAudit, type Actor } from '../../infra/audit';
import { AppError } from '../../errors';
import { removeDocumentFiles, type DocumentsCtx } from '../documents/documents.service';
import { issueDocumentNumber, readBillingSettings } from '../billing/document-number';
import type { TQuoteInput, TQuoteListInput } from './quotes.schema';

type Ctx = { tx: Tx; actor: Actor };

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The last run of digits in the quote number, so QT/26-27/10 sorts after QT/26-27/9. */
const numberPart = sql`nullif(substring(${quotes.quoteNumber} from '(\\d+)\\D*$'), '')::bigint`;

export async function listQuotes(tx: Tx, input: TQuoteListInput) {
  const conditions: (SQL | undefined)[] = [];
  if (input.search) {
    const pattern = `%${escapeLike(input.search)}%`;
    conditions.push(
      or(
        ilike(quotes.quoteNumber, pattern),
        ilike(quotes.customerName, pattern),
        ilike(quotes.gstin, pattern),
        ilike(quotes.phoneNumber, pattern),
      ),
    );
  }
  if (input.demand === 'below5') conditions.push(lt(quotes.userDemand, '5'));
  if (input.demand === 'atLeast5') conditions.push(gte(quotes.userDemand, '5'));
  if (input.status) conditions.push(eq(quotes.status, input.status));
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
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
        quoteType: quotes.quoteType,
        source: quotes.source,
      })
      .from(quotes)
      .where(where)
      // Spec §4: year descending, then quote number descending, numeric-aware.
      .orderBy(
        desc(quotes.year),
        sql`${numberPart} desc nulls last`,
        desc(quotes.quoteNumber),
        asc(quotes.id),
      )
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    tx.select({ total: count() }).from(quotes).where(where),
  ]);
  return { data: rows, total: totals[0]?.total ?? 0, page: input.page, pageSize: input.pageSize };
}

export async function getQuote(tx: Tx, id: string) {
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, id));
  if (!quote) throw new AppError('NOT_FOUND', 'Quote not found');
  // The product's current minimum price comes along for the net profit line (Ctrl+M).
  const rows = await tx
    .select({ line: quoteLines, productMinPrice: products.productMinPrice })
    .from(quoteLines)
    .leftJoin(products, eq(products.id, quoteLines.productId))
    .where(eq(quoteLines.quoteId, id))
    .orderBy(quoteLines.position);
  return {
    ...quote,
    lines: rows.map((r) => ({ ...r.line, productMinPrice: r.productMinPrice ?? '0.00' })),
  };
}

async function prepare(tx: Tx, input: TQuoteInput) {
  const settings = await readBillingSettings(tx);
  let party = {
    customerName: input.customerName,
    gstin: input.gstin,
    address: input.address,
    email: input.email,
    phoneNumber: input.phoneNumber,
  };
  if (input.customerId) {
    const [customer] = await tx.select().from(customers).where(eq(customers.id, input.customerId));
    if (!customer) throw new AppError('BAD_REQUEST', 'The selected customer does not exist');
    party = {
      customerName: customer.name,
      gstin: customer.gstin,
      address: customer.address,
      email: customer.email,
      phoneNumber: customer.phoneNumber,
    };
  }
  if (!party.customerName) throw new AppError('BAD_REQUEST', 'Customer name is required');
  const totals = computeDocumentTotals(
    input.lines.map((l) => ({
      quantity: l.quantity,
      price: l.price,
      gstPercentage: l.gstPercentage,
    })),
    { supplierStateCode: settings.supplierStateCode, placeOfSupply: settings.supplierStateCode },
    input.discountPrice,
  );
  if (!input.isInstallationRequired && totals.total.startsWith('-')) {
    throw new AppError('BAD_REQUEST', 'The discount is larger than the quote total');
  }
  const quoteDate = input.quoteDate ?? todayIN();
  const values = {
    ...party,
    quoteDate,
    expiryDate: input.expiryDate ?? addDays(quoteDate, DEFAULT_DUE_DAYS),
    status: input.status,
    customerId: input.customerId ?? null,
    userDemand: String(input.userDemand),
    discountPrice: input.discountPrice,
    termsAndConditions: input.termsAndConditions ?? settings.defTermsQuote,
    isInstallationRequired: input.isInstallationRequired,
    quoteType: input.quoteType,
    taxIncluded: input.taxIncluded,
    // Spec §4: the total is typed only when installation is required; otherwise it is computed.
    totalAmount:
      input.isInstallationRequired && input.totalAmount ? input.totalAmount : totals.total,
    statusMessage: input.statusMessage,
    expectedDate: input.expectedDate ?? null,
    updatedAt: new Date(),
  };
  return { settings, values };
}

async function insertLines(tx: Tx, quoteId: string, input: TQuoteInput) {
  if (!input.lines.length) return;
  await tx.insert(quoteLines).values(
    input.lines.map((line, index) => ({
      quoteId,
      position: index + 1,
      productId: line.productId ?? null,
      productName: line.productName,
      quantity: String(line.quantity),
      price: line.price,
      gstPercentage: String(line.gstPercentage),
      uomUnit: line.uomUnit,
    })),
  );
}

export async function createQuote(
  { tx, actor }: Ctx,
  input: TQuoteInput,
  source: 'backoffice' | 'public' = 'backoffice',
) {
  const { settings, values } = await prepare(tx, input);
  const issued = await issueDocumentNumber(
    tx,
    'quote',
    values.quoteDate,
    settings.quoteNumberingFormat,
    {
      clientCode: values.customerName,
    },
  );
  const [quote] = await tx
    .insert(quotes)
    .values({ ...values, quoteNumber: issued.documentNumber, year: issued.financialYear, source })
    .returning({ id: quotes.id });
  if (!quote) throw new AppError('INTERNAL', 'Quote was not created');
  await insertLines(tx, quote.id, input);
  await writeAudit(tx, actor, 'quote.create', 'quote', quote.id, {
    quoteNumber: issued.documentNumber,
  });
  return getQuote(tx, quote.id);
}

export async function updateQuote({ tx, actor }: Ctx, id: string, input: TQuoteInput) {
  const [existing] = await tx
    .select({ id: quotes.id, isInstallationRequired: quotes.isInstallationRequired })
    .from(quotes)
    .where(eq(quotes.id, id))
    .for('update');
  if (!existing) throw new AppError('NOT_FOUND', 'Quote not found');
  // Spec §4: Installation Required cannot change while editing.
  const { values } = await prepare(tx, {
    ...input,
    isInstallationRequired: existing.isInstallationRequired,
  });
  await tx.update(quotes).set(values).where(eq(quotes.id, id));
  await tx.delete(quoteLines).where(eq(quoteLines.quoteId, id));
  await insertLines(tx, id, input);
  await writeAudit(tx, actor, 'quote.update', 'quote', id);
  return getQuote(tx, id);
}

/** The quote and its stored PDFs. */
export async function deleteQuote(ctx: Ctx & DocumentsCtx, id: string) {
  const { tx, actor } = ctx;
  const [row] = await tx
    .delete(quotes)
    .where(eq(quotes.id, id))
    .returning({ id: quotes.id, quoteNumber: quotes.quoteNumber });
  if (!row) throw new AppError('NOT_FOUND', 'Quote not found');
  await removeDocumentFiles(ctx, 'quote', id);
  await writeAudit(tx, actor, 'quote.delete', 'quote', id, { quoteNumber: row.quoteNumber });
  return { id };
}
