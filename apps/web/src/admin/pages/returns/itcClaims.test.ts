import { describe, expect, it } from 'vitest';
import {
  choiceLabel,
  claimInput,
  claimMonths,
  deferredActions,
  doneMessage,
  lastClaimPeriod,
  periodLabel,
  rowActions,
  statusBadge,
  totalsLines,
} from './itcClaims';

const edit = { filed: false, canEdit: true };

describe('itcClaims', () => {
  it('says the choice, with the month a deferred bill is claimed in', () => {
    expect(choiceLabel({ choice: 'auto', claimPeriod: null })).toBe('Automatic');
    expect(choiceLabel({ choice: 'now', claimPeriod: null })).toBe('Claim now');
    expect(choiceLabel({ choice: 'defer', claimPeriod: null })).toBe('Deferred');
    expect(choiceLabel({ choice: 'defer', claimPeriod: '122026' })).toBe(
      'Deferred to December 2026',
    );
    expect(choiceLabel({ choice: 'never', claimPeriod: null })).toBe('Never claim');
  });

  it('says the status, and where the credit goes when it is claimed in another month', () => {
    const oct = ['102026'];
    expect(statusBadge({ status: 'claimed', claimedIn: '102026' }, oct)).toEqual({
      label: 'Claimed',
      color: 'green',
    });
    expect(statusBadge({ status: 'claimed', claimedIn: '112026' }, oct).label).toBe(
      'Claimed in November 2026',
    );
    expect(statusBadge({ status: 'reversed', claimedIn: '112026' }, oct)).toEqual({
      label: 'Reversed, claimed in November 2026',
      color: 'grape',
    });
    // Seen from the month it is deferred to: claimed there.
    expect(statusBadge({ status: 'reversed', claimedIn: '112026' }, ['112026']).label).toBe(
      'Claimed',
    );
    expect(statusBadge({ status: 'held', claimedIn: '112026' }, ['112026']).label).toBe('Claimed');
    expect(statusBadge({ status: 'held', claimedIn: '112026' }, oct).label).toBe('Held back');
    expect(statusBadge({ status: 'held', claimedIn: null }, oct)).toEqual({
      label: 'Held back',
      color: 'orange',
    });
    expect(statusBadge({ status: 'not claimed', claimedIn: null }, oct).label).toBe('Not claimed');
  });

  it('offers every choice but the one a bill has; Defer always (to change the month)', () => {
    expect(rowActions({ choice: 'auto' }, edit)).toEqual(['now', 'defer', 'never']);
    expect(rowActions({ choice: 'now' }, edit)).toEqual(['defer', 'never', 'auto']);
    expect(rowActions({ choice: 'defer' }, edit)).toEqual(['now', 'defer', 'never', 'auto']);
    expect(rowActions({ choice: 'never' }, edit)).toEqual(['now', 'defer', 'auto']);
  });

  it('offers nothing on a filed period (but Defer on a bill held back there) or without the edit flag', () => {
    const filed = { filed: true, canEdit: true };
    expect(rowActions({ choice: 'auto', status: 'claimed' }, filed)).toEqual([]);
    expect(rowActions({ choice: 'never', status: 'reversed' }, filed)).toEqual([]);
    expect(rowActions({ choice: 'auto', status: 'held' }, filed)).toEqual(['defer']);
    expect(rowActions({ choice: 'auto', status: 'held' }, { filed: true, canEdit: false })).toEqual(
      [],
    );
    expect(rowActions({ choice: 'auto' }, { filed: false, canEdit: false })).toEqual([]);
    const deferred = { status: 'held' as const, claimedIn: null, claimPeriod: null };
    expect(deferredActions(deferred, ['112026'], { filed: true, canEdit: true })).toEqual([]);
    expect(deferredActions(deferred, ['112026'], { filed: false, canEdit: false })).toEqual([]);
  });

  it('offers a deferred bill of an earlier month to be claimed here, unless it is already', () => {
    expect(
      deferredActions({ status: 'held', claimedIn: null, claimPeriod: null }, ['112026'], edit),
    ).toEqual(['here']);
    expect(
      deferredActions({ status: 'held', claimedIn: null, claimPeriod: '122026' }, ['112026'], edit),
    ).toEqual(['here']);
    expect(
      deferredActions(
        { status: 'claimed', claimedIn: '112026', claimPeriod: '112026' },
        ['112026'],
        edit,
      ),
    ).toEqual([]);
    // A quarter: a bill deferred to its middle month is claimed in it.
    expect(
      deferredActions(
        { status: 'claimed', claimedIn: '082026', claimPeriod: '082026' },
        ['072026', '082026', '092026'],
        edit,
      ),
    ).toEqual([]);
  });

  it('knows the s.16(4) limit: the November return after the bill’s financial year', () => {
    expect(lastClaimPeriod('082026')).toBe('112027');
    expect(lastClaimPeriod('042026')).toBe('112027');
    expect(lastClaimPeriod('032027')).toBe('112027');
    expect(lastClaimPeriod('012026')).toBe('112026');
  });

  it('offers later months up to the earliest limit among the bills', () => {
    const months = claimMonths(['102026'], '102026');
    expect(months[0]).toBe('112026');
    expect(months[months.length - 1]).toBe('112027');
    expect(months).toHaveLength(13);
    // A bill of March 2026 (FY 2025-26) limits the choice to November 2026.
    expect(claimMonths(['102026', '032026'], '092026')).toEqual(['102026', '112026']);
    expect(claimMonths(['012026'], '112026')).toEqual([]);
    expect(claimMonths([], '102026')).toEqual([]);
  });

  it('offers a quarterly shop the quarters, by their last month', () => {
    expect(claimMonths(['092026'], '092026', 'quarterly')).toEqual([
      '122026',
      '032027',
      '062027',
      '092027',
    ]);
  });

  it('shows the totals per head and their sum, claimed against held back', () => {
    const lines = totalsLines({
      claimed: { igst: '1800.00', cgst: '450.50', sgst: '450.50', cess: '0.00' },
      heldBack: { igst: '0.00', cgst: '90.00', sgst: '90.00', cess: '12.00' },
    });
    expect(lines.map((l) => l.head)).toEqual(['IGST', 'CGST', 'SGST', 'Cess', 'Total']);
    expect(lines[0]).toEqual({ head: 'IGST', claimed: '₹1,800.00', heldBack: '₹0.00' });
    expect(lines[4]).toEqual({ head: 'Total', claimed: '₹2,701.00', heldBack: '₹192.00' });
  });

  it('says what was done to how many bills', () => {
    expect(doneMessage('now', 1)).toBe('1 bill claimed now');
    expect(doneMessage('defer', 2)).toBe('2 bills deferred');
    expect(doneMessage('defer', 1, '112026')).toBe('1 bill deferred to November 2026');
    expect(doneMessage('never', 3)).toBe('3 bills never to be claimed');
    expect(doneMessage('auto', 1)).toBe('1 bill back to automatic');
    expect(doneMessage('here', 1, '112026')).toBe('1 bill claimed in November 2026');
  });

  it('sends a claim in this month as a deferral to it; a month only with Defer', () => {
    expect(claimInput('here', ['b1'], '112026')).toEqual({
      billIds: ['b1'],
      choice: 'defer',
      claimPeriod: '112026',
    });
    expect(claimInput('defer', ['b1'], '102026', '122026')).toEqual({
      billIds: ['b1'],
      choice: 'defer',
      claimPeriod: '122026',
    });
    expect(claimInput('defer', ['b1'], '102026', null)).toEqual({
      billIds: ['b1'],
      choice: 'defer',
    });
    expect(claimInput('never', ['b1', 'b2'], '102026', '122026')).toEqual({
      billIds: ['b1', 'b2'],
      choice: 'never',
    });
  });

  it('labels a month, or a quarter by its months', () => {
    expect(periodLabel('102026', 'monthly')).toBe('October 2026');
    expect(periodLabel('092026', 'quarterly')).toBe('Jul–Sep 2026');
  });
});
