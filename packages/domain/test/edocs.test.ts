import { describe, expect, it } from 'vitest';
import {
  EDocError,
  buildInv01,
  buildInv01Batch,
  einvoiceEligible,
  splitAddress,
  validateInv01,
  validateInv01Batch,
  type EDocSource,
} from '../src/edocs';
import { lineBuilder, MEHTA_WAREHOUSE, party } from './edocs-fixtures';

/**
 * INV-01 worked by hand (issue 17): a Bengaluru shop (Karnataka, 29) invoicing a local buyer, a
 * Maharashtra buyer with a separate ship-to, an SEZ unit under LUT, a Singapore buyer with IGST
 * paid, and a credit note on the first invoice. Every expected amount below was computed on paper
 * from the stored lines; none is read back from the builder.
 */

const SUPPLIER: EDocSource['supplier'] = {
  shopName: 'Sharma Traders',
  address: 'No. 12, 1st Cross, Gandhi Bazaar\nBengaluru - 560004',
  gstin: '29AABCS1234K1ZC',
  stateCode: 29,
  mobileNumber: '+91 98450 12345',
  email: 'accounts@sharmatraders.in',
  city: 'Bengaluru',
};

const SELLER_DTLS = {
  Gstin: '29AABCS1234K1ZC',
  LglNm: 'Sharma Traders',
  Addr1: 'No. 12, 1st Cross, Gandhi Bazaar',
  Loc: 'Bengaluru',
  Pin: 560004,
  Stcd: '29',
  Ph: '9845012345',
  Em: 'accounts@sharmatraders.in',
};

const RAO = party({
  name: 'Rao Hardware Pvt Ltd',
  address: '45 MG Road, Indiranagar, Bengaluru, Karnataka 560038',
  gstin: '29AAGCR4375J1ZU',
  phoneNumber: '080-2525 1234',
  city: 'Bengaluru',
});

const line = lineBuilder({ hsn: '83021010', unit: 'NOS' });

const source = (s: Partial<EDocSource> & Pick<EDocSource, 'billTo' | 'lines' | 'totals'>) =>
  ({
    kind: 'invoice',
    number: 'SHT/25-26/0042',
    date: '2025-10-05',
    supplier: SUPPLIER,
    placeOfSupply: s.billTo.stateCode,
    isInterState: false,
    supplyType: null,
    ...s,
  }) satisfies EDocSource;

// 100 hinges at 45.55 less ₹150 = 4,405.00; CGST and SGST 9 % = 396.45 each.
// 2 fittings at 750 = 1,500.00 (a service, SAC 998719); 135.00 each.
// 5,905.00 + 531.45 + 531.45 = 6,967.90, rounded off +0.10 to 6,968.00.
const INTRA = source({
  billTo: RAO,
  lines: [
    line({ position: 2, productName: 'Fitting service', hsn: '998719', unit: 'UNITS', quantity: '2', price: '750.00', taxableValue: '1500.00', cgst: '135.00', sgst: '135.00' }),
    line({ position: 1, productName: 'Steel hinge 4 inch', description: 'Pack of 2', quantity: '100', price: '45.55', discount: '150.00', taxableValue: '4405.00', cgst: '396.45', sgst: '396.45' }),
  ],
  totals: { taxable: '5905.00', igst: '0.00', cgst: '531.45', sgst: '531.45', roundOff: '0.10', total: '6968.00' },
}); // prettier-ignore

const ZERO_CESS = { CesRt: 0, CesAmt: 0 };
const NO_EXTRAS = { CesVal: 0, Discount: 0, OthChrg: 0 };

