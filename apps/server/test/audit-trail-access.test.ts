// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditTrailSuite } from './audit-trail-fixtures';
import { customerInput, trpcData } from './helpers';

/**
 * The audit trail (issue 19), on both engines: quotes, users, settings and API keys record before
 * and after with no secret in the trail; the database refuses to change or delete rows; only
 * admins read it; a shop sees only its own rows.
 */
const { suite, mutate, list, trailOf, allAuditText } = auditTrailSuite();

describe('each change records before and after', () => {
  it('quotes: create, update (status), delete', async () => {
    const lines = [
      {
        productId: suite.fx.battery.id,
        productName: 'Li-ion battery 5 kWh',
        quantity: 1,
        price: '10000',
        gstPercentage: 18,
      },
    ];
    const quote = trpcData<{ id: string }>(
      await mutate('tenant.quotes.create', {
        quoteDate: '2025-11-21',
        customerName: 'Quote Buyer',
        phoneNumber: '9830011111',
        lines,
      }),
    );
    trpcData(
      await mutate('tenant.quotes.update', {
        id: quote.id,
        customerName: 'Quote Buyer',
        phoneNumber: '9830011111',
        status: 'Approved',
        lines,
      }),
    );
    trpcData(await mutate('tenant.quotes.delete', { id: quote.id }));
    const rows = await trailOf(quote.id);
    expect(rows.map((r) => r.action)).toEqual(['quote.create', 'quote.update', 'quote.delete']);
    expect(rows[1]?.details.before).toMatchObject({ status: 'Pending' });
    expect(rows[1]?.details.after).toMatchObject({ status: 'Approved' });
    expect(rows[1]?.details.changed).toContain('status');
    expect(rows[2]?.details.before).toMatchObject({ status: 'Approved' });
    expect(rows[2]?.details.after).toBeNull();
  });

  it('users: create, update, delete, with no password or hash anywhere', async () => {
    const created = trpcData<{ id: string }>(
      await mutate('tenant.users.create', {
        name: 'Trail Clerk',
        email: 'trail.clerk@alpha.test',
        password: 'Trail-Secret-Pass-1',
        role: 'staff',
        permissionSets: [{ page: 'manage-customer', permissions: { view: true } }],
      }),
    );
    trpcData(
      await mutate('tenant.users.update', {
        id: created.id,
        name: 'Trail Clerk Senior',
        email: 'trail.clerk@alpha.test',
        password: 'Trail-Secret-Pass-2',
      }),
    );
    trpcData(await mutate('tenant.users.delete', { id: created.id }));
    const rows = await trailOf(created.id);
    expect(rows.map((r) => r.action)).toEqual(['user.create', 'user.update', 'user.delete']);
    expect(rows[0]?.details.after).toMatchObject({
      name: 'Trail Clerk',
      role: 'staff',
      permissionSets: [{ page: 'manage-customer', permissions: { view: true } }],
    });
    expect(rows[1]?.details).toMatchObject({
      before: { name: 'Trail Clerk' },
      after: { name: 'Trail Clerk Senior' },
      changed: ['name'],
      passwordChanged: true,
    });
    expect(rows[2]?.details.before).toMatchObject({ name: 'Trail Clerk Senior' });
    const hashes = await suite.h.sql<{ password_hash: string }>(
      `select password_hash from ${suite.h.a.schemaName}.users`,
    );
    const text = await allAuditText(suite.h.a.schemaName);
    expect(text).not.toContain('Trail-Secret-Pass');
    expect(text).not.toMatch(/password_?hash/i);
    for (const { password_hash } of hashes) expect(text).not.toContain(password_hash);
  });

  it('settings: each changed key old and new; images as hash and size', async () => {
    // A real 1 × 1 PNG (images are decoded when saved), padded to 670 bytes.
    const logo = `data:image/png;base64,${Buffer.concat([
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
      Buffer.alloc(600),
    ]).toString('base64')}`;
    trpcData(
      await mutate('tenant.settings.update', { jurisdiction: 'Audit Town', shopLogo: logo }),
    );
    const [row] = (await list({ action: 'settings.update' })).data;
    expect(row?.details.changed?.sort()).toEqual(['jurisdiction', 'shopLogo']);
    expect(row?.details.after).toMatchObject({
      jurisdiction: 'Audit Town',
      shopLogo: {
        sha256: createHash('sha256').update(logo).digest('hex'),
        bytes: logo.length,
      },
    });
    expect(row?.details.before).toHaveProperty('jurisdiction');
    expect(await allAuditText(suite.h.a.schemaName)).not.toContain(logo.slice(22, 80));
  });

  it('API keys: the secret never reaches the trail', async () => {
    const created = trpcData<{ key: string }>(
      await mutate('tenant.apiKeys.create', {
        name: 'Audit key',
        permissionSets: [{ page: 'manage-customer', permissions: { view: true } }],
      }),
    );
    const text = await allAuditText(suite.h.a.schemaName);
    expect(text).not.toContain(created.key);
    expect(text).not.toContain(createHash('sha256').update(created.key).digest('hex'));
    const sessions = await suite.h
      .sql<{ id: string }>(`select * from gst_master.sessions`)
      .catch(() => []);
    for (const s of sessions) expect(text).not.toContain(String(s.id));
  });
});

