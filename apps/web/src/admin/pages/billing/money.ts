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

/**
 * The invoice table's total, Indian grouping: whole rupees as '₹1,23,456', and to the paisa
 * where the document has paise, '₹1,51,672.50' (issue 29: rounding up the spec's §9 way showed
 * an amount the invoice does not carry).
 */
export function tableAmount(total: string): string {
  const hasPaise = /\.\d*[1-9]/.test(total);
  return formatINR(total, { decimals: hasPaise ? 2 : 0 });
}

/** '5 kW', '7.5 kW' from the stored numeric text. */
export function demandLabel(kw: string | number): string {
  const n = Number(kw);
  return Number.isFinite(n) ? `${n} kW` : String(kw);
}
