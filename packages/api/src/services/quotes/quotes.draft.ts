import { eq } from 'drizzle-orm';
import { hasPermission, isZeroRatedPlace, quoteDiscountToLineDiscounts } from '@gst/domain';
import { customers } from '@gst/db/schema';
import { AppError } from '../../errors';
import { actingUser, type ServiceCtx } from '../context';
import { getSettings } from '../settings/settings.service';
import { quoteGstLines, quotePlace } from './quotes.figures';
import { getQuote } from './quotes.queries';

/**
 * The invoice a quote becomes (the quote's Invoicing action, issue 15). A tax invoice cannot take
 * a discount after tax (CGST Act s.15(3)(a)), so the quote's discountPrice is spread into pre-tax
 * line discounts (quoteDiscountToLineDiscounts) chosen so that the invoice total equals the quote
 * total; `difference` says by how much it does not (never more than 1 paisa).
 */
export type InvoiceDraftLine = {
  /** null when the quote line was typed without a product: the user picks one. */
  productId: string | null;
  description: string;
  quantity: number;
  price: string;
  serialItemIds: string[];
  serialDetails: string;
  discount: string;
};

export type InvoiceDraft = {
  /** The quote's place of supply, which its figures (and so this draft's total) were computed with. */
  placeOfSupply: number;
  /** The quote's customer; null for a typed customer: the user picks one. */
  billToId: string | null;
  shipToId: null;
  taxInclusive: boolean;
  /** WPAY (with IGST, as the quote charged it) for an export or SEZ customer, else null. */
  supplyType: 'WPAY' | null;
  /** Issue 30: a quote knows neither; the invoice drawer sets them (the invoice's defaults). */
  reverseCharge: false;
  exportDetails: null;
  lines: InvoiceDraftLine[];
};

export async function quoteInvoiceDraft(ctx: ServiceCtx, { id }: { id: string }) {
  // The procedure checked 'create' on invoices; the quote is read too, so 'view' on quotes.
  if (!hasPermission(actingUser(ctx), 'manage-quote', 'view')) {
    throw new AppError('FORBIDDEN', "You do not have the 'view' permission on manage-quote");
  }
  const quote = await getQuote(ctx, { id });
  if (quote.lines.length === 0) {
    throw new AppError('BAD_REQUEST', 'The quote has no lines to invoice');
  }
  const settings = await getSettings(ctx);
  const [customer] = quote.customerId
    ? await ctx.tx
        .select({ id: customers.id, isSez: customers.isSez })
        .from(customers)
        .where(eq(customers.id, quote.customerId))
    : [];
  const place = quotePlace(quote, settings, customer);
  const supplyType = isZeroRatedPlace(place) ? 'WPAY' : null;
  let spread;
  try {
    spread = quoteDiscountToLineDiscounts({
      lines: quoteGstLines(quote),
      place,
      discountPrice: quote.discountPrice,
      taxInclusive: quote.taxIncluded,
      supplyType: supplyType ?? undefined,
    });
  } catch (error) {
    if (error instanceof RangeError) {
      throw new AppError('BAD_REQUEST', `discountPrice: ${error.message}`);
    }
    throw error;
  }
  const draft: InvoiceDraft = {
    placeOfSupply: place.placeOfSupply,
    billToId: customer?.id ?? null,
    shipToId: null,
    taxInclusive: quote.taxIncluded,
    supplyType,
    reverseCharge: false,
    exportDetails: null,
    lines: quote.lines.map((line, i) => ({
      productId: line.productId,
      description: line.productId ? '' : line.productName,
      quantity: Number(line.quantity),
      price: line.price,
      serialItemIds: [],
      serialDetails: '',
      discount: spread.discounts[i] ?? '0.00',
    })),
  };
  return {
    draft,
    quoteTotal: spread.quoteTotal,
    invoiceTotal: spread.invoiceTotal,
    difference: spread.difference,
  };
}
