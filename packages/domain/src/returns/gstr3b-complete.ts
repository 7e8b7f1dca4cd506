import { fromPaise, toPaise } from '../money';
import type { Gstr3b } from './gstr3b';
import {
  AVAILABLE_TYPES,
  Figure,
  inwardFigures,
  zeroPaise,
  type AvailableType,
  type FigureOut,
  type ItcDocument,
  type Paise,
} from './gstr3b-itc';
import { laterClaimFigures, type LaterClaim } from './gstr3b-claims';
import { rule37Figures, type Rule37Bill } from './gstr3b-rule37';
import type { HeadAmounts } from './setoff';

/**
 * The complete GSTR-3B (issue 32): the outward half of gstr3b.ts with the inward half of
 * gstr3b-itc.ts and gstr3b-rule37.ts, as figures with their sources (`computeGstr3bItc`) and as
 * the offline utility's JSON (`completeGstr3b`, key for key the template
 * india-compliance.gstr_3b_report_template.json: test/returns-gstr3b-json.test.ts).
 */

/** Figures the shop enters: Rules 42/43 (4(B)(1)) and other reversals (4(B)(2)), per head. */
export type EnteredReversals = { rule42_43?: HeadAmounts; others?: HeadAmounts };

export type Gstr3bItcInput = {
  /** The period's first and last day. */
  from: string;
  to: string;
  /** Bills dated in the period and purchase returns dated in it (active ones only). */
  documents: readonly ItcDocument[];
  /** Bills whose day 181 falls in the period or earlier, with their returns and payments. */
  rule37Bills?: readonly Rule37Bill[];
  /** Bills deferred to this period and their returns that follow them (gstr3b-claims.ts). */
  claimedLater?: readonly LaterClaim[];
  entered?: EnteredReversals;
};

const entered = (amounts: HeadAmounts | undefined): Paise => {
  const p = zeroPaise();
  p.iamt = toPaise(amounts?.igst ?? 0);
  p.camt = toPaise(amounts?.cgst ?? 0);
  p.samt = toPaise(amounts?.sgst ?? 0);
  p.csamt = toPaise(amounts?.cess ?? 0);
  for (const h of ['iamt', 'camt', 'samt', 'csamt'] as const)
    if (p[h] < 0n) throw new RangeError('An entered reversal must not be negative');
  return p;
};

/** Table 4, 3.1 (d) and Table 5 of the period, every figure with the bills and returns behind it. */
export function computeGstr3bItc(input: Gstr3bItcInput) {
  const f = inwardFigures(input.documents);
  const r37 = rule37Figures(input.rule37Bills ?? [], input.from, input.to);
  const later = laterClaimFigures(input.claimedLater ?? []);
  const rule42_43 = new Figure().addPaise(entered(input.entered?.rule42_43), 1, true);
  const otherEntered = new Figure().addPaise(entered(input.entered?.others), 1, true);
  // 4(A)(5) and 4(D)(1) take back what Rule 37 reversed earlier and the shop has now paid, and
  // the credit of bills deferred here that an earlier period reported and reversed (issue 32).
  const reclaimed = new Figure().addFigure(r37.reclaimed).addFigure(later.reclaimed);
  reclaimed.p.txval = 0n;
  const available = Object.fromEntries(
    AVAILABLE_TYPES.map((t) => [
      t,
      new Figure().addFigure(f.available[t]).addFigure(later.available[t]),
    ]),
  ) as Record<AvailableType, Figure>;
  available.OTH.addFigure(reclaimed);
  const rules = new Figure().addFigure(f.blocked).addFigure(later.blocked).addFigure(rule42_43);
  const others = new Figure()
    .addFigure(r37.reversed)
    .addFigure(f.claimReversed)
    .addFigure(otherEntered);
  const net = new Figure();
  for (const t of AVAILABLE_TYPES) net.addFigure(available[t]);
  net.addFigure(rules, -1).addFigure(others, -1);
  net.p.txval = 0n;
  const claimReclaimed = later.reclaimed;
  for (const fig of [
    rules,
    others,
    r37.reversed,
    r37.reclaimed,
    f.blocked,
    f.ineligible,
    f.claimReversed,
    claimReclaimed,
  ])
    fig.p.txval = 0n;
  for (const t of AVAILABLE_TYPES) available[t].p.txval = 0n;
  const byType = Object.fromEntries(AVAILABLE_TYPES.map((t) => [t, available[t].out()]));
  const paise = (p: Paise) => ({
    iamt: fromPaise(p.iamt),
    camt: fromPaise(p.camt),
    samt: fromPaise(p.samt),
    csamt: fromPaise(p.csamt),
  });
  return {
    table4: {
      /** 4(A)(1) IMPG … 4(A)(5) OTH. */
      available: byType as Record<AvailableType, FigureOut>,
      reversed: {
        /** 4(B)(1): s.17(5) blocked lines and Rules 42/43 (entered). */
        rules: rules.out(),
        /** 4(B)(2): Rule 37, deferred or never claimed credit in GSTR-2B, other (entered). */
        others: others.out(),
      },
      /** 4(C) = 4(A) − 4(B): the credit the set-off may use (negative: reversals exceed it). */
      net: net.out(),
      ineligible: {
        /** 4(D)(1): Rule 37 and deferred credit reclaimed this period (also in 4(A)(5)). */
        reclaimed: reclaimed.out(),
        /** 4(D)(2): ineligible under s.16(4) or place-of-supply rules (never in 4(A)). */
        others: f.ineligible.out(),
      },
      detail: {
        blocked: f.blocked.out(),
        rule42_43: rule42_43.out(),
        rule37: r37.reversed.out(),
        otherReversals: otherEntered.out(),
        /** 4(B)(2): deferred or never claimed bills GSTR-2B showed (issue 32). */
        claimReversed: f.claimReversed.out(),
        /** 4(A)(5), 4(D)(1): deferred bills reversed in their own period, reclaimed here. */
        claimReclaimed: claimReclaimed.out(),
      },
    },
    rule37: r37.entries.map((e) => ({
      billId: e.billId,
      day180: e.day180,
      day181: e.day181,
      owed: fromPaise(e.owed),
      unpaid: fromPaise(e.unpaid),
      reversed: paise(e.reversed),
      reclaimed: paise(e.reclaimed),
    })),
    /** 3.1 (d): inward supplies liable to reverse charge. */
    reverseCharge: f.reverseCharge.out(),
    /** Table 5: exempt, nil-rated and composition (GST) and non-GST inward supplies. */
    inward: {
      gst: { inter: f.inward.gst.inter.out(), intra: f.inward.gst.intra.out() },
      nongst: { inter: f.inward.nongst.inter.out(), intra: f.inward.nongst.intra.out() },
    },
  };
}

