import type { Gstr3b, ItcDocument, ItcLine, Rule37Bill } from '../src/returns';

/**
 * October 2025 of a shop in West Bengal (19): its purchase bills, one purchase return and two
 * old bills for Rule 37, as the GSTR-3B inward half takes them (returns-gstr3b-itc.test.ts works
 * every figure out by hand).
 *
 * B1 (05-10, intra-State, regular supplier in WB):
 *   L1 inputs 18 %        txval 1,00,000  CGST 9,000  SGST 9,000
 *   L2 blocked s.17(5)(b) txval 2,000     CGST 180    SGST 180    (staff lunches)
 *   L3 exempt             txval 1,500                             (Table 5, GST, intra)
 * B2 (10-10, inter-State, regular supplier in Karnataka):
 *   L1 inputs 18 %        txval 2,00,000  IGST 36,000
 *   L2 ineligible         txval 1,000     IGST 50    (place of supply: 4(D)(2) only)
 *   L3 non-GST            txval 800                  (Table 5, NONGST, inter)
 * B3 (15-10, intra-State, unregistered goods transport agency, reverse charge, s.9(3)):
 *   L1 input services 5 % txval 10,000    CGST 250    SGST 250
 * R1 (20-10): supplier credit note on B2 L1: txval 20,000, IGST 3,600.
 * B0 (13-04-2025, intra): inputs 18 % txval 50,000, CGST 4,500, SGST 4,500, total 59,000; paid
 *   29,500 on 20-05. Day 180 = 10-10, day 181 = 11-10 (17 days left of April, then 31 + 30 +
 *   31 + 31 + 30 = 170 to 30-09, + 11): reversal in October.
 * B00 (01-03-2025, inter): inputs 18 % txval 10,000, IGST 1,800, total 11,800; unpaid at day
 *   181 (29-08: 30 + 30 + 31 + 30 + 31 + 29), reversed in August; paid in full 25-10: reclaimed.
 */
const line = (l: Partial<ItcLine> & Pick<ItcLine, 'taxableValue'>): ItcLine => ({
  igst: '0',
  cgst: '0',
  sgst: '0',
  rate: '18',
  eligibility: 'inputs',
  reverseCharge: false,
  ...l,
});

export const B1: ItcDocument = {
  id: 'b1',
  date: '2025-10-05',
  interState: false,
  supplier: 'regular',
  lines: [
    line({ taxableValue: '100000.00', cgst: '9000.00', sgst: '9000.00' }),
    line({ taxableValue: '2000.00', cgst: '180.00', sgst: '180.00', eligibility: 'blocked' }),
    line({ taxableValue: '1500.00', rate: '0', taxability: 'exempt' }),
  ],
};
export const B2: ItcDocument = {
  id: 'b2',
  date: '2025-10-10',
  interState: true,
  supplier: 'regular',
  lines: [
    line({ taxableValue: '200000.00', igst: '36000.00' }),
    line({ taxableValue: '1000.00', igst: '50.00', rate: '5', eligibility: 'ineligible' }),
    line({ taxableValue: '800.00', rate: '0', taxability: 'non-gst' }),
  ],
};
export const B3: ItcDocument = {
  id: 'b3',
  date: '2025-10-15',
  interState: false,
  supplier: 'unregistered',
  lines: [
    line({
      taxableValue: '10000.00',
      cgst: '250.00',
      sgst: '250.00',
      rate: '5',
      eligibility: 'input-services',
      reverseCharge: true,
    }),
  ],
};
export const R1: ItcDocument = {
  id: 'r1',
  billId: 'b2',
  date: '2025-10-20',
  interState: true,
  supplier: 'regular',
  lines: [line({ taxableValue: '20000.00', igst: '3600.00' })],
};
export const B0: Rule37Bill = {
  id: 'b0',
  date: '2025-04-13',
  interState: false,
  supplier: 'regular',
  lines: [line({ taxableValue: '50000.00', cgst: '4500.00', sgst: '4500.00' })],
  total: '59000.00',
  purchaseReturns: [],
  payments: [{ date: '2025-05-20', amount: '29500.00' }],
};
export const B00: Rule37Bill = {
  id: 'b00',
  date: '2025-03-01',
  interState: true,
  supplier: 'regular',
  lines: [line({ taxableValue: '10000.00', igst: '1800.00' })],
  total: '11800.00',
  purchaseReturns: [],
  payments: [{ date: '2025-10-25', amount: '11800.00' }],
};

/** October's outward half (3.1 (a)): IGST 20,000, CGST 12,000, SGST 12,000 on 2,88,888.89. */
export const OUTWARD: Gstr3b = {
  sup_details: {
    osup_det: { txval: 288888.89, iamt: 20000, camt: 12000, samt: 12000, csamt: 0 },
    osup_zero: { txval: 0, iamt: 0, csamt: 0 },
    osup_nil_exmp: { txval: 0 },
    osup_nongst: { txval: 0 },
  },
  inter_sup: { unreg_details: [], comp_details: [], uin_details: [] },
};
