// @engines pglite postgres
// Requests within one shop's schema (and a second shop for isolation): no Citus round.
import { describe, expect, it } from 'vitest';
import { summariseGstr1, type Gstr1 } from '@gst/domain';
import { QUARTER, returnsSuite } from './returns-fixtures';
import { sheetRows } from './catalogue-fixtures';
import { expectRestError, staffSession, trpcData, trpcError } from './helpers';

/**
 * The sales register (issue 33) of the returns suites' quarter, July–September 2024
 * (returns-fixtures.ts lists every document), against GSTR-1 of the same quarter. By hand (₹):
 * Taxable: invoices I1–I11 20,000 + 10,000 + 2,20,000 + 1,50,000 + 90,000 + 80,000 + 4,000
 *   + 10,000 + 20,000 + 10,000 + 20,000 = 6,34,000 (I12 cancelled: 0); notes − 1,000 (CN1)
 *   − 400 (CN2) + 500 (DN1) − 20,000 (CN3) = − 20,900; register 6,13,100.
 * IGST: 1,800 + 39,600 + 27,000 + 16,200 + 14,400 + 1,800 (I8) + 500 (I10) = 1,01,300;
 *   + 90 (DN1) − 3,600 (CN3) = 97,790.
 * CGST = SGST: 500 (I1) + 100 (I7) − 25 (CN1) − 10 (CN2) = 565.
 * GSTR-1 holds the same documents in B2B (I1, I2, I8, I9), B2CL (I3, I5), EXP (I10, I11), B2CS
 * (I4, I6, I7 net of CN2), CDNR (CN1, DN1: credit notes subtract) and CDNUR (CN3); nothing is
 * nil-rated, so those sections summed with their signs are the register's totals to the paisa.
 */
const suite = returnsSuite();
const FROM = '2024-07-01';
const TO = '2024-09-30';
const opts = () => suite.opts();
const query = (path: string, input: unknown, o = opts()) => suite.h.trpcQuery(path, input, o);

type Register = {
  data: { number: string; kind: string; cancelled: boolean; taxableValue: string; total: string }[];
  total: number;
  totals: {
    count: number;
    cancelled: number;
    taxableValue: string;
    igst: string;
    cgst: string;
    sgst: string;
    rates: { rate: string; taxableValue: string; tax: string }[];
  };
  rates: string[];
};

