// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { describe, expect, it } from 'vitest';
// The GSTINs of the domain's returns tests (the same parties).
import { REG_GJ, REG_WB, SEZ_WB } from '../../../packages/domain/test/returns-fixtures';
import { readWorkbookSheets } from './returns-sheets';
import { QUARTER, returnsSuite } from './returns-fixtures';
import { staffSession, trpcData, trpcError } from './helpers';

/**
 * GSTR-3B and the Returns page of the fixture quarter (returns-fixtures.ts lists every document
 * and its tax), both returns over REST and as a workbook, and who may see them, on both engines
 * (issue 17). Every expected figure is added up by hand in the comments from that list. GSTR-1
 * section by section: returns-gstr1.test.ts.
 */
const suite = returnsSuite();
const query = (path: string, input: unknown) => suite.h.trpcQuery(path, input, suite.opts());

describe('GSTR-3B of the quarter', () => {
  it('3.1 (a), (b), (c) and 3.2', async () => {
    const r = trpcData(await query('tenant.returns.gstr3b', { period: QUARTER }));
    // The fixture quarter has no purchases: the inward half (issue 32) is zeros
    // (gstr3b-itc.test.ts works a month with purchases).
    expect(r).toMatchObject({
      gstin: '',
      ret_period: '092024',
      sup_details: {
        // I1 20,000 + I2 10,000 + I3 2,20,000 + I4 1,50,000 + I5 90,000 + I6 80,000 + I7 4,000 =
        // 5,74,000; − 1,000 − 400 + 500 − 20,000 = 5,53,100. IGST 1,800 + 39,600 + 27,000 +
        // 16,200 + 14,400 = 99,000; + 90 − 3,600 = 95,490. CGST = SGST 500 + 100 − 25 − 10 = 565.
        osup_det: { txval: 553100, iamt: 95490, camt: 565, samt: 565, csamt: 0 },
        // SEZ and exports: 10,000 + 20,000 + 10,000 + 20,000 = 60,000, IGST 1,800 + 500 = 2,300.
        // Zero-rated supplies are IGST only; (c) and (e) are a value only (issue 30).
        osup_zero: { txval: 60000, iamt: 2300, csamt: 0 },
        osup_nil_exmp: { txval: 0 },
        osup_nongst: { txval: 0 },
      },
      // Maharashtra: 2,20,000 + 1,50,000 + 90,000 + 80,000 − 20,000 = 5,20,000; IGST 39,600 +
      // 27,000 + 16,200 + 14,400 − 3,600 = 93,600.
      inter_sup: {
        unreg_details: [{ pos: '27', txval: 520000, iamt: 93600 }],
        comp_details: [],
        uin_details: [],
      },
    });
  });
});

describe('the Returns page overview', () => {
  it('cards agree with the register (6,13,100 taxable in all); problems name their documents', async () => {
    const o = trpcData(await query('tenant.returns.overview', { period: QUARTER }));
    expect(o).toMatchObject({
      label: 'July–September 2024',
      frequency: 'quarterly',
      from: '2024-07-01',
      to: '2024-09-30',
      documents: { invoices: 12, creditNotes: 3, debitNotes: 1, cancelled: 1 },
      filed: null,
    });
    // The SEZ unit was stored straight in the table with a GSTIN whose check character is
    // wrong: the portal would refuse both of its invoices, and the page says which.
    expect(o.problems).toEqual(
      [suite.docs.I8, suite.docs.I9].map((d) => ({
        kind: 'invoice',
        documentId: d.id,
        documentNumber: d.invoiceNumber,
        field: 'gstin',
        message: `Invoice ${d.invoiceNumber}: the recipient's GSTIN ${SEZ_WB} is not valid (GSTIN check character is wrong)`,
      })),
    );
    const cards = new Map(
      (o.sections as { key: string; taxableValue: string; count: number }[]).map((s) => [s.key, s]),
    );
    expect(cards.get('b2b')).toMatchObject({ count: 4, taxableValue: '60000.00' });
    expect(cards.get('b2cl')).toMatchObject({
      count: 2,
      taxableValue: '310000.00',
      igst: '55800.00',
    });
    expect(cards.get('exp')).toMatchObject({ count: 2, taxableValue: '30000.00', igst: '500.00' });
    expect(cards.get('b2cs')).toMatchObject({ count: 2, taxableValue: '233600.00' });
    expect(cards.get('cdnr')).toMatchObject({ count: 2, taxableValue: '-500.00' });
    expect(cards.get('cdnur')).toMatchObject({ count: 1, taxableValue: '-20000.00' });
    // Sections: 60,000 + 3,10,000 + 30,000 + 2,33,600 − 500 − 20,000 = 6,13,100 = HSN total.
    expect(cards.get('hsn')).toMatchObject({ count: 2, taxableValue: '613100.00' });
    expect(cards.get('doc_issue')).toMatchObject({ count: 16 });
  });

  it('refuses a month when the shop files quarterly, and a malformed period', async () => {
    expect(
      trpcError(await query('tenant.returns.overview', { period: '082024' })).message,
    ).toContain('quarterly (QRMP)');
    expect(trpcError(await query('tenant.returns.gstr1', { period: '2024-09' })).message).toContain(
      'MMYYYY',
    );
    expect(trpcError(await query('tenant.returns.gstr1', { period: '062017' })).message).toContain(
      'July 2017',
    );
  });
});

