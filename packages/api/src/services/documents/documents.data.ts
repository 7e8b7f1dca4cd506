import { eq, inArray } from 'drizzle-orm';
import {
  computeDocumentTotals,
  DEFAULT_PRODUCT_TITLE,
  DEFAULT_STATE_CODE,
  INVOICE_COPY_LABELS,
  isUtgstTerritory,
  MoneyDecimal,
  roundToPaise,
} from '@gst/domain';
import type {
  InvoiceData,
  Party,
  QuoteData,
  ShopInfo,
  TaxKind,
  WarrantyData,
} from '@gst/documents';
import type { Tx } from '@gst/db/client';
import { customers, products } from '@gst/db/schema';
import { AppError } from '../../errors';
import { getInvoice, type InvoiceDetail } from '../invoices/invoices.queries';
import { getQuote } from '../quotes/quotes.queries';
import { getSettings } from '../settings/settings.service';

/** Maps database rows to the plain data the PDF builders of @gst/documents take. */

type Settings = Awaited<ReturnType<typeof getSettings>>;
type CustomerRow = typeof customers.$inferSelect;

export function shopInfo(settings: Settings): ShopInfo {
  const stateCode = Number.parseInt(settings.stateCode, 10);
  return {
    name: settings.shopName || DEFAULT_PRODUCT_TITLE,
    address: settings.address,
    gstin: settings.gstin,
    stateCode: Number.isFinite(stateCode) ? stateCode : DEFAULT_STATE_CODE,
    email: settings.email,
    mobileNumber: settings.mobileNumber,
    website: settings.website,
    jurisdiction: settings.jurisdiction,
    topText: settings.topText,
    bank: {
      bankName: settings.bankName,
      accountNumber: settings.accountNumber,
      ifscCode: settings.ifscCode,
      branch: settings.branch,
    },
    images: {
      shopLogo: settings.shopLogo,
      partnerLogo: settings.partnerLogo,
      signature: settings.signature,
    },
  };
}

function party(row: CustomerRow): Party {
  return {
    name: row.name,
    address: row.address,
    gstin: row.gstin,
    stateCode: row.stateCode,
    phoneNumber: row.phoneNumber,
    email: row.email,
  };
}

function taxKindOf(invoice: InvoiceDetail): TaxKind {
  if (invoice.isInterState) return 'IGST';
  return isUtgstTerritory(invoice.placeOfSupply) ? 'CGST_UTGST' : 'CGST_SGST';
}

/**
 * A line's tax heads as the invoice was issued before per-line heads were stored: the whole tax
 * rounded once, the odd paisa to the first half (the engine of issues 6–14).
 */
function issuedHeads(taxAmount: string, kind: TaxKind) {
  const zero = '0.00';
  if (kind === 'IGST') return { cgst: zero, sgst: zero, utgst: zero, igst: taxAmount };
  const tax = new MoneyDecimal(taxAmount);
  const first = roundToPaise(tax.dividedBy(2));
  const second = tax.minus(first).toFixed(2);
  return {
    cgst: first.toFixed(2),
    sgst: kind === 'CGST_SGST' ? second : zero,
    utgst: kind === 'CGST_UTGST' ? second : zero,
    igst: zero,
  };
}

