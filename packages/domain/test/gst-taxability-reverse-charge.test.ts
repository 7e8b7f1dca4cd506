import { describe, expect, it } from 'vitest';
import { computeGstDocument } from '../src/gst';

/**
 * Issue 30, worked by hand from the law:
 * - a nil-rated, exempt or non-GST supply carries no tax (CGST Act s.9(1) levies tax at the
 *   notified rate; nil-rated goods have none, exempt ones are exempted under s.11, non-GST ones are
 *   outside the levy), whatever rate the line was given;
 * - under reverse charge (CGST Act s.9(3)/(4)) the recipient pays the tax: the invoice states it
 *   (Rule 46(p)) but the supplier collects only the value.
 */

const WB = { supplierStateCode: 19, placeOfSupply: 19 };
const WB_TO_MH = { supplierStateCode: 19, placeOfSupply: 27 };

describe('untaxed lines (nil-rated, exempt, non-GST)', () => {
  it('carry no tax, and the invoice total is their value plus the taxable lines with tax', () => {
    const doc = computeGstDocument({
      place: WB,
      lines: [
        // 2 × ₹1,000 at 18 % within West Bengal: CGST 9 % = ₹180, SGST 9 % = ₹180.
        { quantity: 2, price: '1000', gstRate: 18 },
        // 10 × ₹500 nil-rated: ₹5,000, no tax even though a rate was sent with it.
        { quantity: 10, price: '500', gstRate: 5, taxability: 'nil-rated' },
        // 1 × ₹5,000 exempt: ₹5,000, no tax.
        { quantity: 1, price: '5000', gstRate: 0, taxability: 'exempt' },
        // 3 × ₹100 non-GST: ₹300, no tax.
        { quantity: 3, price: '100', gstRate: 18, taxability: 'non-gst' },
      ],
    });
    const [taxed, nil, exempt, nonGst] = doc.lines;
    expect(taxed).toMatchObject({
      rate: '18.00',
      cgst: '180.00',
      sgst: '180.00',
      taxAmount: '360.00',
    });
    for (const line of [nil, exempt, nonGst]) {
      expect(line).toMatchObject({
        rate: '0.00',
        cgst: '0.00',
        sgst: '0.00',
        igst: '0.00',
        taxAmount: '0.00',
      });
    }
    expect(nil?.total).toBe('5000.00');
    expect(exempt?.total).toBe('5000.00');
    expect(nonGst?.total).toBe('300.00');
    // 2,000 + 360 + 5,000 + 5,000 + 300 = 12,660.
    expect(doc.totals).toMatchObject({
      taxable: '12300.00',
      totalTax: '360.00',
      grandTotal: '12660.00',
    });
  });

  it('keeps a tax-inclusive untaxed price as its value (nothing to back out)', () => {
    const doc = computeGstDocument({
      place: WB_TO_MH,
      taxInclusive: true,
      lines: [{ quantity: 1, price: '1180', gstRate: 18, taxability: 'exempt' }],
    });
    expect(doc.lines[0]).toMatchObject({ taxableValue: '1180.00', igst: '0.00', total: '1180.00' });
  });
});

describe('reverse charge', () => {
  it('shows the tax on the lines, but the total the buyer owes the shop leaves it out', () => {
    // West Bengal to Maharashtra, 4 × ₹2,500 at 18 %: taxable ₹10,000, IGST 18 % = ₹1,800,
    // payable by the recipient. The shop's invoice total is ₹10,000.
    const doc = computeGstDocument({
      place: WB_TO_MH,
      reverseCharge: true,
      lines: [{ quantity: 4, price: '2500', gstRate: 18, minPrice: '2000' }],
    });
    expect(doc.lines[0]).toMatchObject({
      igst: '1800.00',
      taxAmount: '1800.00',
      total: '11800.00',
    });
    expect(doc.totals).toMatchObject({
      taxable: '10000.00',
      igst: '1800.00',
      totalTax: '1800.00',
      reverseChargeTax: '1800.00',
      total: '10000.00',
      grandTotal: '10000.00',
    });
    // Net profit: ₹10,000 received, no tax collected, cost 4 × ₹2,000 = ₹8,000.
    expect(doc.netProfit).toBe('2000.00');
  });

  it('rounds the total without the tax to the rupee', () => {
    // Within the state, 1 × ₹999.60 at 5 %: CGST 2.5 % = 24.99, SGST 24.99 (each rounded);
    // the shop's total is ₹999.60, rounded to ₹1,000 with +0.40.
    const doc = computeGstDocument({
      place: WB,
      reverseCharge: true,
      roundOff: true,
      lines: [{ quantity: 1, price: '999.60', gstRate: 5 }],
    });
    expect(doc.totals).toMatchObject({
      cgst: '24.99',
      sgst: '24.99',
      reverseChargeTax: '49.98',
      total: '999.60',
      roundOff: '0.40',
      grandTotal: '1000.00',
    });
  });

  it('changes nothing when not set: the tax is collected', () => {
    const doc = computeGstDocument({
      place: WB_TO_MH,
      lines: [{ quantity: 4, price: '2500', gstRate: 18 }],
    });
    expect(doc.totals).toMatchObject({ reverseChargeTax: '0.00', grandTotal: '11800.00' });
  });
});
