import { inArray } from 'drizzle-orm';
import {
  DEFAULT_PRODUCT_TITLE,
  DEFAULT_STATE_CODE,
  isUtgstTerritory,
  MoneyDecimal,
} from '@gst/domain';
import type { InvoiceData, Party, ShopInfo, TaxKind } from '@gst/documents';
import type { Tx } from '@gst/db/client';
import { products, type PartySnapshot, type SupplierSnapshot } from '@gst/db/schema';
import { AppError } from '../../errors';
import {
  copyLabels,
  imagesByKey,
  readGstSettings,
  type InvoiceCopies,
} from '../billing/gst-settings';
import { getInvoice, type InvoiceDetail } from '../invoices/invoices.queries';
import { partySnapshot } from '../invoices/invoices.prepare';
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
    // Issue 30: printed after the address unless it already holds them.
    city: settings.city,
    pinCode: settings.pinCode,
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
    // The PIN is in the snapshot's address already; the city when the snapshot has one.
    city: supplier.city ?? '',
  };
}

/**
 * Issue 30: the city (and a PIN kept apart) of a party or the shop as issued, else as now (the
 * customer's record, the shop's setting): snapshots taken before issue 30 have neither, as the
 * e-invoice reads them (edocs.source.ts).
 */
export function withPlace<T extends { city?: string; pinCode?: string }>(
  issued: T,
  now: { city?: string; pinCode?: string } | null | undefined,
): T {
  return {
    ...issued,
    city: issued.city || now?.city || '',
    pinCode: issued.pinCode || now?.pinCode || '',
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
  const shop = invoice.supplier
    ? withPlace(await issuedShop(tx, invoice.supplier), { city: settings.city })
    : shopInfo(settings);
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
    // Issue 30: Rule 46(p) Yes, the tax shown as the recipient's; an export's shipping details.
    reverseCharge: invoice.reverseCharge,
    exportDetails: invoice.exportDetails,
    copies: copyLabels(options.copies ?? gst.invoiceCopies),
    status: invoice.status,
    revision: invoice.revision,
    taxSplit: invoice.taxSplit,
    billTo: withPlace(snapshotParty(billTo), liveBillTo),
    shipTo:
      shipTo && invoice.shipToId !== invoice.billToId
        ? withPlace(snapshotParty(shipTo), invoice.shipTo)
        : null,
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
        taxability: line.taxability,
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
