import { describe, expect, it } from 'vitest';
// The GSTINs and Table 3.1 item builder of the domain's returns tests (the same parties).
import { item, REG_GJ, REG_WB, SEZ_WB } from '../../../packages/domain/test/returns-fixtures';
import { readWorkbookSheets } from './returns-sheets';
import { QUARTER, returnsSuite } from './returns-fixtures';
import { trpcData, trpcError } from './helpers';

/**
 * GSTR-1 and GSTR-3B of the fixture quarter (returns-fixtures.ts lists every document and its
 * tax), through tRPC and REST, on both engines (issue 17). Every expected figure is added up by
 * hand in the comments from that list.
 */
const suite = returnsSuite();
const query = (path: string, input: unknown) => suite.h.trpcQuery(path, input, suite.opts());

const itms = (...items: ReturnType<typeof item>[]) =>
  items.map((itm_det, i) => ({ num: i + 1, itm_det }));

type Gstr1 = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('GSTR-1 of July–September 2024 (QRMP)', () => {
  let r: Gstr1;
  it('is the offline tool JSON of the quarter', async () => {
    r = trpcData<Gstr1>(await query('tenant.returns.gstr1', { period: QUARTER }));
    expect(r).toMatchObject({ gstin: '', fp: '092024' });
  });

  it('b2b: registered buyers by GSTIN; the SEZ unit with (SEWP) and without (SEWOP) IGST', () => {
    const d = suite.docs;
    expect(r.b2b).toEqual([
      {
        ctin: REG_WB,
        inv: [
          {
            inum: d.I1.invoiceNumber,
            idt: '10-07-2024',
            val: 21000,
            pos: '19',
            rchrg: 'N',
            inv_typ: 'R',
            itms: itms(item(5, 20000, { camt: 500, samt: 500 })),
          },
        ],
      },
      {
        ctin: SEZ_WB,
        inv: [
          {
            inum: d.I8.invoiceNumber,
            idt: '02-09-2024',
            val: 11800,
            pos: '19',
            rchrg: 'N',
            inv_typ: 'SEWP',
            itms: itms(item(18, 10000, { iamt: 1800 })),
          },
          {
            inum: d.I9.invoiceNumber,
            idt: '03-09-2024',
            val: 20000,
            pos: '19',
            rchrg: 'N',
            inv_typ: 'SEWOP',
            itms: itms(item(18, 20000)),
          },
        ],
      },
      {
        ctin: REG_GJ,
        inv: [
          {
            inum: d.I2.invoiceNumber,
            idt: '11-07-2024',
            val: 11800,
            pos: '24',
            rchrg: 'N',
            inv_typ: 'R',
            itms: itms(item(18, 10000, { iamt: 1800 })),
          },
        ],
      },
    ]);
  });

  it('b2cl by the threshold of each invoice date; b2cs by supply type, place and rate', () => {
    const d = suite.docs;
    // I3 (2,59,600 > 2,50,000 in July) and I5 (1,06,200 > 1,00,000 in August); I4 (1,77,000 in
    // July) and I6 (94,400) are B2CS.
    expect(r.b2cl).toEqual([
      {
        pos: '27',
        inv: [
          {
            inum: d.I3.invoiceNumber,
            idt: '15-07-2024',
            val: 259600,
            itms: itms(item(18, 220000, { iamt: 39600 })),
          },
          {
            inum: d.I5.invoiceNumber,
            idt: '05-08-2024',
            val: 106200,
            itms: itms(item(18, 90000, { iamt: 16200 })),
          },
        ],
      },
    ]);
    // INTER 27 at 18 %: 1,50,000 + 80,000 = 2,30,000, IGST 27,000 + 14,400 = 41,400.
    // INTRA 19 at 5 %: 4,000 − 400 (CN2) = 3,600, CGST = SGST 100 − 10 = 90.
    expect(r.b2cs).toEqual([
      { sply_ty: 'INTER', pos: '27', typ: 'OE', ...item(18, 230000, { iamt: 41400 }) },
      { sply_ty: 'INTRA', pos: '19', typ: 'OE', ...item(5, 3600, { camt: 90, samt: 90 }) },
    ]);
  });

  it('exp: with payment of IGST (WPAY) and under LUT (WOPAY)', () => {
    const d = suite.docs;
    expect(r.exp).toEqual([
      {
        exp_typ: 'WOPAY',
        inv: [
          {
            inum: d.I11.invoiceNumber,
            idt: '05-09-2024',
            val: 20000,
            itms: [{ txval: 20000, rt: 5, iamt: 0, csamt: 0 }],
          },
        ],
      },
      {
        exp_typ: 'WPAY',
        inv: [
          {
            inum: d.I10.invoiceNumber,
            idt: '04-09-2024',
            val: 10500,
            itms: [{ txval: 10000, rt: 5, iamt: 500, csamt: 0 }],
          },
        ],
      },
    ]);
  });

  it('cdnr for registered buyers, cdnur for the note on a B2CL invoice', () => {
    const d = suite.docs;
    const note = (
      n: { noteNumber: string },
      dt: string,
      ntty: string,
      val: number,
      pos: string,
      it: ReturnType<typeof item>,
    ) => ({
      nt_num: n.noteNumber,
      nt_dt: dt,
      ntty,
      val,
      pos,
      rchrg: 'N',
      inv_typ: 'R',
      itms: itms(it),
    });
    expect(r.cdnr).toEqual([
      {
        ctin: REG_WB,
        nt: [note(d.CN1, '20-09-2024', 'C', 1050, '19', item(5, 1000, { camt: 25, samt: 25 }))],
      },
      {
        ctin: REG_GJ,
        nt: [note(d.DN1, '22-09-2024', 'D', 590, '24', item(18, 500, { iamt: 90 }))],
      },
    ]);
    expect(r.cdnur).toEqual([
      {
        ...note(d.CN3, '23-09-2024', 'C', 23600, '27', item(18, 20000, { iamt: 3600 })),
        typ: 'B2CL',
      },
    ]);
  });

  it('Table 12 is one list before May 2025; Table 13 counts the cancelled invoice', () => {
    // Battery 18 %: invoices 10,000 + 2,20,000 + 1,50,000 + 90,000 + 80,000 + 10,000 + 20,000 =
    // 5,80,000 (qty 7), IGST 1,800 + 39,600 + 27,000 + 16,200 + 14,400 + 1,800 = 1,00,800; DN1
    // +500 / +90, CN3 −20,000 / −3,600 → 5,60,500, IGST 97,290.
    // Module 5 %: 20,000 + 4,000 + 10,000 + 20,000 = 54,000 (qty 5), IGST 500, CGST = SGST
    // 500 + 100 = 600; CN1 −1,000 / −25, CN2 −400 / −10 → 52,600, CGST = SGST 565.
    expect(r.hsn).toEqual({
      data: [
        { num: 1, hsn_sc: '85076000', uqc: 'UNT', qty: 7, ...item(18, 560500, { iamt: 97290 }) },
        {
          num: 2,
          hsn_sc: '85414300',
          uqc: 'UNT',
          qty: 5,
          ...item(5, 52600, { iamt: 500, camt: 565, samt: 565 }),
        },
      ],
    });
    const d = suite.docs;
    expect(r.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        docs: [
          {
            num: 1,
            from: d.I1.invoiceNumber,
            to: d.I12.invoiceNumber,
            totnum: 12,
            cancel: 1,
            net_issue: 11,
          },
        ],
      },
      {
        doc_num: 4,
        docs: [
          {
            num: 1,
            from: d.DN1.noteNumber,
            to: d.DN1.noteNumber,
            totnum: 1,
            cancel: 0,
            net_issue: 1,
          },
        ],
      },
      {
        doc_num: 5,
        docs: [
          {
            num: 1,
            from: d.CN1.noteNumber,
            to: d.CN3.noteNumber,
            totnum: 3,
            cancel: 0,
            net_issue: 3,
          },
        ],
      },
    ]);
  });
});

