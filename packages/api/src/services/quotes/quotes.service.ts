import { eq } from 'drizzle-orm';
import { addDays, DEFAULT_DUE_DAYS, MoneyDecimal, todayIN } from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { customers, quoteLines, quotes } from '@gst/db/schema';
import { auditChange, writeAudit } from '../../infra/audit';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { removeDocumentFiles } from '../shared/document-files';
import { issueDocumentNumber, readBillingSettings } from '../billing/document-number';
import { quoteFigures } from './quotes.figures';
import { getQuote } from './quotes.queries';
import type { TQuoteInput, TQuoteUpdate } from './quotes.schema';

async function prepare(tx: Tx, input: TQuoteInput) {
  const settings = await readBillingSettings(tx);
  let party = {
    customerName: input.customerName,
    gstin: input.gstin,
    address: input.address,
    email: input.email,
    phoneNumber: input.phoneNumber,
  };
  // Place of supply (issue 15): a picked customer's state; for a typed customer the quote's own
  // placeOfSupply, else the shop's state.
  let placeOfSupply = input.placeOfSupply ?? settings.supplierStateCode;
  let customer: { isSez: boolean } | null = null;
  if (input.customerId) {
    const [row] = await tx.select().from(customers).where(eq(customers.id, input.customerId));
    if (!row) throw new AppError('BAD_REQUEST', 'The selected customer does not exist');
    party = {
      customerName: row.name,
      gstin: row.gstin,
      address: row.address,
      email: row.email,
      phoneNumber: row.phoneNumber,
    };
    placeOfSupply = row.stateCode;
    customer = row;
  }
  if (!party.customerName) throw new AppError('BAD_REQUEST', 'Customer name is required');
  const source = {
    placeOfSupply,
    taxIncluded: input.taxIncluded,
    discountPrice: input.discountPrice,
    lines: input.lines,
  };
  const shop = { stateCode: String(settings.supplierStateCode) };
  const undiscounted = quoteFigures({ ...source, discountPrice: '0.00' }, shop, customer);
  if (
    !input.isInstallationRequired &&
    new MoneyDecimal(input.discountPrice).greaterThan(undiscounted.totals.total)
  ) {
    throw new AppError('BAD_REQUEST', 'The discount is larger than the quote total');
  }
  const figures = quoteFigures(source, shop, customer);
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
    placeOfSupply,
    // Spec §4: the total is typed only when installation is required; otherwise it is computed.
    totalAmount:
      input.isInstallationRequired && input.totalAmount ? input.totalAmount : figures.totals.total,
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
  ctx: ServiceCtx,
  input: TQuoteInput,
  source: 'backoffice' | 'public' = 'backoffice',
) {
  const { tx, actor } = ctx;
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
  return getQuote(ctx, { id: quote.id });
}

export async function updateQuote(ctx: ServiceCtx, { id, ...input }: TQuoteUpdate) {
  const { tx, actor } = ctx;
  const [existing] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
  if (!existing) throw new AppError('NOT_FOUND', 'Quote not found');
  // Spec §4: Installation Required cannot change while editing.
  const { values } = await prepare(tx, {
    ...input,
    isInstallationRequired: existing.isInstallationRequired,
  });
  const [after] = await tx.update(quotes).set(values).where(eq(quotes.id, id)).returning();
  await tx.delete(quoteLines).where(eq(quoteLines.quoteId, id));
  await insertLines(tx, id, input);
  await auditChange(
    tx,
    actor,
    'quote.update',
    'quote',
    id,
    { before: existing, after },
    { quoteNumber: existing.quoteNumber },
  );
  return getQuote(ctx, { id });
}

/** The quote and its stored PDFs. */
export async function deleteQuote(ctx: ServiceCtx, { id }: { id: string }) {
  const { tx, actor } = ctx;
  const [row] = await tx.delete(quotes).where(eq(quotes.id, id)).returning();
  if (!row) throw new AppError('NOT_FOUND', 'Quote not found');
  await removeDocumentFiles(ctx, 'quote', id);
  await auditChange(
    tx,
    actor,
    'quote.delete',
    'quote',
    id,
    { before: row },
    { quoteNumber: row.quoteNumber },
  );
  return { id };
}
