import { z } from 'zod';
import { ZGstr3bInput } from '../../services/returns/returns.schema';
import { parseInput, routesOf } from '../route-helpers';
import type { RestRoute } from '../types';

const route = routesOf('tenant', 'Returns');

/**
 * The entered 4(B) reversals as query parameters (issue 32): `<group>.<head>=<rupees>`, e.g.
 * `?rule42_43.igst=12.50&others.cgst=3.00`; the same contract as tRPC's `reversals` (ZMoney: not
 * negative, at most 2 decimals).
 */
const REVERSAL_GROUPS = { rule42_43: 'Rules 42/43 (4(B)(1))', others: 'other (4(B)(2))' } as const;
const HEADS = ['igst', 'cgst', 'sgst', 'cess'] as const;
const reversalQuery = Object.fromEntries(
  Object.entries(REVERSAL_GROUPS).flatMap(([group, what]) =>
    HEADS.map((head) => [
      `${group}.${head}`,
      z
        .string()
        .optional()
        .meta({
          description: `${head.toUpperCase()} reversed under ${what}, in rupees (e.g. 12.50)`,
          ...(group === 'rule42_43' && head === 'igst' ? { example: '12.50' } : {}),
        }),
    ]),
  ),
);

/** `rule42_43.igst=…` query parameters as the contract's `reversals` (absent when none given). */
function reversalsOf(query: Record<string, string | undefined>) {
  const reversals: Record<string, Record<string, string>> = {};
  for (const group of Object.keys(REVERSAL_GROUPS)) {
    for (const head of HEADS) {
      const value = query[`${group}.${head}`];
      if (value !== undefined) (reversals[group] ??= {})[head] = value;
    }
  }
  return Object.keys(reversals).length > 0 ? { reversals } : {};
}

/** The GSTR-3B input (period, payment date, entered reversals) from the query, as its contract. */
const inputOf = (query: Record<string, string | undefined>) =>
  parseInput(ZGstr3bInput, {
    period: query.period ?? '',
    ...(query.paymentDate === undefined ? {} : { paymentDate: query.paymentDate }),
    ...(query.turnoverBand === undefined ? {} : { turnoverBand: query.turnoverBand }),
    ...reversalsOf(query),
  });

const REVERSALS_TEXT =
  ' The Rules 42/43 (4(B)(1)) and other (4(B)(2)) reversals the shop works out are taken as query parameters <group>.<head> in rupees, e.g. &rule42_43.igst=12.50&others.cgst=3.00 (heads igst, cgst, sgst, cess; not negative, at most 2 decimals; 400 otherwise); a filed period is served as filed and ignores them.';

const z4 = { iamt: 0, camt: 0, samt: 0, csamt: 0 };
const t4 = (iamt: number, camt: number, samt: number) => ({ iamt, camt, samt, csamt: 0 });

/** October 2025 of the hand-worked test (apps/server/test/gstr3b-itc.test.ts), in short. */
const GSTR3B_EXAMPLE = {
  gstin: '19AAACR5055K1Z4',
  ret_period: '102025',
  inward_sup: {
    isup_details: [
      { ty: 'GST', intra: 1500, inter: 0 },
      { ty: 'NONGST', inter: 800, intra: 0 },
    ],
  },
  sup_details: {
    osup_zero: { txval: 0, iamt: 0, csamt: 0 },
    osup_nil_exmp: { txval: 0 },
    osup_det: { txval: 300000, iamt: 20000, camt: 12000, samt: 12000, csamt: 0 },
    isup_rev: { txval: 10000, ...t4(0, 250, 250) },
    osup_nongst: { txval: 0 },
  },
  inter_sup: {
    unreg_details: [{ pos: '24', txval: 3000, iamt: 540 }],
    comp_details: [],
    uin_details: [],
  },
  itc_elg: {
    itc_avl: [
      { ty: 'IMPG', ...z4 },
      { ty: 'IMPS', ...z4 },
      { ty: 'ISRC', ...t4(0, 250, 250) },
      { ty: 'ISD', ...z4 },
      { ty: 'OTH', ...t4(34200, 9180, 9180) },
    ],
    itc_rev: [
      { ty: 'RUL', ...t4(0, 180, 180) },
      { ty: 'OTH', ...t4(0, 2250, 2250) },
    ],
    itc_net: t4(34200, 7000, 7000),
    itc_inelg: [
      { ty: 'RUL', ...t4(1800, 0, 0) },
      { ty: 'OTH', ...t4(50, 0, 0) },
    ],
  },
  eco_dtls: { eco_sup: { txval: 0, ...z4 }, eco_reg_sup: { txval: 0 } },
};

const BILL = '6f1c2a9e-3b7d-4e5f-8a0b-1c2d3e4f5a6b';
const fig = (iamt: string, camt: string, samt: string, bills: string[] = [], txval = '0.00') => ({
  txval,
  iamt,
  camt,
  samt,
  csamt: '0.00',
  bills,
  returns: [] as string[],
});

