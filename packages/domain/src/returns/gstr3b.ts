import type Decimal from 'decimal.js';
import { MoneyDecimal, roundToPaise, toMoney } from '../money';
import type { ReturnDocument } from './common';
import { portalPlace } from './gstr1';

/**
 * GSTR-3B Tables 3.1 (a) taxable outward supplies other than zero-rated, nil-rated and exempt,
 * (b) zero-rated (exports and SEZ, with or without IGST), (c) nil-rated and exempt (0 % lines),
 * and 3.2 inter-state supplies to unregistered persons by place of supply (issue 17). Issued
 * documents only; credit notes subtract, debit notes add.
 */
type Heads = { txval: Decimal; iamt: Decimal; camt: Decimal; samt: Decimal };
const ZERO = new MoneyDecimal(0);
const zero = (): Heads => ({ txval: ZERO, iamt: ZERO, camt: ZERO, samt: ZERO });
const out = (h: Heads) => ({
  txval: Number(roundToPaise(h.txval).toFixed(2)),
  iamt: Number(roundToPaise(h.iamt).toFixed(2)),
  camt: Number(roundToPaise(h.camt).toFixed(2)),
  samt: Number(roundToPaise(h.samt).toFixed(2)),
  csamt: 0,
});

export function computeGstr3b({ documents }: { documents: readonly ReturnDocument[] }) {
  const taxable = zero();
  const zeroRated = zero();
  const nilExempt = zero();
  const unregistered = new Map<number, Heads>();
  for (const d of documents) {
    if (d.status !== 'issued') continue;
    const sign = d.kind === 'credit-note' ? -1 : 1;
    const isZeroRated = d.placeOfSupply === 96 || d.isSez;
    const toUnregisteredElsewhere =
      !isZeroRated && d.recipientGstin === '' && d.placeOfSupply !== d.supplierStateCode;
    for (const line of d.lines) {
      const add = (h: Heads) => {
        h.txval = h.txval.plus(toMoney(line.taxableValue).times(sign));
        h.iamt = h.iamt.plus(toMoney(line.igst).times(sign));
        h.camt = h.camt.plus(toMoney(line.cgst).times(sign));
        h.samt = h.samt.plus(toMoney(line.sgst).times(sign));
      };
      if (isZeroRated) add(zeroRated);
      else if (toMoney(line.rate).isZero()) add(nilExempt);
      else add(taxable);
      if (toUnregisteredElsewhere && !toMoney(line.rate).isZero()) {
        const h = unregistered.get(d.placeOfSupply) ?? zero();
        add(h);
        unregistered.set(d.placeOfSupply, h);
      }
    }
  }
  return {
    sup_details: {
      osup_det: out(taxable),
      osup_zero: out(zeroRated),
      osup_nil_exmp: out(nilExempt),
    },
    inter_sup: {
      unreg_details: [...unregistered.entries()]
        .sort(([a], [b]) => a - b)
        .map(([pos, h]) => ({ pos: portalPlace(pos), txval: out(h).txval, iamt: out(h).iamt })),
    },
  };
}

export type Gstr3b = ReturnType<typeof computeGstr3b>;
