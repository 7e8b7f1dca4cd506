import {
  isRegistered,
  isZeroRated,
  lineClass,
  type ReturnDocument,
  type ReturnLine,
} from './common';
import { ExactSum, rateReader } from './exact';
import { portalPlace } from './gstr1-items';

/**
 * GSTR-3B Tables 3.1 and 3.2 of a period's issued documents (issue 17; issue 30), keys as the
 * offline utility's template writes them (test/returns-keys.test.ts):
 * - 3.1 (a) `osup_det`: taxable outward supplies other than zero-rated, nil-rated and exempt;
 * - 3.1 (b) `osup_zero`: exports and supplies to SEZ units, with or without IGST (IGST only:
 *   {txval, iamt, csamt});
 * - 3.1 (c) `osup_nil_exmp`: nil-rated and exempt supplies ({txval});
 * - 3.1 (e) `osup_nongst`: non-GST supplies ({txval});
 * - 3.2 `inter_sup`: of 3.1 (a), inter-State supplies to unregistered persons, composition
 *   taxable persons and UIN holders, by place of supply ({pos, txval, iamt}).
 * Credit notes subtract, debit notes add. This is the outward half: 3.1 (d), 4, 5 and 3.1.1 are
 * added from the purchase books by gstr3b-complete.ts (issue 32).
 *
 * Reverse charge on an outward supply (CGST Act s.9(3), IGST Act s.5(3)): the recipient pays
 * the tax and reports it in its own 3.1 (d). The supply stays a taxable supply of the shop (not
 * nil-rated or exempt, so not 3.1 (c)), so its value is in 3.1 (a)'s taxable value, and its tax
 * is not in 3.1 (a)'s tax columns, which are the supplier's liability (the GSTR-3B instructions:
 * "only tax amount" to be paid against each head); india-compliance's GSTR-3B report does the
 * same. It is left out of 3.2 too (a reverse-charge recipient is registered).
 */
type Heads = { txval: ExactSum; iamt: ExactSum; camt: ExactSum; samt: ExactSum };
const zero = (): Heads => ({
  txval: new ExactSum(),
  iamt: new ExactSum(),
  camt: new ExactSum(),
  samt: new ExactSum(),
});

/** Adds a line's heads × sign to `h` (taxable value only when `taxToo` is false). */
function addTo(h: Heads, line: ReturnLine, sign: 1 | -1, taxToo = true) {
  h.txval.add(line.taxableValue, sign);
  if (!taxToo) return;
  h.iamt.add(line.igst, sign);
  h.camt.add(line.cgst, sign);
  h.samt.add(line.sgst, sign);
}

/** A UIN holder's identification number (UN bodies, embassies: gst-domain.md §1.4). */
const UIN = /^\d{4}[A-Z]{3}\d{5}[UO]N[A-Z0-9]$/;

export function computeGstr3b({ documents }: { documents: readonly ReturnDocument[] }) {
  const taxable = zero();
  const zeroRated = zero();
  const nilExempt = new ExactSum();
  const nonGst = new ExactSum();
  const unregistered = new Map<number, Heads>();
  const uinHolders = new Map<number, Heads>();
  const rateOf = rateReader();
  for (const d of documents) {
    if (d.status !== 'issued') continue;
    const sign = d.kind === 'credit-note' ? -1 : 1;
    const zeroRatedDoc = isZeroRated(d);
    const elsewhere = !zeroRatedDoc && d.placeOfSupply !== d.supplierStateCode;
    const in32 = !elsewhere
      ? undefined
      : !isRegistered(d)
        ? unregistered
        : UIN.test(d.recipientGstin) && !d.reverseCharge
          ? uinHolders
          : undefined;
    for (const line of d.lines) {
      const cls = lineClass(d, line, rateOf(line.rate).zero);
      if (cls === 'non-gst') nonGst.add(line.taxableValue, sign);
      else if (cls !== 'taxable') nilExempt.add(line.taxableValue, sign);
      else if (zeroRatedDoc) addTo(zeroRated, line, sign);
      else {
        addTo(taxable, line, sign, !d.reverseCharge);
        if (in32) {
          const h = in32.get(d.placeOfSupply) ?? zero();
          addTo(h, line, sign);
          in32.set(d.placeOfSupply, h);
        }
      }
    }
  }
  const byPlace = (m: Map<number, Heads>) =>
    [...m.entries()]
      .sort(([a], [b]) => a - b)
      .map(([pos, h]) => ({
        pos: portalPlace(pos),
        txval: h.txval.toMoneyNumber(),
        iamt: h.iamt.toMoneyNumber(),
      }));
  return {
    sup_details: {
      osup_det: {
        txval: taxable.txval.toMoneyNumber(),
        iamt: taxable.iamt.toMoneyNumber(),
        camt: taxable.camt.toMoneyNumber(),
        samt: taxable.samt.toMoneyNumber(),
        csamt: 0,
      },
      osup_zero: {
        txval: zeroRated.txval.toMoneyNumber(),
        iamt: zeroRated.iamt.toMoneyNumber(),
        csamt: 0,
      },
      osup_nil_exmp: { txval: nilExempt.toMoneyNumber() },
      osup_nongst: { txval: nonGst.toMoneyNumber() },
    },
    inter_sup: {
      unreg_details: byPlace(unregistered),
      // The books do not record whether a registered buyer is under the composition scheme.
      comp_details: [] as ReturnType<typeof byPlace>,
      uin_details: byPlace(uinHolders),
    },
  };
}

export type Gstr3b = ReturnType<typeof computeGstr3b>;