/** GSTR-3B complete, its inward half with sources, and Table 6.1 (issue 32). */
export const gstr3bRoutes: RestRoute[] = [
  route('GET', '/api/returns/gstr3b', {
    summary:
      "GSTR-3B of ?period=MMYYYY as the offline utility's JSON, every table: 3.1 (a)-(e) (3.1 (d) inward supplies on reverse charge from the purchase bills), 3.1.1 (zeros: no sales through e-commerce operators), 3.2, Table 4 ITC from the purchase bills (4(A) by type, 4(B)(1) s.17(5) blocked credit, 4(B)(2) Rule 37 reversals of bills unpaid after 180 days, 4(C) net, 4(D)(1) Rule 37 credit reclaimed, 4(D)(2) ineligible) and Table 5 exempt, nil-rated and non-GST inward supplies. A filed period answers with its filed copy, byte for byte, with the reversals entered when it was filed (its SHA-256 is the gstr3bSha256 in GET /api/returns/lock; a copy filed before the ITC tables has 3.1 and 3.2 only)." +
      REVERSALS_TEXT,
    query: z.object({ period: z.string(), ...reversalQuery }),
    examples: { response: GSTR3B_EXAMPLE },
    handler: async ({ caller, query }) => ({
      body: await caller.tenant.returns.gstr3b(inputOf({ ...query, paymentDate: undefined })),
    }),
  }),
  route('GET', '/api/returns/gstr3b/payment', {
    summary:
      'GSTR-3B Table 6.1 of ?period=MMYYYY: the liability per head (forward charge from 3.1 (a)(b), reverse charge from 3.1 (d)), the credit of 4(C) used per head under CGST Act s.49(5), s.49A and Rule 88A (creditUsed[from][against]), the credit left, the cash to pay per head (reverse charge always in cash), the due date, and with &paymentDate=YYYY-MM-DD the s.50(1) interest on the cash part (18 % a year, by the day, to the nearest rupee), the s.47 late fee for a return filed that day (lateFee: ₹25 CGST + ₹25 SGST/UTGST a day, ₹10 + ₹10 when the return has no tax to pay, capped per Notification 19/2021-CT by &turnoverBand; no IGST late fee) and the challan (PMT-06) figures per head. books is the previous financial year outward supplies in the books and their band, the default of turnoverBand. A period filed since issue 32 answers with Table 6.1 as stored when it was filed (with the reversals, payment date and band entered then); another paymentDate or turnoverBand recomputes only the interest, the late fee and the challan from the stored set-off. Needs the view flag of the returns page.' +
      REVERSALS_TEXT,
    query: z.object({
      period: z.string(),
      paymentDate: z.string().optional(),
      turnoverBand: z.enum(['upto1_5cr', 'upto5cr', 'above5cr']).optional().meta({
        description:
          "The previous financial year's aggregate turnover across the PAN's registrations, for the cap of the s.47 late fee (Notification 19/2021-CT): upto1_5cr (up to ₹1.5 crore: ₹1,000 + ₹1,000), upto5cr (up to ₹5 crore: ₹2,500 + ₹2,500), above5cr (₹5,000 + ₹5,000). Default: the band of the books' outward supplies that year (books.band).",
        example: 'upto1_5cr',
      }),
      ...reversalQuery,
    }),
    examples: {
      response: {
        message: 'GSTR-3B payment fetched',
        data: {
          period: '102025',
          filed: false,
          dueDate: '2025-11-20',
          paymentDate: '2025-11-30',
          setOff: {
            cash: { igst: '0.00', cgst: '250.00', sgst: '250.00', cess: '0.00' },
            creditLeft: { igst: '0.00', cgst: '2100.00', sgst: '2100.00', cess: '0.00' },
          },
          interest: {
            days: 10,
            interest: { igst: '0.00', cgst: '1.00', sgst: '1.00', cess: '0.00' },
            total: '2.00',
          },
          band: 'upto1_5cr',
          books: { financialYear: '2024-25', turnover: '4200000.00', band: 'upto1_5cr' },
          lateFee: {
            days: 10,
            nil: false,
            band: 'upto1_5cr',
            perDay: '25.00',
            cap: '1000.00',
            fee: { igst: '0.00', cgst: '250.00', sgst: '250.00', cess: '0.00' },
            total: '500.00',
          },
        },
      },
    },
    handler: async ({ caller, query }) => ({
      body: {
        message: 'GSTR-3B payment fetched',
        data: await caller.tenant.returns.gstr3bPayment(inputOf(query)),
      },
    }),
  }),
  route('GET', '/api/itc', {
    summary:
      'The input tax credit of ?period=MMYYYY from the purchase books (GSTR-3B Table 4, 3.1 (d) and Table 5), each figure as exact 2-decimal strings with the ids of the bills and purchase returns it is made of (bills, returns): table4.available (4(A) IMPG, IMPS, ISRC, ISD, OTH), table4.reversed (rules: 4(B)(1), others: 4(B)(2)), table4.net (4(C)), table4.ineligible (reclaimed: 4(D)(1), others: 4(D)(2)), table4.detail (blocked, rule42_43, rule37, otherReversals), rule37 (per bill: day 181, owed, unpaid, reversed, reclaimed), reverseCharge (3.1 (d)), inward (Table 5). Always from the books as they are now, filed or not (a filed period with the reversals entered when it was filed, unless the query gives its own). Needs the view flag of the returns page.' +
      REVERSALS_TEXT,
    query: z.object({ period: z.string(), ...reversalQuery }),
    examples: {
      response: {
        message: 'ITC fetched',
        data: {
          period: '102025',
          from: '2025-10-01',
          to: '2025-10-31',
          filed: false,
          table4: {
            reversed: { rules: fig('0.00', '180.00', '180.00', [BILL]) },
            net: fig('34200.00', '7000.00', '7000.00', [BILL]),
          },
          reverseCharge: fig('0.00', '250.00', '250.00', [BILL], '10000.00'),
        },
      },
    },
    handler: async ({ caller, query }) => ({
      body: {
        message: 'ITC fetched',
        data: await caller.tenant.returns.itc(inputOf({ ...query, paymentDate: undefined })),
      },
    }),
  }),
];
