import { describe, expect, it } from 'vitest';
import {
  buildEwayBill,
  buildInv01,
  consignmentValue,
  einvoiceEligible,
  ewayBillRequired,
  validateEwayBill,
  validateInv01,
  type EDocSource,
} from '../src/edocs';
import { lineBuilder, party } from './edocs-fixtures';

/**
 * Issue 30, worked by hand: nil-rated, exempt and non-GST lines and reverse charge on the
 * e-invoice and the e-way bill of a West Bengal shop (19) selling to a Kolkata buyer (19).
 * - Nil-rated and exempt supplies are GST supplies at 0 %: written as items, GstRt 0, no tax.
 * - Non-GST supplies (s.2(78)) are outside e-invoicing and the e-way bill: left out, their value
 *   carried as other charges so the document still adds up to the invoice (source.ts, isNonGst).
 * - Only nil/exempt/non-GST lines: a bill of supply (Rule 49), not reported to the IRP.
 * - Rule 138(1) Explanation 2: the consignment value leaves out exempt supply on a mixed invoice.
 */

const line = lineBuilder({ hsn: '85414300', unit: 'NOS' });

const SOURCE: EDocSource = {
  kind: 'invoice',
  number: 'RS/25-26/0011',
  date: '2025-10-06',
  supplier: { shopName: 'Ray Solar', address: '1 Park Street, Kolkata 700016', gstin: '19AAACR5055K1Z4', stateCode: 19, mobileNumber: '', email: '', city: 'Kolkata' }, // prettier-ignore
  billTo: party({ name: 'Sunrise RWA', address: '14 Lake Road, Kolkata 700029', gstin: '19AABCD1234E1Z5', stateCode: 19, city: 'Kolkata' }), // prettier-ignore
  placeOfSupply: 19,
  isInterState: false,
  supplyType: null,
  // 6 modules at 10,000 = 60,000.00 at 5 %: CGST = SGST = 1,500.00.
  // A nil-rated book (HSN 4901) 1,000.00 and exempt seeds (HSN 1209) 500.00: no tax.
  // 10 litres of diesel at 90 = 900.00: non-GST.
  // Total 60,000 + 1,500 + 1,500 + 1,000 + 500 + 900 = 65,400.00.
  lines: [
    line({ position: 1, productName: 'Mono PERC 540', quantity: '6', price: '10000', taxableValue: '60000.00', rate: '5', cgst: '1500.00', sgst: '1500.00' }),
    line({ position: 2, productName: 'Installation manual', hsn: '4901', quantity: '1', price: '1000', taxableValue: '1000.00', rate: '0', taxability: 'nil-rated' }),
    line({ position: 3, productName: 'Grass seed', hsn: '1209', unit: 'KGS', quantity: '5', price: '100', taxableValue: '500.00', rate: '0', taxability: 'exempt' }),
    line({ position: 4, productName: 'Diesel for the generator', hsn: '27101930', unit: 'LTR', quantity: '10', price: '90', taxableValue: '900.00', rate: '0', taxability: 'non-gst' }),
  ],
  totals: { taxable: '62400.00', igst: '0.00', cgst: '1500.00', sgst: '1500.00', roundOff: '0.00', total: '65400.00' },
  transport: { mode: 'Road', vehicleNumber: 'WB02AB1234', distanceKm: 12, transporterId: '', transporterName: '' },
}; // prettier-ignore

