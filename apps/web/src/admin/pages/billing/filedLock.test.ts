import { describe, expect, it } from 'vitest';
import { filedLockReason } from './filedLock';

// Issue 29 item 7: Edit and Cancel of a filed month's document are disabled with this reason,
// the words of the server's refusal.
const FILED = [
  { label: 'October 2026', from: '2026-10-01', to: '2026-10-31' },
  { label: 'Apr–Jun 2026', from: '2026-04-01', to: '2026-06-30' },
];

describe('filedLockReason', () => {
  it('names the filed month and what to do instead, for invoices and notes', () => {
    expect(filedLockReason(FILED, '2026-10-30', 'invoice')).toBe(
      'October 2026 is filed; issue a credit or debit note in an open month instead',
    );
    expect(filedLockReason(FILED, '2026-10-01', 'note')).toBe(
      'October 2026 is filed; issue a further credit or debit note in an open month instead',
    );
    expect(filedLockReason(FILED, '2026-05-15', 'invoice')).toMatch(/^Apr–Jun 2026 is filed;/);
  });
  it('is null for an open month', () => {
    expect(filedLockReason(FILED, '2026-11-01', 'invoice')).toBeNull();
    expect(filedLockReason(FILED, '2026-09-30', 'note')).toBeNull();
    expect(filedLockReason([], '2026-10-30', 'invoice')).toBeNull();
  });
});
