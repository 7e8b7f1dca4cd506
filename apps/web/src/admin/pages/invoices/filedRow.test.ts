import { describe, expect, it } from 'vitest';
import { filedPeriodReason } from '../billing/filedLock';

// Issue 29 item 7: the invoice list's rows carry their filed period's label (`filedPeriod`, for
// every user who may list invoices); the disabled Edit and Cancel say why in the server's words.
describe('the reason a listed invoice in a filed month is locked', () => {
  it('names the period and what to do instead; an open month has no reason', () => {
    expect(filedPeriodReason('October 2026', 'invoice')).toBe(
      'October 2026 is filed; issue a credit or debit note in an open month instead',
    );
    expect(filedPeriodReason(null, 'invoice')).toBeNull();
  });
});
