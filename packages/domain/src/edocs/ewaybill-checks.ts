import type Decimal from 'decimal.js';
import { MoneyDecimal, toMoney } from '../money';
import type { EwayBillJson } from './ewaybill-types';

/**
 * The e-way bill's sums, checked to the paisa (a JSON Schema cannot add): the taxable value is
 * the items' taxable amounts, and the invoice value is that plus the taxes and other amounts.
 */
type FieldError = { field: string; message: string };

const d = (value: number | undefined) => toMoney(value ?? 0);
const rupees = (value: Decimal) => value.toFixed(2);

export function ewayBillArithmeticErrors(json: EwayBillJson): FieldError[] {
  return json.billLists.flatMap((bill, index) => {
    const at = `billLists[${index}]`;
    const errors: FieldError[] = [];
    const items = bill.itemList.reduce(
      (sum, i) => sum.plus(d(i.taxableAmount)),
      new MoneyDecimal(0),
    );
    if (!d(bill.totalValue).equals(items)) {
      errors.push({
        field: `${at}.totalValue`,
        message: `Taxable value is ${rupees(d(bill.totalValue))} but the items come to ${rupees(items)}.`,
      });
    }
    const invoice = d(bill.totalValue)
      .plus(d(bill.cgstValue))
      .plus(d(bill.sgstValue))
      .plus(d(bill.igstValue))
      .plus(d(bill.cessValue))
      .plus(d(bill.TotNonAdvolVal))
      .plus(d(bill.OthValue));
    if (!d(bill.totInvValue).equals(invoice)) {
      errors.push({
        field: `${at}.totInvValue`,
        message: `Invoice total is ${rupees(d(bill.totInvValue))} but taxable value plus taxes and other amounts comes to ${rupees(invoice)}.`,
      });
    }
    return errors;
  });
}
