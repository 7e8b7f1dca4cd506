import { randomUUID } from 'node:crypto';
import {
  addDays,
  computeGstDocument,
  DEFAULT_DUE_DAYS,
  financialYearId,
  numberingCode,
  renderNumbering,
  rule46RecipientIssues,
  validateGstRate,
  validateHsn,
  validateInvoiceNumber,
} from '@gst/domain';
import type { Tx } from '@gst/db/client';
import {
  auditLog,
  customers,
  documentCounters,
  invoiceLines,
  invoices,
  paymentAllocations,
  payments,
  products,
  type PAYMENT_MODES,
} from '@gst/db/schema';
import { readBillingSettings } from '@gst/api/services/billing/document-number';
import { readGstSettings, supplierSnapshot } from '@gst/api/services/billing/gst-settings';
import { lineTaxColumns } from '@gst/api/services/billing/line-tax';
import { invoiceTaxColumns, partySnapshot } from '@gst/api/services/invoices/invoices.prepare';
import { RECEIPT_NUMBERING } from '@gst/api/services/payments/payments.service';

/**
 * Batched writers for the demo history. Each invoice's figures come from the GST engine
 * (`computeGstDocument`) with the checks and row shape of the create verb (`prepareInvoice`,
 * `createInvoice`): rate and HSN validation, Rule 46, the shop's numbering template rendered and
 * checked as `issueDocumentNumber` does, gapless per financial year in date order, and the
 * counters left where the verb continues. Settings, customers and products are read once and
 * the rows written 100 invoices to a statement. Creating each invoice through the verb cost
 * ~70 ms on PGlite (and each receipt more: the ledger is re-read), 40 s for the year; reading
 * settings, parties and products per invoice (`prepareInvoice` itself) still cost 5 ms each.
 */

type CustomerRow = typeof customers.$inferSelect;
type ProductRow = typeof products.$inferSelect;
export type DemoLine = { productId: string; quantity: number; price: string };
export type CreatedInvoice = {
  id: string;
  total: string;
  lines: { id: string; taxable: string }[];
};
type Kind = 'invoice' | 'receipt';

/** Numbers of one series, gapless per financial year; `save` leaves the counters after them. */
function series(tx: Tx, kind: Kind, template: string, codes: { invoiceType: string }) {
  const next = new Map<number, number>();
  return {
    issue(date: string, clientCode = '') {
      const financialYear = financialYearId(date);
      const sequence = next.get(financialYear) ?? 1;
      next.set(financialYear, sequence + 1);
      const documentNumber = renderNumbering(template, {
        number: sequence,
        date,
        clientCode: clientCode ? numberingCode(clientCode, 'clientCode') : '',
        invoiceType: codes.invoiceType,
        prefix: '',
      });
      if (kind === 'invoice') {
        const check = validateInvoiceNumber(documentNumber);
        if (!check.ok) throw new Error(check.error);
      }
      return { financialYear, sequence, documentNumber };
    },
    async save() {
      for (const [financialYear, nextValue] of next) {
        await tx
          .insert(documentCounters)
          .values({ kind, financialYear, nextValue })
          .onConflictDoUpdate({
            target: [documentCounters.kind, documentCounters.financialYear],
            set: { nextValue },
          });
      }
    },
  };
}

