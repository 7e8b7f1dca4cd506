import type { Gstr1, Gstr3b } from '@gst/domain';
import { describe, expect, it } from 'vitest';
import { table31, table32 } from './gstr3bRows';
import { placeName, portalDateLabel, sectionTable } from './sectionRows';

/** A rate's taxable value and taxes (no cess), as GSTR-1 rows carry them. */
const tax = (rt: number, txval: number, iamt: number, camt: number, samt: number) => ({
  rt,
  txval,
  iamt,
  camt,
  samt,
  csamt: 0,
});

const item = (rt: number, txval: number, iamt: number, camt: number, samt: number) => ({
  num: 1,
  itm_det: tax(rt, txval, iamt, camt, samt),
});

const GSTR1: Gstr1 = {
  gstin: '19AAHFS5678Q1Z1',
  fp: '052026',
  version: 'GST3.1.6',
  b2b: [
    {
      ctin: '24AAHFS5678Q1ZA',
      inv: [
        {
          inum: 'INV/26-27/0001',
          idt: '05-05-2026',
          val: 23800.3,
          pos: '24',
          rchrg: 'N',
          inv_typ: 'R',
          // Two rates: the taxes are summed over both, to the paisa (0.1 + 0.2 is not 0.3 in floats).
          itms: [item(18, 10000.1, 1800.1, 0, 0), item(5, 10000.2, 2000.2, 0, 0)],
        },
      ],
    },
  ],
  b2cl: [
    {
      pos: '07',
      inv: [
        {
          inum: 'INV/26-27/0002',
          idt: '06-05-2026',
          val: 118000,
          itms: [item(18, 100000, 18000, 0, 0)],
        },
      ],
    },
  ],
  exp: [
    {
      exp_typ: 'WOPAY',
      inv: [
        {
          inum: 'INV/26-27/0003',
          idt: '07-05-2026',
          val: 5000,
          itms: [{ txval: 5000, rt: 0, iamt: 0, csamt: 0 }],
        },
      ],
    },
  ],
  b2cs: [
    {
      sply_ty: 'INTRA',
      pos: '19',
      typ: 'OE',
      ...tax(5, 2000, 0, 50, 50),
    },
  ],
  cdnr: [
    {
      ctin: '24AAHFS5678Q1ZA',
      nt: [
        {
          nt_num: 'CN/26-27/0001',
          nt_dt: '20-05-2026',
          ntty: 'C',
          val: 1180,
          pos: '24',
          rchrg: 'N',
          inv_typ: 'R',
          itms: [item(18, 1000, 180, 0, 0)],
        },
      ],
    },
  ],
  cdnur: [],
  hsn: {
    hsn_b2b: [
      {
        num: 1,
        hsn_sc: '8541',
        desc: 'Mono PERC module',
        uqc: 'NOS',
        qty: 2,
        ...tax(18, 10000, 1800, 0, 0),
      },
    ],
    hsn_b2c: [
      {
        num: 1,
        hsn_sc: '8504',
        desc: 'Inverter',
        uqc: 'NOS',
        qty: 1.5,
        ...tax(5, 2000, 0, 50, 50),
      },
    ],
  },
  doc_issue: {
    doc_det: [
      {
        doc_num: 1,
        docs: [
          {
            num: 1,
            from: 'INV/26-27/0001',
            to: 'INV/26-27/0004',
            totnum: 4,
            cancel: 1,
            net_issue: 3,
          },
        ],
      },
      {
        doc_num: 5,
        docs: [
          {
            num: 1,
            from: 'CN/26-27/0001',
            to: 'CN/26-27/0001',
            totnum: 1,
            cancel: 0,
            net_issue: 1,
          },
        ],
      },
    ],
  },
};

const cellsOf = (key: Parameters<typeof sectionTable>[1]) =>
  sectionTable(GSTR1, key).rows.map((r) => r.cells);

