import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openDatabase,
  rowsOf,
  withTenant,
  withTenantRead,
  type Database,
  type Tx,
} from '@gst/db/client';
import { customerInput, startHarness, trpcData, type Harness } from './helpers';

/**
 * Read-only procedures run without a transaction: on PostgreSQL on a reserved connection of a
 * read pool whose search_path stays set after release (packages/db/src/tenant.ts). A read must
 * never see another tenant's schema, however connections are reused, and a connection must go
 * back to the pool whether the read succeeds or fails.
 */
let h: Harness;
let cookieA: string;
let cookieB: string;
/** The same database through a pool of ONE connection, so every read reuses it. */
let single: Database;

const searchPathOf = async (tx: Tx) =>
  rowsOf<{ path: string }>(await tx.execute("select current_setting('search_path') as path"))[0]
    ?.path;
const customerNames = async (tx: Tx) =>
  rowsOf<{ name: string }>(await tx.execute('select name from customers order by name')).map(
    (row) => row.name,
  );

beforeAll(async () => {
  h = await startHarness();
  cookieA = await h.login(h.a);
  cookieB = await h.login(h.b);
  for (const [tenant, cookie, name] of [
    ['alpha', cookieA, 'Alpha Read Customer'],
    ['beta', cookieB, 'Beta Read Customer'],
  ] as const) {
    trpcData(
      await h.trpcMutation('tenant.customers.create', customerInput(name), { tenant, cookie }),
    );
  }
  const url = process.env.TEST_DATABASE_URL;
  single =
    h.database.engine === 'postgres' && url
      ? await openDatabase({
          engine: 'postgres',
          url: Object.assign(new URL(url), { pathname: new URL(h.database.location).pathname })
            .href,
          poolMax: 1,
          beginTimeoutMs: 3_000,
        })
      : h.database;
});
afterAll(async () => {
  if (single && single !== h.database) await single.close();
  await h?.close();
});

describe('a reused read connection never carries one tenant into the next', () => {
  it('alternating tenants on one connection each read only their own schema', async () => {
    for (let round = 0; round < 4; round++) {
      for (const [tenant, name] of [
        [h.a, 'Alpha Read Customer'],
        [h.b, 'Beta Read Customer'],
      ] as const) {
        const seen = await withTenantRead(single.db, tenant, async (tx) => ({
          path: await searchPathOf(tx),
          names: await customerNames(tx),
        }));
        expect(seen.path).toBe(tenant.schemaName);
        expect(seen.names).toEqual([name]);
      }
    }
  });

  it('a failed read gives its connection back, and the next tenant reads its own rows', async () => {
    await expect(
      withTenantRead(single.db, h.a, async (tx) => {
        await customerNames(tx);
        await tx.execute('select * from no_such_table');
      }),
    ).rejects.toThrow();
    // With one connection, a connection kept after the failure would make this wait and fail.
    const names = await withTenantRead(single.db, h.b, customerNames);
    expect(names).toEqual(['Beta Read Customer']);
  });

  it('a handle used after its read ended is refused (its connection may serve another request now)', async () => {
    let leaked: Tx | undefined;
    await withTenantRead(single.db, h.a, async (tx) => {
      leaked = tx;
      return customerNames(tx);
    });
    if (single.engine !== 'postgres') return; // PGlite: withTenant's transaction, already ended
    await expect(leaked!.execute('select 1')).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/released/) },
    });
  });

  it('the main pool (transactions, master queries) never sees a read search_path', async () => {
    await withTenantRead(single.db, h.a, customerNames);
    const path = rowsOf<{ path: string }>(
      await single.db.execute("select current_setting('search_path') as path"),
    )[0]?.path;
    expect(path).not.toContain(h.a.schemaName);
    const inTx = await withTenant(single.db, h.b, customerNames);
    expect(inTx).toEqual(['Beta Read Customer']);
  });
});

describe('through the API', () => {
  it('interleaved tRPC and REST reads of two tenants each list only their own customers', async () => {
    const calls = Array.from({ length: 12 }, (_, i) => {
      const [tenant, cookie, name] =
        i % 2
          ? (['beta', cookieB, 'Beta Read Customer'] as const)
          : (['alpha', cookieA, 'Alpha Read Customer'] as const);
      return i % 4 < 2
        ? h
            .trpcQuery('tenant.customers.list', { page: 1, pageSize: 20 }, { tenant, cookie })
            .then((reply) => ({
              name,
              names: trpcData<{ data: { name: string }[] }>(reply).data.map((r) => r.name),
            }))
        : h.rest('GET', '/api/customer?page=1&pageSize=20', { tenant, cookie }).then((reply) => ({
            name,
            names: (reply.body as { data: { name: string }[] }).data.map((r) => r.name),
          }));
    });
    for (const { name, names } of await Promise.all(calls)) expect(names).toEqual([name]);
  });
});
