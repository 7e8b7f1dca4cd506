import { describe, expect, it } from 'vitest';
import {
  formatCopied,
  formatDuration,
  hasRunningMove,
  moveDuration,
  moveTargets,
  runningMovesByTenant,
  shopCount,
} from './nodes';
import type { TenantMove, TenantNodes } from './types';

function moveOf(patch: Partial<TenantMove>): TenantMove {
  return {
    id: 'm1',
    tenantRowId: 't1',
    tenantId: 'acme',
    source: '10.0.0.1:5432',
    target: '10.0.0.2:5432',
    status: 'done',
    error: null,
    startedAt: '2026-11-21T08:00:00.000Z',
    finishedAt: '2026-11-21T08:00:03.000Z',
    progress: null,
    ...patch,
  };
}

const workers = [
  { node: '10.0.0.1:5432', tenants: 3 },
  { node: '10.0.0.2:5432', tenants: 5 },
  { node: '10.0.0.3:5432', tenants: 1 },
];

describe('moveTargets', () => {
  it('offers the other workers, least loaded first, labelled with their shops', () => {
    expect(moveTargets(workers, '10.0.0.1:5432')).toEqual([
      { value: '10.0.0.3:5432', label: '10.0.0.3:5432 — 1 shop' },
      { value: '10.0.0.2:5432', label: '10.0.0.2:5432 — 5 shops' },
    ]);
  });
  it('offers nothing when the shop is on the only worker, and leaves the input alone', () => {
    const one = [{ node: '10.0.0.1:5432', tenants: 2 }];
    expect(moveTargets(one, '10.0.0.1:5432')).toEqual([]);
    moveTargets(workers, null);
    expect(workers.map((w) => w.tenants)).toEqual([3, 5, 1]);
  });
});

describe('running moves', () => {
  const nodes: TenantNodes = {
    citus: true,
    workers,
    moves: [
      moveOf({ id: 'm3', tenantRowId: 't2', status: 'running', finishedAt: null }),
      moveOf({ id: 'm2', tenantRowId: 't1', status: 'failed', error: 'boom' }),
      moveOf({ id: 'm1', tenantRowId: 't1' }),
    ],
  };
  it('maps running moves by tenant row and says whether any runs', () => {
    expect([...runningMovesByTenant(nodes).keys()]).toEqual(['t2']);
    expect(hasRunningMove(nodes)).toBe(true);
    expect(hasRunningMove({ ...nodes, moves: nodes.moves.slice(1) })).toBe(false);
    expect(hasRunningMove(undefined)).toBe(false);
    expect(runningMovesByTenant(undefined).size).toBe(0);
  });
});

describe('formatting', () => {
  it('formats durations', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(12_400)).toBe('12 s');
    expect(formatDuration(185_000)).toBe('3 min 05 s');
    expect(formatDuration(3_720_000)).toBe('1 h 02 min');
    expect(formatDuration(-1)).toBe('—');
  });
  it('times a finished move by its end and a running one by now', () => {
    expect(moveDuration(moveOf({}))).toBe('3 s');
    const running = moveOf({ status: 'running', finishedAt: null });
    expect(moveDuration(running, Date.parse('2026-11-21T08:01:00.000Z'))).toBe('1 min 00 s');
  });
  it('formats shop counts and copied bytes', () => {
    expect(shopCount(1)).toBe('1 shop');
    expect(shopCount(1200)).toBe('1,200 shops');
    expect(formatCopied(512, 3 * 1024 * 1024)).toBe('512 B of 3.0 MB');
  });
});
