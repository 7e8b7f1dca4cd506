import { describe, expect, it } from 'vitest';
import {
  buildEwayBill,
  buildInv01,
  validateEwayBill,
  validateInv01,
  type EDocSource,
} from '../src/edocs';
import { lineBuilder, party } from './edocs-fixtures';

/**
 * Issue 30, worked by hand: a West Bengal shop (19) sells to a Mumbai buyer (27) and the goods are
 * delivered, on the buyer's direction, to a typed address in Ahmedabad (24). IGST Act s.10(1)(b):
 * the place of supply is the buyer's principal place of business, 27 (inter-state from 19, so
 * IGST); the e-invoice names the consignee in ShipDtls and the e-way bill is bill-to-ship-to
 * (transType 2) with the goods going to 24 and PIN 380015. Also: an export with its shipping bill,
 * and every party's Loc is its city, a missing one named.
 */

const line = lineBuilder({ hsn: '85414300', unit: 'NOS' });

const SHOP: EDocSource['supplier'] = {
  shopName: 'Ray Solar',
  address: '1 Park Street, Kolkata 700016',
  gstin: '19AAACR5055K1Z4',
  stateCode: 19,
  mobileNumber: '',
  email: '',
  city: 'Kolkata',
};

const MUMBAI_BUYER = party({
  name: 'Mehta Electricals',
  address: 'Unit 7, Andheri Industrial Estate, Andheri East, Mumbai 400093',
  gstin: '27AAACM5678Q1ZN',
  stateCode: 27,
  city: 'Mumbai',
});

/** The delivery address typed on the invoice (no customer record, no GSTIN). */
const AHMEDABAD = party({
  name: 'Patel Solar Site',
  address: 'Plot 9, Satellite Road',
  stateCode: 24,
  city: 'Ahmedabad',
  pinCode: '380015',
});

// 10 modules at 12,000 = 1,20,000.00; IGST 5 % = 6,000.00; total 1,26,000.00.
const BILL_TO_SHIP_TO: EDocSource = {
  kind: 'invoice',
  number: 'RS/25-26/0007',
  date: '2025-10-06',
  supplier: SHOP,
  billTo: MUMBAI_BUYER,
  shipTo: AHMEDABAD,
  placeOfSupply: 27,
  isInterState: true,
  supplyType: null,
  lines: [line({ position: 1, productName: 'Mono PERC 540', quantity: '10', price: '12000', taxableValue: '120000.00', rate: '5', igst: '6000.00' })],
  totals: { taxable: '120000.00', igst: '6000.00', cgst: '0.00', sgst: '0.00', roundOff: '0.00', total: '126000.00' },
  transport: { mode: 'Road', vehicleNumber: 'WB02AB1234', distanceKm: 1950, transporterId: '', transporterName: '' },
}; // prettier-ignore

describe('bill-to-ship-to with a typed delivery address (item 1)', () => {
  it('the e-invoice: Pos 27 with IGST, ShipDtls naming the Ahmedabad consignee (URP, PIN, state 24)', () => {
    const doc = buildInv01(BILL_TO_SHIP_TO);
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
      Gstin: 'URP',
      LglNm: 'Patel Solar Site',
      Addr1: 'Plot 9, Satellite Road',
      Loc: 'Ahmedabad',
      Pin: 380015,
      Stcd: '24',
    });
    expect(doc.ValDtls).toMatchObject({ AssVal: 120000, IgstVal: 6000, CgstVal: 0, SgstVal: 0, TotInvVal: 126000 }); // prettier-ignore
    expect(validateInv01(doc)).toEqual({ ok: true });
  });

  it('the e-way bill: transType 2, billed to 27, goods to state 24 and PIN 380015', () => {
    const json = buildEwayBill(BILL_TO_SHIP_TO);
    expect(json.billLists[0]).toMatchObject({
      transType: 2,
      fromPlace: 'Kolkata',
      fromPincode: 700016,
      toGstin: '27AAACM5678Q1ZN',
      toTrdName: 'Mehta Electricals',
      toStateCode: 27,
      toAddr1: 'Plot 9, Satellite Road',
      toPlace: 'Ahmedabad',
      toPincode: 380015,
      actualToStateCode: 24,
      igstValue: 6000,
      totInvValue: 126000,
    });
    expect(validateEwayBill(json)).toEqual({ ok: true });
  });
});

