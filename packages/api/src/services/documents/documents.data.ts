import { eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_PRODUCT_TITLE,
  DEFAULT_STATE_CODE,
  isUtgstTerritory,
  MoneyDecimal,
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
import { customers, products, type PartySnapshot, type SupplierSnapshot } from '@gst/db/schema';
import { AppError } from '../../errors';
import {
  copyLabels,
  imagesByKey,
  readGstSettings,
  type InvoiceCopies,
} from '../billing/gst-settings';
import { getInvoice, type InvoiceDetail } from '../invoices/invoices.queries';
import { partySnapshot } from '../invoices/invoices.prepare';
import { quoteFigures, quotePlace } from '../quotes/quotes.figures';
import { getQuote } from '../quotes/quotes.queries';
import { getSettings } from '../settings/settings.service';
import { upiPaymentOf } from './upi.data';

/** Maps database rows to the plain data the PDF builders of @gst/documents take. */

type Settings = Awaited<ReturnType<typeof getSettings>>;

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

function taxKindOf(invoice: InvoiceDetail): TaxKind {
  if (invoice.isInterState) return 'IGST';
  return isUtgstTerritory(invoice.placeOfSupply) ? 'CGST_UTGST' : 'CGST_SGST';
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

/** A party as printed: the snapshot without its SEZ flag (the PDF prints the endorsement). */
export function snapshotParty({ isSez, ...party }: PartySnapshot): Party {
  void isSez;
  return party;
}

/** The supplier as issued (the invoice's snapshot; its images from document_assets). */
export async function issuedShop(tx: Tx, supplier: SupplierSnapshot): Promise<ShopInfo> {
  const { logo, partnerLogo, signature } = supplier.images;
  const images = await imagesByKey(tx, [logo, partnerLogo, signature]);
  const image = (key: string | null) => (key ? (images.get(key) ?? '') : '');
  return {
    name: supplier.shopName,
    address: supplier.address,
    gstin: supplier.gstin,
    stateCode: supplier.stateCode,
    email: supplier.email,
    mobileNumber: supplier.mobileNumber,
    website: supplier.website,
    jurisdiction: supplier.jurisdiction,
    topText: supplier.topText,
    bank: {
      bankName: supplier.bankName,
      accountNumber: supplier.accountNumber,
      ifscCode: supplier.ifscCode,
      branch: supplier.branch,
    },
    images: {
      shopLogo: image(logo),
      partnerLogo: image(partnerLogo),
      signature: image(signature),
    },
    // Snapshots taken before issue 19 carry no UPI ID: those invoices print no QR.
    upiId: supplier.upiId ?? '',
  };
}

/**
 * An invoice as issued: the supplier and parties from its snapshots (never the live settings or
 * customers), every figure from its stored columns. `copies` (1–3) defaults to the shop's
 * `invoiceCopies` setting.
 */
export async function invoiceSource(
  tx: Tx,
  id: string,
  options: { copies?: InvoiceCopies } = {},
): Promise<InvoiceSource> {
  const invoice = await getInvoice({ tx }, { id });
  const settings = await getSettings({ tx });
  const gst = await readGstSettings(tx);
  const byId = await productsById(
    tx,
    invoice.lines.map((l) => l.productId),
  );
  const liveBillTo = invoice.billTo;
  const billTo = invoice.billToSnapshot ?? (liveBillTo && partySnapshot(liveBillTo));
  if (!billTo) throw new AppError('NOT_FOUND', 'The invoice’s customer no longer exists');
  const shipTo = invoice.shipToSnapshot ?? (invoice.shipTo && partySnapshot(invoice.shipTo));
  const delivery = invoice.deliveryAddress;
  const kind = taxKindOf(invoice);
  const supplyType = invoice.supplyType ?? null;
  // An invoice issued before the supplier snapshot existed prints today's settings, but never a
  // UPI QR: that needs the UPI ID in force at issue.
  const shop = invoice.supplier ? await issuedShop(tx, invoice.supplier) : shopInfo(settings);
  const data: InvoiceData = {
    style: settings.invoiceStyle === '1' ? 'kw' : 'default',
    shop,
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    dateOfSupply: invoice.dateOfSupply,
    placeOfSupply: invoice.placeOfSupply,
    taxKind: kind,
    supplyType,
    lut: supplyType === 'WOPAY' ? gst.lut : null,
    reverseCharge: false,
    copies: copyLabels(options.copies ?? gst.invoiceCopies),
    status: invoice.status,
    revision: invoice.revision,
    taxSplit: invoice.taxSplit,
    billTo: snapshotParty(billTo),
    shipTo: shipTo && invoice.shipToId !== invoice.billToId ? snapshotParty(shipTo) : null,
    deliveryAddress:
      delivery && (delivery.name || delivery.address)
        ? { ...delivery, name: delivery.name || billTo.name }
        : null,
    transportMode: invoice.transportMode,
    vehicleNumber: invoice.vehicleNumber,
    einvoice: invoice.irp,
    ewayBill: invoice.ewayBill,
    upiPayment: await upiPaymentOf(tx, invoice, shop),
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
        productName: line.productName || line.productLabel,
        discount: line.discount,
        taxableValue: line.taxableValue,
        taxAmount: line.taxAmount,
        cgst: line.cgst,
        sgst: line.sgst,
        utgst: line.utgst,
        igst: line.igst,
        category: line.productCategory,
        capacityWatts: capacity !== null && Number(capacity) > 0 ? capacity : null,
      };
    }),
    totals: {
      discount: invoice.lines
        .reduce((sum, line) => sum.plus(line.discount), new MoneyDecimal(0))
        .toFixed(2),
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
      roundOff: invoice.roundOff,
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
  // The quote's figures exactly as the quote service computed its total (issue 15): place of
  // supply from the customer, IGST when inter-state or SEZ, tax-inclusive prices backed out,
  // discount after tax.
  const figures = quoteFigures(quote, settings, customer);
  const place = quotePlace(quote, settings, customer);
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
    taxKind: figures.kind,
    placeOfSupply: place.placeOfSupply,
    taxSplit: figures.taxSplit,
    totals: {
      taxableAmount: figures.totals.taxable,
      cgst: figures.totals.cgst,
      sgst: figures.totals.sgst,
      utgst: figures.totals.utgst,
      igst: figures.totals.igst,
      totalTax: figures.totals.totalTax,
      discount: figures.totals.discountAfterTax,
      total: figures.totals.total,
    },
    totalAmount: quote.totalAmount,
    lines: quote.lines.map((line, i) => {
      const computed = figures.lines[i];
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
