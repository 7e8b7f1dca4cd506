import {
  computeDocumentTotals,
  formatINR,
  type DocumentTotals,
  type TaxLineInput,
} from '@gst/domain';

/** A NumberInput value ('' while empty) as an amount the tax engine and the API accept. */
export function amountOf(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '0';
  const text = String(value).trim();
  return text === '' ? '0' : text;
}

/** A NumberInput value as a number ('' and junk count as 0). */
export function numberOf(value: number | string | null | undefined): number {
  const n = Number(amountOf(value));
  return Number.isFinite(n) ? n : 0;
}

/**
 * The exact figures the server will store (the same domain function), or null while a line
 * holds something the engine refuses (a negative price, a rate over 100).
 */
export function safeTotals(
  lines: readonly TaxLineInput[],
  place: { supplierStateCode: number; placeOfSupply: number },
  discount: string = '0',
): DocumentTotals | null {
  try {
    return computeDocumentTotals(lines, place, discount);
  } catch {
    return null;
  }
}

/** The invoice table's total: rounded up to the rupee, Indian grouping (spec §9). */
export function tableAmount(total: string): string {
  return formatINR(total, { decimals: 0, rounding: 'ceil' });
}

/** '5 kW', '7.5 kW' from the stored numeric text. */
export function demandLabel(kw: string | number): string {
  const n = Number(kw);
  return Number.isFinite(n) ? `${n} kW` : String(kw);
}
