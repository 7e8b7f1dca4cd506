import { describe, expect, it } from 'vitest';
import {
  computeGstr1,
  returnProblems,
  summariseGstr1,
  type ReturnDocument,
  type ReturnLine,
} from '../src/returns';
import { doc as issuedDoc } from './returns-fixtures';

/** The Returns page's section cards and problem list (issue 17), on a small hand-built month. */
const REG = '24AAHFS5678Q1ZA';

const line = (hsn: string, rate: number, txval: number, tax: Partial<ReturnLine>): ReturnLine => ({
  hsn,
  product: 'Panel',
  unit: 'NOS',
  quantity: 1,
  rate,
  taxableValue: txval,
  igst: 0,
  cgst: 0,
  sgst: 0,
  ...tax,
});

/** returns-fixtures' issued invoice of the shop, with its number as its id. */
const doc = (over: Partial<ReturnDocument>): ReturnDocument =>
  issuedDoc({ id: over.number, number: 'INV/1', date: '2025-10-05', value: 0, lines: [], ...over });

const MONTH: ReturnDocument[] = [
  // B2B inter-state: 10,000 at 18 % IGST 1,800.
  doc({
    number: 'INV/1',
    recipientGstin: REG,
    placeOfSupply: 24,
    value: 11800,
    lines: [line('8507', 18, 10000, { igst: 1800 })],
  }),
  // B2CS intra-state: 2,000 at 5 %, CGST = SGST 50.
  doc({ number: 'INV/2', value: 2100, lines: [line('8541', 5, 2000, { cgst: 50, sgst: 50 })] }),
  // Cancelled: counted in Table 13 only.
  doc({
    number: 'INV/3',
    status: 'cancelled',
    value: 500,
    lines: [line('', 5, 500, { cgst: 12.5, sgst: 12.5 })],
  }),
  // Credit note to the registered buyer: 1,000 back, IGST 180.
  doc({
    kind: 'credit-note',
    number: 'CN/1',
    recipientGstin: REG,
    placeOfSupply: 24,
    value: 1180,
    lines: [line('8507', 18, 1000, { igst: 180 })],
  }),
];

describe('section cards', () => {
  it('count and sum each section from its own rows, credit notes subtracting', () => {
    const cards = summariseGstr1(computeGstr1({ gstin: 'X', period: '102025', documents: MONTH }));
    const by = new Map(cards.map((c) => [c.key, c]));
    expect(by.get('b2b')).toMatchObject({
      count: 1,
      taxableValue: '10000.00',
      igst: '1800.00',
      cgst: '0.00',
    });
    expect(by.get('b2cs')).toMatchObject({
      count: 1,
      taxableValue: '2000.00',
      cgst: '50.00',
      sgst: '50.00',
    });
    expect(by.get('cdnr')).toMatchObject({ count: 1, taxableValue: '-1000.00', igst: '-180.00' });
    // HSN: 8507 10,000 − 1,000 = 9,000 (IGST 1,620) and 8541 2,000 (CGST = SGST 50).
    expect(by.get('hsn')).toMatchObject({
      count: 2,
      taxableValue: '11000.00',
      igst: '1620.00',
      cgst: '50.00',
    });
    // Table 13: 3 invoices (one cancelled) and 1 credit note.
    expect(by.get('doc_issue')?.count).toBe(4);
    expect(by.get('b2cl')).toMatchObject({ count: 0, taxableValue: '0.00' });
    expect(by.get('nil')).toMatchObject({ count: 0, taxableValue: '0.00' });
    expect(cards.map((c) => c.key)).toEqual([
      'b2b',
      'b2cl',
      'exp',
      'b2cs',
      'nil',
      'cdnr',
      'cdnur',
      'hsn',
      'doc_issue',
    ]);
  });
});

describe('problems the portal would refuse', () => {
  it('names the document and the field; cancelled documents are skipped', () => {
    const bad = [
      ...MONTH,
      doc({
        number: 'INV/4',
        recipientGstin: '24AAHFS5678Q1ZB',
        placeOfSupply: 24,
        lines: [line('8507', 18, 1, { igst: 0.18 })],
      }),
      doc({
        number: 'INV/5',
        placeOfSupply: 0,
        lines: [line('', 5, 1, {}), line('AB12', 5, 1, {}), line('854', 5, 1, {})],
      }),
      doc({ number: 'INV/6', lines: [line('8541', 5, 1, {})] }),
    ];
    expect(
      returnProblems(bad, { hsnMinDigits: 6 }).map((p) => [p.documentNumber, p.field, p.message]),
    ).toEqual([
      // The valid month's HSNs have 4 digits: the shop asks for 6.
      [
        'INV/1',
        'hsn',
        'Invoice INV/1: line 1 (Panel) has HSN 8507: the shop reports at least 6 digits',
      ],
      [
        'INV/2',
        'hsn',
        'Invoice INV/2: line 1 (Panel) has HSN 8541: the shop reports at least 6 digits',
      ],
      [
        'CN/1',
        'hsn',
        'Credit note CN/1: line 1 (Panel) has HSN 8507: the shop reports at least 6 digits',
      ],
      [
        'INV/4',
        'gstin',
        expect.stringContaining(
          "Invoice INV/4: the recipient's GSTIN 24AAHFS5678Q1ZB is not valid",
        ),
      ],
      [
        'INV/4',
        'hsn',
        'Invoice INV/4: line 1 (Panel) has HSN 8507: the shop reports at least 6 digits',
      ],
      ['INV/5', 'placeOfSupply', 'Invoice INV/5: the place of supply (0) is not a state code'],
      ['INV/5', 'hsn', 'Invoice INV/5: line 1 (Panel) has no HSN code'],
      ['INV/5', 'hsn', "Invoice INV/5: line 2 (Panel) has HSN 'AB12': use 4 to 8 digits"],
      ['INV/5', 'hsn', "Invoice INV/5: line 3 (Panel) has HSN '854': use 4 to 8 digits"],
      [
        'INV/6',
        'hsn',
        'Invoice INV/6: line 1 (Panel) has HSN 8541: the shop reports at least 6 digits',
      ],
    ]);
    expect(returnProblems(MONTH)).toEqual([]);
    expect(returnProblems(bad)[0]).toMatchObject({ kind: 'invoice', documentId: 'INV/4' });
  });

  it('asks no HSN of a non-GST line (issue 30: Table 8 only, not Table 12)', () => {
    // Diesel without an HSN beside a module with one: only the module is looked at.
    const month = [
      doc({
        number: 'INV/7',
        lines: [
          line('85414300', 5, 1000, { cgst: 25, sgst: 25 }),
          line('', 0, 2000, { taxability: 'non-gst', product: 'Diesel' }),
          line('', 0, 500, { taxability: 'exempt', product: 'Course' }),
        ],
      }),
    ];
    expect(returnProblems(month).map((p) => p.message)).toEqual([
      'Invoice INV/7: line 3 (Course) has no HSN code',
    ]);
  });
});
