import { describe, expect, it } from 'vitest';
import { heldByProduct, stockWarnings } from './stockWarnings';

const BATTERY = 'battery';
const line = (key: string, quantity: number | string, extra: Record<string, unknown> = {}) => ({
  key,
  productId: BATTERY,
  hsnCode: '85076000',
  quantity,
  serialItemIds: [] as string[],
  ...extra,
});

describe('stock warning in the invoice drawer (issue 31)', () => {
  it('warns when the lines of a product ask for more than is on hand', () => {
    const onHand = new Map([[BATTERY, '3.000']]);
    expect(stockWarnings([line('a', 3)], onHand)).toEqual(new Map());
    expect(stockWarnings([line('a', 4)], onHand)).toEqual(new Map([['a', 'Only 3 in stock']]));
    // Two lines of 2: 4 asked of 3, both warn.
    expect(stockWarnings([line('a', 2), line('b', '2')], onHand)).toEqual(
      new Map([
        ['a', 'Only 3 in stock'],
        ['b', 'Only 3 in stock'],
      ]),
    );
    expect(stockWarnings([line('a', 1)], new Map([[BATTERY, '-2.000']]))).toEqual(
      new Map([['a', 'Only 0 in stock']]),
    );
    expect(stockWarnings([line('a', 3)], new Map([[BATTERY, '2.500']]))).toEqual(
      new Map([['a', 'Only 2.5 in stock']]),
    );
  });

  it('leaves serial-numbered lines, services, empty lines and unknown stock alone', () => {
    const onHand = new Map([[BATTERY, '0.000']]);
    expect(stockWarnings([line('a', 2, { serialItemIds: ['s1', 's2'] })], onHand).size).toBe(0);
    expect(stockWarnings([line('a', 2, { hsnCode: '995442' })], onHand).size).toBe(0);
    expect(stockWarnings([line('a', 2, { productId: '' })], onHand).size).toBe(0);
    expect(stockWarnings([line('a', 2)], new Map()).size).toBe(0);
  });

  it('counts what the saved invoice being edited holds as in stock', () => {
    const held = heldByProduct([
      { productId: BATTERY, hsnCode: '85076000', quantity: '2.000' },
      { productId: 'install', hsnCode: '995442', quantity: '1.000' },
    ]);
    expect(held).toEqual(new Map([[BATTERY, '2']]));
    const onHand = new Map([[BATTERY, '1.000']]);
    expect(stockWarnings([line('a', 3)], onHand, held).size).toBe(0);
    expect(stockWarnings([line('a', 4)], onHand, held)).toEqual(
      new Map([['a', 'Only 3 in stock']]),
    );
  });
});
