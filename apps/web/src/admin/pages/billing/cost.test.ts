import { describe, expect, it } from 'vitest';
import { computeDocumentTotals } from '@gst/domain';
import { costBasisNote, unitCostOf } from './cost';

describe('the cost behind Ctrl+M (issue 31)', () => {
  it('takes the recorded cost, else the stock average, else the minimum price', () => {
    expect(unitCostOf({ recorded: '52000.0000', average: '53000', minPrice: '60000' })).toEqual({
      perUnit: '52000.0000',
      source: 'recorded',
    });
    expect(unitCostOf({ recorded: null, average: '53000.0000', minPrice: '60000' })).toEqual({
      perUnit: '53000.0000',
      source: 'average',
    });
    // 0 is what a product never bought records: no cost, so the minimum price.
    expect(unitCostOf({ recorded: '0.0000', average: '0', minPrice: '38000.00' })).toEqual({
      perUnit: '38000.00',
      source: 'minimum',
    });
    expect(unitCostOf({ minPrice: '' })).toEqual({ perUnit: '0', source: 'minimum' });
  });

  it('says which cost was used', () => {
    expect(costBasisNote([])).toBeUndefined();
    expect(costBasisNote(['recorded', 'recorded'])).toBe('Cost: recorded cost');
    expect(costBasisNote(['minimum'])).toBe('Cost: minimum price');
    expect(costBasisNote(['minimum', 'recorded', 'recorded'])).toBe(
      'Cost: recorded cost on 2 lines, minimum price on 1',
    );
  });

  it('nets 8,000 on a battery bought at 52,000 on average and sold at 60,000', () => {
    // 2 at 50,000 and 2 at 54,000 bought: the sale recorded 52,000.0000 a unit.
    const { perUnit } = unitCostOf({ recorded: '52000.0000', minPrice: '60000.00' });
    const { netProfit } = computeDocumentTotals(
      [{ quantity: '1', price: '60000', gstPercentage: '18', minPrice: perUnit }],
      { supplierStateCode: 19, placeOfSupply: 19 },
    );
    expect(netProfit).toBe('8000.00');
  });
});
