// @engines pglite postgres
// Requests within one shop's schema (and a second shop for isolation): no Citus round.
import { describe, expect, it } from 'vitest';
import { hsnReportRow, type Gstr1, type HsnReport, type TaxLiabilityMonth } from '@gst/domain';
import { sheetRows } from './catalogue-fixtures';
import { enterGstBooks } from './reports-gst-fixtures';
import { expectRestError, ownerSuite, staffSession, trpcData, trpcError } from './helpers';

/**
 * The HSN summary and tax liability by month (issue 33) on the books of reports-gst-fixtures.ts
 * (September and October 2026, a shop in West Bengal filing monthly). By hand (₹):
 * HSN outward, September: B2B 85076000 UNT 18 %: S2 qty 1, 10,000, IGST 1,800;
 *   85414300 UNT 5 %: S1 qty 2, CN1 a discount (qty 0): 20,000 − 10,000 = 10,000, CGST 500 − 250
 *   = 250, SGST 250. B2C 85076000 UNT 18 %: S3 qty 1, 5,000, CGST 450, SGST 450.
 *   Totals: taxable 25,000; IGST 1,800; CGST 700; SGST 700; tax 3,200.
 * HSN inward, September: 85076000 UNT 18 %: P1 5 − PR1 1 = 4, 2,00,000 − 40,000 = 1,60,000,
 *   CGST 18,000 − 3,600 = 14,400, SGST 14,400; tax 28,800. With October: + P2 qty 1, 30,000,
 *   IGST 5,400 in the same row (same HSN, UQC and rate): qty 5, 1,90,000.
 * Tax liability: September output (3.1 (a)) IGST 1,800, CGST 700, SGST 700 = 3,200; net ITC
 *   (4(C)) CGST 14,400 + SGST 14,400 = 28,800; all the tax paid by credit (IGST from CGST and
 *   SGST credit, s.49(5)(b),(c)), cash 0, credit left 28,800 − 3,200 = 25,600. October output
 *   IGST 9,000; ITC IGST 5,400 pays 5,400; cash 3,600 (September's credit left is a ledger
 *   balance the books do not carry). Totals: output 12,200; ITC 34,200; by credit 8,600; cash
 *   3,600.
 */
const suite = ownerSuite({}, async (h, as) => enterGstBooks(h, as));
const SEP = { from: '2026-09-01', to: '2026-09-30' };
const query = (path: string, input: unknown, o = suite.asOwner()) =>
  suite.h.trpcQuery(path, input, o);
type Liability = { months: TaxLiabilityMonth[]; totals: Record<string, { total: string }> };
const liability = async (o = suite.asOwner()) =>
  trpcData<Liability>(
    await query('tenant.reports.taxLiability', { from: '2026-09', to: '2026-10' }, o),
  );

describe('HSN summary (issue 33)', () => {
  it('outward: September by hand, and equal to GSTR-1 Table 12 of September', async () => {
    const r = trpcData<HsnReport>(
      await query('tenant.reports.hsnSummary', { ...SEP, side: 'outward' }),
    );
    const [b2b, b2c] = r.sections;
    expect(
      b2b?.rows.map((x) => [
        x.hsn,
        x.uqc,
        x.quantity,
        x.rate,
        x.taxableValue,
        x.igst,
        x.cgst,
        x.sgst,
      ]),
    ).toEqual([
      ['85076000', 'UNT', 1, 18, '10000.00', '1800.00', '0.00', '0.00'],
      ['85414300', 'UNT', 2, 5, '10000.00', '0.00', '250.00', '250.00'],
    ]);
    expect(b2c?.rows.map((x) => [x.hsn, x.quantity, x.taxableValue, x.cgst, x.sgst])).toEqual([
      ['85076000', 1, '5000.00', '450.00', '450.00'],
    ]);
    expect(r.totals).toEqual({
      rows: 3,
      taxableValue: '25000.00',
      igst: '1800.00',
      cgst: '700.00',
      sgst: '700.00',
      cess: '0.00',
      tax: '3200.00',
    });
    const gstr1 = trpcData<Gstr1>(await query('tenant.returns.gstr1', { period: '092026' }));
    if (!('hsn_b2b' in gstr1.hsn)) throw new Error('September 2026 splits Table 12');
    expect(b2b?.rows).toEqual(gstr1.hsn.hsn_b2b.map(hsnReportRow));
    expect(b2c?.rows).toEqual(gstr1.hsn.hsn_b2c.map(hsnReportRow));
  });

  it('inward: bills less returns per HSN, UQC and rate', async () => {
    const sep = trpcData<HsnReport>(
      await query('tenant.reports.hsnSummary', { ...SEP, side: 'inward' }),
    );
    expect(sep.sections.map((s) => s.key)).toEqual(['inward']);
    expect(sep.sections[0]?.rows).toMatchObject([
      {
        hsn: '85076000',
        uqc: 'UNT',
        quantity: 4,
        rate: 18,
        taxableValue: '160000.00',
        igst: '0.00',
        cgst: '14400.00',
        sgst: '14400.00',
        tax: '28800.00',
      },
    ]);
    const both = trpcData<HsnReport>(
      await query('tenant.reports.hsnSummary', {
        from: '2026-09-01',
        to: '2026-10-31',
        side: 'inward',
      }),
    );
    expect(both.totals).toMatchObject({
      rows: 1,
      taxableValue: '190000.00',
      igst: '5400.00',
      tax: '34200.00',
    });
    expect(both.sections[0]?.rows[0]?.quantity).toBe(5);
  });

  it('refuses a bad side, a range out of order or over a year', async () => {
    const bad = async (input: object) =>
      trpcError(await query('tenant.reports.hsnSummary', { ...SEP, side: 'outward', ...input }))
        .data.httpStatus;
    expect(await bad({ side: 'sideways' })).toBe(400);
    expect(await bad({ from: '2026-10-01' })).toBe(400);
    expect(await bad({ from: '2025-09-01' })).toBe(400);
  });
});

