import { describe, expect, it } from 'vitest';
import {
  deadlineWarning,
  defaultCreditedValue,
  newNoteValues,
  noteErrors,
  noteLinesOf,
  noteTotals,
  noteValuesFromDetail,
  splitWithTax,
  toCreditNoteInput,
  toDebitNoteInput,
  withQuantity,
  type NoteFormValues,
  type NotePlace,
} from './notesForm';
import { reasonLabel } from './noteKinds';
import type { NoteDetail, NoteableInvoice } from './types';

const LINE_A = '11111111-1111-4111-8111-111111111111';
const LINE_B = '22222222-2222-4222-8222-222222222222';

/** INV/1: 3 modules at ₹15,000 (5 %), one serial each, and an inverter at ₹2,000 (18 %). */
function invoice(): NoteableInvoice {
  return {
    invoice: {
      id: 'inv-1',
      invoiceNumber: 'INV/2025-26/0001',
      invoiceDate: '2025-06-10',
      status: 'issued',
      customerId: 'c-1',
      totalAmount: '49610.00',
      creditNoteDeadline: '2026-11-30',
    },
    lines: [
      {
        id: LINE_A,
        position: 1,
        productName: 'Module',
        productLabel: '540 Wp Module',
        hsnCode: '854143',
        gstPercentage: '5.00',
        quantity: '3.000',
        taxableValue: '45000.00',
        creditedQuantity: '0',
        creditedValue: '0',
        debitedValue: '0',
        remaining: { quantity: '3', taxableValue: '45000.00' },
        serials: [
          { id: 's1', serialNo: 'M1' },
          { id: 's2', serialNo: 'M2' },
          { id: 's3', serialNo: 'M3' },
        ],
      },
      {
        id: LINE_B,
        position: 2,
        productName: 'Inverter',
        productLabel: '3 kVA Inverter',
        hsnCode: '850440',
        gstPercentage: '18.00',
        quantity: '1.000',
        taxableValue: '2000.00',
        creditedQuantity: '0',
        creditedValue: '0',
        debitedValue: '0',
        remaining: { quantity: '1', taxableValue: '2000.00' },
        serials: [],
      },
    ],
  };
}

const CONTEXT = {
  today: '2026-01-15',
  invoices: [{ invoiceNumber: 'INV/2025-26/0001', invoiceDate: '2025-06-10' }],
};
const WITHIN_STATE: NotePlace = {
  supplierStateCode: 19,
  placeOfSupply: 19,
  isSez: false,
  supplyType: null,
};

function returning(qty: number, serials: string[] = []): NoteFormValues {
  const values = newNoteValues('credit', '2026-01-15', [invoice()]);
  const [a, b] = values.lines;
  return { ...values, lines: [{ ...withQuantity(a!, qty), serialItemIds: serials }, b!] };
}

describe('default value credited', () => {
  it('is the remaining value × quantity ÷ remaining quantity, to the paisa', () => {
    expect(defaultCreditedValue('45000.00', '3', 2)).toBe('30000.00');
    // 100 ÷ 3 = 33.333… → 33.33; 200 ÷ 3 = 66.666… → 66.67 (half up).
    expect(defaultCreditedValue('100.00', '3', 1)).toBe('33.33');
    expect(defaultCreditedValue('100.00', '3', 2)).toBe('66.67');
    expect(defaultCreditedValue('1000.00', '3', '1.5')).toBe('500.00');
  });
  it('is the whole remainder when all that is left comes back, 0 for nothing', () => {
    expect(defaultCreditedValue('100.00', '3', 3)).toBe('100.00');
    expect(defaultCreditedValue('100.00', '3', 0)).toBe('0.00');
    expect(defaultCreditedValue('100.00', '0', 1)).toBe('0.00');
    expect(defaultCreditedValue('100.00', '3', '')).toBe('0.00');
  });
  it('follows a new quantity and drops serials beyond it', () => {
    const line = { ...returning(2, ['s1', 's2']).lines[0]! };
    const one = withQuantity(line, 1);
    expect(one.taxableValue).toBe(15000);
    expect(one.serialItemIds).toEqual(['s1']);
  });
});

