import { and, eq, inArray } from 'drizzle-orm';
import {
  addDays,
  computeDocumentTotals,
  DEFAULT_DUE_DAYS,
  financialYearId,
  todayIN,
} from '@gst/domain';
import type { Tx } from '@gst/db/client';
import { customers, invoiceLineSerials, invoiceLines, invoices, products } from '@gst/db/schema';
import { writeAudit } from '../../infra/audit';
import { AppError } from '../../errors';
import type { ServiceCtx } from '../context';
import { removeDocumentFiles } from '../documents/stored-files';
import {
  issueDocumentNumber,
  readBillingSettings,
  releaseLastNumber,
} from '../billing/document-number';
import { claimIdempotencyKey, requestHash, storeIdempotentResponse } from '../billing/idempotency';
import { getInvoice, type InvoiceDetail } from './invoices.queries';
import type { TInvoiceCreate, TInvoiceInput, TInvoiceUpdate } from './invoices.schema';
import { releaseSerials, takeSerials } from './serials';

/** Validates parties and products and computes every figure; writes nothing. */
async function prepare(tx: Tx, input: TInvoiceInput) {
  const settings = await readBillingSettings(tx);
  const partyIds = [input.billToId, input.shipToId].filter((v): v is string => Boolean(v));
  const parties = await tx.select().from(customers).where(inArray(customers.id, partyIds));
  const billTo = parties.find((p) => p.id === input.billToId);
  if (!billTo) throw new AppError('BAD_REQUEST', 'The bill-to customer does not exist');
  if (input.shipToId && !parties.some((p) => p.id === input.shipToId)) {
    throw new AppError('BAD_REQUEST', 'The ship-to customer does not exist');
  }
  const productIds = [...new Set(input.lines.map((l) => l.productId))];
  const found = await tx.select().from(products).where(inArray(products.id, productIds));
  const byId = new Map(found.map((p) => [p.id, p]));
  const lines = input.lines.map((line, index) => {
    const product = byId.get(line.productId);
    if (!product)
      throw new AppError('BAD_REQUEST', `Line ${index + 1}: the product does not exist`);
    if (line.serialItemIds.length > line.quantity) {
      throw new AppError(
        'BAD_REQUEST',
        `Line ${index + 1}: Only ${Math.floor(line.quantity)} serial numbers allowed`,
      );
    }
    return { ...line, product };
  });
  const invoiceDate = input.invoiceDate ?? todayIN();
  const placeOfSupply = input.placeOfSupply ?? input.deliveryAddress?.stateCode ?? billTo.stateCode;
  const totals = computeDocumentTotals(
    lines.map((l) => ({
      quantity: l.quantity,
      price: l.price,
      gstPercentage: l.product.gstPercentage,
      minPrice: l.product.productMinPrice,
    })),
    { supplierStateCode: settings.supplierStateCode, placeOfSupply },
  );
  const values = {
    invoiceDate,
    dueDate: input.dueDate ?? addDays(invoiceDate, DEFAULT_DUE_DAYS),
    dateOfSupply: input.dateOfSupply ?? null,
    transportMode: input.transportMode,
    vehicleNumber: input.vehicleNumber,
    placeOfSupply,
    billToId: input.billToId,
    shipToId: input.shipToId ?? null,
    termsAndConditions: input.termsAndConditions ?? settings.defTermsInvoice,
    deliveryAddress: input.deliveryAddress ?? null,
    isInterState: totals.kind === 'IGST',
    taxableAmount: totals.taxableAmount,
    cgstAmount: totals.cgst,
    sgstAmount: totals.sgst,
    utgstAmount: totals.utgst,
    igstAmount: totals.igst,
    totalAmount: totals.total,
    taxSplit: totals.taxSplit,
    updatedAt: new Date(),
  };
  return { settings, billTo, lines, totals, values };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

async function insertLines(tx: Tx, invoiceId: string, prepared: Prepared) {
  const lineRows = await tx
    .insert(invoiceLines)
    .values(
      prepared.lines.map((line, index) => {
        const computed = prepared.totals.lines[index];
        return {
          invoiceId,
          position: index + 1,
          productId: line.product.id,
          productLabel: line.product.productLabel,
          productCategory: line.product.productCategory,
          hsnCode: line.product.productHsnCode,
          uomUnit: line.product.uomUnit,
          productMinPrice: line.product.productMinPrice,
          gstPercentage: line.product.gstPercentage,
          description: line.description,
          quantity: String(line.quantity),
          price: line.price,
          taxableValue: computed?.taxableValue ?? '0.00',
          taxAmount: computed?.taxAmount ?? '0.00',
          serialDetails: line.serialDetails,
        };
      }),
    )
    .returning({ id: invoiceLines.id, position: invoiceLines.position });
  const links = lineRows.flatMap((row) =>
    (prepared.lines[row.position - 1]?.serialItemIds ?? []).map((itemId) => ({
      invoiceLineId: row.id,
      itemId,
    })),
  );
  if (links.length) await tx.insert(invoiceLineSerials).values(links);
}

async function takeAllSerials(tx: Tx, prepared: Prepared) {
  for (const line of prepared.lines)
    await takeSerials(tx, line.product.id, line.serialItemIds, line.product.productLabel);
}

/**
 * One transaction: validate, take the serials, issue the number (last, so its lock is short),
 * insert invoice, lines and serial links, audit. Any failure rolls all of it back: no number
 * used, no item sold, no partial invoice.
 */
export async function createInvoice(
  ctx: ServiceCtx,
  input: TInvoiceCreate,
): Promise<InvoiceDetail> {
  const { tx, actor } = ctx;
  const { idempotencyKey, ...body } = input;
  const key = idempotencyKey ? `invoice:${idempotencyKey}` : undefined;
  if (key) {
    const claim = await claimIdempotencyKey<InvoiceDetail>(tx, key, actor.id, requestHash(body));
    if (claim.replay) return claim.response;
  }
  const prepared = await prepare(tx, body);
  await takeAllSerials(tx, prepared);
  const issued = await issueDocumentNumber(
    tx,
    'invoice',
    prepared.values.invoiceDate,
    prepared.settings.invoiceNumberingFormat,
    {
      clientCode: prepared.billTo.name,
    },
  );
  const [invoice] = await tx
    .insert(invoices)
    .values({
      ...prepared.values,
      invoiceNumber: issued.documentNumber,
      financialYear: issued.financialYear,
      sequence: issued.sequence,
    })
    .returning({ id: invoices.id });
  if (!invoice) throw new AppError('INTERNAL', 'Invoice was not created');
  await insertLines(tx, invoice.id, prepared);
  await writeAudit(tx, actor, 'invoice.create', 'invoice', invoice.id, {
    invoiceNumber: issued.documentNumber,
  });
  const detail = await getInvoice(ctx, { id: invoice.id });
  if (key) await storeIdempotentResponse(tx, key, detail);
  return detail;
}

async function currentSerialIds(tx: Tx, invoiceId: string): Promise<string[]> {
  const rows = await tx
    .select({ itemId: invoiceLineSerials.itemId })
    .from(invoiceLineSerials)
    .innerJoin(invoiceLines, eq(invoiceLines.id, invoiceLineSerials.invoiceLineId))
    .where(eq(invoiceLines.invoiceId, invoiceId));
  return rows.map((r) => r.itemId);
}

/** Edits keep the number; serials removed from the invoice go back into stock. */
export async function updateInvoice(
  ctx: ServiceCtx,
  { id, ...input }: TInvoiceUpdate,
): Promise<InvoiceDetail> {
  const { tx, actor } = ctx;
  const [existing] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!existing) throw new AppError('NOT_FOUND', 'Invoice not found');
  const prepared = await prepare(tx, {
    ...input,
    invoiceDate: input.invoiceDate ?? existing.invoiceDate,
  });
  if (financialYearId(prepared.values.invoiceDate) !== existing.financialYear) {
    throw new AppError(
      'BAD_REQUEST',
      'An invoice cannot move to another financial year: its number belongs to its year',
    );
  }
  // Release first so a serial kept on the invoice can be taken again by its new line.
  await releaseSerials(tx, await currentSerialIds(tx, id));
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, id));
  await takeAllSerials(tx, prepared);
  await tx.update(invoices).set(prepared.values).where(eq(invoices.id, id));
  await insertLines(tx, id, prepared);
  await writeAudit(tx, actor, 'invoice.update', 'invoice', id);
  return getInvoice(ctx, { id });
}

/**
 * Tax-invoice numbers must stay consecutive within a financial year (Rule 46(b)), so only the
 * newest invoice of its year can be deleted; its number is given back. Its serials return to stock,
 * and its stored PDFs are removed.
 */
export async function deleteInvoice(ctx: ServiceCtx, { id }: { id: string }) {
  const { tx, actor } = ctx;
  const [existing] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!existing) throw new AppError('NOT_FOUND', 'Invoice not found');
  const released = await releaseLastNumber(
    tx,
    'invoice',
    existing.financialYear,
    existing.sequence,
  );
  if (!released) {
    throw new AppError(
      'CONFLICT',
      `Invoice ${existing.invoiceNumber} cannot be deleted: only the newest invoice of a financial year can be, so that invoice numbers stay consecutive as GST requires. Edit it instead.`,
    );
  }
  await releaseSerials(tx, await currentSerialIds(tx, id));
  await tx.delete(invoices).where(and(eq(invoices.id, id)));
  await removeDocumentFiles(ctx, 'invoice', id);
  await writeAudit(tx, actor, 'invoice.delete', 'invoice', id, {
    invoiceNumber: existing.invoiceNumber,
  });
  return { id };
}
