import { describe, expect, it } from 'vitest';
import { irnIdsOf, rowHasIrn } from './useKnownIrns';

describe('rows with an IRN', () => {
  it('reads a list row that says so', () => {
    expect(rowHasIrn({ id: 'a' })).toBe(false);
    expect(rowHasIrn({ id: 'a', irn: null })).toBe(false);
    expect(rowHasIrn({ id: 'a', irn: '' })).toBe(false);
    expect(rowHasIrn({ id: 'a', irn: 'f'.repeat(64) })).toBe(true);
    expect(rowHasIrn({ id: 'a', irp: null })).toBe(false);
    expect(rowHasIrn({ id: 'a', irp: { irn: 'f'.repeat(64) } })).toBe(true);
  });

  it('collects the ids of cached details with an IRN', () => {
    const irp = { irn: 'f'.repeat(64), ackNo: '1', ackDate: '2026-11-26 11:41:00' };
    expect(
      irnIdsOf([
        [['get', 'b'], { id: 'b', irp }],
        [['get', 'c'], { id: 'c', irp: null }],
        [['get', 'a'], { id: 'a', irp }],
        [['get', 'd'], undefined],
      ]),
    ).toBe('a b');
    expect(irnIdsOf([])).toBe('');
  });
});