describe('buildInv01: hand-worked documents', () => {
  it('an intra-state B2B invoice: CGST + SGST, a service line, round-off, lines in stored order', () => {
    expect(buildInv01(INTRA)).toEqual({
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N' },
      DocDtls: { Typ: 'INV', No: 'SHT/25-26/0042', Dt: '05/10/2025' },
      SellerDtls: SELLER_DTLS,
      BuyerDtls: {
        Gstin: '29AAGCR4375J1ZU',
        LglNm: 'Rao Hardware Pvt Ltd',
        Addr1: '45 MG Road, Indiranagar',
        Loc: 'Bengaluru',
        Pin: 560038,
        Stcd: '29',
        Ph: '8025251234',
        Pos: '29',
      },
      ItemList: [
        { SlNo: '1', PrdDesc: 'Steel hinge 4 inch - Pack of 2', IsServc: 'N', HsnCd: '83021010', Qty: 100, Unit: 'NOS', UnitPrice: 45.55, TotAmt: 4555, Discount: 150, AssAmt: 4405, GstRt: 18, IgstAmt: 0, CgstAmt: 396.45, SgstAmt: 396.45, ...ZERO_CESS, TotItemVal: 5197.9 },
        { SlNo: '2', PrdDesc: 'Fitting service', IsServc: 'Y', HsnCd: '998719', Qty: 2, Unit: 'UNT', UnitPrice: 750, TotAmt: 1500, Discount: 0, AssAmt: 1500, GstRt: 18, IgstAmt: 0, CgstAmt: 135, SgstAmt: 135, ...ZERO_CESS, TotItemVal: 1770 },
      ],
      ValDtls: { AssVal: 5905, CgstVal: 531.45, SgstVal: 531.45, IgstVal: 0, ...NO_EXTRAS, RndOffAmt: 0.1, TotInvVal: 6968 },
    }); // prettier-ignore
  });

  it('an inter-state B2B invoice with a ship-to elsewhere: IGST, Pos 27, ShipDtls', () => {
    // 40 panels at 1,250 = 50,000.00; IGST 12 % = 6,000.00; total 56,000.00.
    const doc = buildInv01(INTER);
    expect(doc.TranDtls.SupTyp).toBe('B2B');
    expect(doc.BuyerDtls).toEqual({
      Gstin: '27AAACM5678Q1ZN',
      LglNm: 'Mehta Electricals',
      Addr1: 'Unit 7, Andheri Industrial Estate, Andheri East',
      Loc: 'Mumbai',
      Pin: 400093,
      Stcd: '27',
      Pos: '27',
    });
    expect(doc.ShipDtls).toEqual({
      Gstin: '27AAACM5678Q1ZN',
      LglNm: 'Mehta Electricals Warehouse',
      Addr1: 'Gat No. 112, Chakan MIDC',
      Loc: 'Pune',
      Pin: 410501,
      Stcd: '27',
    });
    expect(doc.ItemList).toEqual([
      { SlNo: '1', PrdDesc: 'LED panel 18W', IsServc: 'N', HsnCd: '9405', Qty: 40, Unit: 'PCS', UnitPrice: 1250, TotAmt: 50000, Discount: 0, AssAmt: 50000, GstRt: 12, IgstAmt: 6000, CgstAmt: 0, SgstAmt: 0, ...ZERO_CESS, TotItemVal: 56000 },
    ]); // prettier-ignore
    expect(doc.ValDtls).toEqual({ AssVal: 50000, CgstVal: 0, SgstVal: 0, IgstVal: 6000, ...NO_EXTRAS, RndOffAmt: 0, TotInvVal: 56000 }); // prettier-ignore
    expect(doc.RefDtls).toBeUndefined();
    expect(doc.ExpDtls).toBeUndefined();
  });

  it('an SEZ supply under LUT (WOPAY): SEZWOP, the rate kept, no IGST', () => {
    const doc = buildInv01(SEZ);
    expect(doc.TranDtls).toEqual({ TaxSch: 'GST', SupTyp: 'SEZWOP', RegRev: 'N' });
    expect(doc.BuyerDtls).toEqual({
      Gstin: '33AAFCT3456L1Z4',
      LglNm: 'Infotech SEZ Unit',
      Addr1: 'Plot 4, MEPZ SEZ, Tambaram',
      Loc: 'Chennai',
      Pin: 600045,
      Stcd: '33',
      Pos: '33',
    });
    expect(doc.ItemList).toEqual([
      { SlNo: '1', PrdDesc: 'Server rack', IsServc: 'N', HsnCd: '84733020', Qty: 2, Unit: 'NOS', UnitPrice: 85000, TotAmt: 170000, Discount: 0, AssAmt: 170000, GstRt: 18, IgstAmt: 0, CgstAmt: 0, SgstAmt: 0, ...ZERO_CESS, TotItemVal: 170000 },
    ]); // prettier-ignore
    expect(doc.ValDtls.TotInvVal).toBe(170000);
    expect(doc.ShipDtls).toBeUndefined();
  });

  it('an export with IGST paid (WPAY): EXPWP, URP buyer in 96 with PIN 999999, ExpDtls', () => {
    // 25 lamps at 2,400 less ₹500 = 59,500.00; IGST 18 % = 10,710.00; total 70,210.00.
    const doc = buildInv01(EXPORT);
    expect(doc.TranDtls.SupTyp).toBe('EXPWP');
    expect(doc.BuyerDtls).toEqual({
      Gstin: 'URP',
      LglNm: 'Lion City Imports Pte Ltd',
      Addr1: '21 Harbour Drive, #05-01',
      Loc: 'Singapore',
      Pin: 999999,
      Stcd: '96',
      Ph: '6561234567',
      Em: 'buying@lioncity.sg',
      Pos: '96',
    });
    expect(doc.ItemList[0]).toEqual({ SlNo: '1', PrdDesc: 'Brass table lamp', IsServc: 'N', HsnCd: '94051900', Qty: 25, Unit: 'PCS', UnitPrice: 2400, TotAmt: 60000, Discount: 500, AssAmt: 59500, GstRt: 18, IgstAmt: 10710, CgstAmt: 0, SgstAmt: 0, ...ZERO_CESS, TotItemVal: 70210 }); // prettier-ignore
    expect(doc.ValDtls).toEqual({ AssVal: 59500, CgstVal: 0, SgstVal: 0, IgstVal: 10710, ...NO_EXTRAS, RndOffAmt: 0, TotInvVal: 70210 }); // prettier-ignore
    expect(doc.ExpDtls).toEqual({ ForCur: 'INR' });
  });

  it('a credit note: CRN with the original invoice in RefDtls.PrecDocDtls', () => {
    // 10 hinges returned at 45.55 = 455.50; CGST 9 % = 40.995 → 41.00 (half up), SGST the same.
    const doc = buildInv01(CREDIT_NOTE);
    expect(doc.DocDtls).toEqual({ Typ: 'CRN', No: 'CN/25-26/007', Dt: '20/10/2025' });
    expect(doc.RefDtls).toEqual({
      PrecDocDtls: [{ InvNo: 'SHT/25-26/0042', InvDt: '05/10/2025' }],
    });
    expect(doc.ItemList[0]).toMatchObject({ Qty: 10, UnitPrice: 45.55, TotAmt: 455.5, AssAmt: 455.5, CgstAmt: 41, SgstAmt: 41, TotItemVal: 537.5 }); // prettier-ignore
    expect(doc.ValDtls).toEqual({ AssVal: 455.5, CgstVal: 41, SgstVal: 41, IgstVal: 0, ...NO_EXTRAS, RndOffAmt: 0, TotInvVal: 537.5 }); // prettier-ignore
  });
});

