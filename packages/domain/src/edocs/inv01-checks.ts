import type Decimal from 'decimal.js';
import { MoneyDecimal, toMoney } from '../money';
import type { Inv01Document } from './inv01-types';

/**
 * The sums a JSON Schema cannot state and the IRP recomputes (INV-01 validation rules): each
 * line's taxable value and total, and the document's totals from its lines. Checked to the
 * paisa: documents built from the books agree exactly, so any difference is a real mistake.
 */
type FieldError = { field: string; message: string };

const d = (value: number | undefined) => toMoney(value ?? 0);
const sum = (values: readonly Decimal[]) => values.reduce((a, b) => a.plus(b), new MoneyDecimal(0));
const rupees = (value: Decimal) => value.toFixed(2);

function mismatch(field: string, what: string, actual: Decimal, expected: Decimal, from: string) {
  return actual.equals(expected)
    ? []
    : [
        {
          field,
          message: `${what} is ${rupees(actual)} but ${from} comes to ${rupees(expected)}.`,
        },
      ];
}

/**
 * Under reverse charge (RegRev Y) the tax is shown but the recipient pays it, so neither a line's
 * total nor the invoice total includes it (India Compliance sends reverse-charge e-invoices so).
 */
export function inv01ArithmeticErrors(doc: Inv01Document): FieldError[] {
  const errors: FieldError[] = [];
  const collected = doc.TranDtls.RegRev !== 'Y';
  doc.ItemList.forEach((item, index) => {
    const at = `ItemList[${index}]`;
    const line = `Line ${index + 1}`;
    const gst = d(item.IgstAmt).plus(d(item.CgstAmt)).plus(d(item.SgstAmt));
    const taxes = (collected ? gst : d(0)).plus(d(item.CesAmt));
    errors.push(
      ...mismatch(`${at}.AssAmt`, `${line} taxable value`, d(item.AssAmt), d(item.TotAmt).minus(d(item.Discount)), 'gross amount less discount'), // prettier-ignore
      ...mismatch(`${at}.TotItemVal`, `${line} total`, d(item.TotItemVal), d(item.AssAmt).plus(taxes), 'taxable value plus taxes'), // prettier-ignore
    );
  });
  const v = doc.ValDtls;
  const items = doc.ItemList;
  const total = (pick: (item: Inv01Document['ItemList'][number]) => number | undefined) =>
    sum(items.map((item) => d(pick(item))));
  errors.push(
    ...mismatch('ValDtls.AssVal', 'Total taxable value', d(v.AssVal), total((i) => i.AssAmt), 'the sum of the lines'), // prettier-ignore
    ...mismatch('ValDtls.CgstVal', 'Total CGST', d(v.CgstVal), total((i) => i.CgstAmt), 'the sum of the lines'), // prettier-ignore
    ...mismatch('ValDtls.SgstVal', 'Total SGST', d(v.SgstVal), total((i) => i.SgstAmt), 'the sum of the lines'), // prettier-ignore
    ...mismatch('ValDtls.IgstVal', 'Total IGST', d(v.IgstVal), total((i) => i.IgstAmt), 'the sum of the lines'), // prettier-ignore
  );
  const gstTotal = d(v.CgstVal).plus(d(v.SgstVal)).plus(d(v.IgstVal));
  const invoiceTotal = d(v.AssVal)
    .plus(collected ? gstTotal : d(0))
    .plus(d(v.CesVal))
    .plus(d(v.OthChrg))
    .minus(d(v.Discount))
    .plus(d(v.RndOffAmt));
  errors.push(
    ...mismatch('ValDtls.TotInvVal', 'Invoice total', d(v.TotInvVal), invoiceTotal, collected ? 'taxable value plus taxes, charges and round-off less discount' : 'taxable value plus charges and round-off less discount (the tax is on reverse charge)'), // prettier-ignore
  );
  return errors;
}