describe('REST', () => {
  const rest = (url: string) => suite.h.rest('GET', url, suite.opts());

  it('GET /api/returns/gstr1 and gstr3b give the same JSON as tRPC', async () => {
    const viaTrpc = trpcData(await query('tenant.returns.gstr1', { period: QUARTER }));
    const viaRest = await rest(`/api/returns/gstr1?period=${QUARTER}`);
    expect(viaRest.status, viaRest.text).toBe(200);
    expect(viaRest.body).toEqual(viaTrpc);
    const threeB = await rest(`/api/returns/gstr3b?period=${QUARTER}`);
    expect(threeB.body.sup_details.osup_zero.txval).toBe(60000);
    expect((await rest('/api/returns/gstr1?period=13')).status).toBe(400);
  });

  it('&format=xlsx: a sheet per section and GSTR-3B, the same figures', async () => {
    const reply = await rest(`/api/returns/gstr1?period=${QUARTER}&format=xlsx`);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.raw.headers['content-disposition']).toContain('GSTR1_unregistered_092024.xlsx');
    const sheets = readWorkbookSheets(reply);
    expect(Object.keys(sheets)).toEqual([
      'b2b',
      'b2cl',
      'exp',
      'b2cs',
      'exemp',
      'cdnr',
      'cdnur',
      'hsn',
      'docs',
      'gstr3b',
      'gstr3b-setoff',
    ]);
    expect(
      sheets.b2b!.map((row) => [
        row['GSTIN of Recipient'],
        row['Invoice Type'],
        row['Taxable Value'],
      ]),
    ).toEqual([
      [REG_WB, 'R', 20000],
      [SEZ_WB, 'SEWP', 10000],
      [SEZ_WB, 'SEWOP', 20000],
      [REG_GJ, 'R', 10000],
    ]);
    expect(sheets.b2cl!.map((row) => row['Place Of Supply'])).toEqual([
      '27-Maharashtra',
      '27-Maharashtra',
    ]);
    expect(
      sheets.hsn!.map((row) => [row.HSN, row['Taxable Value'], row['Integrated Tax']]),
    ).toEqual([
      ['85076000', 560500, 97290],
      ['85414300', 52600, 500],
    ]);
    expect(
      sheets.docs!.map((row) => [row['Nature of Document'], row['Total Number'], row.Cancelled]),
    ).toEqual([
      ['Invoices for outward supply', 12, 1],
      ['Debit Note', 1, 0],
      ['Credit Note', 3, 0],
    ]);
    expect(sheets.gstr3b![0]).toMatchObject({ 'Taxable Value': 553100, 'Integrated Tax': 95490 });
    // 3.2 after 3.1 (a)-(e); Table 4 and 5 rows follow (issue 32).
    expect(sheets.gstr3b![5]).toMatchObject({
      'Place Of Supply': '27-Maharashtra',
      'Taxable Value': 520000,
    });
  });
});

describe('permissions and tenants', () => {
  it('needs returns view to see, export to download; another shop sees its own books', async () => {
    const h = suite.h;
    const viewer = await staffSession(h, 'viewer@alpha.test', { returns: ['view'] });
    const clerk = await staffSession(h, 'clerk@alpha.test', {
      'manage-invoice': ['view', 'export'],
    });
    const as = (cookie: string) => ({ tenant: 'alpha', cookie });
    expect(
      (await h.trpcQuery('tenant.returns.overview', { period: QUARTER }, as(viewer))).status,
    ).toBe(200);
    expect(
      trpcError(await h.trpcQuery('tenant.returns.gstr1', { period: QUARTER }, as(viewer))).data
        .httpStatus,
    ).toBe(403);
    expect((await h.rest('GET', `/api/returns/gstr1?period=${QUARTER}`, as(viewer))).status).toBe(
      403,
    );
    expect(
      trpcError(await h.trpcQuery('tenant.returns.overview', { period: QUARTER }, as(clerk))).data
        .httpStatus,
    ).toBe(403);

    const beta = await h.login(h.b);
    const other = trpcData(
      await h.trpcQuery(
        'tenant.returns.gstr1',
        { period: '092024' },
        { tenant: 'beta', cookie: beta },
      ),
    );
    expect([other.b2b, other.b2cl, other.b2cs, other.doc_issue.doc_det]).toEqual([[], [], [], []]);
    // Alpha's session does not open beta's returns.
    expect(
      (
        await h.trpcQuery(
          'tenant.returns.gstr1',
          { period: QUARTER },
          { tenant: 'beta', cookie: suite.cookie },
        )
      ).status,
    ).toBe(401);
  });
});