describe('the database refuses to change the trail', () => {
  it('UPDATE, DELETE and TRUNCATE of audit_log fail', async () => {
    const table = `${suite.h.a.schemaName}.audit_log`;
    const before = await suite.h.sql<{ n: number }>(`select count(*)::int as n from ${table}`);
    expect(before[0]!.n).toBeGreaterThan(0);
    const refused = async (statement: string, op: string) => {
      const error = await suite.h.sql(statement).then(
        () => undefined,
        (e: Error & { cause?: Error }) => e,
      );
      expect(error, statement).toBeDefined();
      expect(String(error?.cause?.message ?? error?.message)).toBe(
        `audit_log is append-only: ${op} is not allowed`,
      );
    };
    await refused(`update ${table} set action = 'forged'`, 'UPDATE');
    await refused(
      `update ${table} set details = '{}' where id = (select max(id) from ${table})`,
      'UPDATE',
    );
    await refused(`delete from ${table}`, 'DELETE');
    await refused(`truncate ${table}`, 'TRUNCATE');
    const after = await suite.h.sql<{ n: number }>(`select count(*)::int as n from ${table}`);
    expect(after[0]!.n).toBe(before[0]!.n);
    const forged = await suite.h.sql(`select 1 from ${table} where action = 'forged'`);
    expect(forged).toHaveLength(0);
  });
});

describe('who may read it', () => {
  it('refuses staff (even with a permission row) and admins without the page, on tRPC and REST', async () => {
    for (const cookie of [suite.staff, suite.adminNone]) {
      const as = { tenant: 'alpha', cookie };
      expect((await suite.h.trpcQuery('tenant.audit.list', {}, as)).status).toBe(403);
      expect((await suite.h.trpcQuery('tenant.audit.export', {}, as)).status).toBe(403);
      expect((await suite.h.rest('GET', '/api/audit-log', as)).status).toBe(403);
      expect((await suite.h.rest('GET', '/api/audit-log/export', as)).status).toBe(403);
    }
    expect((await suite.h.rest('GET', '/api/audit-log', { tenant: 'alpha' })).status).toBe(401);
  });

  it('an admin granted view reads it but needs export for the download', async () => {
    const as = { tenant: 'alpha', cookie: suite.adminView };
    expect((await list({}, as)).total).toBeGreaterThan(0);
    expect((await suite.h.rest('GET', '/api/audit-log', as)).status).toBe(200);
    expect((await suite.h.rest('GET', '/api/audit-log/export', as)).status).toBe(403);
  });

  it('a shop sees only its own rows', async () => {
    const created = trpcData<{ id: string }>(
      await mutate('tenant.customers.create', customerInput('Alpha Secret Co')),
    );
    const asB = { tenant: 'beta', cookie: suite.ownerB };
    const beta = await list({}, asB);
    expect(JSON.stringify(beta.data)).not.toContain(created.id);
    expect(JSON.stringify(beta.data)).not.toContain('Alpha Secret Co');
    expect((await list({ entityId: created.id }, asB)).total).toBe(0);
    expect((await list({ search: 'Alpha Secret' }, asB)).total).toBe(0);
    const rest = await suite.h.rest('GET', `/api/audit-log?entityId=${created.id}`, asB);
    expect(rest.status).toBe(200);
    expect(rest.body.total).toBe(0);
    // Alpha's own owner finds it.
    expect((await list({ entityId: created.id })).total).toBe(1);
  });
});