const INTER = source({
  billTo: party({
    name: 'Mehta Electricals',
    address: 'Unit 7, Andheri Industrial Estate\nAndheri East\nMumbai 400093',
    gstin: '27AAACM5678Q1ZN',
    stateCode: 27,
    city: 'Mumbai',
  }),
  shipTo: MEHTA_WAREHOUSE,
  isInterState: true,
  lines: [line({ position: 1, productName: 'LED panel 18W', hsn: '9405', unit: 'PCS', quantity: '40', price: '1250', taxableValue: '50000.00', rate: '12', igst: '6000.00' })],
  totals: { taxable: '50000.00', igst: '6000.00', cgst: '0.00', sgst: '0.00', roundOff: '0.00', total: '56000.00' },
}); // prettier-ignore

const SEZ = source({
  billTo: party({
    name: 'Infotech SEZ Unit',
    address: 'Plot 4, MEPZ SEZ, Tambaram, Chennai 600045',
    gstin: '33AAFCT3456L1Z4',
    stateCode: 33,
    isSez: true,
    city: 'Chennai',
  }),
  isInterState: true,
  supplyType: 'WOPAY',
  lines: [line({ position: 1, productName: 'Server rack', hsn: '8473 30 20', quantity: '2', price: '85000', taxableValue: '170000.00' })],
  totals: { taxable: '170000.00', igst: '0.00', cgst: '0.00', sgst: '0.00', roundOff: '0.00', total: '170000.00' },
}); // prettier-ignore

const EXPORT = source({
  billTo: party({
    name: 'Lion City Imports Pte Ltd',
    address: '21 Harbour Drive, #05-01\nSingapore 117612',
    stateCode: 96,
    phoneNumber: '+65 6123 4567',
    email: 'buying@lioncity.sg',
    city: 'Singapore',
  }),
  isInterState: true,
  supplyType: 'WPAY',
  lines: [line({ position: 1, productName: 'Brass table lamp', hsn: '94051900', unit: 'PCS', quantity: '25', price: '2400', discount: '500', taxableValue: '59500.00', igst: '10710.00' })],
  totals: { taxable: '59500.00', igst: '10710.00', cgst: '0.00', sgst: '0.00', roundOff: '0.00', total: '70210.00' },
}); // prettier-ignore

