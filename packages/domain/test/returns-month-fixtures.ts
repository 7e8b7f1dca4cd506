import type { ReturnDocument } from '../src/returns';
import { BATTERY, MODULE, REG_GJ, REG_WB, SEZ_WB, doc, line, note } from './returns-fixtures';

/**
 * A hand-built November 2025 that writes every section the product writes (issue 30): B2B (one
 * invoice under reverse charge, one to an SEZ unit), B2CL, B2CS, an export with its shipping
 * bill, CDNR, CDNUR (a B2CL note and an export note), Table 8 (a nil-rated, an exempt and a
 * non-GST line), Table 12 (goods and a service), Table 13 (invoices, notes, receipts, refunds)
 * and GSTR-3B 3.1 (a), (b), (c), (e) and 3.2. The shop is in West Bengal (19).
 */
export const SAC_SECURITY = '998525';
export const RICE = '10063020';
export const DIESEL = '27101944';
export const EDUCATION = '99929';

export const NOVEMBER: ReturnDocument[] = [
  // B2B within the state, with a nil-rated line (rice, 0 % in the schedule) beside the module.
  doc({
    number: 'INV/1',
    date: '2025-11-03',
    recipientGstin: REG_WB,
    value: 21500,
    lines: [
      line(MODULE, 5, 2, 20000, { cgst: 500, sgst: 500, product: 'Mono PERC 540 W module' }),
      line(RICE, 0, 10, 500, { taxability: 'nil-rated', product: 'Rice (25 kg bag)' }),
    ],
  }),
  // B2B to Gujarat under reverse charge (a security service, Notification 13/2017-CTR entry 14):
  // the line carries the recipient's IGST; the invoice's value does not include it.
  doc({
    number: 'INV/2',
    date: '2025-11-04',
    recipientGstin: REG_GJ,
    placeOfSupply: 24,
    reverseCharge: true,
    value: 10000,
    lines: [
      line(SAC_SECURITY, 18, 1, 10000, {
        igst: 1800,
        unit: 'NOS',
        product: 'Site security, November',
      }),
    ],
  }),
  // SEZ with payment of IGST.
  doc({
    number: 'INV/3',
    date: '2025-11-05',
    recipientGstin: SEZ_WB,
    isSez: true,
    supplyType: 'WPAY',
    value: 5900,
    lines: [line(BATTERY, 18, 1, 5000, { igst: 900, product: 'Lithium battery 5 kWh' })],
  }),
  // Export with IGST and its shipping bill.
  doc({
    number: 'INV/4',
    date: '2025-11-06',
    placeOfSupply: 96,
    supplyType: 'WPAY',
    value: 10500,
    exportDetails: {
      countryCode: 'AE',
      portCode: 'INCCU1',
      shippingBillNumber: '7896542',
      shippingBillDate: '2025-11-08',
    },
    lines: [line(MODULE, 5, 2, 10000, { igst: 500 })],
  }),
  // Unregistered, Maharashtra, 1,18,000 > 1,00,000: B2CL.
  doc({
    number: 'INV/5',
    date: '2025-11-07',
    placeOfSupply: 27,
    value: 118000,
    lines: [line(BATTERY, 18, 10, 100000, { igst: 18000 })],
  }),
  // Unregistered within the state: B2CS, and a non-GST line (diesel for the generator).
  doc({
    number: 'INV/6',
    date: '2025-11-08',
    value: 3050,
    lines: [
      line(MODULE, 5, 1, 1000, { cgst: 25, sgst: 25 }),
      line(DIESEL, 0, 20, 2000, { taxability: 'non-gst', unit: 'LTR', product: 'Diesel' }),
    ],
  }),
  // Unregistered in Maharashtra, one exempt line (a training course, SAC 99929).
  doc({
    number: 'INV/7',
    date: '2025-11-09',
    placeOfSupply: 27,
    value: 5000,
    lines: [
      line(EDUCATION, 0, 1, 5000, { taxability: 'exempt', product: 'Solar installer course' }),
    ],
  }),
  // Cancelled: Table 13 only.
  doc({
    number: 'INV/8',
    date: '2025-11-10',
    status: 'cancelled',
    recipientGstin: REG_WB,
    value: 5250,
    lines: [line(MODULE, 5, 1, 5000, { cgst: 125, sgst: 125 })],
  }),
  // Credit note to the registered buyer, and one on the reverse-charge invoice.
  note(
    'credit-note',
    'CN/1',
    '2025-11-20',
    1050,
    line(MODULE, 5, 0, 1000, { cgst: 25, sgst: 25 }),
    ['INV/1', '2025-11-03', 21500],
    { recipientGstin: REG_WB },
  ),
  // Credit note on the B2CL invoice (CDNUR B2CL) and on the export (CDNUR EXPWP).
  note(
    'credit-note',
    'CN/2',
    '2025-11-21',
    11800,
    line(BATTERY, 18, 1, 10000, { igst: 1800 }),
    ['INV/5', '2025-11-07', 118000],
    { placeOfSupply: 27 },
  ),
  note(
    'credit-note',
    'CN/3',
    '2025-11-22',
    1050,
    line(MODULE, 5, 0, 1000, { igst: 50 }),
    ['INV/4', '2025-11-06', 10500],
    { placeOfSupply: 96, supplyType: 'WPAY' },
  ),
  // Debit note to the Gujarat buyer (reverse charge, as its invoice).
  note(
    'debit-note',
    'DN/1',
    '2025-11-23',
    1000,
    line(SAC_SECURITY, 18, 0, 1000, { igst: 180, unit: 'NOS' }),
    ['INV/2', '2025-11-04', 10000],
    { recipientGstin: REG_GJ, placeOfSupply: 24, reverseCharge: true },
  ),
];

/** Receipts and refunds of the month: Table 13's receipt and refund vouchers. */
export const NOVEMBER_VOUCHERS = [
  { kind: 'receipt', number: 'RCPT/25-26/0041', date: '2025-11-03', status: 'issued' },
  { kind: 'receipt', number: 'RCPT/25-26/0042', date: '2025-11-12', status: 'cancelled' },
  { kind: 'refund', number: 'RV/25-26/0003', date: '2025-11-25', status: 'issued' },
] as const;
