import { describe, expect, it } from 'vitest';
import { isPositive, rupees } from './shareFormat';

describe('share page formatting', () => {
  it('writes rupees in the Indian grouping from decimal strings', () => {
    expect(rupees('6799.50')).toBe('₹6,799.50');
    expect(rupees('12345678.9')).toBe('₹1,23,45,678.90');
    expect(rupees('0')).toBe('₹0.00');
    expect(rupees('-250.5')).toBe('-₹250.50');
  });

  it('tells an amount above zero', () => {
    expect(isPositive('0.00')).toBe(false);
    expect(isPositive('0.01')).toBe(true);
    expect(isPositive('-5.00')).toBe(false);
  });
});
