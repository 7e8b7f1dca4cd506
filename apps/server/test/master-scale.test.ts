// @engines postgres citus
// Many shops at once is a server engine's concern; the embedded engine provisions the harness's
// two shops (and more in master-lifecycle) in every other file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseIsCitus } from '@gst/db/testing';
import { customerInput, startHarness, trpcData, trpcError, type Harness } from './helpers';
import { footprint, gstinFor, tenantInput } from './master-helpers';

/**
 * Fifty tenants provisioned through the master API in one run (twenty on Citus), then
 * spot-checked: each owner works in its own schema and cannot see, change or reach another's data
 * through tRPC or REST. On Citus each new shop's schema is also distributed and placed on a worker
 * (1-2 s a shop on the CI's machine, against ~0.1 s on PGlite); provisioning at scale there, and
 * the spread over the workers, is packages/db's 100-shop test (citus.test.ts), so this file keeps
 * its isolation checks on fewer shops.
 */
const COUNT = (await testDatabaseIsCitus()) ? 20 : 50;
const ids = Array.from({ length: COUNT }, (_, i) => `scale-${String(i).padStart(2, '0')}`);
const SPOT = [0, Math.floor(COUNT / 3), Math.floor((2 * COUNT) / 3), COUNT - 1];

let h: Harness;
let master: string;
const rowIds = new Map<string, string>();
const cookies = new Map<string, string>();
const customerIds = new Map<string, string>();

beforeAll(async () => {
  h = await startHarness();
  master = await h.masterLogin();
});
afterAll(async () => h?.close());

describe(`${COUNT} tenants`, () => {
  it('are provisioned one after another through master.tenants.create', async () => {
    const started = performance.now();
    for (const [i, tenantId] of ids.entries()) {
      const reply = await h.trpcMutation(
        'master.tenants.create',
        tenantInput({ tenantId, gstin: i % 2 ? gstinFor(i) : '' }),
        { cookie: master },
      );
      rowIds.set(tenantId, trpcData<{ id: string }>(reply).id);
    }
    const seconds = (performance.now() - started) / 1000;
    // A figure for the report, not an assertion: machines differ.
    console.info(`provisioned ${COUNT} tenants in ${seconds.toFixed(1)} s`);
    expect(await footprint(h)).toEqual({ tenants: COUNT + 2, schemas: COUNT + 2 });
  }, 300_000); // about 6 s alone on PGlite; far more on a loaded shared machine

  it('page through the master list: every tenant once, totals right, search narrows', async () => {
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const list = trpcData(
        await h.trpcQuery(
          'master.tenants.list',
          { page, pageSize: 10, sort: { field: 'tenantId', dir: 'asc' } },
          { cookie: master },
        ),
      );
      expect(list.total).toBe(COUNT + 2);
      seen.push(...list.data.map((t: { tenantId: string }) => t.tenantId));
      if (list.data.length < 10) break;
    }
    expect(seen).toEqual(['alpha', 'beta', ...ids]);
    const search = trpcData(
      await h.trpcQuery(
        'master.tenants.list',
        { search: 'Shop scale-1', pageSize: 20 },
        { cookie: master },
      ),
    );
    expect(search.total).toBe(10);
    const byGstin = trpcData(
      await h.trpcQuery('master.tenants.list', { search: gstinFor(17) }, { cookie: master }),
    );
    expect(byGstin.data.map((t: { tenantId: string }) => t.tenantId)).toEqual(['scale-17']);
  });

  it('each spot-checked owner logs in on its own tenant and creates a customer there', async () => {
    for (const index of SPOT) {
      const tenantId = ids[index] ?? '';
      const cookie = await h.login(tenantId, `owner@${tenantId}.test`, `${tenantId}-pass-123`);
      cookies.set(tenantId, cookie);
      const created = await h.trpcMutation(
        'tenant.customers.create',
        customerInput(`Customer of ${tenantId}`),
        { tenant: tenantId, cookie },
      );
      customerIds.set(tenantId, trpcData<{ id: string }>(created).id);
    }
  });

  it('each sees only its own customer, through tRPC and REST', async () => {
    for (const index of SPOT) {
      const tenantId = ids[index] ?? '';
      const cookie = cookies.get(tenantId) ?? '';
      const list = trpcData(
        await h.trpcQuery('tenant.customers.list', {}, { tenant: tenantId, cookie }),
      );
      expect(list.data.map((c: { name: string }) => c.name)).toEqual([`Customer of ${tenantId}`]);
      const rest = await h.rest('GET', '/api/customer', { tenant: tenantId, cookie });
      expect(rest.body.data.map((c: { name: string }) => c.name)).toEqual([
        `Customer of ${tenantId}`,
      ]);
    }
  });

  it("no owner reaches another tenant's data: wrong-tenant cookies are not sessions, ids are 404", async () => {
    for (const index of SPOT) {
      const own = ids[index] ?? '';
      for (const otherIndex of SPOT.filter((j) => j !== index)) {
        const other = ids[otherIndex] ?? '';
        // My cookie against another tenant: not a session there.
        const replayed = await h.trpcQuery(
          'tenant.customers.list',
          {},
          {
            tenant: other,
            cookie: cookies.get(own) ?? '',
          },
        );
        expect(replayed.status, replayed.text).toBe(401);
        // Another tenant's customer id, asked for in my tenant: not found here.
        const foreign = await h.rest('GET', `/api/customer?customerId=${customerIds.get(other)}`, {
          tenant: own,
          cookie: cookies.get(own) ?? '',
        });
        expect(foreign.status, foreign.text).toBe(404);
        const del = await h.trpcMutation(
          'tenant.customers.delete',
          { id: customerIds.get(other) },
          {
            tenant: own,
            cookie: cookies.get(own) ?? '',
          },
        );
        expect(trpcError(del).data.appCode).toBe('NOT_FOUND');
        // My password is not a login on another tenant.
        const login = await h.trpcMutation(
          'tenant.auth.login',
          { email: `owner@${own}.test`, password: `${own}-pass-123` },
          { tenant: other },
        );
        expect(trpcError(login).data.appCode).toBe('INVALID_CREDENTIALS');
      }
    }
  });

  it('each schema holds exactly its own owner and customers (read straight from the database)', async () => {
    for (const index of SPOT) {
      const tenantId = ids[index] ?? '';
      const schema = `tenant_${tenantId.replaceAll('-', '_')}`;
      const users = await h.sql<{ email: string }>(`select email from ${schema}.users`);
      expect(users.map((u) => u.email)).toEqual([`owner@${tenantId}.test`]);
      const customers = await h.sql<{ name: string }>(`select name from ${schema}.customers`);
      expect(customers.map((c) => c.name)).toEqual([`Customer of ${tenantId}`]);
    }
  });

  it('deactivating one tenant leaves its neighbours working', async () => {
    const target = ids[17] ?? '';
    const off = await h.trpcMutation(
      'master.tenants.setStatus',
      { id: rowIds.get(target), status: 'inactive' },
      { cookie: master },
    );
    expect(trpcData(off).status).toBe('inactive');
    for (const index of SPOT) {
      const tenantId = ids[index] ?? '';
      const reply = await h.trpcQuery(
        'tenant.customers.list',
        {},
        {
          tenant: tenantId,
          cookie: cookies.get(tenantId) ?? '',
        },
      );
      expect(reply.status, `${tenantId}: ${reply.text}`).toBe(tenantId === target ? 403 : 200);
    }
  });
});