export type Gstr3bItc = ReturnType<typeof computeGstr3bItc>;

type TaxOut = Pick<FigureOut, 'iamt' | 'camt' | 'samt' | 'csamt'>;
const tax = (f: TaxOut) => ({
  iamt: Number(f.iamt),
  camt: Number(f.camt),
  samt: Number(f.samt),
  csamt: Number(f.csamt),
});

/**
 * GSTR-3B complete, in the template's order of keys: Table 5 (`inward_sup`), 3.1 with (d)
 * (`isup_rev`), 3.2, Table 4 (`itc_elg`) and 3.1.1 (`eco_dtls`). 3.1.1 (supplies through
 * e-commerce operators, s.9(5)) is written as zeros: the books record no sale through an
 * operator. (Before issue 32 the inward tables and 3.1.1 were left out so as not to overwrite a
 * practitioner's figures with zeros; now the books hold the purchases, the return is whole.)
 */
export function completeGstr3b(outward: Gstr3b, itc: Gstr3bItc) {
  const { table4: t4, inward } = itc;
  const rc = itc.reverseCharge;
  return {
    inward_sup: {
      isup_details: [
        { ty: 'GST', intra: Number(inward.gst.intra.txval), inter: Number(inward.gst.inter.txval) },
        {
          ty: 'NONGST',
          inter: Number(inward.nongst.inter.txval),
          intra: Number(inward.nongst.intra.txval),
        },
      ],
    },
    sup_details: {
      osup_zero: outward.sup_details.osup_zero,
      osup_nil_exmp: outward.sup_details.osup_nil_exmp,
      osup_det: outward.sup_details.osup_det,
      isup_rev: { txval: Number(rc.txval), ...tax(rc) },
      osup_nongst: outward.sup_details.osup_nongst,
    },
    inter_sup: outward.inter_sup,
    itc_elg: {
      itc_avl: AVAILABLE_TYPES.map((ty) => ({ ty, ...tax(t4.available[ty]) })),
      itc_rev: [
        { ty: 'RUL', ...tax(t4.reversed.rules) },
        { ty: 'OTH', ...tax(t4.reversed.others) },
      ],
      itc_net: tax(t4.net),
      itc_inelg: [
        { ty: 'RUL', ...tax(t4.ineligible.reclaimed) },
        { ty: 'OTH', ...tax(t4.ineligible.others) },
      ],
    },
    eco_dtls: {
      eco_sup: { txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 },
      eco_reg_sup: { txval: 0 },
    },
  };
}

export type Gstr3bComplete = ReturnType<typeof completeGstr3b>;
