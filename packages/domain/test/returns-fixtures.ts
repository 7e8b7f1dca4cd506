import type { Gstr1, ReturnDocument, ReturnLine } from '../src/returns';

/**
 * A hand-built October 2025 for the GST returns tests (issue 17): the shop is in West Bengal
 * (19); registered buyers in West Bengal and Gujarat, an SEZ unit, walk-ins and an export, with
 * their credit and debit notes. Builders for lines, documents and notes, and Table 3.1 items.
 */
export const SHOP = 19;

/** Table 12 with its B2B and B2C tabs (periods from May 2025). */
export function split(hsn: Gstr1['hsn']) {
  if (!('hsn_b2b' in hsn)) throw new Error('expected Table 12 split into hsn_b2b and hsn_b2c');
  return hsn;
}
export const REG_WB = '19AABCD1234E1Z5';
export const REG_GJ = '24AAHFS5678Q1ZA';
export const SEZ_WB = '19AABCF1234K1Z2';

export const line = (
  hsn: string,
  rate: number,
  qty: number,
  txval: number,
  tax: Partial<ReturnLine> = {},
): ReturnLine => ({
  hsn,
  unit: 'UNITS',
  quantity: qty,
  rate,
  taxableValue: txval,
  igst: 0,
  cgst: 0,
  sgst: 0,
  ...tax,
});

export const doc = (
  d: Partial<ReturnDocument> & Pick<ReturnDocument, 'number' | 'date' | 'value' | 'lines'>,
): ReturnDocument => ({
  kind: 'invoice',
  status: 'issued',
  recipientGstin: '',
  placeOfSupply: SHOP,
  supplierStateCode: SHOP,
  isSez: false,
  supplyType: null,
  reverseCharge: false,
  ...d,
});

/** A credit or debit note of one line against an original invoice [number, date, value]. */
export function note(
  kind: ReturnDocument['kind'],
  number: string,
  date: string,
  value: number,
  noteLine: ReturnLine,
  [origNumber, origDate, origValue]: [string, string, number],
  extra: Partial<ReturnDocument> = {},
): ReturnDocument {
  return doc({
    kind,
    number,
    date,
    value,
    lines: [noteLine],
    original: { number: origNumber, date: origDate, value: origValue },
    ...extra,
  });
}

export const MODULE = '85414300';
export const BATTERY = '85076000';

export const OCTOBER: ReturnDocument[] = [
  // B2B within the state.
  doc({
    number: 'INV/1',
    date: '2025-10-02',
    recipientGstin: REG_WB,
    value: 21000,
    lines: [line(MODULE, 5, 2, 20000, { cgst: 500, sgst: 500 })],
  }),
  // B2B to Gujarat: IGST.
  doc({
    number: 'INV/2',
    date: '2025-10-03',
    recipientGstin: REG_GJ,
    placeOfSupply: 24,
    value: 11800,
    lines: [line(BATTERY, 18, 1, 10000, { igst: 1800 })],
  }),
  // SEZ with and without payment of IGST.
  doc({
    number: 'INV/3',
    date: '2025-10-04',
    recipientGstin: SEZ_WB,
    isSez: true,
    supplyType: 'WPAY',
    value: 5900,
    lines: [line(BATTERY, 18, 1, 5000, { igst: 900 })],
  }),
  doc({
    number: 'INV/4',
    date: '2025-10-05',
    recipientGstin: SEZ_WB,
    isSez: true,
    supplyType: 'WOPAY',
    value: 4000,
    lines: [line(BATTERY, 18, 1, 4000)],
  }),
  // Exports under LUT and with IGST.
  doc({
    number: 'INV/5',
    date: '2025-10-06',
    placeOfSupply: 96,
    supplyType: 'WOPAY',
    value: 30000,
    lines: [line(MODULE, 5, 5, 30000)],
  }),
  doc({
    number: 'INV/6',
    date: '2025-10-07',
    placeOfSupply: 96,
    supplyType: 'WPAY',
    value: 10500,
    lines: [line(MODULE, 5, 2, 10000, { igst: 500 })],
  }),
  // Unregistered, Maharashtra: 1,18,000 > 1,00,000 → B2CL; 94,500 → B2CS.
  doc({
    number: 'INV/7',
    date: '2025-10-08',
    placeOfSupply: 27,
    value: 118000,
    lines: [line(BATTERY, 18, 10, 100000, { igst: 18000 })],
  }),
  doc({
    number: 'INV/8',
    date: '2025-10-09',
    placeOfSupply: 27,
    value: 94500,
    lines: [line(MODULE, 5, 6, 90000, { igst: 4500 })],
  }),
  // Unregistered within the state at two rates: B2CS.
  doc({
    number: 'INV/9',
    date: '2025-10-10',
    value: 1050,
    lines: [line(MODULE, 5, 1, 1000, { cgst: 25, sgst: 25 })],
  }),
  doc({
    number: 'INV/10',
    date: '2025-10-11',
    value: 2360,
    lines: [line(BATTERY, 18, 1, 2000, { cgst: 180, sgst: 180 })],
  }),
  // Cancelled: counted in Table 13 only.
  doc({
    number: 'INV/11',
    date: '2025-10-12',
    status: 'cancelled',
    recipientGstin: REG_WB,
    value: 5250,
    lines: [line(MODULE, 5, 1, 5000, { cgst: 125, sgst: 125 })],
  }),
  // Credit note to the registered buyer (discount, no goods back) and to an unregistered one.
  note(
    'credit-note',
    'CN/1',
    '2025-10-20',
    1050,
    line(MODULE, 5, 0, 1000, { cgst: 25, sgst: 25 }),
    ['INV/1', '2025-10-02', 21000],
    { recipientGstin: REG_WB },
  ),
  note('credit-note', 'CN/2', '2025-10-21', 210, line(MODULE, 5, 0, 200, { cgst: 5, sgst: 5 }), [
    'INV/9',
    '2025-10-10',
    1050,
  ]),
  // Debit note to the Gujarat buyer.
  note(
    'debit-note',
    'DN/1',
    '2025-10-22',
    590,
    line(BATTERY, 18, 0, 500, { igst: 90 }),
    ['INV/2', '2025-10-03', 11800],
    { recipientGstin: REG_GJ, placeOfSupply: 24 },
  ),
];

export const item = (
  rt: number,
  txval: number,
  t: { iamt?: number; camt?: number; samt?: number } = {},
) => ({
  rt,
  txval,
  iamt: t.iamt ?? 0,
  camt: t.camt ?? 0,
  samt: t.samt ?? 0,
  csamt: 0,
});
