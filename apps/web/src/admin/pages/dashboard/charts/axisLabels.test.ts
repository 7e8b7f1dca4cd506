import { describe, expect, it } from 'vitest';
import { axisLabel, firstLabelOverhang } from '../barSizing';

/**
 * Issue 29: dashboard chart labels must not be clipped by the chart's box. The first bar's label,
 * turned 30° and anchored at its end under the bar, reaches left; the chart's left margin makes
 * room when the y axis (64 px) and half the first bar do not.
 */
describe('firstLabelOverhang', () => {
  it('is 0 when the cut label fits left of the first bar (10 bars in 800 px)', () => {
    // 12 characters × 7 px × cos 30° = 72.7 → 73, + 8 = 81; first tick at 64 + 736 / 20 = 100.8.
    expect(firstLabelOverhang('Whitefield Tech Park LLP', 10, 800)).toBe(0);
  });

  it('makes room for a 20-character label in the expanded chart (10 bars in 1000 px)', () => {
    expect(axisLabel('Whitefield Tech Park LLP', true)).toBe('Whitefield Tech Par…');
    // 20 × 7 × cos 30° = 121.2 → 122, + 8 = 130; first tick at 64 + 936 / 20 = 110.8; 19.2 → 20.
    expect(firstLabelOverhang('Whitefield Tech Park LLP', 10, 1000, true)).toBe(20);
  });

  it('makes room when many bars leave the first one narrow (30 bars in 2400 px)', () => {
    // First tick at 64 + 2336 / 60 = 102.9; a 12-character label needs 81: fits.
    expect(firstLabelOverhang('Whitefield Tech Park LLP', 30, 2400)).toBe(0);
    // Expanded, 30 bars in 3000 px: first tick at 64 + 2936 / 60 = 112.9; needs 130 → 18.
    expect(firstLabelOverhang('Whitefield Tech Park LLP', 30, 3000, true)).toBe(18);
  });

  it('is 0 for a short label, a single bar, or no bars', () => {
    expect(firstLabelOverhang('Not due', 5, 600)).toBe(0);
    expect(firstLabelOverhang('Whitefield Tech Park LLP', 1, 600, true)).toBe(0);
    expect(firstLabelOverhang(undefined, 0, 600)).toBe(0);
  });
});
