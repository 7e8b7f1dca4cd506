import { describe, expect, it } from 'vitest';
import { buildProfitLoss } from '@gst/domain';
import {
  isEmptyProfitLoss,
  lineChange,
  lineFigure,
  profitLossDownloadUrl,
  uncostedWarning,
} from './profitLoss';

const product = {
  productId: 'p1',
  name: 'Panel',
  category: 'Modules',
  invoiced: '10000.00',
  credited: '0.00',
  debited: '0.00',
  soldCost: '7000.00',
  returnedCost: '0.00',
  uncostedLines: 0,
  uncostedSales: '0.00',
  uncostedReturns: 0,
};
const MAY = { from: '2026-05-01', to: '2026-05-31' };
const APRIL = { from: '2026-04-01', to: '2026-04-30' };

describe('profit and loss tab helpers', () => {
  it('builds the download URL', () => {
    expect(profitLossDownloadUrl(MAY, 'pdf')).toBe(
      '/api/reports/profit-and-loss?from=2026-05-01&to=2026-05-31&format=pdf',
    );
  });

  it('reads figures and changes with their signs', () => {
    // May: margin 3,000 of 10,000 (30.0 %); April: 8,000 at cost 6,000, margin 2,000 (25.0 %).
    const r = buildProfitLoss(
      { ...MAY, products: [product], expenses: [] },
      {
        ...APRIL,
        products: [{ ...product, invoiced: '8000.00', soldCost: '6000.00' }],
        expenses: [],
      },
    );
    const at = (key: string) => r.statement.find((l) => l.key === key);
    const margin = at('gross-margin');
    if (!margin) throw new Error('no margin line');
    expect(lineFigure(margin, margin.current)).toBe('3,000.00');
    // + 1,000 of 2,000: + 50 %.
    expect(lineChange(margin)).toBe('+1,000.00 (+50.0 %)');
    const percent = at('gross-margin-percent');
    if (!percent) throw new Error('no percent line');
    expect(lineFigure(percent, percent.current)).toBe('30.0 %');
    expect(lineChange(percent)).toBe('+5.0 pts');
    const credited = at('credited');
    if (!credited) throw new Error('no credit line');
    // Nothing credited either month: no change and no percentage of nothing.
    expect(lineChange(credited)).toBe('+0.00');
    expect(isEmptyProfitLoss(r)).toBe(false);
    expect(uncostedWarning(r)).toBeNull();
  });

  it('is empty with nothing sold or spent; warns of lines without a cost', () => {
    expect(
      isEmptyProfitLoss(
        buildProfitLoss(
          { ...MAY, products: [], expenses: [] },
          { ...APRIL, products: [], expenses: [] },
        ),
      ),
    ).toBe(true);
    const r = buildProfitLoss(
      {
        ...MAY,
        products: [{ ...product, uncostedLines: 2, uncostedSales: '1500.00', uncostedReturns: 1 }],
        expenses: [],
      },
      { ...APRIL, products: [], expenses: [] },
    );
    expect(uncostedWarning(r)).toMatch(
      /^2 invoice lines \(1,500.00 of sales\) had no recorded cost; 1 credit-note line returned goods/,
    );
  });
});
