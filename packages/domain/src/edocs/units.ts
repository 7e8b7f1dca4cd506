import { uqcOf } from '../returns/common';

/**
 * The unit quantity codes (UQC) the IRP and the e-way bill portal accept (the GST UQC master).
 * `uqcOf` from the returns maps the units the shop offers; units it does not know are tried here
 * as a code or a common spelling before falling back to OTH (others).
 */
export const UQC_CODES = [
  'BAG', 'BAL', 'BDL', 'BKL', 'BOU', 'BOX', 'BTL', 'BUN', 'CAN', 'CBM', 'CCM', 'CMS', 'CTN', 'DOZ',
  'DRM', 'GGK', 'GMS', 'GRS', 'GYD', 'KGS', 'KLR', 'KME', 'LTR', 'MLT', 'MTR', 'MTS', 'NOS', 'OTH',
  'PAC', 'PCS', 'PRS', 'QTL', 'ROL', 'SET', 'SQF', 'SQM', 'SQY', 'TBS', 'TGM', 'THD', 'TON', 'TUB',
  'UGS', 'UNT', 'YDS',
] as const; // prettier-ignore

const UQC_SET: ReadonlySet<string> = new Set(UQC_CODES);

const MORE_SPELLINGS: Record<string, string> = {
  BAGS: 'BAG',
  BOTTLE: 'BTL',
  BOTTLES: 'BTL',
  BUNDLE: 'BDL',
  BUNDLES: 'BDL',
  CARTON: 'CTN',
  CARTONS: 'CTN',
  CM: 'CMS',
  DOZEN: 'DOZ',
  G: 'GMS',
  GM: 'GMS',
  GRAM: 'GMS',
  GRAMS: 'GMS',
  KILOGRAM: 'KGS',
  KILOGRAMS: 'KGS',
  L: 'LTR',
  LITRE: 'LTR',
  LITRES: 'LTR',
  ML: 'MLT',
  PAIR: 'PRS',
  PAIRS: 'PRS',
  PACK: 'PAC',
  PACKS: 'PAC',
  QUINTAL: 'QTL',
  SQFT: 'SQF',
  SQM: 'SQM',
  TONNE: 'TON',
  TONNES: 'TON',
};

export function portalUnit(unit: string): string {
  const fromReturns = uqcOf(unit);
  if (fromReturns !== 'OTH') return fromReturns;
  const key = unit.trim().toUpperCase().replace(/\.$/, '');
  if (UQC_SET.has(key)) return key;
  return MORE_SPELLINGS[key] ?? 'OTH';
}
