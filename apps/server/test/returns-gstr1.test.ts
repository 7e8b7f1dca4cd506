// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { describe, expect, it } from 'vitest';
// The GSTINs and Table 3.1 item builder of the domain's returns tests (the same parties).
import { item, REG_GJ, REG_WB, SEZ_WB } from '../../../packages/domain/test/returns-fixtures';
import { QUARTER, returnsSuite } from './returns-fixtures';
import { trpcData } from './helpers';

/**
 * GSTR-1 of the fixture quarter section by section (returns-fixtures.ts lists every document and
 * its tax), through tRPC, on both engines (issue 17). Every expected figure is added up by hand in
 * the comments from that list. GSTR-3B, the Returns page, REST and permissions: returns-api.test.ts.
 */
const suite = returnsSuite();
const query = (path: string, input: unknown) => suite.h.trpcQuery(path, input, suite.opts());

const itms = (...items: ReturnType<typeof item>[]) =>
  items.map((itm_det, i) => ({ num: i + 1, itm_det }));
/** B2CL and CDNUR items: inter-State by nature, IGST only, as the offline tool writes them. */
const igstItms = (rt: number, txval: number, iamt: number) => [
  { num: 1, itm_det: { rt, txval, iamt, csamt: 0 } },
];

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
            itms: igstItms(18, 220000, 39600),
          },
          {
            inum: d.I5.invoiceNumber,
            idt: '05-08-2024',
            val: 106200,
            itms: igstItms(18, 90000, 16200),
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
    // CDNUR has no reverse charge or invoice type (issue 30), and IGST items only.
    expect(r.cdnur).toEqual([
      {
        typ: 'B2CL',
        nt_num: d.CN3.noteNumber,
        nt_dt: '23-09-2024',
        ntty: 'C',
        val: 23600,
        pos: '27',
        itms: igstItms(18, 20000, 3600),
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
        // Each row described by its product's name (issue 30).
        {
          num: 1,
          hsn_sc: '85076000',
          desc: 'Li-ion 5 kWh',
          uqc: 'UNT',
          qty: 7,
          ...item(18, 560500, { iamt: 97290 }),
        },
        {
          num: 2,
          hsn_sc: '85414300',
          desc: 'Mono PERC 540',
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
