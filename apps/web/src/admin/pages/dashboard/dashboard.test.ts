import { describe, expect, it } from 'vitest';
import { axisLabel, barChartWidth, compactINR } from './barSizing';
import { EMPTY_FILTERS, chipsOf, toRequest, withoutChip } from './filters';

const counts = { products: 3, productCategories: 2, customers: 4 };

describe('dashboard filters (spec §5)', () => {
  it('omits empty dates, empty selections and selections of everything', () => {
    expect(toRequest(EMPTY_FILTERS, counts)).toEqual({});
    expect(
      toRequest(
        {
          startDate: '2026-04-01',
          endDate: null,
          products: ['p1', 'p2', 'p3'],
          productCategories: ['Mono PERC'],
          customers: ['c1', 'c2', 'c3', 'c4'],
        },
        counts,
      ),
    ).toEqual({ startDate: '2026-04-01', productCategories: ['Mono PERC'] });
    expect(toRequest({ ...EMPTY_FILTERS, customers: ['c1', 'c1'] }, counts)).toEqual({
      customers: ['c1'],
    });
  });

  it('makes one chip per date and value, and removes exactly one', () => {
    const state = {
      ...EMPTY_FILTERS,
      startDate: '2026-04-01',
      products: ['p1', 'p2'],
      productCategories: ['Bifacial'],
    };
    const chips = chipsOf(
      state,
      (_key, id) => `Name ${id}`,
      (d) => `D${d}`,
    );
    expect(chips.map((c) => c.label)).toEqual([
      'From: D2026-04-01',
      'Product: Name p1',
      'Product: Name p2',
      'Category: Bifacial',
    ]);
    const second = chips[2];
    if (!second) throw new Error('missing chip');
    expect(withoutChip(state, second).products).toEqual(['p1']);
    const first = chips[0];
    if (!first) throw new Error('missing chip');
    expect(withoutChip(state, first).startDate).toBeNull();
  });
});

describe('bar chart sizing (spec §9)', () => {
  it('is at least 600 px (80 per bar), or 900 (100 per bar) expanded', () => {
    expect(barChartWidth(3)).toBe(600);
    expect(barChartWidth(10)).toBe(800);
    expect(barChartWidth(3, true)).toBe(900);
    expect(barChartWidth(12, true)).toBe(1200);
  });

  it('cuts axis labels to 12 characters, or 20 expanded', () => {
    expect(axisLabel('Sunrise Apartments RWA')).toBe('Sunrise Apa…');
    expect(axisLabel('Sunrise Apartments RWA')).toHaveLength(12);
    expect(axisLabel('Sunrise Apartments RWA', true)).toBe('Sunrise Apartments …');
    expect(axisLabel('Short')).toBe('Short');
  });

  it('prints compact Indian amounts', () => {
    expect(compactINR(12_500_000)).toBe('₹1.3Cr');
    expect(compactINR(340_000)).toBe('₹3.4L');
    expect(compactINR(999)).toBe('₹999');
  });
});

describe('scrollEdges (issue 19: charts cut off at 390 px with no sign they scroll)', () => {
  it('a chart wider than its card hides more on the right at first, then on both sides', async () => {
    const { scrollEdges } = await import('./barSizing');
    // 600 px chart in a 340 px card (390 px phone).
    expect(scrollEdges(0, 600, 340)).toEqual({ left: false, right: true });
    expect(scrollEdges(100, 600, 340)).toEqual({ left: true, right: true });
    expect(scrollEdges(260, 600, 340)).toEqual({ left: true, right: false });
  });
  it('a chart that fits shows no scroll sign', async () => {
    const { scrollEdges } = await import('./barSizing');
    expect(scrollEdges(0, 900, 900)).toEqual({ left: false, right: false });
    expect(scrollEdges(0, 901, 900)).toEqual({ left: false, right: false });
  });
});