describe('rows from the invoice lines', () => {
  it('start empty at the first reason, dated today', () => {
    const v = newNoteValues('credit', '2026-01-15', [invoice()]);
    expect(v).toMatchObject({ noteDate: '2026-01-15', reason: 'sales-return', noteNumber: '' });
    expect(v.lines).toHaveLength(2);
    expect(v.lines[0]).toMatchObject({
      invoiceNumber: 'INV/2025-26/0001',
      productLabel: '540 Wp Module',
      remainingQuantity: '3',
      remainingValue: '45000.00',
      quantity: 0,
      taxableValue: 0,
      serialItemIds: [],
    });
    expect(newNoteValues('debit', '2026-01-15', [invoice()]).reason).toBe('price-revision');
  });

  it("add a re-issued note's own quantity, value and serials back to what is left", () => {
    // The note returned 2 of 3 (₹30,000): the server now says 1 and ₹15,000 are left.
    const source = invoice();
    source.lines[0] = {
      ...source.lines[0]!,
      creditedQuantity: '2',
      creditedValue: '30000.00',
      remaining: { quantity: '1', taxableValue: '15000.00' },
      serials: [{ id: 's3', serialNo: 'M3' }],
    };
    const detail = {
      noteNumber: 'CN/2025-26/0001',
      noteDate: '2026-01-10',
      reason: 'sales-return',
      remarks: 'Two panels cracked',
      lines: [
        {
          invoiceLineId: LINE_A,
          quantity: '2.000',
          taxableValue: '30000.00',
          serials: [
            { id: 's1', serialNo: 'M1' },
            { id: 's2', serialNo: 'M2' },
          ],
        },
      ],
    } as unknown as NoteDetail;
    const v = noteValuesFromDetail('credit', detail, [source]);
    expect(v).toMatchObject({ noteNumber: 'CN/2025-26/0001', remarks: 'Two panels cracked' });
    expect(v.lines[0]).toMatchObject({
      remainingQuantity: '3',
      remainingValue: '45000.00',
      quantity: 2,
      taxableValue: 30000,
      serialItemIds: ['s1', 's2'],
    });
    expect(v.lines[0]!.serialOptions.map((s) => s.serialNo)).toEqual(['M1', 'M2', 'M3']);
    expect(v.lines[1]).toMatchObject({ quantity: 0, taxableValue: 0 });
  });

  it("show a debit line's value without the re-issued note's own increase", () => {
    const source = invoice();
    source.lines[1] = {
      ...source.lines[1]!,
      debitedValue: '500.00',
      remaining: { quantity: '1', taxableValue: '2500.00' },
    };
    const own = [{ invoiceLineId: LINE_B, quantity: '0', taxableValue: '500.00', serials: [] }];
    const [, b] = noteLinesOf('debit', [source], own as unknown as NoteDetail['lines']);
    expect(b).toMatchObject({ lineValue: '2000.00', taxableValue: 500, quantity: 0 });
  });
});

describe('validation', () => {
  it('accepts 2 of 3 modules back with 2 serials', () => {
    expect(noteErrors('credit', returning(2, ['s1', 's2']), CONTEXT)).toEqual({});
  });
  it('needs some value credited', () => {
    expect(noteErrors('credit', returning(0), CONTEXT)).toEqual({
      lines: 'Credit some value on at least one line',
    });
  });
  it('refuses more than is left, and more serials than the quantity', () => {
    const v = returning(2, ['s1', 's2', 's3']);
    v.lines[0] = { ...v.lines[0]!, quantity: 4, taxableValue: 45000.01 };
    expect(noteErrors('credit', v, CONTEXT)).toEqual({
      'lines.0.quantity': 'At most 3 can come back',
      'lines.0.taxableValue': 'At most 45000.00 is left on this line',
    });
    const w = returning(1, ['s1', 's2']);
    expect(noteErrors('credit', w, CONTEXT)).toEqual({
      'lines.0.serialItemIds': 'Only 1 serial numbers allowed',
    });
  });
  it('keeps the date between the invoice date and today', () => {
    expect(
      noteErrors('credit', { ...returning(1), noteDate: '2026-01-16' }, CONTEXT),
    ).toMatchObject({ noteDate: 'The note date is after today' });
    expect(
      noteErrors('credit', { ...returning(1), noteDate: '2025-06-09' }, CONTEXT),
    ).toMatchObject({
      noteDate: "The note date is before invoice INV/2025-26/0001's date 10 Jun 2025",
    });
  });
  it('lets a debit note add any positive value', () => {
    const v = newNoteValues('debit', '2026-01-15', [invoice()]);
    expect(noteErrors('debit', v, CONTEXT)).toEqual({
      lines: 'Add some value on at least one line',
    });
    v.lines[1] = { ...v.lines[1]!, taxableValue: 99999 };
    expect(noteErrors('debit', v, CONTEXT)).toEqual({});
  });
});

describe('API input', () => {
  it('sends only the lines a credit note touches, values to the paisa', () => {
    expect(toCreditNoteInput({ ...returning(2, ['s1', 's2']), remarks: '  cracked ' })).toEqual({
      noteDate: '2026-01-15',
      reason: 'sales-return',
      remarks: 'cracked',
      lines: [
        {
          invoiceLineId: LINE_A,
          quantity: 2,
          taxableValue: '30000.00',
          serialItemIds: ['s1', 's2'],
        },
      ],
    });
  });
  it('sends a discount without quantity', () => {
    const v = newNoteValues('credit', '2026-01-15', [invoice()]);
    v.reason = 'post-sale-discount';
    v.lines[1] = { ...v.lines[1]!, taxableValue: 250.5 };
    expect(toCreditNoteInput(v).lines).toEqual([
      { invoiceLineId: LINE_B, quantity: 0, taxableValue: '250.50', serialItemIds: [] },
    ]);
  });
  it('sends a debit note line as its value only', () => {
    const v = newNoteValues('debit', '2026-01-15', [invoice()]);
    v.lines[0] = { ...v.lines[0]!, taxableValue: 1200 };
    expect(toDebitNoteInput(v)).toEqual({
      noteDate: '2026-01-15',
      reason: 'price-revision',
      remarks: '',
      lines: [{ invoiceLineId: LINE_A, taxableValue: '1200.00' }],
    });
  });
});

