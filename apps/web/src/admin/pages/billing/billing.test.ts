import { describe, expect, it } from 'vitest';
import { endsCtrlM, isCtrlM, newIdempotencyKey, nextLineKey } from './keys';
import { amountOf, demandLabel, numberOf, safeTotals, tableAmount } from './money';

describe('Ctrl+M', () => {
  it('is Ctrl with m or M (by key or physical key)', () => {
    expect(isCtrlM({ key: 'm', ctrlKey: true })).toBe(true);
    expect(isCtrlM({ key: 'M', ctrlKey: true })).toBe(true);
    expect(isCtrlM({ key: 'µ', code: 'KeyM', ctrlKey: true })).toBe(true);
    expect(isCtrlM({ key: 'm', ctrlKey: false })).toBe(false);
    expect(isCtrlM({ key: 'n', ctrlKey: true })).toBe(false);
  });
  it('ends when either key is let go', () => {
    expect(endsCtrlM({ key: 'Control' })).toBe(true);
    expect(endsCtrlM({ key: 'm' })).toBe(true);
    expect(endsCtrlM({ key: 'Shift' })).toBe(false);
  });
});

describe('idempotency keys', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  it('uses randomUUID when the browser has it', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
  it('builds a v4 UUID from getRandomValues outside secure contexts', () => {
    const source = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
        if (array instanceof Uint8Array) array.fill(0xff);
        return array;
      },
    };
    expect(newIdempotencyKey(source)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
  it('line keys never repeat', () => {
    expect(nextLineKey()).not.toBe(nextLineKey());
  });
});

describe('money helpers', () => {
  it('turns NumberInput values into amounts', () => {
    expect(amountOf('')).toBe('0');
    expect(amountOf(undefined)).toBe('0');
    expect(amountOf(12.5)).toBe('12.5');
    expect(numberOf('abc')).toBe(0);
    expect(numberOf('3')).toBe(3);
  });
  // Issue 29: the list showed ₹1,51,673 for an invoice of ₹1,51,672.50.
  it('shows table totals to the paisa where the document has paise, Indian grouping', () => {
    expect(tableAmount('151672.50')).toBe('₹1,51,672.50');
    expect(tableAmount('123456.01')).toBe('₹1,23,456.01');
    expect(tableAmount('123456.00')).toBe('₹1,23,456');
    expect(tableAmount('123456')).toBe('₹1,23,456');
    expect(tableAmount('0.00')).toBe('₹0');
  });
  it('computes the server figures, or null for lines the engine refuses', () => {
    const place = { supplierStateCode: 19, placeOfSupply: 19 };
    const totals = safeTotals([{ quantity: '2', price: '100', gstPercentage: '5' }], place);
    expect(totals).toMatchObject({
      taxableAmount: '200.00',
      cgst: '5.00',
      sgst: '5.00',
      total: '210.00',
    });
    expect(safeTotals([{ quantity: '1', price: '-1', gstPercentage: '5' }], place)).toBeNull();
  });
  it('labels demand in kW', () => {
    expect(demandLabel('5.00')).toBe('5 kW');
    expect(demandLabel('7.50')).toBe('7.5 kW');
  });
});
