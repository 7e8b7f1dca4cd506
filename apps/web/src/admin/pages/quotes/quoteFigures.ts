import { computeGstDocument, toMoney } from '@gst/domain';
import { gstFigures } from '../billing/gst';
import type { TotalsFigures } from '../billing/TotalsSummary';
import type { QuoteDetail } from '../billing/types';
import { quotePlace, quotePlaceOfSupply } from './quoteForm';

/**
 * A saved quote's totals box: the split recomputed from its lines by the domain engine (place of
 * supply as stored, or the GSTIN's state, or the shop's; tax-inclusive prices when the quote says
 * so; the discount after tax), the stated total (typed when installation is required) and the net
 * profit against it: stated total − GST − Σ minimum price × quantity (spec §9).
 */
export function quoteFigures(quote: QuoteDetail, supplierStateCode: number): TotalsFigures {
  const stored = quotePlaceOfSupply(quote);
  const doc = computeGstDocument({
    lines: quote.lines.map((l) => ({
      quantity: l.quantity,
      price: l.price,
      gstRate: l.gstPercentage,
      minPrice: l.productMinPrice,
    })),
    place: quotePlace(
      {
        customerStateCode: stored ? String(stored) : '',
        customerIsSez: false,
        gstin: quote.gstin ?? '',
      },
      supplierStateCode,
    ),
    taxInclusive: quote.taxIncluded,
    discountAfterTax: quote.discountPrice,
  });
  const computed = gstFigures(doc);
  const stated = toMoney(quote.totalAmount);
  return {
    ...computed,
    total: stated.toFixed(2),
    netProfit: toMoney(doc.netProfit).plus(stated).minus(toMoney(doc.totals.grandTotal)).toFixed(2),
  };
}
