import { computeDocumentTotals, toMoney } from '@gst/domain';
import type { TotalsFigures } from '../billing/TotalsSummary';
import type { QuoteDetail } from '../billing/types';

/**
 * A saved quote's totals box: the split recomputed from its lines (taxed within the shop's
 * state, as the server does), the stated total (typed when installation is required) and the
 * net profit against it: stated total − GST − Σ minimum price × quantity (spec §9).
 */
export function quoteFigures(quote: QuoteDetail, supplierStateCode: number): TotalsFigures {
  const computed = computeDocumentTotals(
    quote.lines.map((l) => ({
      quantity: l.quantity,
      price: l.price,
      gstPercentage: l.gstPercentage,
      minPrice: l.productMinPrice,
    })),
    { supplierStateCode, placeOfSupply: supplierStateCode },
    quote.discountPrice,
  );
  const stated = toMoney(quote.totalAmount);
  return {
    ...computed,
    total: stated.toFixed(2),
    netProfit: toMoney(computed.netProfit).plus(stated).minus(toMoney(computed.total)).toFixed(2),
  };
}
