import type { SupplierSnapshot, invoices } from '@gst/db/schema';
import type { IssuedNumber } from '../billing/document-number';
import { lineTaxColumns } from '../billing/line-tax';
import type { PreparedInvoice } from './invoices.prepare';

/**
 * The rows an invoice is stored as and its audit entry, built by the same functions for
 * createInvoice and updateInvoice and for the bulk path (invoices.bulk.ts).
 */

type InvoiceRow = typeof invoices.$inferSelect;

/** The invoice row of a prepared invoice, numbered and with the supplier as issued. */
export function invoiceRow(
  prepared: PreparedInvoice,
  supplier: SupplierSnapshot,
  issued: IssuedNumber,
) {
  return {
    ...prepared.values,
    supplier,
    invoiceNumber: issued.documentNumber,
    financialYear: issued.financialYear,
    sequence: issued.sequence,
  };
}

/** The line rows of a prepared invoice, positions from 1, figures from the GST engine. */
export function invoiceLineRows(invoiceId: string, prepared: PreparedInvoice) {
  return prepared.lines.map((line, index) => {
    const computed = prepared.doc.lines[index];
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
      productName: line.product.productName,
      discount: computed?.discount ?? '0.00',
      ...lineTaxColumns(computed),
      serialDetails: line.serialDetails,
      // Issue 30: the product's taxability at issue (GSTR-1 Table 8 reads it).
      taxability: line.product.taxability,
    };
  });
}

/** The serial items sold on each stored line (by the line's position). */
export function serialLinks(
  lines: readonly { id: string; position: number }[],
  prepared: PreparedInvoice,
) {
  return lines.flatMap((row) =>
    (prepared.lines[row.position - 1]?.serialItemIds ?? []).map((itemId) => ({
      invoiceLineId: row.id,
      itemId,
    })),
  );
}

/** What an audit row compares: the invoice's own fields, and its lines as typed. */
const AUDITED = [
  'invoiceDate',
  'dueDate',
  'dateOfSupply',
  'transportMode',
  'vehicleNumber',
  'transportDistanceKm',
  'transporterId',
  'transporterName',
  'placeOfSupply',
  'billToId',
  'shipToId',
  'termsAndConditions',
  'deliveryAddress',
  'taxInclusive',
  'supplyType',
  'reverseCharge',
  'exportDetails',
  'taxableAmount',
  'cgstAmount',
  'sgstAmount',
  'utgstAmount',
  'igstAmount',
  'roundOff',
  'totalAmount',
  'billTo',
  'shipTo',
] as const;

export function audited(row: Pick<InvoiceRow, (typeof AUDITED)[number]>) {
  return Object.fromEntries(AUDITED.map((key) => [key, row[key]]));
}

/** A line as the audit trail shows it (a stored line, or one about to be). */
export function auditedLine(line: {
  productId: string;
  quantity: string;
  price: string;
  discount: string;
  description: string;
  serialDetails: string;
}) {
  const { productId, quantity, price, discount, description, serialDetails } = line;
  return {
    productId,
    quantity: Number(quantity).toString(),
    price,
    discount,
    description,
    serialDetails,
  };
}

/** The details of an invoice's 'invoice.create' audit entry. */
export function createdAudit(
  issued: IssuedNumber,
  values: PreparedInvoice['values'],
  lines: ReturnType<typeof auditedLine>[],
) {
  return {
    invoiceNumber: issued.documentNumber,
    before: null,
    after: {
      invoiceNumber: issued.documentNumber,
      status: 'issued',
      ...audited(values),
      lines,
    },
  };
}
