// Fixtures of reconciliation.test.ts: the shop's bills, its GSTR-2B built from them, the view's rows.
import { setSetting } from './gst-fixtures';
import { staffSession, trpcData, type Harness } from './helpers';

/**
 * Reconciliation with GSTR-2B over HTTP (issue 32). Alpha (GSTIN 19…, West Bengal) enters five
 * bills of May 2026 through tRPC, each one expense line at 18 %: from S1 (19AAACE1234F1Z3, intra:
 * CGST + SGST) INV-101, INV/2026-27/0102 and INV-103, ₹10,000 each, ₹900 + ₹900 tax; from S2
 * (27AAAAA0000A1Z2, inter: IGST) B-201, ₹10,000 and ₹1,800 IGST. Its GSTR-2B, built in memory:
 * - INV-101 as entered                              → Exact Match
 * - "inv-102" for INV/2026-27/0102 (restyled)       → Suggested Match
 * - INV-103 with taxable 10,050 (tax the same)      → Mismatch, TAXABLE_VALUE books − 2B = −50.00
 * - B-201 absent                                    → Missing in 2B (₹1,800 ITC at risk)
 * - S2's B-999 of 12 May, 5,000 + 900 IGST          → Missing in PR
 * - S1's EXP-9 of 20 May, 100 + 9 + 9               → Missing in PR (to be ignored)
 */
export const ALPHA_GSTIN = '19AAACR5055K1Z4';
export const S1 = '19AAACE1234F1Z3';
export const S2 = '27AAAAA0000A1Z2';
export const PERIOD = '052026';

export type Doc = {
  inum: string;
  dt: string;
  txval: number;
  igst: number;
  cgst: number;
  sgst: number;
};
export const DOCS: Record<string, Doc[]> = {
  [S1]: [
    { inum: 'INV-101', dt: '05-05-2026', txval: 10000, igst: 0, cgst: 900, sgst: 900 },
    { inum: 'inv-102', dt: '06-05-2026', txval: 10000, igst: 0, cgst: 900, sgst: 900 },
    { inum: 'INV-103', dt: '07-05-2026', txval: 10050, igst: 0, cgst: 900, sgst: 900 },
    { inum: 'EXP-9', dt: '20-05-2026', txval: 100, igst: 0, cgst: 9, sgst: 9 },
  ],
  [S2]: [{ inum: 'B-999', dt: '12-05-2026', txval: 5000, igst: 900, cgst: 0, sgst: 0 }],
};

/** A GSTR-2B of `docs` whose itcsumm is their sum (all b2b, ITC available). */
export function gstr2b(docs: Record<string, Doc[]>) {
  const sum = { igst: 0, cgst: 0, sgst: 0, cess: 0 };
  const b2b = Object.entries(docs).map(([ctin, list]) => ({
    ctin,
    trdnm: ctin === S1 ? 'Surya Traders' : 'Mumbai Modules',
    supprd: PERIOD,
    supfildt: '11-06-2026',
    inv: list.map((d) => {
      sum.igst += d.igst;
      sum.cgst += d.cgst;
      sum.sgst += d.sgst;
      const { inum, dt, ...amounts } = d;
      return {
        inum,
        typ: 'R',
        dt,
        val: d.txval + d.igst + d.cgst + d.sgst,
        pos: '19',
        rev: 'N',
        itcavl: 'Y',
        rsn: '',
        items: [{ num: 1, rt: 18, ...amounts, cess: 0 }],
      };
    }),
  }));
  return {
    data: {
      gstin: ALPHA_GSTIN,
      rtnprd: PERIOD,
      version: '1.0',
      gendt: '14-06-2026',
      itcsumm: { itcavl: { nonrevsup: { ...sum, b2b: sum } } },
      docdata: { b2b },
    },
  };
}

export async function setupReconciliation(h: Harness, asOwner: { tenant: string; cookie: string }) {
  await setSetting(h, h.a, 'gstin', ALPHA_GSTIN);
  const supplier = async (name: string, gstin: string, stateCode: number) =>
    trpcData<{ id: string }>(
      await h.trpcMutation('tenant.suppliers.create', { name, gstin, stateCode }, asOwner),
    ).id;
  const s1 = await supplier('Surya Traders', S1, 19);
  const s2 = await supplier('Mumbai Modules', S2, 27);
  const bill = async (supplierId: string, number: string, date: string, total: string) => {
    const reply = await h.trpcMutation(
      'tenant.purchases.create',
      {
        supplierId,
        supplierInvoiceNumber: number,
        billDate: date,
        supplierTotal: total,
        lines: [
          {
            kind: 'expense',
            description: 'Installation services',
            hsnCode: '998719',
            price: '10000',
            gstPercentage: 18,
            itcEligibility: 'input-services',
            expenseCategory: 'Fuel and transport',
          },
        ],
      },
      asOwner,
    );
    return trpcData<{ id: string }>(reply).id;
  };
  const bills = {
    exact: await bill(s1, 'INV-101', '2026-05-05', '11800.00'),
    restyled: await bill(s1, 'INV/2026-27/0102', '2026-05-06', '11800.00'),
    off: await bill(s1, 'INV-103', '2026-05-07', '11800.00'),
    missing: await bill(s2, 'B-201', '2026-05-10', '11800.00'),
  };
  const imported = await h.trpcMutation(
    'tenant.gstr2b.import',
    { period: PERIOD, fileName: 'R2B_052026.json', file: gstr2b(DOCS) },
    asOwner,
  );
  trpcData(imported);
  const viewer = await staffSession(h, 'recon-viewer@alpha.test', { returns: ['view'] });
  const stranger = await staffSession(h, 'recon-none@alpha.test', { 'manage-supplier': ['view'] });
  const cookieB = await h.login(h.b);
  return { bills, viewer, stranger, cookieB };
}

export type Row = {
  outcome: string;
  status: string;
  rule: string | null;
  books: { id: string; number: string } | null;
  portal: { id: string; number: string } | null;
  differences: { field: string; books: string; portal: string; difference?: string }[];
  taxableDifference: string;
  taxDifference: string;
  decision: { status: string; outcome: string | null; note: string } | null;
};
export type View = {
  rows: Row[];
  summary: {
    byOutcome: Record<string, number>;
    byStatus: Record<string, number>;
    itcAtRisk: string;
  };
  staleDecisions: unknown[];
};
export const byBooks = (v: View, billId: string) =>
  v.rows.find((r) => r.books?.id === billId) as Row;
export const byPortal = (v: View, number: string) =>
  v.rows.find((r) => r.portal?.number === number) as Row;
export const portalId = (v: View, number: string) => byPortal(v, number).portal?.id as string;