const CREDIT_NOTE = source({
  kind: 'credit-note',
  number: 'CN/25-26/007',
  date: '2025-10-20',
  original: { number: 'SHT/25-26/0042', date: '2025-10-05' },
  billTo: RAO,
  lines: [line({ position: 1, productName: 'Steel hinge 4 inch', quantity: '10', price: '45.55', taxableValue: '455.50', cgst: '41.00', sgst: '41.00' })],
  totals: { taxable: '455.50', igst: '0.00', cgst: '41.00', sgst: '41.00', roundOff: '0.00', total: '537.50' },
}); // prettier-ignore

const B2C = source({
  number: 'SHT/25-26/0043',
  billTo: party({ name: 'Walk-in customer', address: 'Bengaluru 560001', city: 'Bengaluru' }),
  lines: INTRA.lines,
  totals: INTRA.totals,
});

describe('e-invoice eligibility and the batch', () => {
  it('B2C documents are not for the IRP, with the reason', () => {
    expect(einvoiceEligible(B2C)).toEqual({
      eligible: false,
      reason:
        'SHT/25-26/0043 is a B2C document (the buyer has no GSTIN): e-invoices are only for ' +
        'registered buyers, SEZ units and exports.',
    });
    expect(() => buildInv01(B2C)).toThrow(EDocError);
  });

  it('a buyer with the shop’s own GSTIN is refused; an SEZ supply without a stored type follows the tax', () => {
    const self = source({ ...INTRA, billTo: { ...RAO, gstin: SUPPLIER.gstin } });
    expect(einvoiceEligible(self)).toMatchObject({ eligible: false });
    expect(einvoiceEligible({ ...SEZ, supplyType: null })).toEqual({ eligible: true, supplyType: 'SEZWOP' }); // prettier-ignore
    expect(einvoiceEligible({ ...EXPORT, supplyType: null })).toEqual({ eligible: true, supplyType: 'EXPWP' }); // prettier-ignore
  });

  it('the batch keeps B2B, SEZ and export documents in order and lists what it skipped', () => {
    const batch = buildInv01Batch([INTRA, B2C, SEZ, EXPORT]);
    expect(batch.documents.map((d) => [d.DocDtls.No, d.TranDtls.SupTyp])).toEqual([
      ['SHT/25-26/0042', 'B2B'],
      ['SHT/25-26/0042', 'SEZWOP'],
      ['SHT/25-26/0042', 'EXPWP'],
    ]);
    expect(batch.skipped).toEqual([
      { number: 'SHT/25-26/0043', reason: expect.stringContaining('B2C document') as string },
    ]);
  });
});

describe('the INV-01 schema accepts every document the builder makes', () => {
  it.each([
    ['intra-state B2B', INTRA],
    ['inter-state B2B with ship-to', INTER],
    ['SEZ without payment', SEZ],
    ['export with payment', EXPORT],
    ['credit note', CREDIT_NOTE],
  ])('%s', (_name, src) => {
    expect(validateInv01(buildInv01(src))).toEqual({ ok: true });
  });

  it('and the bulk array', () => {
    const { documents } = buildInv01Batch([INTRA, INTER, SEZ, EXPORT, CREDIT_NOTE, B2C]);
    expect(documents).toHaveLength(5);
    expect(validateInv01Batch(documents)).toEqual({ ok: true });
  });
});

describe('address text to portal fields', () => {
  it('reads the PIN after a label, skips a state name, keeps the rest as the address', () => {
    expect(splitAddress('12, Park Street\nKolkata, West Bengal\nPIN: 700016')).toEqual({
      addr1: '12, Park Street',
      place: 'Kolkata',
      pin: 700016,
    });
  });

  it('one run of text: the last word is the place; no PIN gives none', () => {
    expect(splitAddress('Shop 5 Market Road Howrah')).toEqual({
      addr1: 'Shop 5 Market Road Howrah',
      place: 'Howrah',
    });
  });

  it('a phone number is not a PIN; a long address flows into a second line', () => {
    const long =
      'Unit 1204, Twelfth Floor, Prestige Technology Park Tower B, Marathahalli Outer Ring Road, ' +
      'Kadubeesanahalli, Phone 0801234567, Bengaluru 560103';
    expect(splitAddress(long)).toEqual({
      addr1:
        'Unit 1204, Twelfth Floor, Prestige Technology Park Tower B, Marathahalli Outer Ring Road',
      addr2: 'Kadubeesanahalli, Phone 0801234567',
      place: 'Bengaluru',
      pin: 560103,
    });
  });
});
