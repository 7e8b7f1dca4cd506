import { describe, expect, it } from 'vitest';
import {
  copySettingsLine,
  excludedLine,
  historyActor,
  historyChanges,
  historyTitle,
  switchedLine,
} from './history';
import type { HistoryEvent } from './types';

const owner = { type: 'user', name: 'Owner', email: 'owner@alpha.test' };
const event = (over: Partial<HistoryEvent>): HistoryEvent => ({
  id: 1,
  at: '2025-11-11T06:30:00.000Z',
  action: 'returns.lock',
  kind: 'filed',
  actor: owner,
  document: null,
  hashes: null,
  before: null,
  after: null,
  ...over,
});

describe("a filed period's history", () => {
  // Newest first, as the server lists them.
  const events = [
    event({
      id: 5,
      action: 'invoice.eway-bill',
      kind: 'document',
      document: { kind: 'invoice', id: 'i1', number: 'INV/25-26/0007' },
      before: { ewayBill: null },
      after: { ewayBill: { number: '181009200003', date: '2025-10-10 13:00:00' } },
    }),
    event({
      id: 4,
      action: 'credit-note.irn',
      kind: 'document',
      document: { kind: 'credit-note', id: 'c1', number: 'CN/25-26/0001' },
      before: { irp: null, ewayBill: null },
      after: { irp: { irn: 'c'.repeat(64), ackNo: '112510036563310' }, ewayBill: null },
    }),
    event({ id: 3 }),
    event({ id: 2, action: 'returns.unlock', kind: 'unlocked' }),
    event({ id: 1 }),
  ];

  it('names each event; a filing after an unlock is a re-filing', () => {
    expect(events.map((_, i) => historyTitle(events, i))).toEqual([
      'E-way bill recorded on invoice INV/25-26/0007',
      'IRN recorded on credit note CN/25-26/0001',
      'Filed again',
      'Unlocked: the filed copy was dropped',
      'Marked as filed',
    ]);
    const cancel = event({
      action: 'invoice.irn-cancel',
      kind: 'document',
      document: { kind: 'invoice', id: 'i2', number: null },
    });
    expect(historyTitle([cancel], 0)).toBe('IRN cancelled on invoice');
    const amended = event({
      action: 'invoice.amend',
      kind: 'document',
      document: { kind: 'invoice', id: 'i3', number: 'INV/25-26/0009' },
    });
    expect(historyTitle([amended], 0)).toBe(
      'Amended invoice INV/25-26/0009 (reported in a later return)',
    );
  });

  it('shows what changed, before → after, leaving out what did not', () => {
    expect(historyChanges(events[0]!)).toEqual([
      {
        field: 'ewayBill',
        label: 'E-way bill',
        before: '—',
        after: '181009200003 of 10 Oct 2025, 13:00',
      },
    ]);
    expect(historyChanges(events[1]!)).toEqual([
      { field: 'irp', label: 'IRN', before: '—', after: 'cccccccccccc…, ack 112510036563310' },
    ]);
    expect(historyChanges(events[2]!)).toEqual([]);
    expect(
      historyChanges({ before: { status: 'issued' }, after: { status: 'cancelled' } }),
    ).toEqual([{ field: 'status', label: 'Status', before: 'issued', after: 'cancelled' }]);
  });

  it('names who did it', () => {
    expect(historyActor(owner)).toBe('Owner (owner@alpha.test)');
    expect(historyActor({ type: 'api-key', name: 'Tally sync', email: null })).toBe(
      'API key: Tally sync',
    );
    expect(historyActor({ type: 'user', name: null, email: null })).toBe('A deleted user');
  });
});

describe('filed copies and quarters', () => {
  it('says what a copy was computed with', () => {
    expect(
      copySettingsLine({
        gstr1Sha256: 'a',
        gstr3bSha256: 'b',
        gstin: '19AAACR5055K1Z4',
        stateCode: 19,
        frequency: 'monthly',
        entered: null,
      }),
    ).toBe('Computed with GSTIN 19AAACR5055K1Z4, state 19 - West Bengal, filing monthly.');
  });

  it('says when a copy was filed under the other frequency', () => {
    expect(switchedLine('monthly')).toBe(
      'The shop files quarterly now; this period was filed as a month, so it stays a month.',
    );
  });

  it('names the months a quarter leaves out', () => {
    expect(excludedLine([{ label: 'October 2025' }])).toBe(
      "October 2025 was filed on its own: its documents are in that month's return, not in this one.",
    );
    expect(excludedLine([{ label: 'October 2025' }, { label: 'November 2025' }])).toBe(
      "October 2025 and November 2025 were filed on their own: their documents are in those months' returns, not in this one.",
    );
    expect(excludedLine([])).toBe('');
  });
});