describe('sales register of July–September 2024', () => {
  it('totals equal GSTR-1 B2B + B2CL + EXP + B2CS + CDNR + CDNUR of the quarter', async () => {
    const reg = trpcData<Register>(
      await query('tenant.reports.salesRegister', { from: FROM, to: TO, pageSize: 200 }),
    );
    expect(reg.total).toBe(16);
    expect(reg.totals).toMatchObject({
      count: 16,
      cancelled: 1,
      taxableValue: '613100.00',
      igst: '97790.00',
      cgst: '565.00',
      sgst: '565.00',
    });
    // By rate: 5 % I1 20,000 + I7 4,000 + I10 10,000 + I11 20,000 − 1,000 − 400 = 52,600, tax
    // 500 + 500 + 200 + 500 − 50 − 20 = 1,630; 18 % the rest, 5,60,500 and 97,290 + 0.
    expect(reg.totals.rates).toEqual([
      { rate: '5', taxableValue: '52600.00', tax: '1630.00' },
      { rate: '18', taxableValue: '560500.00', tax: '97290.00' },
    ]);
    const gstr1 = trpcData<Gstr1>(await query('tenant.returns.gstr1', { period: QUARTER }));
    const sections = summariseGstr1(gstr1).filter((s) =>
      ['b2b', 'b2cl', 'exp', 'b2cs', 'cdnr', 'cdnur'].includes(s.key),
    );
    const add = (pick: (s: (typeof sections)[number]) => string) =>
      (sections.reduce((sum, s) => sum + Math.round(Number(pick(s)) * 100), 0) / 100).toFixed(2);
    expect({
      taxableValue: add((s) => s.taxableValue),
      igst: add((s) => s.igst),
      cgst: add((s) => s.cgst),
      sgst: add((s) => s.sgst),
    }).toEqual({ taxableValue: '613100.00', igst: '97790.00', cgst: '565.00', sgst: '565.00' });
  });

  it('lists the cancelled invoice at zero and notes with their sign; pages and filters', async () => {
    const d = suite.docs;
    const reg = trpcData<Register>(
      await query('tenant.reports.salesRegister', { from: FROM, to: TO, page: 2, pageSize: 10 }),
    );
    expect(reg.data).toHaveLength(6);
    const byNumber = new Map(reg.data.map((r) => [r.number, r]));
    expect(byNumber.get(d.I12.invoiceNumber)).toMatchObject({ cancelled: true, total: '0.00' });
    expect(byNumber.get(d.CN3.noteNumber)).toMatchObject({
      kind: 'credit-note',
      taxableValue: '-20000.00',
      total: '-23600.00',
    });
    expect(byNumber.get(d.DN1.noteNumber)).toMatchObject({ kind: 'debit-note', total: '590.00' });
    // The Mumbai buyer: I3–I6 and CN3.
    const mumbai = trpcData<Register>(
      await query('tenant.reports.salesRegister', {
        from: FROM,
        to: TO,
        customerId: suite.mumbai.id,
      }),
    );
    expect(mumbai.totals).toMatchObject({ count: 5, taxableValue: '520000.00', igst: '93600.00' });
  });

  it('refuses a range out of order, longer than a year, or a page size over 200', async () => {
    const bad = async (input: object) =>
      trpcError(await query('tenant.reports.salesRegister', { from: FROM, to: TO, ...input })).data
        .httpStatus;
    expect(await bad({ from: '2024-10-01' })).toBe(400);
    expect(await bad({ from: '2023-06-01' })).toBe(400);
    expect(await bad({ pageSize: 500 })).toBe(400);
    expect(await bad({ to: '2024-02-30' })).toBe(400);
  });

  it('downloads Excel with the totals row and PDF, audited; REST JSON pages', async () => {
    const url = `/api/reports/sales-register?from=${FROM}&to=${TO}`;
    const xlsx = await suite.h.rest('GET', `${url}&format=xlsx`, opts());
    expect(xlsx.status, xlsx.text).toBe(200);
    expect(xlsx.raw.headers['content-type']).toContain('spreadsheetml');
    expect(String(xlsx.raw.headers['content-disposition'])).toContain(
      'Sales_Register_2024-07-01_to_2024-09-30.xlsx',
    );
    const rows = sheetRows(xlsx);
    expect(rows).toHaveLength(17);
    const last = rows.at(-1);
    expect(last).toMatchObject({
      Date: 'Total',
      'Taxable Value': 613100,
      IGST: 97790,
      CGST: 565,
      'SGST/UTGST': 565,
      'Taxable @18%': 560500,
      'Tax @5%': 1630,
    });
    const sum = rows
      .slice(0, -1)
      .reduce((s, r) => s + Math.round(Number(r['Taxable Value']) * 100), 0);
    expect(sum).toBe(61310000);
    const pdf = await suite.h.rest('GET', `${url}&format=pdf`, opts());
    expect(pdf.status, pdf.text).toBe(200);
    expect(pdf.raw.headers['content-type']).toContain('application/pdf');
    expect(Buffer.from(pdf.raw.rawPayload).subarray(0, 5).toString()).toBe('%PDF-');
    const audit = trpcData<{
      data: { action: string; entityId: string; details: { format: string; rows: number } }[];
    }>(await query('tenant.audit.list', { entity: 'report' }));
    expect(
      audit.data.map((a) => [a.action, a.entityId, a.details.format, a.details.rows]).sort(),
    ).toEqual([
      ['report.export', 'sales-register', 'pdf', 16],
      ['report.export', 'sales-register', 'xlsx', 16],
    ]);
    const json = await suite.h.rest('GET', `${url}&page=1&pageSize=10`, opts());
    expect(json.status, json.text).toBe(200);
    expect(json.body).toMatchObject({ message: 'Sales register fetched', total: 16, page: 1 });
    expectRestError(await suite.h.rest('GET', `${url}&format=csv`, opts()), 400);
  });

  it('needs the reports page (view to read, export to download); another shop sees only its own', async () => {
    const clerk = await staffSession(suite.h, 'reports-clerk@alpha.test', {
      'manage-invoice': ['view'],
    });
    const viewer = await staffSession(suite.h, 'reports-viewer@alpha.test', { reports: ['view'] });
    const input = { from: FROM, to: TO };
    const as = (cookie: string) => ({ tenant: 'alpha', cookie });
    expect(
      trpcError(await query('tenant.reports.salesRegister', input, as(clerk))).data.httpStatus,
    ).toBe(403);
    expectRestError(
      await suite.h.rest('GET', `/api/reports/sales-register?from=${FROM}&to=${TO}`, as(clerk)),
      403,
    );
    expect((await query('tenant.reports.salesRegister', input, as(viewer))).status).toBe(200);
    expectRestError(
      await suite.h.rest(
        'GET',
        `/api/reports/sales-register?from=${FROM}&to=${TO}&format=xlsx`,
        as(viewer),
      ),
      403,
    );
    const beta = { tenant: 'beta', cookie: await suite.h.login(suite.h.b) };
    const b = trpcData<Register>(await query('tenant.reports.salesRegister', input, beta));
    expect(b).toMatchObject({ total: 0, totals: { count: 0, taxableValue: '0.00' } });
    // Alpha's customer id means nothing in beta's shop.
    expectRestError(
      await suite.h.rest(
        'GET',
        `/api/reports/sales-register?from=${FROM}&to=${TO}&format=xlsx&customerId=${suite.mumbai.id}`,
        beta,
      ),
      404,
    );
    expectRestError(
      await suite.h.rest('GET', `/api/reports/sales-register?from=${FROM}&to=${TO}`, {
        tenant: 'alpha',
      }),
      401,
    );
  });
});