describe('a party’s Loc is its city (item 5)', () => {
  it('the city, not the first address line; a PIN kept apart wins over the address text', () => {
    const doc = buildInv01({ ...BILL_TO_SHIP_TO, billTo: { ...MUMBAI_BUYER, address: 'Unit 7, Andheri Industrial Estate', pinCode: '400093' } }); // prettier-ignore
    expect(doc.BuyerDtls).toMatchObject({ Addr1: 'Unit 7, Andheri Industrial Estate', Loc: 'Mumbai', Pin: 400093 }); // prettier-ignore
  });

  it('no city: Loc is left out and the check says which city to fill in', () => {
    const noCities = {
      ...BILL_TO_SHIP_TO,
      supplier: { ...SHOP, city: '' },
      billTo: { ...MUMBAI_BUYER, city: '' },
      shipTo: { ...AHMEDABAD, city: undefined },
    };
    const doc = buildInv01(noCities);
    expect(doc.SellerDtls).not.toHaveProperty('Loc');
    expect(validateInv01(doc)).toEqual({
      ok: false,
      errors: [
        { field: 'SellerDtls.Loc', message: "Seller's city is missing: fill in City in Settings → Contact Info." }, // prettier-ignore
        {
          field: 'BuyerDtls.Loc',
          message: "Buyer's city is missing: fill in the customer's city.",
        },
        { field: 'ShipDtls.Loc', message: "Ship-to party's city is missing: fill in the city of the delivery address (or of the ship-to customer)." }, // prettier-ignore
      ],
    });
    expect(validateEwayBill(buildEwayBill(noCities))).toEqual({
      ok: false,
      errors: [
        { field: 'billLists[0].fromPlace', message: "Shop's city is missing: fill in City in Settings → Contact Info." }, // prettier-ignore
        { field: 'billLists[0].toPlace', message: 'Delivery city is missing: fill in the city of the delivery address or of the customer.' }, // prettier-ignore
      ],
    });
  });
});

describe('an export with its shipping bill (item 4)', () => {
  // 5 modules at 20,000 = 1,00,000.00 under LUT (WOPAY): no IGST, total 1,00,000.00.
  const EXPORT: EDocSource = {
    ...BILL_TO_SHIP_TO,
    number: 'RS/25-26/0008',
    billTo: party({ name: 'Gulf Solar LLC', address: '12 Harbour Street, Dubai, United Arab Emirates', stateCode: 96, city: 'Dubai' }), // prettier-ignore
    shipTo: null,
    placeOfSupply: 96,
    supplyType: 'WOPAY',
    lines: [line({ position: 1, productName: 'Mono PERC 540', quantity: '5', price: '20000', taxableValue: '100000.00', rate: '5' })], // prettier-ignore
    totals: { taxable: '100000.00', igst: '0.00', cgst: '0.00', sgst: '0.00', roundOff: '0.00', total: '100000.00' }, // prettier-ignore
    exportDetails: { countryCode: 'AE', portCode: 'INCCU1', shippingBillNumber: '4471123', shippingBillDate: '2025-10-09' }, // prettier-ignore
  };

  it('ExpDtls carries the currency, country, port and shipping bill (dd/mm/yyyy)', () => {
    const doc = buildInv01(EXPORT);
    expect(doc.TranDtls.SupTyp).toBe('EXPWOP');
    expect(doc.ExpDtls).toEqual({ ForCur: 'INR', CntCode: 'AE', Port: 'INCCU1', ShipBNo: '4471123', ShipBDt: '09/10/2025' }); // prettier-ignore
    expect(doc.BuyerDtls).toMatchObject({ Gstin: 'URP', Loc: 'Dubai', Pin: 999999, Stcd: '96', Pos: '96' }); // prettier-ignore
    expect(validateInv01(doc)).toEqual({ ok: true });
  });

  it('before the shipping bill is filed: only what is known, still valid', () => {
    const early = { ...EXPORT, exportDetails: { countryCode: 'AE', portCode: '', shippingBillNumber: '', shippingBillDate: null } }; // prettier-ignore
    expect(buildInv01(early).ExpDtls).toEqual({ ForCur: 'INR', CntCode: 'AE' });
    expect(buildInv01({ ...EXPORT, exportDetails: null }).ExpDtls).toEqual({ ForCur: 'INR' });
    expect(validateInv01(buildInv01(early))).toEqual({ ok: true });
  });
});
