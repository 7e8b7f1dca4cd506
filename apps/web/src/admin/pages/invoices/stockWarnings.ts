/**
 * The invoice drawer's stock warning (issue 31): a line of a goods product sold without serials
 * (a product counted in quantities) warns 'Only N in stock' when the invoice's lines of that
 * product ask for more than tenant.stock.onHand has. Serial-numbered lines pick from the units in
 * stock already; services (HSN 99…) keep no stock. Whether such a sale is refused is the shop's
 * setting (negativeStock), checked by the server when the invoice is saved. Pure, exact decimals.
 */
import { MoneyDecimal } from '@gst/domain';
import { amountOf } from '../billing/money';
import type { InvoiceLineValues } from './invoiceValues';

type Line = Pick<InvoiceLineValues, 'key' | 'productId' | 'hsnCode' | 'quantity' | 'serialItemIds'>;

const isService = (hsnCode: string) => hsnCode.startsWith('99');

function quantityOf(value: number | string): InstanceType<typeof MoneyDecimal> {
  try {
    return new MoneyDecimal(amountOf(value));
  } catch {
    return new MoneyDecimal(0);
  }
}

/** '3.000' → '3', '2.500' → '2.5'; below zero reads as 0. */
function countText(value: InstanceType<typeof MoneyDecimal>): string {
  return (value.isNegative() ? new MoneyDecimal(0) : value).toString();
}

/**
 * Warnings by line key. `onHand` is stock now per product; `held` what the saved invoice being
 * edited already took out (its lines go back into stock before the edit is booked, as on the
 * server), so an unchanged edit never warns.
 */
export function stockWarnings(
  lines: readonly Line[],
  onHand: ReadonlyMap<string, string>,
  held: ReadonlyMap<string, string> = new Map(),
): Map<string, string> {
  const asked = new Map<string, InstanceType<typeof MoneyDecimal>>();
  for (const line of lines) {
    if (!line.productId || isService(line.hsnCode)) continue;
    const before = asked.get(line.productId) ?? new MoneyDecimal(0);
    asked.set(line.productId, before.plus(quantityOf(line.quantity)));
  }
  const warnings = new Map<string, string>();
  for (const line of lines) {
    if (!line.productId || isService(line.hsnCode) || line.serialItemIds.length) continue;
    const stock = onHand.get(line.productId);
    if (stock === undefined) continue;
    const have = new MoneyDecimal(stock).plus(held.get(line.productId) ?? 0);
    if (asked.get(line.productId)?.greaterThan(have)) {
      warnings.set(line.key, `Only ${countText(have)} in stock`);
    }
  }
  return warnings;
}

/** A saved invoice's quantities per goods product (what editing it puts back first). */
export function heldByProduct(
  lines: readonly { productId: string; hsnCode: string; quantity: string }[],
): Map<string, string> {
  const held = new Map<string, string>();
  for (const line of lines) {
    if (isService(line.hsnCode)) continue;
    held.set(
      line.productId,
      new MoneyDecimal(held.get(line.productId) ?? 0).plus(line.quantity).toString(),
    );
  }
  return held;
}