describe('tax liability by month (issue 33)', () => {
  it('September and October by hand, each equal to its GSTR-3B and set-off', async () => {
    const r = await liability();
    const [sep, oct] = r.months;
    expect(sep).toMatchObject({ period: '092026', label: 'September 2026', filed: false });
    expect(sep?.output).toEqual({
      igst: '1800.00',
      cgst: '700.00',
      sgst: '700.00',
      cess: '0.00',
      total: '3200.00',
    });
    expect(sep?.itc).toMatchObject({
      igst: '0.00',
      cgst: '14400.00',
      sgst: '14400.00',
      total: '28800.00',
    });
    expect([sep?.paidByCredit.total, sep?.cash.total, sep?.creditLeft.total]).toEqual([
      '3200.00',
      '0.00',
      '25600.00',
    ]);
    expect(oct?.output.igst).toBe('9000.00');
    expect(oct?.itc.igst).toBe('5400.00');
    expect(oct?.cash).toEqual({
      igst: '3600.00',
      cgst: '0.00',
      sgst: '0.00',
      cess: '0.00',
      total: '3600.00',
    });
    expect(r.totals).toMatchObject({
      output: { total: '12200.00' },
      itc: { total: '34200.00' },
      paidByCredit: { total: '8600.00' },
      cash: { total: '3600.00' },
    });
    type Tax = { iamt: number; camt: number; samt: number; csamt: number };
    for (const m of r.months) {
      const g = trpcData<{
        sup_details: { osup_det: Tax; osup_zero: Tax };
        itc_elg: { itc_net: Tax };
      }>(await query('tenant.returns.gstr3b', { period: m.period }));
      const pay = trpcData<{ setOff: { cash: Record<string, string> } }>(
        await query('tenant.returns.gstr3bPayment', { period: m.period }),
      );
      const two = (n: number) => n.toFixed(2);
      expect(m.output.cgst).toBe(two(g.sup_details.osup_det.camt));
      expect(m.output.igst).toBe(two(g.sup_details.osup_det.iamt + g.sup_details.osup_zero.iamt));
      expect(m.itc.sgst).toBe(two(g.itc_elg.itc_net.samt));
      expect({ igst: m.cash.igst, cgst: m.cash.cgst, sgst: m.cash.sgst }).toMatchObject({
        igst: pay.setOff.cash.igst,
        cgst: pay.setOff.cash.cgst,
        sgst: pay.setOff.cash.sgst,
      });
    }
  });

  it('a month filed shows its filed figures', async () => {
    const before = await liability();
    const lock = await suite.h.rest('POST', '/api/returns/lock', {
      ...suite.asOwner(),
      body: { period: '092026' },
    });
    expect(lock.status, lock.text).toBe(201);
    const after = await liability();
    expect(after.months.map((m) => m.filed)).toEqual([true, false]);
    expect({ ...after.months[0], filed: false }).toEqual(before.months[0]);
    expect(after.totals).toMatchObject({ filed: 1, cash: { total: '3600.00' } });
  });

  it('refuses a range out of order, over 12 months, or not YYYY-MM', async () => {
    const bad = async (input: object) =>
      trpcError(
        await query('tenant.reports.taxLiability', { from: '2026-09', to: '2026-10', ...input }),
      ).data.httpStatus;
    expect(await bad({ from: '2026-11' })).toBe(400);
    expect(await bad({ from: '2025-09' })).toBe(400);
    expect(await bad({ to: '2026-13' })).toBe(400);
    expect(await bad({ to: '2026-10-01' })).toBe(400);
  });
});