async function productsById(tx: Tx, ids: string[]) {
  if (!ids.length) return new Map<string, ProductRow>();
  const rows = await tx
    .select()
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

type ProductRow = typeof products.$inferSelect;

export type InvoiceSource = {
  invoice: InvoiceDetail;
  settings: Settings;
  products: Map<string, ProductRow>;
  data: InvoiceData;
};

export async function invoiceSource(tx: Tx, id: string): Promise<InvoiceSource> {
  const invoice = await getInvoice({ tx }, { id });
  const settings = await getSettings({ tx });
  const byId = await productsById(
    tx,
    invoice.lines.map((l) => l.productId),
  );
  if (!invoice.billTo) throw new AppError('NOT_FOUND', 'The invoice’s customer no longer exists');
  const delivery = invoice.deliveryAddress;
  const kind = taxKindOf(invoice);
  const data: InvoiceData = {
    style: settings.invoiceStyle === '1' ? 'kw' : 'default',
    shop: shopInfo(settings),
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    dateOfSupply: invoice.dateOfSupply,
    placeOfSupply: invoice.placeOfSupply,
    taxKind: kind,
    supplyType: null,
    lut: null,
    reverseCharge: false,
    copies: [INVOICE_COPY_LABELS[0]],
    status: 'issued',
    revision: 1,
    taxSplit: invoice.taxSplit,
    billTo: party(invoice.billTo),
    shipTo:
      invoice.shipTo && invoice.shipTo.id !== invoice.billTo.id ? party(invoice.shipTo) : null,
    deliveryAddress:
      delivery && (delivery.name || delivery.address)
        ? { ...delivery, name: delivery.name || invoice.billTo.name }
        : null,
    transportMode: invoice.transportMode,
    vehicleNumber: invoice.vehicleNumber,
    lines: invoice.lines.map((line) => {
      const capacity = byId.get(line.productId)?.productCapacity ?? null;
      return {
        label: line.productLabel,
        description: line.description,
        hsnCode: line.hsnCode,
        serials: line.serials.map((s) => s.serialNo),
        quantity: line.quantity,
        unit: line.uomUnit,
        rate: line.price,
        gstRate: line.gstPercentage,
        productName: byId.get(line.productId)?.productName ?? line.productLabel,
        discount: '0.00',
        taxableValue: line.taxableValue,
        taxAmount: line.taxAmount,
        ...issuedHeads(line.taxAmount, kind),
        category: line.productCategory,
        capacityWatts: capacity !== null && Number(capacity) > 0 ? capacity : null,
      };
    }),
    totals: {
      discount: '0.00',
      taxableAmount: invoice.taxableAmount,
      cgst: invoice.cgstAmount,
      sgst: invoice.sgstAmount,
      utgst: invoice.utgstAmount,
      igst: invoice.igstAmount,
      totalTax: new MoneyDecimal(invoice.cgstAmount)
        .plus(invoice.sgstAmount)
        .plus(invoice.utgstAmount)
        .plus(invoice.igstAmount)
        .toFixed(2),
      roundOff: '0.00',
      total: invoice.totalAmount,
    },
    terms: invoice.termsAndConditions,
  };
  return { invoice, settings, products: byId, data };
}

export type QuoteSource = {
  quote: Awaited<ReturnType<typeof getQuote>>;
  settings: Settings;
  data: QuoteData;
};

export async function quoteSource(tx: Tx, id: string): Promise<QuoteSource> {
  const quote = await getQuote({ tx }, { id });
  const settings = await getSettings({ tx });
  const [customer] = quote.customerId
    ? await tx.select().from(customers).where(eq(customers.id, quote.customerId))
    : [];
  // The quote's figures as the quote service computes them (shop state, discount after tax).
  const supplierStateCode = Number.parseInt(settings.stateCode, 10) || DEFAULT_STATE_CODE;
  const totals = computeDocumentTotals(
    quote.lines.map((l) => ({
      quantity: l.quantity,
      price: l.price,
      gstPercentage: l.gstPercentage,
    })),
    { supplierStateCode, placeOfSupply: supplierStateCode },
    quote.discountPrice,
  );
  const data: QuoteData = {
    shop: shopInfo(settings),
    quoteType: quote.quoteType,
    quoteNumber: quote.quoteNumber,
    quoteDate: quote.quoteDate,
    expiryDate: quote.expiryDate,
    status: quote.status,
    customer: {
      name: quote.customerName,
      address: quote.address,
      gstin: quote.gstin,
      stateCode: customer?.stateCode ?? null,
      phoneNumber: quote.phoneNumber,
      email: quote.email,
    },
    userDemand: quote.userDemand,
    isInstallationRequired: quote.isInstallationRequired,
    taxIncluded: quote.taxIncluded,
    taxKind: totals.kind,
    placeOfSupply: null,
    taxSplit: totals.taxSplit,
    totals: {
      taxableAmount: totals.taxableAmount,
      cgst: totals.cgst,
      sgst: totals.sgst,
      utgst: totals.utgst,
      igst: totals.igst,
      totalTax: totals.totalTax,
      discount: totals.discount,
      total: totals.total,
    },
    totalAmount: quote.totalAmount,
    lines: quote.lines.map((line, i) => {
      const computed = totals.lines[i];
      return {
        name: line.productName,
        quantity: line.quantity,
        unit: line.uomUnit,
        rate: line.price,
        gstRate: line.gstPercentage,
        taxableValue: computed?.taxableValue ?? '0.00',
        cgst: computed?.cgst ?? '0.00',
        sgst: computed?.sgst ?? '0.00',
        utgst: computed?.utgst ?? '0.00',
        igst: computed?.igst ?? '0.00',
      };
    }),
    terms: quote.termsAndConditions,
  };
  return { quote, settings, data };
}

/** One certificate per serial-numbered unit on the invoice; an invoice without any is refused. */
export async function warrantySource(tx: Tx, id: string): Promise<WarrantyData> {
  const { invoice, data, products: byId } = await invoiceSource(tx, id);
  const items = invoice.lines.flatMap((line) => {
    const product = byId.get(line.productId);
    return line.serials.map((serial) => ({
      serialNo: serial.serialNo,
      product: line.productLabel,
      hsnCode: line.hsnCode,
      productWarrantyYears: product?.productWarranty ?? null,
      outputWarrantyYears: product?.productOutputWarranty ?? null,
      capacityWatts:
        product && Number(product.productCapacity) > 0 ? product.productCapacity : null,
    }));
  });
  if (!items.length) {
    throw new AppError(
      'BAD_REQUEST',
      `Invoice ${invoice.invoiceNumber} has no serial-numbered items, so there are no warranty certificates to make`,
    );
  }
  return {
    shop: data.shop,
    customer: data.billTo,
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: invoice.invoiceDate,
    items,
  };
}
