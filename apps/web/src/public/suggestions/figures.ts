import type { SuggestedProduct } from '../site/api';
import { formatNumber } from '../site/format';

const dash = '—';

/** The spec's per-product figures (§2 /suggestions) as label/value pairs, in table order. */
export function suggestionFields(product: SuggestedProduct): { label: string; value: string }[] {
  const f = product.figures;
  return [
    { label: 'Capacity', value: `${formatNumber(f.capacityKw, 3)} kW` },
    { label: 'Quantity needed', value: formatNumber(f.quantity, 0) },
    {
      label: 'Weight per unit',
      value: f.weightPerUnitKg === null ? dash : `${formatNumber(f.weightPerUnitKg)} kg`,
    },
    {
      label: 'Total est. weight',
      value: f.totalWeightKg === null ? dash : `${formatNumber(f.totalWeightKg)} kg`,
    },
    {
      label: 'Total est. area',
      value: f.totalAreaSqFt === null ? dash : `${formatNumber(f.totalAreaSqFt)} ft²`,
    },
    {
      label: 'Product warranty',
      value:
        f.productWarrantyYears === null ? dash : `${formatNumber(f.productWarrantyYears, 1)} years`,
    },
    {
      label: 'Output warranty',
      value:
        f.outputWarrantyYears === null ? dash : `${formatNumber(f.outputWarrantyYears, 1)} years`,
    },
  ];
}

/** Only http(s) links are shown: a product link is tenant data. */
export function safeLink(link: string | null): string | null {
  return link && /^https?:\/\//i.test(link) ? link : null;
}
