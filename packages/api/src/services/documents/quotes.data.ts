import { eq } from 'drizzle-orm';
import type { QuoteData, WarrantyData } from '@gst/documents';
import type { Tx } from '@gst/db/client';
import { customers } from '@gst/db/schema';
import { AppError } from '../../errors';
import { quoteFigures, quotePlace } from '../quotes/quotes.figures';
import { getQuote } from '../quotes/quotes.queries';
import { getSettings } from '../settings/settings.service';
import { invoiceSource, shopInfo } from './documents.data';

/** Quotes and warranty certificates as the PDF builders take them (split from documents.data.ts). */

type Settings = Awaited<ReturnType<typeof getSettings>>;

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