describe('live totals', () => {
  it('splits CGST and SGST within the state', () => {
    // 30,000 at 5 %: CGST 750 + SGST 750 = 1,500; total 31,500.
    const doc = noteTotals(returning(2), WITHIN_STATE);
    expect(doc?.kind).toBe('CGST_SGST');
    expect(doc?.totals).toMatchObject({
      taxable: '30000.00',
      cgst: '750.00',
      sgst: '750.00',
      igst: '0.00',
      grandTotal: '31500.00',
    });
  });
  it('charges IGST across states, per rate', () => {
    // 30,000 at 5 % (1,500) + 2,000 at 18 % (360): IGST 1,860; total 33,860.
    const v = returning(2);
    v.lines[1] = withQuantity(v.lines[1]!, 1);
    const doc = noteTotals(v, { ...WITHIN_STATE, placeOfSupply: 27 });
    expect(doc?.kind).toBe('IGST');
    expect(doc?.totals).toMatchObject({
      taxable: '32000.00',
      cgst: '0.00',
      igst: '1860.00',
      grandTotal: '33860.00',
    });
  });
  it('leaves the tax out of the total on a reverse-charge invoice (issue 30)', () => {
    // 30,000 at 5 % within the state: CGST 750 + SGST 750 shown, payable by the buyer, so the
    // note's total is the taxable value, 30,000.
    const doc = noteTotals(returning(2), { ...WITHIN_STATE, reverseCharge: true });
    expect(doc?.totals).toMatchObject({
      taxable: '30000.00',
      cgst: '750.00',
      sgst: '750.00',
      reverseChargeTax: '1500.00',
      grandTotal: '30000.00',
    });
  });
  it('is null with nothing entered', () => {
    expect(noteTotals(returning(0), WITHIN_STATE)).toBeNull();
  });
});

describe('s.34(2) deadline', () => {
  it('warns after 30 November following the financial year of the invoice', () => {
    const invoices = CONTEXT.invoices;
    expect(deadlineWarning('credit', '2026-11-30', invoices)).toBeNull();
    expect(deadlineWarning('credit', '2026-12-01', invoices)).toBe(
      'A credit note against invoice INV/2025-26/0001 (dated 10 Jun 2025) had to be issued by 30 Nov 2026 (CGST Act s.34(2)); it will be refused.',
    );
    expect(deadlineWarning('debit', '2026-12-01', invoices)).toBeNull();
  });
});

describe('reason labels', () => {
  it('names the stored reason', () => {
    expect(reasonLabel('credit', 'sales-return')).toBe('Sales return');
    expect(reasonLabel('debit', 'short-billing')).toBe('Short billing');
    expect(reasonLabel('debit', 'other')).toBe('other');
  });
});

describe('stored tax split', () => {
  it("adds up each rate's tax heads", () => {
    const row = { rate: '5.00', taxableValue: '30000.00', cgst: '750.00', sgst: '750.00' };
    expect(splitWithTax([{ ...row, utgst: '0.00', igst: '0.00' }])[0]?.taxAmount).toBe('1500.00');
    expect(
      splitWithTax([{ ...row, cgst: '0.00', sgst: '0.00', utgst: '0.00', igst: '1500.00' }])[0]
        ?.taxAmount,
    ).toBe('1500.00');
  });
});

describe('Excel row', () => {
  it('writes amounts as numbers and the reason and status in words', async () => {
    const { noteSheetRow } = await import('./NotesExportButton');
    expect(
      noteSheetRow('credit', {
        id: 'x',
        noteNumber: 'CN/25-26/0001',
        noteDate: '2025-10-20',
        updatedAt: '2025-10-20T06:30:00.000Z',
        customerId: 'c',
        customerName: 'Sunrise RWA',
        reason: 'sales-return',
        taxableAmount: '28000.00',
        totalAmount: '29400.00',
        status: 'cancelled',
        irn: null,
      }),
    ).toEqual({
      'Note No': 'CN/25-26/0001',
      Date: '2025-10-20',
      Customer: 'Sunrise RWA',
      Reason: 'Sales return',
      Taxable: 28000,
      Total: 29400,
      Status: 'Cancelled',
    });
  });
});
