import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaNodes, withTenant } from '@gst/db/client';
import { invoices } from '@gst/db/schema';
import { testDatabaseIsCitus } from '@gst/db/testing';
import { seedBilling } from './billing-fixtures';
import { sleep, startHarness, trpcData, trpcError, type Harness, type Reply } from './helpers';

/**
 * Issue 18, on a Citus cluster only (TEST_DATABASE_URL naming a coordinator, as the CI's third
 * round does): tenants spread over the workers, and a tenant moved to the other worker while 8
 * writers create invoices in it. Skipped on PGlite and plain PostgreSQL.
 */
const citus = await testDatabaseIsCitus();

type Move = { id: string; status: string; source: string; target: string; error: string | null };
type Nodes = { citus: boolean; workers: { node: string; tenants: number }[]; moves: Move[] };

describe.skipIf(!citus)('tenants on a Citus cluster', () => {
  let h: Harness;
  let master: string;
  beforeAll(async () => {
    h = await startHarness();
    master = await h.masterLogin();
  });
  afterAll(async () => h?.close());

  const nodes = async () =>
    trpcData<Nodes>(await h.trpcQuery('master.tenants.nodes', undefined, { cookie: master }));

  it('puts the two tenants of a harness on different workers and shows each one’s node', async () => {
    const placed = await schemaNodes(h.database.db);
    const a = placed.get(h.a.schemaName);
    const b = placed.get(h.b.schemaName);
    expect(a).toMatch(/^[\w.-]+:\d+$/);
    expect(b).toMatch(/^[\w.-]+:\d+$/);
    expect(a).not.toBe(b);
    const list = trpcData<{ data: { tenantId: string; node: string | null }[] }>(
      await h.trpcQuery('master.tenants.list', { page: 1, pageSize: 10 }, { cookie: master }),
    );
    expect(Object.fromEntries(list.data.map((t) => [t.tenantId, t.node]))).toEqual({
      alpha: a,
      beta: b,
    });
    const { workers } = await nodes();
    expect(workers.map((w) => w.tenants)).toEqual([1, 1]);
  });

  it('refuses a move to an unknown node or to the node the tenant is on', async () => {
    const here = (await schemaNodes(h.database.db)).get(h.a.schemaName)!;
    const same = await h.trpcMutation(
      'master.tenants.move',
      { id: h.a.id, node: here },
      { cookie: master },
    );
    expect(same.status).toBe(409);
    expect(trpcError(same).message).toContain('already on');
    const unknown = await h.trpcMutation(
      'master.tenants.move',
      { id: h.a.id, node: '127.0.0.1:1' },
      { cookie: master },
    );
    expect(unknown.status).toBe(400);
    expect(trpcError(unknown).message).toContain('not an active worker');
  });

  it('refuses a move while a worker lets commits return before their WAL is written', async () => {
    const here = (await schemaNodes(h.database.db)).get(h.a.schemaName)!;
    const there = (await nodes()).workers.map((w) => w.node).find((n) => n !== here)!;
    const onWorkers = (setting: 'off' | 'default') =>
      h.database.db.execute(
        `select run_command_on_workers('alter database ' || quote_ident(current_database()) ||
          ' set synchronous_commit ${setting === 'off' ? '= off' : 'to default'}')`,
      );
    await onWorkers('off');
    try {
      const refused = await h.trpcMutation(
        'master.tenants.move',
        { id: h.a.id, node: there },
        { cookie: master },
      );
      expect(refused.status, refused.text).toBe(409);
      expect(trpcError(refused).message).toBe(
        `synchronous_commit is off on ${[here, there].sort().join(', ')}: a move could lose ` +
          'writes made during its switch-over. Turn it on there (see infra/README.md) and try again',
      );
      expect((await nodes()).moves).toEqual([]);
    } finally {
      await onWorkers('default');
    }
    expect((await schemaNodes(h.database.db)).get(h.a.schemaName)).toBe(here);
  });

  it('moves a tenant while 8 writers create invoices: every acknowledged invoice stays, numbers stay gapless', async () => {
    const fx = await seedBilling(h, h.a, 2);
    const cookie = await h.login(h.a);
    const source = (await schemaNodes(h.database.db)).get(h.a.schemaName)!;
    const target = (await nodes()).workers.map((w) => w.node).find((n) => n !== source)!;

    let moving = true;
    const acknowledged: { id: string; sequence: number }[] = [];
    const refused: Reply[] = [];
    let slowest = 0;
    const writer = async (w: number) => {
      for (let i = 0; moving || i < 3; i++) {
        const started = Date.now();
        const reply = await h.trpcMutation(
          'tenant.invoices.create',
          {
            invoiceDate: '2026-11-21',
            billToId: fx.local.id,
            lines: [{ productId: fx.battery.id, price: String(1000 + w * 100 + i) }],
          },
          { tenant: 'alpha', cookie },
        );
        slowest = Math.max(slowest, Date.now() - started);
        if (reply.status === 200)
          acknowledged.push(trpcData<{ id: string; sequence: number }>(reply));
        else refused.push(reply);
      }
    };
    const writers = Array.from({ length: 8 }, (_, w) => writer(w));
    await sleep(300);
    const started = await h.trpcMutation(
      'master.tenants.move',
      { id: h.a.id, node: target },
      { cookie: master },
    );
    expect(started.status, started.text).toBe(200);
    const move = trpcData<Move>(started);
    expect(move).toMatchObject({ status: 'running', source, target });

    let seenRunning = false;
    let final: Move | undefined;
    for (let polls = 0; polls < 600; polls++) {
      final = (await nodes()).moves.find((m) => m.id === move.id);
      if (final?.status !== 'running') break;
      seenRunning = true;
      await sleep(100);
    }
    moving = false;
    await Promise.all(writers);

    console.log(
      `move: ${acknowledged.length} acknowledged, ${refused.length} refused, slowest ${slowest} ms`,
    );
    expect(seenRunning).toBe(true);
    expect(final?.error ?? null).toBeNull();
    expect(final?.status).toBe('done');
    expect((await schemaNodes(h.database.db)).get(h.a.schemaName)).toBe(target);

    // Refusals, if any, are the clear retryable 503 of a write caught by the switch-over.
    for (const reply of refused) {
      expect(reply.status, reply.text).toBe(503);
      expect(trpcError(reply).message).toMatch(/try again/i);
    }
    expect(slowest).toBeLessThan(10_000);
    expect(acknowledged.length).toBeGreaterThanOrEqual(24);

    const stored = await withTenant(h.database.db, h.a, (tx) =>
      tx.select({ id: invoices.id, sequence: invoices.sequence }).from(invoices),
    );
    // Every acknowledged invoice is there, nothing else was written, and numbers have no gap.
    expect(new Set(stored.map((s) => s.id))).toEqual(new Set(acknowledged.map((a) => a.id)));
    const sequences = stored.map((s) => s.sequence).sort((x, y) => x - y);
    expect(sequences).toEqual(Array.from({ length: stored.length }, (_, i) => i + 1));

    // The moved shop keeps working on its new node.
    const after = await h.trpcQuery(
      'tenant.invoices.list',
      { page: 1, pageSize: 5 },
      { tenant: 'alpha', cookie },
    );
    expect(after.status, after.text).toBe(200);
  });
});
