// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectRestError,
  quote,
  sessionCookie,
  startHarness,
  tokenOf,
  trpcData,
  trpcError,
  type Harness,
} from './helpers';

/** Sessions: opaque cookie, hashed row, rotation, logout, idle and absolute expiry; operators apart. */
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const verify = (cookie: string, tenant = 'alpha') =>
  h.trpcQuery('tenant.auth.verifyUser', undefined, { tenant, cookie });

describe('tenant sessions', () => {
  it('the cookie is HttpOnly, SameSite=Lax, Path=/, and the row stores only the SHA-256 hex of the token', async () => {
    const reply = await h.trpcMutation(
      'tenant.auth.login',
      { email: h.a.owner.email, password: h.a.owner.password },
      { tenant: 'alpha' },
    );
    const cookie = reply.raw.cookies.find((c) => c.name === 'gst_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.domain).toBeUndefined();
    const token = cookie!.value;
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    const rows = await h.sql<{ id: string; kind: string; tenant_id: string }>(
      `select id, kind, tenant_id from master.sessions where kind = 'user'`,
    );
    expect(rows.map((r) => r.id)).toContain(sha256(token));
    for (const row of rows) {
      expect(row.id).toMatch(/^[0-9a-f]{64}$/);
      expect(row.id).not.toContain(token);
      expect(row.tenant_id).toBe(h.a.id);
    }
    const everything = JSON.stringify(await h.sql(`select * from master.sessions`));
    expect(everything).not.toContain(token);
  });

  it('a second login issues a different token; a login that carried the old cookie ends it', async () => {
    const first = await h.login(h.a);
    const other = await h.login(h.a); // another browser: both stay valid
    expect(tokenOf(other)).not.toBe(tokenOf(first));
    expect((await verify(first)).status).toBe(200);
    expect((await verify(other)).status).toBe(200);

    const rotated = await h.trpcMutation(
      'tenant.auth.login',
      { email: h.a.owner.email, password: h.a.owner.password },
      { tenant: 'alpha', cookie: first },
    );
    const second = sessionCookie(rotated, 'gst_session');
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    expect((await verify(first)).status).toBe(401);
    expect((await verify(second)).status).toBe(200);
    expect(
      await h.sql(`select 1 from master.sessions where id = ${quote(sha256(tokenOf(first)))}`),
    ).toEqual([]);
  });

  it('logout (tRPC) invalidates the cookie: the next verifyUser is 401 and the row is gone', async () => {
    const cookie = await h.login(h.a);
    expect(trpcData(await verify(cookie)).user.email).toBe(h.a.owner.email);
    const out = await h.trpcMutation('tenant.auth.logout', {}, { tenant: 'alpha', cookie });
    expect(out.status, out.text).toBe(200);
    expect(out.raw.cookies.find((c) => c.name === 'gst_session')?.value).toBe('');
    const after = await verify(cookie);
    expect(after.status).toBe(401);
    expect(trpcError(after).message).toBe('Please log in');
    expect(
      await h.sql(`select 1 from master.sessions where id = ${quote(sha256(tokenOf(cookie)))}`),
    ).toEqual([]);
  });

  it('logout (REST) invalidates the cookie too', async () => {
    const cookie = await h.login(h.b);
    const out = await h.rest('POST', '/auth/logout', { tenant: 'beta', cookie });
    expect(out.status, out.text).toBe(200);
    expect(out.body).toEqual({ message: 'Logged out' });
    expectRestError(
      await h.rest('GET', '/auth/verify-user', { tenant: 'beta', cookie }),
      401,
      'Please log in',
    );
  });

  it('a session idle past SESSION_IDLE_MINUTES is refused', async () => {
    const cookie = await h.login(h.a);
    expect((await verify(cookie)).status).toBe(200);
    await h.sql(
      `update master.sessions set last_seen_at = now() - interval '31 minutes' where id = ${quote(sha256(tokenOf(cookie)))}`,
    );
    const reply = await verify(cookie);
    expect(reply.status, reply.text).toBe(401);
    expect((await h.rest('GET', '/api/customer', { tenant: 'alpha', cookie })).status).toBe(401);
  });

  it('recent activity slides the idle window; the absolute expiry still ends the session', async () => {
    const cookie = await h.login(h.a);
    const id = quote(sha256(tokenOf(cookie)));
    await h.sql(
      `update master.sessions set last_seen_at = now() - interval '29 minutes' where id = ${id}`,
    );
    expect((await verify(cookie)).status).toBe(200);
    const [row] = await h.sql<{ idle_seconds: number }>(
      `select extract(epoch from now() - last_seen_at)::int as idle_seconds from master.sessions where id = ${id}`,
    );
    expect(row!.idle_seconds).toBeLessThan(60);
    await h.sql(
      `update master.sessions set expires_at = now() - interval '1 second' where id = ${id}`,
    );
    expect((await verify(cookie)).status).toBe(401);
  });

  it('a made-up or oversized token is simply not a session', async () => {
    expect((await verify('gst_session=abcdefghijklmnopqrstuvwxyz234567')).status).toBe(401);
    const huge = await verify(`gst_session=${'a'.repeat(500)}`);
    expect(huge.status).toBe(401);
  });
});

describe('master operator sessions', () => {
  it('verify-master is 401 without a session and 200 after login (REST and tRPC)', async () => {
    expectRestError(await h.rest('GET', '/master/auth/verify-master'), 401, 'Please log in');
    expect((await h.trpcQuery('master.auth.verify')).status).toBe(401);
    const cookie = await h.masterLogin();
    const rest = await h.rest('GET', '/master/auth/verify-master', { cookie });
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.operator.email).toBe('master@gst.test');
    expect(
      trpcData(await h.trpcQuery('master.auth.verify', undefined, { cookie })).operator.email,
    ).toBe('master@gst.test');
  });

  it('the operator cookie is SameSite=Strict and stored hashed', async () => {
    const reply = await h.trpcMutation('master.auth.login', {
      email: 'master@gst.test',
      password: 'master-pass-123',
    });
    const cookie = reply.raw.cookies.find((c) => c.name === 'gst_master');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const rows = await h.sql<{ kind: string; tenant_id: string | null }>(
      `select kind, tenant_id from master.sessions where id = ${quote(sha256(cookie!.value))}`,
    );
    expect(rows).toEqual([{ kind: 'operator', tenant_id: null }]);
  });

  it('an operator session grants no tenant access, and a tenant session no master access', async () => {
    const operator = await h.masterLogin();
    for (const reply of [await verify(operator, 'alpha'), await verify(operator, 'beta')]) {
      expect(reply.status, reply.text).toBe(401);
    }
    expect(
      (await h.rest('GET', '/api/customer', { tenant: 'alpha', cookie: operator })).status,
    ).toBe(401);
    // Even a tenant cookie renamed to the operator cookie name is not an operator session.
    const user = await h.login(h.a);
    expect((await h.rest('GET', '/master/auth/verify-master', { cookie: user })).status).toBe(401);
    const renamed = `gst_master=${tokenOf(user)}`;
    expect((await h.rest('GET', '/master/auth/verify-master', { cookie: renamed })).status).toBe(
      401,
    );
  });

  it('master logout ends the operator session', async () => {
    const cookie = await h.masterLogin();
    const out = await h.rest('GET', '/master/auth/logout', { cookie });
    expect(out.status, out.text).toBe(200);
    expect((await h.rest('GET', '/master/auth/verify-master', { cookie })).status).toBe(401);
  });
});
