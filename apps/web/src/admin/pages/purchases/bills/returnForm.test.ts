import { describe, expect, it } from 'vitest';
import {
  formToReturn,
  newReturnValues,
  returnErrors,
  returnLinesSummary,
  returnQuantity,
  returnableLines,
  returnedByLine,
  type PurchaseReturnRow,
  type ReturnFormValues,
} from './returnForm';

const line = (over: Record<string, unknown>) =>
  ({
    id: 'l1',
    position: 0,
    description: 'Mono panel 540 W',
    uomUnit: 'NOS',
    quantity: '5.000',
    serials: [],
    ...over,
  }) as never;

// A bill of 5 serial-numbered panels (one sold, one already returned) and 10 m of cable.
const bill = {
  lines: [
    line({
      serials: [
        { itemId: 'i1', serialNo: 'P-001', status: 'in-stock' },
        { itemId: 'i2', serialNo: 'P-002', status: 'sold' },
        { itemId: 'i3', serialNo: 'P-003', status: 'returned' },
        { itemId: 'i4', serialNo: 'P-004', status: 'in-stock' },
        { itemId: 'i5', serialNo: 'P-005', status: 'in-stock' },
      ],
    }),
    line({ id: 'l2', position: 1, description: '', uomUnit: 'MTR', quantity: '10.000' }),
  ],
};
const lines = returnableLines(bill);

const values = (over: Partial<ReturnFormValues>): ReturnFormValues => ({
  ...newReturnValues('2026-11-29'),
  reason: 'Cracked in transit',
  ...over,
});

describe('returnableLines', () => {
  it('serial lines go back unit by unit, only those in stock; others up to what was billed', () => {
    expect(lines).toEqual([
      {
        id: 'l1',
        label: 'Mono panel 540 W',
        unit: 'NOS',
        billed: 5,
        returned: 0,
        left: 5,
        hasSerials: true,
        serials: [
          { itemId: 'i1', serialNo: 'P-001' },
          { itemId: 'i4', serialNo: 'P-004' },
          { itemId: 'i5', serialNo: 'P-005' },
        ],
        max: 3,
      },
      {
        id: 'l2',
        label: 'Line 2',
        unit: 'MTR',
        billed: 10,
        returned: 0,
        left: 10,
        hasSerials: false,
        serials: [],
        max: 10,
      },
    ]);
  });
});

// What tenant.purchases.listReturns gives for the bill above: P-003 and 0.1 + 0.2 + 4 m of cable
// went back on active returns; 5 m more on a cancelled one (which gave them back).
const returnLine = (billLineId: string, quantity: string, serials: string[] = []) =>
  ({
    billLineId,
    quantity,
    uomUnit: billLineId === 'l1' ? 'NOS' : 'MTR',
    description: billLineId === 'l1' ? 'Mono panel 540 W' : '',
    serials: serials.map((serialNo) => ({ itemId: `i-${serialNo}`, serialNo })),
  }) as PurchaseReturnRow['lines'][number];
const returns = [
  { status: 'active', lines: [returnLine('l1', '1.000', ['P-003']), returnLine('l2', '0.100')] },
  { status: 'active', lines: [returnLine('l2', '0.200')] },
  { status: 'cancelled', lines: [returnLine('l2', '5.000')] },
  { status: 'active', lines: [returnLine('l2', '4.000')] },
] as PurchaseReturnRow[];

