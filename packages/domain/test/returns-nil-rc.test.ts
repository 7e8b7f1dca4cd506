import { describe, expect, it } from 'vitest';
import { computeGstr1, computeGstr3b, summariseGstr1 } from '../src/returns';
import { MODULE, REG_GJ, REG_WB, doc, item, line, note, split } from './returns-fixtures';
import { EDUCATION, RICE, SAC_SECURITY } from './returns-month-fixtures';

/**
 * Nil-rated, exempt and non-GST supplies (GSTR-1 Table 8, GSTR-3B 3.1 (c) and (e)) and reverse
 * charge on outward supplies (issue 30), worked by hand. The shop is in West Bengal (19).
 */
const MONTH = [
  // Intra-State B2B: a module (taxable, 5 %) and rice (nil-rated: 0 % in the schedule).
  doc({
    number: 'INV/1',
    date: '2025-11-03',
    recipientGstin: REG_WB,
    value: 21500,
    lines: [
      line(MODULE, 5, 2, 20000, { cgst: 500, sgst: 500, product: 'Module' }),
      line(RICE, 0, 10, 500, { taxability: 'nil-rated', product: 'Rice (25 kg bag)' }),
    ],
  }),
  // Inter-State (Maharashtra) to an unregistered buyer: one exempt line (a training course).
  doc({
    number: 'INV/2',
    date: '2025-11-04',
    placeOfSupply: 27,
    value: 5000,
    lines: [line(EDUCATION, 0, 1, 5000, { taxability: 'exempt', product: 'Installer course' })],
  }),
  // Two bags of rice back from the B2B buyer: a credit note on the nil-rated line.
  note(
    'credit-note',
    'CN/1',
    '2025-11-20',
    100,
    line(RICE, 0, 2, 100, { taxability: 'nil-rated' }),
    ['INV/1', '2025-11-03', 21500],
    { recipientGstin: REG_WB },
  ),
];

describe('Table 8 and GSTR-3B 3.1 (c): a nil-rated B2B line and an exempt B2C line', () => {
  const r = computeGstr1({ gstin: '19AAACR5055K1Z4', period: '112025', documents: MONTH });
  const b = computeGstr3b({ documents: MONTH });

  it('Table 8 by kind of supply, net of the credit note', () => {
    // INTRAB2B (intra-State, registered): rice 500 − 100 (CN/1) = 400 nil-rated.
    // INTRB2C (inter-State, unregistered): the course, 5,000 exempt.
    expect(r.nil).toEqual({
      inv: [
        { sply_ty: 'INTRAB2B', nil_amt: 400, expt_amt: 0, ngsup_amt: 0 },
        { sply_ty: 'INTRB2C', nil_amt: 0, expt_amt: 5000, ngsup_amt: 0 },
      ],
    });
  });

  it('the lines leave the taxable sections: B2B keeps the module only, INV/2 and CN/1 go nowhere else', () => {
    // INV/1 is reported with its value as issued (21,500) and the module's 5 % item alone.
    expect(r.b2b).toEqual([
      {
        ctin: REG_WB,
        inv: [
          {
            inum: 'INV/1',
            idt: '03-11-2025',
            val: 21500,
            pos: '19',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: item(5, 20000, { camt: 500, samt: 500 }) }],
          },
        ],
      },
    ]);
    expect([r.b2cl, r.b2cs, r.exp, r.cdnr, r.cdnur]).toEqual([[], [], [], [], []]);
  });

  it('GSTR-3B: 3.1 (a) the module, 3.1 (c) 400 + 5,000 = 5,400, nothing in 3.2', () => {
    expect(b.sup_details).toEqual({
      osup_det: { txval: 20000, iamt: 0, camt: 500, samt: 500, csamt: 0 },
      osup_zero: { txval: 0, iamt: 0, csamt: 0 },
      osup_nil_exmp: { txval: 5400 },
      osup_nongst: { txval: 0 },
    });
    // The exempt supply to Maharashtra is not a taxable supply of 3.1 (a), so not in 3.2.
    expect(b.inter_sup.unreg_details).toEqual([]);
  });

  it('Table 12 has them at rate 0; the course is a service row (UQC NA, no quantity)', () => {
    // B2B: module 20,000 (qty 2); rice 500 − 100 = 400, qty 10 − 2 = 8. B2C: the course.
    expect(split(r.hsn).hsn_b2b).toEqual([
      { num: 1, hsn_sc: RICE, desc: 'Rice (25 kg bag)', uqc: 'UNT', qty: 8, ...item(0, 400) },
      {
        num: 2,
        hsn_sc: MODULE,
        desc: 'Module',
        uqc: 'UNT',
        qty: 2,
        ...item(5, 20000, { camt: 500, samt: 500 }),
      },
    ]);
    expect(split(r.hsn).hsn_b2c).toEqual([
      { num: 1, hsn_sc: EDUCATION, desc: 'Installer course', uqc: 'NA', qty: 0, ...item(0, 5000) },
    ]);
  });

  it('the Returns page has a Table 8 card: 2 rows, 400 + 5,000', () => {
    expect(summariseGstr1(r).find((c) => c.key === 'nil')).toMatchObject({
      count: 2,
      taxableValue: '5400.00',
      igst: '0.00',
    });
  });
});