describe('downloads, permissions and shops (issue 33)', () => {
  it('downloads Excel and PDF of both reports, each audited', async () => {
    const hsnUrl = `/api/reports/hsn-summary?from=${SEP.from}&to=${SEP.to}&side=outward`;
    const xlsx = await suite.h.rest('GET', `${hsnUrl}&format=xlsx`, suite.asOwner());
    expect(xlsx.status, xlsx.text).toBe(200);
    expect(String(xlsx.raw.headers['content-disposition'])).toContain(
      'HSN_Summary_Outward_2026-09-01_to_2026-09-30.xlsx',
    );
    // The first sheet is B2B: two rows and its totals row.
    expect(sheetRows(xlsx).at(-1)).toMatchObject({
      'HSN/SAC': 'Total',
      'Taxable Value': 20000,
      IGST: 1800,
      CGST: 250,
    });
    const pdf = await suite.h.rest('GET', `${hsnUrl}&format=pdf`, suite.asOwner());
    expect(pdf.status, pdf.text).toBe(200);
    expect(Buffer.from(pdf.raw.rawPayload).subarray(0, 5).toString()).toBe('%PDF-');
    const taxUrl = '/api/reports/tax-liability?from=2026-09&to=2026-10';
    const txlsx = await suite.h.rest('GET', `${taxUrl}&format=xlsx`, suite.asOwner());
    expect(txlsx.status, txlsx.text).toBe(200);
    expect(String(txlsx.raw.headers['content-disposition'])).toContain(
      'Tax_Liability_2026-09_to_2026-10.xlsx',
    );
    const rows = sheetRows(txlsx);
    expect(rows).toHaveLength(3);
    expect(rows.at(-1)).toMatchObject({
      Month: 'Total',
      'Output Total': 12200,
      'ITC Total': 34200,
      'Cash Total': 3600,
      'Cash IGST': 3600,
    });
    const tpdf = await suite.h.rest('GET', `${taxUrl}&format=pdf`, suite.asOwner());
    expect(tpdf.status, tpdf.text).toBe(200);
    expect(tpdf.raw.headers['content-type']).toContain('application/pdf');
    const audit = trpcData<{
      data: { action: string; entityId: string; details: { format: string; rows: number } }[];
    }>(await query('tenant.audit.list', { entity: 'report' }));
    expect(
      audit.data
        .filter((a) => ['hsn-summary', 'tax-liability'].includes(a.entityId))
        .map((a) => [a.action, a.entityId, a.details.format, a.details.rows])
        .sort(),
    ).toEqual([
      ['report.export', 'hsn-summary', 'pdf', 3],
      ['report.export', 'hsn-summary', 'xlsx', 3],
      ['report.export', 'tax-liability', 'pdf', 2],
      ['report.export', 'tax-liability', 'xlsx', 2],
    ]);
    const json = await suite.h.rest('GET', taxUrl, suite.asOwner());
    expect(json.status, json.text).toBe(200);
    expect(json.body).toMatchObject({
      message: 'Tax liability fetched',
      data: { totals: { cash: { total: '3600.00' } } },
    });
    expectRestError(await suite.h.rest('GET', `${taxUrl}&format=csv`, suite.asOwner()), 400);
  });

  it('needs the reports page (view to read, export to download); another shop sees its own', async () => {
    const clerk = await staffSession(suite.h, 'gst-reports-clerk@alpha.test', {
      'manage-invoice': ['view'],
    });
    const viewer = await staffSession(suite.h, 'gst-reports-viewer@alpha.test', {
      reports: ['view'],
    });
    const as = (cookie: string) => ({ tenant: 'alpha', cookie });
    const hsn = { ...SEP, side: 'outward' };
    expect(
      trpcError(await query('tenant.reports.hsnSummary', hsn, as(clerk))).data.httpStatus,
    ).toBe(403);
    expect(
      trpcError(
        await query('tenant.reports.taxLiability', { from: '2026-09', to: '2026-09' }, as(clerk)),
      ).data.httpStatus,
    ).toBe(403);
    expectRestError(
      await suite.h.rest('GET', '/api/reports/tax-liability?from=2026-09&to=2026-09', as(clerk)),
      403,
    );
    expect((await query('tenant.reports.hsnSummary', hsn, as(viewer))).status).toBe(200);
    expectRestError(
      await suite.h.rest(
        'GET',
        `/api/reports/hsn-summary?from=${SEP.from}&to=${SEP.to}&side=outward&format=pdf`,
        as(viewer),
      ),
      403,
    );
    const beta = { tenant: 'beta', cookie: await suite.h.login(suite.h.b) };
    const b = trpcData<HsnReport>(await query('tenant.reports.hsnSummary', hsn, beta));
    expect(b.totals).toMatchObject({ rows: 0, taxableValue: '0.00' });
    const bl = await liability(beta);
    expect(bl.totals).toMatchObject({ output: { total: '0.00' }, cash: { total: '0.00' } });
    // Alpha's session means nothing in beta's shop; a shop that does not exist is a 404.
    expectRestError(
      await suite.h.rest('GET', '/api/reports/tax-liability?from=2026-09&to=2026-09', {
        tenant: 'beta',
        cookie: suite.asOwner().cookie,
      }),
      401,
    );
    expectRestError(
      await suite.h.rest('GET', '/api/reports/tax-liability?from=2026-09&to=2026-09', {
        tenant: 'nosuchshop',
        cookie: suite.asOwner().cookie,
      }),
      404,
    );
  });
});