describe('GSTR-3B of the quarter', () => {
  it('3.1 (a), (b), (c) and 3.2', async () => {
    const r = trpcData(await query('tenant.returns.gstr3b', { period: QUARTER }));
    expect(r).toEqual({
      gstin: '',
      ret_period: '092024',
      sup_details: {
        // I1 20,000 + I2 10,000 + I3 2,20,000 + I4 1,50,000 + I5 90,000 + I6 80,000 + I7 4,000 =
        // 5,74,000; − 1,000 − 400 + 500 − 20,000 = 5,53,100. IGST 1,800 + 39,600 + 27,000 +
        // 16,200 + 14,400 = 99,000; + 90 − 3,600 = 95,490. CGST = SGST 500 + 100 − 25 − 10 = 565.
        osup_det: { txval: 553100, iamt: 95490, camt: 565, samt: 565, csamt: 0 },
        // SEZ and exports: 10,000 + 20,000 + 10,000 + 20,000 = 60,000, IGST 1,800 + 500 = 2,300.
        osup_zero: { txval: 60000, iamt: 2300, camt: 0, samt: 0, csamt: 0 },
        osup_nil_exmp: { txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 },
      },
      // Maharashtra: 2,20,000 + 1,50,000 + 90,000 + 80,000 − 20,000 = 5,20,000; IGST 39,600 +
      // 27,000 + 16,200 + 14,400 − 3,600 = 93,600.
      inter_sup: { unreg_details: [{ pos: '27', txval: 520000, iamt: 93600 }] },
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
      'cdnr',
      'cdnur',
      'hsn',
      'docs',
      'gstr3b',
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
    expect(sheets.gstr3b!.at(-1)).toMatchObject({
      'Place Of Supply': '27-Maharashtra',
      'Taxable Value': 520000,
    });
  });
});

describe('permissions and tenants', () => {
  it('needs returns view to see, export to download; another shop sees its own books', async () => {
    const h = suite.h;
    await h.createUser(h.a, {
      email: 'viewer@alpha.test',
      password: 'Viewer-pass-1',
      permissions: [{ page: 'returns', permissions: { view: true } }],
    });
    await h.createUser(h.a, {
      email: 'clerk@alpha.test',
      password: 'Clerk-pass-1',
      permissions: [{ page: 'manage-invoice', permissions: { view: true, export: true } }],
    });
    const viewer = await h.login(h.a, 'viewer@alpha.test', 'Viewer-pass-1');
    const clerk = await h.login(h.a, 'clerk@alpha.test', 'Clerk-pass-1');
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
