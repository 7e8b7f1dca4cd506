import type { ReturnDocument, ReturnLine } from './common';
import { ExactSum, rateReader } from './exact';
import { portalPlace } from './gstr1';

/**
 * GSTR-3B Tables 3.1 (a) taxable outward supplies other than zero-rated, nil-rated and exempt,
 * (b) zero-rated (exports and SEZ, with or without IGST), (c) nil-rated and exempt (0 % lines),
 * and 3.2 inter-state supplies to unregistered persons by place of supply (issue 17). Issued
 * documents only; credit notes subtract, debit notes add.
 */
/** Exact sums of the amounts as given (exact.ts), rounded half-up to the paisa on output. */
type Heads = { txval: ExactSum; iamt: ExactSum; camt: ExactSum; samt: ExactSum };
const zero = (): Heads => ({
  txval: new ExactSum(),
  iamt: new ExactSum(),
  camt: new ExactSum(),
  samt: new ExactSum(),
});
const out = (h: Heads) => ({
  txval: h.txval.toMoneyNumber(),
  iamt: h.iamt.toMoneyNumber(),
  camt: h.camt.toMoneyNumber(),
  samt: h.samt.toMoneyNumber(),
  csamt: 0,
});

/** Adds a line's heads × sign to `h` (a function of its own: a closure per line cost more). */
function addTo(h: Heads, line: ReturnLine, sign: 1 | -1) {
  h.txval.add(line.taxableValue, sign);
  h.iamt.add(line.igst, sign);
  h.camt.add(line.cgst, sign);
  h.samt.add(line.sgst, sign);
}

export function computeGstr3b({ documents }: { documents: readonly ReturnDocument[] }) {
  const taxable = zero();
  const zeroRated = zero();
  const nilExempt = zero();
  const unregistered = new Map<number, Heads>();
  const rateOf = rateReader();
  for (const d of documents) {
    if (d.status !== 'issued') continue;
    const sign = d.kind === 'credit-note' ? -1 : 1;
    const isZeroRated = d.placeOfSupply === 96 || d.isSez;
    const toUnregisteredElsewhere =
      !isZeroRated && d.recipientGstin === '' && d.placeOfSupply !== d.supplierStateCode;
    for (const line of d.lines) {
      if (isZeroRated) addTo(zeroRated, line, sign);
      else if (rateOf(line.rate).zero) addTo(nilExempt, line, sign);
      else addTo(taxable, line, sign);
      if (toUnregisteredElsewhere && !rateOf(line.rate).zero) {
        const h = unregistered.get(d.placeOfSupply) ?? zero();
        addTo(h, line, sign);
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