describe('non-GST supplies: Table 8 ngsup_amt and GSTR-3B 3.1 (e), not Table 12', () => {
  const month = [
    doc({
      number: 'INV/1',
      date: '2025-11-08',
      value: 3050,
      lines: [
        line(MODULE, 5, 1, 1000, { cgst: 25, sgst: 25 }),
        line('27101944', 0, 20, 2000, { taxability: 'non-gst', unit: 'LTR', product: 'Diesel' }),
      ],
    }),
  ];
  it('2,000 of diesel to a walk-in buyer', () => {
    const r = computeGstr1({ gstin: 'X', period: '112025', documents: month });
    expect(r.nil).toEqual({
      inv: [{ sply_ty: 'INTRAB2C', nil_amt: 0, expt_amt: 0, ngsup_amt: 2000 }],
    });
    expect(r.b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '19', typ: 'OE', ...item(5, 1000, { camt: 25, samt: 25 }) },
    ]);
    expect(split(r.hsn).hsn_b2c.map((h) => h.hsn_sc)).toEqual([MODULE]);
    const b = computeGstr3b({ documents: month });
    expect(b.sup_details.osup_nongst).toEqual({ txval: 2000 });
    expect(b.sup_details.osup_nil_exmp).toEqual({ txval: 0 });
  });
});

describe('reverse charge on an outward supply (CGST Act s.9(3))', () => {
  // Security service to a registered Gujarat company: 10,000 at 18 %, IGST 1,800 payable by the
  // recipient; the invoice's value is 10,000 (no tax collected). A debit note of 1,000 (IGST 180).
  const month = [
    doc({
      number: 'INV/1',
      date: '2025-11-04',
      recipientGstin: REG_GJ,
      placeOfSupply: 24,
      reverseCharge: true,
      value: 10000,
      lines: [line(SAC_SECURITY, 18, 1, 10000, { igst: 1800, unit: 'NOS' })],
    }),
    note(
      'debit-note',
      'DN/1',
      '2025-11-23',
      1000,
      line(SAC_SECURITY, 18, 0, 1000, { igst: 180 }),
      ['INV/1', '2025-11-04', 10000],
      { recipientGstin: REG_GJ, placeOfSupply: 24, reverseCharge: true },
    ),
    // A forward-charge B2B sale beside it: 20,000 at 5 % within the State.
    doc({
      number: 'INV/2',
      date: '2025-11-05',
      recipientGstin: REG_WB,
      value: 21000,
      lines: [line(MODULE, 5, 2, 20000, { cgst: 500, sgst: 500 })],
    }),
  ];

  it('GSTR-1 b2b and cdnr: rchrg "Y", with the tax the recipient pays on the items', () => {
    const r = computeGstr1({ gstin: 'X', period: '112025', documents: month });
    const inv = r.b2b.find((g) => g.ctin === REG_GJ)?.inv[0];
    expect(inv).toMatchObject({ inum: 'INV/1', val: 10000, rchrg: 'Y', inv_typ: 'R', pos: '24' });
    expect(inv?.itms).toEqual([{ num: 1, itm_det: item(18, 10000, { iamt: 1800 }) }]);
    expect(r.b2b.find((g) => g.ctin === REG_WB)?.inv[0]?.rchrg).toBe('N');
    expect(r.cdnr[0]?.nt[0]).toMatchObject({ nt_num: 'DN/1', rchrg: 'Y', val: 1000 });
  });

  it("GSTR-3B: the value in 3.1 (a), the recipient's tax in none of the shop's columns", () => {
    // 3.1 (a) taxable value: 10,000 + 1,000 + 20,000 = 31,000; tax: INV/2's CGST = SGST 500
    // only (the 1,800 + 180 IGST is the recipient's, reported in its own 3.1 (d)).
    const b = computeGstr3b({ documents: month });
    expect(b.sup_details.osup_det).toEqual({
      txval: 31000,
      iamt: 0,
      camt: 500,
      samt: 500,
      csamt: 0,
    });
    expect(b.sup_details.osup_nil_exmp).toEqual({ txval: 0 });
    expect(b.inter_sup).toEqual({ unreg_details: [], comp_details: [], uin_details: [] });
  });
});

describe('GSTR-3B 3.2: inter-State supplies to UIN holders', () => {
  it('an embassy in Delhi (UIN 0717UNO00157UNX) is listed apart from unregistered buyers', () => {
    // 3.2 lists, of 3.1 (a), inter-State supplies to unregistered persons, composition dealers
    // and UIN holders by place of supply: the embassy 10,000 at 18 %, IGST 1,800 (07 ≠ 19).
    const documents = [
      doc({
        number: 'INV/1',
        date: '2025-11-04',
        recipientGstin: '0717UNO00157UNX',
        placeOfSupply: 7,
        value: 11800,
        lines: [line(MODULE, 18, 1, 10000, { igst: 1800 })],
      }),
    ];
    expect(computeGstr3b({ documents }).inter_sup).toEqual({
      unreg_details: [],
      comp_details: [],
      uin_details: [{ pos: '07', txval: 10000, iamt: 1800 }],
    });
  });
});
