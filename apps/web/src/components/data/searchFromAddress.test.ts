import { describe, expect, it } from 'vitest';
import { searchFromAddress } from './useServerTable';

describe('searchFromAddress', () => {
  it("reads ?search= (decoded), '' without one, and at most 200 characters", () => {
    expect(searchFromAddress('?search=INV%2F25-26%2F0007')).toBe('INV/25-26/0007');
    expect(searchFromAddress('?page=2')).toBe('');
    expect(searchFromAddress('')).toBe('');
    expect(searchFromAddress(`?search=${'x'.repeat(300)}`)).toHaveLength(200);
  });
});
