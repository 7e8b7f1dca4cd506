import type { EwayBill } from './ewaybill-types';
import type { Inv01Document } from './inv01-types';

/**
 * A look at every e-invoice and e-way bill the builders make, for the test suites only: their
 * setup file (test/support/edocs-guard.ts) checks each against NIC's published INV-01 schema and
 * the e-way bill bulk format, files this repository may not hold. The product registers nothing,
 * so outside the tests this is one `undefined` check per document.
 */
export type EDocObserver = {
  inv01?: (doc: Inv01Document) => void;
  ewayBill?: (bill: EwayBill) => void;
};

let observer: EDocObserver = {};

/** Replaces the observer (`{}` stops observing). */
export function observeEDocs(next: EDocObserver): void {
  observer = next;
}

export function observedInv01(doc: Inv01Document): Inv01Document {
  observer.inv01?.(doc);
  return doc;
}

export function observedEwayBill(bill: EwayBill): EwayBill {
  observer.ewayBill?.(bill);
  return bill;
}
