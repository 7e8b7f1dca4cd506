/**
 * The value of the goods an invoice moves, as the server counts it for the e-way bill (issue 30;
 * `consignmentValue` in @gst/domain/edocs, which the web must not import): the taxable value and
 * tax of each line of goods (HSN, not a service's SAC 99…), leaving out services, which are not
 * carried, and nil-rated, exempt and non-GST lines (Rule 138(1) Explanation 2, Rule 138(14)).
 */
import { MoneyDecimal, type Taxability } from '@gst/domain';

export type EwayLine = {
  hsnCode: string;
  taxability?: Taxability;
  taxableValue: string;
  /** The line's tax, all heads together. */
  tax: string;
};

/** SAC codes (services) start with 99; HSN codes (goods) never do (spaces and dots ignored). */
export function isServiceCode(code: string): boolean {
  return code.replace(/[\s.]/g, '').startsWith('99');
}

/** Σ taxable value + tax of the taxable goods lines, 2 places. */
export function ewayGoodsValue(lines: readonly EwayLine[]): string {
  return lines
    .filter((line) => !isServiceCode(line.hsnCode) && (line.taxability ?? 'taxable') === 'taxable')
    .reduce((sum, line) => sum.plus(line.taxableValue).plus(line.tax), new MoneyDecimal(0))
    .toFixed(2);
}
