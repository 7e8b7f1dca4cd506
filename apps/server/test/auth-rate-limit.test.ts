// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { describe, expect, it } from 'vitest';
import {
  expectCleanError,
  expectRestError,
  harnessSuite,
  MASTER,
  sessionCookie,
  sleep,
  trpcData,
  trpcError,
} from './helpers';

/**
 * Failed logins are limited per (address, tenant or master, e-mail) over a sliding window; every
 * request here comes from one address (127.0.0.1), so the account is refused to it. Other
 * addresses, and the account-wide slowdown, are in login-limits.test.ts. The harness sets
 * LOGIN_MAX_FAILURES=3 and LOGIN_WINDOW_SECONDS=2 (per-IP limit out of the way).
 */

const CLERK = { email: 'clerk@alpha.test', password: 'clerk-pass-123' };

const suite = harnessSuite({ LOGIN_MAX_FAILURES: '3', LOGIN_WINDOW_SECONDS: '2' }, async (h) => {
  await h.createUser(h.a, { ...CLERK, permissions: [] });
  return {};
});

const WAIT_MESSAGE =
  /^Too many failed login attempts for this account from this address: try again in \d seconds?\.$/;

describe('tenant login', () => {
  it('two failures do not block the right password', async () => {
    for (let i = 0; i < 2; i++) {
      const reply = await suite.h.trpcMutation(
        'tenant.auth.login',
        { email: CLERK.email, password: 'wrong-password' },
        { tenant: 'alpha' },
      );
      expect(reply.status, reply.text).toBe(401);
      expect(trpcError(reply).message).toBe('Invalid email or password');
    }
    const ok = await suite.h.trpcMutation('tenant.auth.login', CLERK, { tenant: 'alpha' });
    expect(ok.status, ok.text).toBe(200);
  });

  it('three wrong passwords, then the right one is 429 with a message to wait (tRPC)', async () => {
    const email = suite.h.a.owner.email;
    for (let i = 0; i < 3; i++) {
      const reply = await suite.h.trpcMutation(
        'tenant.auth.login',
        { email, password: `wrong-${i}-password` },
        { tenant: 'alpha' },
      );
      expect(reply.status, reply.text).toBe(401);
    }
    const blocked = await suite.h.trpcMutation(
      'tenant.auth.login',
      { email, password: suite.h.a.owner.password },
      { tenant: 'alpha' },
    );
    expect(blocked.status, blocked.text).toBe(429);
    expectCleanError(blocked, 429);
    const error = trpcError(blocked);
    expect(error.data.appCode).toBe('RATE_LIMITED');
    expect(error.message).toMatch(WAIT_MESSAGE);
    expect(blocked.raw.cookies.find((c) => c.name === 'gst_session')).toBeUndefined();
    // Same e-mail on another tenant is another account: not blocked.
    const elsewhere = await suite.h.trpcMutation(
      'tenant.auth.login',
      { email, password: 'wrong-password' },
      { tenant: 'beta' },
    );
    expect(elsewhere.status, elsewhere.text).toBe(401);
  });

  it('the limit also holds on the REST login, as {error}', async () => {
    const email = suite.h.b.owner.email;
    for (let i = 0; i < 3; i++) {
      const reply = await suite.h.rest('POST', '/auth/login', {
        tenant: 'beta',
        body: { email, password: 'nope-nope-nope' },
      });
      expectRestError(reply, 401, 'Invalid email or password');
    }
    const blocked = await suite.h.rest('POST', '/auth/login', {
      tenant: 'beta',
      body: { email, password: suite.h.b.owner.password },
    });
    expectRestError(blocked, 429, WAIT_MESSAGE);
    // Case and spaces do not make a fresh account.
    const variant = await suite.h.rest('POST', '/auth/login', {
      tenant: 'beta',
      body: { email: `  ${email.toUpperCase()} `, password: suite.h.b.owner.password },
    });
    expectRestError(variant, 429, WAIT_MESSAGE);
  });
});

// Concurrent attempts (a tRPC batch, parallel requests) are in login-limits.test.ts: with this
// file's 2 s window, attempts that wait for earlier ones could see those failures expire.

describe('master login', () => {
  it('three wrong passwords, then the right one is 429', async () => {
    for (let i = 0; i < 3; i++) {
      const reply = await suite.h.trpcMutation('master.auth.login', {
        email: MASTER.email,
        password: 'not-the-password',
      });
      expect(reply.status, reply.text).toBe(401);
    }
    const blocked = await suite.h.trpcMutation('master.auth.login', MASTER);
    expect(blocked.status, blocked.text).toBe(429);
    expect(trpcError(blocked).message).toMatch(WAIT_MESSAGE);
    const blockedRest = await suite.h.rest('POST', '/master/auth/login', { body: MASTER });
    expectRestError(blockedRest, 429, WAIT_MESSAGE);
    // A tenant account with the same e-mail is counted separately.
    const tenantSide = await suite.h.trpcMutation(
      'tenant.auth.login',
      { email: MASTER.email, password: 'x-wrong-pass' },
      { tenant: 'alpha' },
    );
    expect(tenantSide.status).toBe(401);
  });
});

describe('after the window', () => {
  it('the right password works again: tenant tRPC, tenant REST and master (200 and a cookie)', async () => {
    await sleep(2200);
    const a = await suite.h.trpcMutation(
      'tenant.auth.login',
      { email: suite.h.a.owner.email, password: suite.h.a.owner.password },
      { tenant: 'alpha' },
    );
    expect(trpcData(a).user.email).toBe(suite.h.a.owner.email);
    const cookie = sessionCookie(a, 'gst_session');
    expect(
      trpcData(
        await suite.h.trpcQuery('tenant.auth.verifyUser', undefined, { tenant: 'alpha', cookie }),
      ).user.role,
    ).toBe('superadmin');
    const b = await suite.h.rest('POST', '/auth/login', {
      tenant: 'beta',
      body: { email: suite.h.b.owner.email, password: suite.h.b.owner.password },
    });
    expect(b.status, b.text).toBe(200);
    expect(b.body.message).toBe('Logged in successfully');
    sessionCookie(b, 'gst_session');
    const master = await suite.h.rest('POST', '/master/auth/login', { body: MASTER });
    expect(master.status, master.text).toBe(200);
    expect(master.body.operator.email).toBe(MASTER.email);
    const operator = sessionCookie(master, 'gst_master');
    expect(
      (await suite.h.rest('GET', '/master/auth/verify-master', { cookie: operator })).status,
    ).toBe(200);
  });

  it('failed attempts are recorded in master.login_attempts', async () => {
    const rows = await suite.h.sql<{ scope: string; n: number }>(
      `select scope, count(*)::int as n from master.login_attempts where not succeeded and email not like '%@swarm.test' group by scope order by scope`,
    );
    expect(rows).toEqual([
      { scope: 'alpha', n: 6 },
      { scope: 'beta', n: 4 },
      { scope: 'master', n: 3 },
    ]);
  });
});
