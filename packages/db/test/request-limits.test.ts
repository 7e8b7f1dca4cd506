// @engines postgres citus
// The server pools' session limits and per-shop share: PostgreSQL and Citus (PGlite has neither).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../src/client';
import { jobDb, withTenant, withTenantRead } from '../src/tenant';
import { provisionTenant } from '../src/provision';
import { openTestDatabase } from '../src/testing';

/**
 * Issue 28, item 5: a database opened with limits starts every request connection with them
 * (and the long-jobs pool without), a statement past the statement timeout is cancelled (57014)
 * also when it runs on a Citus worker, and a shop holds at most its share of connections.
 */
const LIMITS = {
  statementTimeoutMs: 700,
  lockTimeoutMs: 300,
  idleInTransactionTimeoutMs: 5000,
  tenantConnections: 1,
  tenantWaitMs: 200,
  jobStatementTimeoutMs: 0,
};
const SHOP = { schemaName: 'tenant_limits' };
const OTHER = { schemaName: 'tenant_limits_other' };

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase(
    {
      key: 'request-limits',
      build: async ({ db }) => {
        for (const tenantId of ['limits', 'limits-other']) {
          await provisionTenant(db, {
            tenantId,
            name: tenantId,
            ownerEmail: `owner@${tenantId}.test`,
            owner: { name: 'Owner', email: `owner@${tenantId}.test`, password: 'owner-pass-123' },
          });
        }
      },
    },
    { limits: LIMITS },
  );
}, 120_000);
afterAll(async () => database?.close());

async function setting(run: (text: string) => Promise<unknown>, name: string) {
  const [row] = rowsOf<{ value: string }>(await run(`select current_setting('${name}') as value`));
  return row?.value;
}

async function codeOf(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => 'no error',
    (error: unknown) => {
      let current = error as { code?: unknown; cause?: unknown } | undefined;
      while (current && current.code === undefined) current = current.cause as typeof current;
      return current?.code;
    },
  );
}

describe('request limits on the server pools', () => {
  it('request connections carry the limits; the long-jobs pool has none', async () => {
    const { db } = database;
    expect(await setting((t) => db.execute(t), 'statement_timeout')).toBe('700ms');
    expect(await setting((t) => db.execute(t), 'lock_timeout')).toBe('300ms');
    expect(await setting((t) => db.execute(t), 'idle_in_transaction_session_timeout')).toBe('5s');
    const read = await withTenantRead(db, SHOP, (tx) =>
      setting((t) => tx.execute(t), 'statement_timeout'),
    );
    expect(read).toBe('700ms');
    expect(jobDb(db)).not.toBe(db);
    expect(await setting((t) => jobDb(db).execute(t), 'statement_timeout')).toBe('0');
    expect(await setting((t) => jobDb(db).execute(t), 'lock_timeout')).toBe('0');
  });

  it('cancels a tenant statement past the timeout, on the node that runs it (57014)', async () => {
    // On Citus the statement reads a tenant table, so it runs on the shop's worker.
    const slow = withTenant(database.db, SHOP, (tx) =>
      tx.execute('select pg_sleep(3) from users limit 1'),
    );
    expect(await codeOf(slow)).toBe('57014');
    const long = withTenant(jobDb(database.db), SHOP, (tx) =>
      tx.execute('select pg_sleep(1) from users limit 1'),
    );
    expect(await codeOf(long)).toBe('no error');
  });

  it('a shop past its share waits, then fails TENANT_BUSY; another shop is served', async () => {
    let release = () => {};
    let entered = () => {};
    const isIn = new Promise<void>((resolve) => (entered = resolve));
    const holding = withTenant(database.db, SHOP, async () => {
      entered();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isIn;
    // Its refusal is awaited from the start: it may come (200 ms) before the other shop's answer
    // on a slow machine, and a rejection nobody awaits yet is an unhandled one.
    const second = codeOf(withTenant(database.db, SHOP, (tx) => tx.execute('select 1')));
    const other = await withTenant(database.db, OTHER, (tx) => tx.execute('select 1'));
    expect(rowsOf(other)).toHaveLength(1);
    expect(await second).toBe('TENANT_BUSY');
    release();
    await holding;
    // The place was given back: the shop is served again.
    expect(
      rowsOf(await withTenant(database.db, SHOP, (tx) => tx.execute('select 1'))),
    ).toHaveLength(1);
  });
});
