// Fixtures of itc-claims.test.ts: May 2026 of shop alpha, its GSTR-2B, and the people who ask.
import { setSetting } from './gst-fixtures';
import { gstr2b, S1, S2, type Doc } from './reconciliation-fixtures';
import { staffSession, trpcData, type Harness } from './helpers';

/**
 * Alpha (GSTIN 19…, West Bengal) enters five bills of May 2026, each an installation service at
 * 18 %: from S1 (19…, intra-State: CGST 9 % + SGST 9 %) A INV-1, B INV-2, D INV-4, ₹10,000 each
 * (₹900 + ₹900); from S2 (27…, inter-State: IGST 18 %) C B-3, ₹10,000 (IGST ₹1,800), and E B-5,
 * two units at ₹5,000 (IGST ₹1,800) of which one comes back on 20 May (IGST ₹900). May's GSTR-2B
 * has A, B and D as entered; C and E are missing (S2 has not reported them). F, from S1 on 25 May,
 * is entered and cancelled.
 */
export const MAY = '052026';
export const JUNE = '062026';

export const IN_2B: Record<string, Doc[]> = {
  [S1]: [
    { inum: 'INV-1', dt: '05-05-2026', txval: 10000, igst: 0, cgst: 900, sgst: 900 },
    { inum: 'INV-2', dt: '06-05-2026', txval: 10000, igst: 0, cgst: 900, sgst: 900 },
    { inum: 'INV-4', dt: '12-05-2026', txval: 10000, igst: 0, cgst: 900, sgst: 900 },
  ],
};

export async function enterMay(h: Harness, as: { tenant: string; cookie: string }) {
  await setSetting(h, h.a, 'gstin', '19AAACR5055K1Z4');
  const data = async (path: string, input: unknown) => {
    const reply = await h.trpcMutation(path, input, as);
    if (reply.status !== 200) throw new Error(`${path}: ${reply.text}`);
    return trpcData<{ id: string; lines?: { id: string }[] }>(reply);
  };
  const supplier = async (name: string, gstin: string, stateCode: number) =>
    (await data('tenant.suppliers.create', { name, gstin, stateCode })).id;
  const s1 = await supplier('Surya Traders', S1, 19);
  const s2 = await supplier('Mumbai Modules', S2, 27);
  const bill = async (supplierId: string, no: string, date: string, total: string, qty = 1) =>
    data('tenant.purchases.create', {
      supplierId,
      supplierInvoiceNumber: no,
      billDate: date,
      supplierTotal: total,
      lines: [
        {
          kind: 'expense',
          description: 'Installation services',
          hsnCode: '998719',
          quantity: qty,
          price: String(10000 / qty),
          gstPercentage: 18,
          itcEligibility: 'input-services',
          expenseCategory: 'Fuel and transport',
        },
      ],
    });
  const a = await bill(s1, 'INV-1', '2026-05-05', '11800.00');
  const b = await bill(s1, 'INV-2', '2026-05-06', '11800.00');
  const c = await bill(s2, 'B-3', '2026-05-10', '11800.00');
  const d = await bill(s1, 'INV-4', '2026-05-12', '11800.00');
  const e = await bill(s2, 'B-5', '2026-05-15', '11800.00', 2);
  const f = await bill(s1, 'INV-6', '2026-05-25', '11800.00');
  await data('tenant.purchases.cancel', { id: f.id, reason: 'Entered twice' });
  const eLine = (e.lines ?? [])[0]?.id;
  const r = await data('tenant.purchases.createReturn', {
    billId: e.id,
    kind: 'supplier-credit-note',
    returnDate: '2026-05-20',
    reason: 'One visit not made',
    lines: [{ billLineId: eLine, quantity: 1 }],
  });
  await data('tenant.gstr2b.import', {
    period: MAY,
    fileName: 'R2B_052026.json',
    file: gstr2b(IN_2B),
  });
  return { a: a.id, b: b.id, c: c.id, d: d.id, e: e.id, f: f.id, r: r.id };
}

export async function claimsSetup(h: Harness, as: { tenant: string; cookie: string }) {
  return {
    ids: await enterMay(h, as),
    ownerB: await h.login(h.b),
    viewer: await staffSession(h, 'claims-viewer@alpha.test', { returns: ['view'] }),
    clerk: await staffSession(h, 'claims-clerk@alpha.test', { payables: ['view'] }),
  };
}

export type ClaimRow = {
  billId: string;
  outcome: string | null;
  choice: string;
  claimPeriod: string | null;
  status: string;
  claimedIn: string | null;
  reason: string;
  igst: string;
  cgst: string;
  sgst: string;
};
export type Claims = {
  period: string;
  filed: boolean;
  twoB: boolean;
  bills: ClaimRow[];
  deferred: ClaimRow[];
  totals: { claimed: Record<string, string>; heldBack: Record<string, string> };
};
export const heads = (igst: string, cgst: string, sgst: string) => ({
  igst,
  cgst,
  sgst,
  cess: '0.00',
});
