import { EXPORT_PLACE_OF_SUPPLY } from '../tax';

/**
 * An invoice's place of supply when none is chosen (issue 30 item 1), for goods, IGST Act
 * s.10(1):
 * - No delivery address, or one in the bill-to's state: the bill-to's state.
 * - A bill-to abroad (state 96): an export, 96.
 * - A registered bill-to (GSTIN) with the goods sent to an address in another state: a
 *   bill-to-ship-to supply. By s.10(1)(b) the goods are delivered to a third person on the
 *   bill-to's direction, and the place of supply is the bill-to's principal place of business:
 *   its state, not the delivery state.
 * - An unregistered bill-to with the goods sent to an address in another state: the delivery
 *   state. Here the law departs from a plain "bill-to's state" rule (and from the wording):
 *   s.10(1)(ca), in force from 1 Oct 2023 (IGST (Amendment) Act 2023, Notification
 *   02/2023-Integrated Tax), puts the supply to an unregistered person at the address recorded on
 *   the invoice, and CBIC Circular 209/3/2024-GST (26 Jun 2024) says that where the delivery
 *   address differs from the billing address, the delivery address is that address. Before
 *   1 Oct 2023, s.10(1)(a) gave the same state: where the movement of the goods ends.
 * A place of supply chosen on the invoice wins over all of these (the buyer's own site elsewhere,
 * s.10(1)(a), or installation at a site, s.10(1)(d)).
 */
export function defaultPlaceOfSupply(
  billTo: { stateCode: number; gstin?: string | null },
  deliveryStateCode?: number | null,
): number {
  if (deliveryStateCode === undefined || deliveryStateCode === null) return billTo.stateCode;
  if (deliveryStateCode === billTo.stateCode) return billTo.stateCode;
  if (billTo.stateCode === EXPORT_PLACE_OF_SUPPLY) return billTo.stateCode;
  if ((billTo.gstin ?? '').trim() !== '') return billTo.stateCode;
  return deliveryStateCode;
}