describe('nil-rated, exempt and non-GST lines', () => {
  it('the e-invoice: nil and exempt items at GstRt 0, the non-GST line as other charges', () => {
    const doc = buildInv01(SOURCE);
    expect(doc.ItemList.map((i) => [i.SlNo, i.HsnCd, i.AssAmt, i.GstRt, i.CgstAmt, i.SgstAmt, i.IgstAmt, i.TotItemVal])).toEqual([
      ['1', '85414300', 60000, 5, 1500, 1500, 0, 63000],
      ['2', '4901', 1000, 0, 0, 0, 0, 1000],
      ['3', '1209', 500, 0, 0, 0, 0, 500],
    ]); // prettier-ignore
    // 61,500 + 1,500 + 1,500 + 900 other charges = 65,400.
    expect(doc.ValDtls).toEqual({ AssVal: 61500, CgstVal: 1500, SgstVal: 1500, IgstVal: 0, CesVal: 0, Discount: 0, OthChrg: 900, RndOffAmt: 0, TotInvVal: 65400 }); // prettier-ignore
    expect(validateInv01(doc)).toEqual({ ok: true });
  });

  it('the e-way bill: consignment 63,000 (exempt and non-GST left out), non-GST value as other value', () => {
    // 60,000 + 1,500 + 1,500 (the taxable goods with tax) = 63,000.00.
    expect(consignmentValue(SOURCE).toFixed(2)).toBe('63000.00');
    const [bill] = buildEwayBill(SOURCE).billLists;
    expect(bill?.itemList.map((i) => [i.hsnCode, i.taxableAmount, i.cgstRate, i.sgstRate, i.igstRate])).toEqual([
      ['85414300', 60000, 2.5, 2.5, 0],
      ['4901', 1000, 0, 0, 0],
      ['1209', 500, 0, 0, 0],
    ]); // prettier-ignore
    // 61,500 + 1,500 + 1,500 + 900 = 65,400.
    expect(bill).toMatchObject({ totalValue: 61500, cgstValue: 1500, sgstValue: 1500, igstValue: 0, cessValue: 0, TotNonAdvolVal: 0, OthValue: 900, totInvValue: 65400 }); // prettier-ignore
    expect(validateEwayBill(buildEwayBill(SOURCE))).toEqual({ ok: true });
  });

  it('only nil-rated, exempt or non-GST lines: a bill of supply, no e-invoice and no e-way bill', () => {
    const billOfSupply = { ...SOURCE, lines: SOURCE.lines.slice(1) };
    expect(einvoiceEligible(billOfSupply)).toEqual({
      eligible: false,
      reason: 'RS/25-26/0011 has only nil-rated, exempt or non-GST lines: it is a bill of supply (Rule 49), which is not reported to the IRP.', // prettier-ignore
    });
    // Rule 138(14): goods wholly exempt or non-GST need none; their value counts for nothing.
    const bigExempt = { ...billOfSupply, lines: [line({ position: 1, productName: 'Grass seed', hsn: '1209', quantity: '1', price: '90000', taxableValue: '90000.00', rate: '0', taxability: 'exempt' })] }; // prettier-ignore
    expect(consignmentValue(bigExempt).toFixed(2)).toBe('0.00');
    expect(ewayBillRequired(bigExempt)).toBe(false);
  });
});

describe('reverse charge (RegRev Y)', () => {
  // 6 modules at 10,000 = 60,000.00 at 18 % under reverse charge: CGST = SGST = 5,400.00 shown,
  // payable by the buyer; the invoice collects 60,000.00.
  const RCM: EDocSource = {
    ...SOURCE,
    reverseCharge: true,
    lines: [line({ position: 1, productName: 'Mono PERC 540', quantity: '6', price: '10000', taxableValue: '60000.00', rate: '18', cgst: '5400.00', sgst: '5400.00' })], // prettier-ignore
    totals: { taxable: '60000.00', igst: '0.00', cgst: '5400.00', sgst: '5400.00', roundOff: '0.00', total: '60000.00' }, // prettier-ignore
  };

  it('the e-invoice shows the tax, the totals do not collect it', () => {
    const doc = buildInv01(RCM);
    expect(doc.TranDtls).toEqual({ TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'Y' });
    expect(doc.ItemList[0]).toMatchObject({ AssAmt: 60000, GstRt: 18, CgstAmt: 5400, SgstAmt: 5400, TotItemVal: 60000 }); // prettier-ignore
    expect(doc.ValDtls).toMatchObject({ AssVal: 60000, CgstVal: 5400, SgstVal: 5400, TotInvVal: 60000 }); // prettier-ignore
    expect(validateInv01(doc)).toEqual({ ok: true });
    // Forward charge with the same totals does not add up: the tax would be missing.
    expect(validateInv01({ ...doc, TranDtls: { ...doc.TranDtls, RegRev: 'N' } })).toMatchObject({ ok: false }); // prettier-ignore
  });

  it('the e-way bill carries the rates but no tax values: the invoice value has none', () => {
    const [bill] = buildEwayBill(RCM).billLists;
    expect(bill).toMatchObject({ totalValue: 60000, cgstValue: 0, sgstValue: 0, igstValue: 0, totInvValue: 60000 }); // prettier-ignore
    expect(bill?.itemList[0]).toMatchObject({ cgstRate: 9, sgstRate: 9, igstRate: 0 });
    expect(validateEwayBill(buildEwayBill(RCM))).toEqual({ ok: true });
  });
});