describe('sectionTable', () => {
  it('gives one B2B row per invoice with its taxes summed over the items', () => {
    const table = sectionTable(GSTR1, 'b2b');
    expect(table.columns.map((c) => c.header)).toEqual([
      'Recipient GSTIN',
      'Invoice No',
      'Date',
      'Invoice value',
      'Place of supply',
      'Type',
      'Taxable value',
      'IGST',
      'CGST',
      'SGST/UTGST',
    ]);
    expect(cellsOf('b2b')).toEqual([
      {
        gstin: '24AAHFS5678Q1ZA',
        number: 'INV/26-27/0001',
        date: '05 May 2026',
        value: 23800.3,
        place: 'Gujarat',
        type: 'Regular',
        taxable: 20000.3,
        igst: 3800.3,
        cgst: 0,
        sgst: 0,
      },
    ]);
  });

  it('takes B2CL places from the group and export types from theirs', () => {
    expect(cellsOf('b2cl')[0]).toMatchObject({ place: 'Delhi', taxable: 100000, igst: 18000 });
    expect(cellsOf('exp')).toEqual([
      {
        number: 'INV/26-27/0003',
        date: '07 May 2026',
        value: 5000,
        type: 'Without IGST (LUT)',
        taxable: 5000,
        igst: 0,
      },
    ]);
  });

  it('shows B2CS summary rows and notes with their type', () => {
    expect(cellsOf('b2cs')).toEqual([
      {
        supply: 'Intra-state',
        place: 'West Bengal',
        rate: 5,
        taxable: 2000,
        igst: 0,
        cgst: 50,
        sgst: 50,
      },
    ]);
    expect(cellsOf('cdnr')[0]).toMatchObject({
      number: 'CN/26-27/0001',
      type: 'Credit note',
      date: '20 May 2026',
      taxable: 1000,
    });
    expect(sectionTable(GSTR1, 'cdnur').rows).toEqual([]);
  });

  it('marks each HSN row with its tab when Table 12 is split, and not before', () => {
    const split = sectionTable(GSTR1, 'hsn');
    expect(split.columns[0]?.header).toBe('Tab');
    expect(split.rows.map((r) => [r.cells.tab, r.cells.hsn, r.cells.qty])).toEqual([
      ['B2B', '8541', 2],
      ['B2C', '8504', 1.5],
    ]);
    const merged = sectionTable(
      {
        ...GSTR1,
        fp: '032025',
        hsn: { data: [...(('hsn_b2b' in GSTR1.hsn && GSTR1.hsn.hsn_b2b) || [])] },
      },
      'hsn',
    );
    expect(merged.columns.map((c) => c.key)).not.toContain('tab');
    expect(merged.rows).toHaveLength(1);
  });

  it('lists Table 13 per document nature', () => {
    expect(cellsOf('doc_issue')).toEqual([
      {
        nature: 'Invoices for outward supply',
        from: 'INV/26-27/0001',
        to: 'INV/26-27/0004',
        total: 4,
        cancelled: 1,
        net: 3,
      },
      {
        nature: 'Credit notes',
        from: 'CN/26-27/0001',
        to: 'CN/26-27/0001',
        total: 1,
        cancelled: 0,
        net: 1,
      },
    ]);
  });
});

describe('labels', () => {
  it('names places and dates', () => {
    expect(placeName('96')).toBe('Other Country');
    expect(placeName('00')).toBe('00');
    expect(portalDateLabel('31-12-2025')).toBe('31 Dec 2025');
  });
});

describe('GSTR-3B tables', () => {
  const gstr3b: Gstr3b = {
    sup_details: {
      osup_det: { txval: 12000, iamt: 1800, camt: 50, samt: 50, csamt: 0 },
      osup_zero: { txval: 5000, iamt: 0, csamt: 0 },
      osup_nil_exmp: { txval: 700 },
      osup_nongst: { txval: 300 },
    },
    inter_sup: {
      unreg_details: [{ pos: '07', txval: 3000, iamt: 540 }],
      comp_details: [],
      uin_details: [{ pos: '07', txval: 1000, iamt: 180 }],
    },
  };

  it('lists 3.1 (a), (b), (c) and (e) in order with their heads', () => {
    expect(table31(gstr3b).rows.map((r) => [r.id, r.cells.taxable, r.cells.igst])).toEqual([
      ['osup_det', 12000, 1800],
      ['osup_zero', 5000, 0],
      ['osup_nil_exmp', 700, 0],
      ['osup_nongst', 300, 0],
    ]);
  });

  it('names 3.2 places by state', () => {
    expect(table32(gstr3b).rows.map((r) => r.cells)).toEqual([
      { place: 'Delhi', taxable: 3000, igst: 540 },
      { place: 'Delhi (UIN holders)', taxable: 1000, igst: 180 },
    ]);
  });
});