export async function invoiceWriter(tx: Tx) {
  const settings = await readBillingSettings(tx);
  const gst = await readGstSettings(tx);
  const supplier = await supplierSnapshot(tx, settings.defTermsInvoice);
  const customerOf = new Map((await tx.select().from(customers)).map((c) => [c.id, c]));
  const productOf = new Map((await tx.select().from(products)).map((p) => [p.id, p]));
  const numbers = series(tx, 'invoice', settings.invoiceNumberingFormat, { invoiceType: 'TAX' });
  const rows: (typeof invoices.$inferInsert)[] = [];
  const lineRows: (typeof invoiceLines.$inferInsert)[] = [];

  function compute(
    billTo: CustomerRow,
    date: string,
    lines: (DemoLine & { product: ProductRow })[],
  ) {
    const refuse = (message: string): never => {
      throw new Error(`Demo invoice of ${date} for ${billTo.name}: ${message}`);
    };
    for (const { product } of lines) {
      const rate = validateGstRate(product.gstPercentage, { documentDate: date });
      if (!rate.ok) refuse(rate.error);
      const hsn = validateHsn(product.productHsnCode, { minDigits: gst.hsnMinDigits });
      if (!hsn.ok) refuse(hsn.error);
    }
    const place = {
      supplierStateCode: settings.supplierStateCode,
      placeOfSupply: billTo.stateCode,
      isSez: billTo.isSez,
    };
    const doc = computeGstDocument({
      lines: lines.map((l) => ({
        quantity: l.quantity,
        price: l.price,
        gstRate: l.product.gstPercentage,
        discount: '0.00',
        minPrice: l.product.productMinPrice,
      })),
      place,
      taxInclusive: false,
      roundOff: gst.roundOffTotals,
    });
    const issues = rule46RecipientIssues({
      gstin: billTo.gstin,
      name: billTo.name,
      address: billTo.address,
      stateCode: billTo.stateCode,
      placeOfSupply: billTo.stateCode,
      countryOfDestination: billTo.address,
      taxableValue: doc.totals.taxable,
    });
    if (issues.length) refuse(issues.map((i) => i.error).join('; '));
    return doc;
  }

  /** Computes and numbers one invoice now (call in date order); written by `flush`. */
  function add(date: string, billToId: string, lines: DemoLine[]): CreatedInvoice {
    const billTo = customerOf.get(billToId);
    if (!billTo) throw new Error(`Demo customer ${billToId} not found`);
    const withProducts = lines.map((l) => {
      const product = productOf.get(l.productId);
      if (!product) throw new Error(`Demo product ${l.productId} not found`);
      return { ...l, product };
    });
    const doc = compute(billTo, date, withProducts);
    const issued = numbers.issue(date, billTo.name);
    const id = randomUUID();
    rows.push({
      id,
      invoiceNumber: issued.documentNumber,
      financialYear: issued.financialYear,
      sequence: issued.sequence,
      invoiceDate: date,
      dueDate: addDays(date, DEFAULT_DUE_DAYS),
      dateOfSupply: null,
      placeOfSupply: billTo.stateCode,
      billToId,
      shipToId: null,
      termsAndConditions: settings.defTermsInvoice,
      deliveryAddress: null,
      ...invoiceTaxColumns(doc),
      billTo: partySnapshot(billTo),
      shipTo: null,
      supplier,
    });
    const created: CreatedInvoice = { id, total: doc.totals.grandTotal, lines: [] };
    withProducts.forEach((line, index) => {
      const computed = doc.lines[index];
      const lineId = randomUUID();
      created.lines.push({ id: lineId, taxable: computed?.taxableValue ?? '0.00' });
      lineRows.push({
        id: lineId,
        invoiceId: id,
        position: index + 1,
        productId: line.product.id,
        productLabel: line.product.productLabel,
        productCategory: line.product.productCategory,
        hsnCode: line.product.productHsnCode,
        uomUnit: line.product.uomUnit,
        productMinPrice: line.product.productMinPrice,
        gstPercentage: line.product.gstPercentage,
        description: '',
        quantity: String(line.quantity),
        price: line.price,
        productName: line.product.productName,
        discount: computed?.discount ?? '0.00',
        ...lineTaxColumns(computed),
        serialDetails: '',
      });
    });
    return created;
  }

  async function flush() {
    for (let i = 0; i < rows.length; i += 100)
      await tx.insert(invoices).values(rows.slice(i, i + 100));
    for (let i = 0; i < lineRows.length; i += 200) {
      await tx.insert(invoiceLines).values(lineRows.slice(i, i + 200));
    }
    await numbers.save();
    // The audit trail's 'invoice.create' row for each, as createInvoice writes one (actor: system).
    const linesOf = new Map<string, (typeof invoiceLines.$inferInsert)[]>();
    for (const line of lineRows) {
      linesOf.set(line.invoiceId, [...(linesOf.get(line.invoiceId) ?? []), line]);
    }
    const audits = rows.map((row) => {
      const { supplier: _supplier, id, ...fields } = row;
      const after = {
        ...fields,
        status: 'issued',
        lines: (linesOf.get(id ?? '') ?? []).map(({ id: _line, invoiceId: _inv, ...l }) => l),
      };
      return auditCreate('invoice.create', 'invoice', id ?? null, after, {
        invoiceNumber: row.invoiceNumber,
      });
    });
    await insertAudits(tx, audits);
  }
  return { add, flush };
}

export type PendingReceipt = {
  customerId: string;
  paymentDate: string;
  amount: string;
  mode: (typeof PAYMENT_MODES)[number];
  reference: string;
  invoiceId: string | null;
};

/** Receipts (in date order) as `createPayment` writes them, numbered in its series. */
export async function insertReceipts(tx: Tx, receipts: PendingReceipt[]) {
  const numbers = series(tx, 'receipt', RECEIPT_NUMBERING, { invoiceType: 'RCT' });
  const rows = receipts.map((r) => {
    const issued = numbers.issue(r.paymentDate);
    return {
      id: randomUUID(),
      receiptNumber: issued.documentNumber,
      financialYear: issued.financialYear,
      sequence: issued.sequence,
      customerId: r.customerId,
      paymentDate: r.paymentDate,
      amount: r.amount,
      mode: r.mode,
      reference: r.reference,
      remarks: '',
    };
  });
  for (let i = 0; i < rows.length; i += 200)
    await tx.insert(payments).values(rows.slice(i, i + 200));
  const allocations = receipts.flatMap((r, i) =>
    r.invoiceId
      ? [
          {
            paymentId: rows[i]?.id ?? '',
            invoiceId: r.invoiceId,
            amount: r.amount,
            allocatedOn: r.paymentDate,
          },
        ]
      : [],
  );
  for (let i = 0; i < allocations.length; i += 200) {
    await tx.insert(paymentAllocations).values(allocations.slice(i, i + 200));
  }
  await numbers.save();
  await insertAudits(
    tx,
    rows.map((row, i) => {
      const invoiceId = receipts[i]?.invoiceId ?? null;
      const after = {
        ...row,
        allocations: invoiceId ? [{ invoiceId, amount: row.amount }] : [],
      };
      return auditCreate('payment.create', 'payment', row.id, after, {
        receiptNumber: row.receiptNumber,
        amount: row.amount,
      });
    }),
  );
}

type AuditRow = typeof auditLog.$inferInsert;

/** A create in the audit trail's shape (see auditChange in @gst/api): nothing before, all changed. */
function auditCreate(
  action: string,
  entity: string,
  entityId: string | null,
  after: Record<string, unknown>,
  extra: Record<string, unknown>,
): AuditRow {
  return {
    actorType: 'system',
    actorId: null,
    action,
    entity,
    entityId,
    details: { ...extra, demo: true, before: null, after, changed: Object.keys(after) },
  };
}

async function insertAudits(tx: Tx, audits: AuditRow[]) {
  for (let i = 0; i < audits.length; i += 200) {
    await tx.insert(auditLog).values(audits.slice(i, i + 200));
  }
}
