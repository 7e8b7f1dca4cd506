import { describe, expect, it } from 'vitest';
import {
  billToForm,
  billTotals,
  formToBill,
  newBillLine,
  parseSerials,
  toleranceCheck,
} from './billForm';

describe('purchase bill drawer logic', () => {
  it('parses serials typed, scanned or pasted and flags duplicates', () => {
    expect(parseSerials(' A-1\nA-2,A-3;\n\n a-1 ')).toEqual({
      serials: ['A-1', 'A-2', 'A-3', 'a-1'],
      duplicates: ['a-1'],
    });
  });

  it('totals a West Bengal bill with a reverse-charge line as the server does', () => {
    // 5 × 12,000 at 5 %: 60,000 + CGST 1,500 + SGST 1,500; freight 8,000 at 5 % under RCM: its
    // 400 tax is the shop's to pay, so the supplier is owed 60,000 + 3,000 + 8,000 = 71,000.00.
    const lines = [
      { ...newBillLine(), quantity: 5, price: 12000, gstPercentage: '5' },
      { ...newBillLine('expense'), price: 8000, gstPercentage: '5', reverseCharge: true },
    ];
    expect(billTotals(lines, { supplierStateCode: 19, placeOfSupply: 19 }, false)).toMatchObject({
      interState: false,
      taxable: '68000.00',
      cgst: '1700.00',
      reverseChargeTax: '400.00',
      total: '71000.00',
    });
    expect(billTotals(lines, { supplierStateCode: 27, placeOfSupply: 19 }, false)).toMatchObject({
      interState: true,
      igst: '3400.00',
    });
  });

  it('checks the printed total against the tolerance', () => {
    expect(toleranceCheck('1050.00', 1051, '1.00')).toEqual({ difference: '1.00', within: true });
    expect(toleranceCheck('1050.00', 1051.5, '1.00')).toEqual({
      difference: '1.50',
      within: false,
    });
  });

  it('sends serials only on goods lines', () => {
    const bill = formToBill({
      supplierId: 's',
      supplierInvoiceNumber: 'X/1',
      billDate: '2026-05-04',
      receivedDate: '',
      supplierTotal: 100,
      notes: '',
      lines: [
        { ...newBillLine(), serials: 'P-1\nP-2' },
        { ...newBillLine('expense'), serials: 'zzz' },
      ],
    });
    expect(bill.lines.map((l) => l.serialNumbers)).toEqual([['P-1', 'P-2'], []]);
  });

  it('a saved bill comes back into the form for a revision, and is sent as it was', () => {
    const saved = {
      supplierId: 's1',
      supplierInvoiceNumber: 'ESD/0412',
      billDate: '2026-05-04',
      receivedDate: '2026-05-06',
      supplierTotal: '23600.00',
      notes: 'Two panels',
      lines: [
        {
          kind: 'goods',
          productId: 'p1',
          description: '540 Wp module',
          hsnCode: '85414300',
          quantity: '2.000',
          price: '10000.00',
          discount: '0.00',
          gstPercentage: '5.00',
          itcEligibility: 'inputs',
          itcReason: '',
          reverseCharge: false,
          expenseCategory: '',
          serials: [{ serialNo: 'M-1' }, { serialNo: 'M-2' }],
        },
        {
          kind: 'expense',
          productId: null,
          description: 'Freight',
          hsnCode: '996511',
          quantity: '1.000',
          price: '2500.00',
          discount: '0.00',
          gstPercentage: '5.00',
          itcEligibility: 'input-services',
          itcReason: '',
          reverseCharge: true,
          expenseCategory: 'Fuel and transport',
          serials: [],
        },
      ],
    };
    const form = billToForm(saved);
    expect(form).toMatchObject({ receivedDate: '2026-05-06', supplierTotal: 23600 });
    expect(form.lines[0]).toMatchObject({
      quantity: 2,
      price: 10000,
      discount: '',
      serials: 'M-1\nM-2',
    });
    expect(formToBill(form)).toMatchObject({
      supplierInvoiceNumber: 'ESD/0412',
      supplierTotal: '23600',
      lines: [
        {
          kind: 'goods',
          productId: 'p1',
          quantity: 2,
          price: '10000',
          gstPercentage: 5,
          serialNumbers: ['M-1', 'M-2'],
        },
        {
          kind: 'expense',
          price: '2500',
          reverseCharge: true,
          expenseCategory: 'Fuel and transport',
          serialNumbers: [],
        },
      ],
    });
  });
});