describe('what went back already', () => {
  it('sums the active returns per bill line exactly (0.1 + 0.2 + 4 = 4.3), not the cancelled', () => {
    expect(returnedByLine(returns)).toEqual(
      new Map([
        ['l1', 1],
        ['l2', 4.3],
      ]),
    );
  });

  it('each line shows bought, returned and left, and at most what is left can go back', () => {
    const [panels, cable] = returnableLines(bill, returns);
    // Panels: 5 bought, 1 back, 4 left, of which 3 in stock (P-002 was sold).
    expect(panels).toMatchObject({ billed: 5, returned: 1, left: 4, max: 3 });
    // Cable: 10 bought, 4.3 back, 5.7 left.
    expect(cable).toMatchObject({ billed: 10, returned: 4.3, left: 5.7, max: 5.7 });
    const v = values({ lines: { l2: { quantity: 5.701, itemIds: [] } } });
    expect(returnErrors(v, [panels!, cable!], '2026-11-01', '2026-11-29')).toEqual({
      'lines.l2.quantity': 'At most 5.7 can go back',
    });
    const fine = values({ lines: { l2: { quantity: 5.7, itemIds: [] } } });
    expect(returnErrors(fine, [panels!, cable!], '2026-11-01', '2026-11-29')).toEqual({});
  });

  it('a line all gone back takes nothing more, and says so', () => {
    const all = [
      ...returns,
      { status: 'active', lines: [returnLine('l2', '5.700')] },
    ] as PurchaseReturnRow[];
    const cable = returnableLines(bill, all)[1]!;
    expect(cable).toMatchObject({ returned: 10, left: 0, max: 0 });
    const v = values({ lines: { l2: { quantity: 1, itemIds: [] } } });
    expect(returnErrors(v, [cable], '2026-11-01', '2026-11-29')).toEqual({
      'lines.l2.quantity': 'Everything on this line has gone back already',
    });
  });

  it('a return in a few words, with its serial numbers', () => {
    expect(returnLinesSummary(returns[0]!.lines)).toBe(
      '1 NOS Mono panel 540 W (P-003) · 0.1 MTR line',
    );
  });
});

describe('returnErrors', () => {
  const billDate = '2026-11-01';
  it('a return of 2 of 5 serials and 2.5 m of cable is fine', () => {
    const v = values({
      lines: { l1: { quantity: 2, itemIds: ['i1', 'i4'] }, l2: { quantity: 2.5, itemIds: [] } },
    });
    expect(returnErrors(v, lines, billDate, '2026-11-29')).toEqual({});
    expect(lines.map((l) => returnQuantity(l, v.lines[l.id]))).toEqual([2, 2.5]);
  });

  it('needs a reason, a date within the bill and today, and at least one line', () => {
    expect(
      returnErrors(
        values({ reason: ' ', returnDate: '2026-10-31' }),
        lines,
        billDate,
        '2026-11-29',
      ),
    ).toEqual({
      reason: 'Say why the goods go back',
      returnDate: 'Goods cannot go back before the bill',
      lines: 'Return at least one line',
    });
    expect(
      returnErrors(values({ returnDate: '2026-11-30' }), lines, billDate, '2026-11-29').returnDate,
    ).toBe('The return date is after today');
  });

  it('refuses more than can go back', () => {
    const v = values({ lines: { l2: { quantity: 11, itemIds: [] } } });
    expect(returnErrors(v, lines, billDate, '2026-11-29')).toEqual({
      'lines.l2.quantity': 'At most 10 can go back',
    });
  });
});

describe('formToReturn', () => {
  it('sends only the lines going back, serials with their units', () => {
    const v = values({
      kind: 'supplier-credit-note',
      supplierNoteNumber: ' CN/77 ',
      lines: {
        l1: { quantity: 2, itemIds: ['i1', 'i5'] },
        l2: { quantity: '', itemIds: [] },
      },
    });
    expect(formToReturn('b1', v, lines)).toEqual({
      billId: 'b1',
      kind: 'supplier-credit-note',
      returnDate: '2026-11-29',
      supplierNoteNumber: 'CN/77',
      reason: 'Cracked in transit',
      lines: [{ billLineId: 'l1', quantity: 2, itemIds: ['i1', 'i5'] }],
    });
    expect(formToReturn('b1', { ...v, kind: 'debit-note' }, lines).supplierNoteNumber).toBe('');
  });
});
