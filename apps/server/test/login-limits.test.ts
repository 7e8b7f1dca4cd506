// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_CONFIG, type ApiConfig } from '@gst/api';
import {
  beginLoginAttempt,
  endLoginAttempt,
  loginDelayMs,
} from '../../../packages/api/src/services/auth/rate-limit';
import {
  expectRestError,
  harnessSuite,
  MASTER,
  sessionCookie,
  trpcData,
  trpcError,
} from './helpers';

/**
 * Issue 19: wrong passwords from one address must not keep the account's owner out. The hard
 * limit is per (address, account), the per-address limit stays, and the account as a whole is
 * only slowed down (a delay growing with its recent failures from all addresses, capped).
 * Here: LOGIN_MAX_FAILURES=3, a 60 s window, the per-IP limit out of the way.
 */

const VICTIM = { email: 'victim@alpha.test', password: 'victim-pass-123' };
const ATTACKER = '203.0.113.7';
const OWNER_ADDRESS = '198.51.100.20';
const WAIT_MESSAGE =
  /^Too many failed login attempts for this account from this address: try again in (\d+ seconds?|1 minute)\.$/;
const PARALLEL = { email: 'parallel@alpha.test', password: 'parallel-pass-123' };

const suite = harnessSuite({ LOGIN_MAX_FAILURES: '3', LOGIN_WINDOW_SECONDS: '60' }, async (h) => {
  await h.createUser(h.a, { ...VICTIM, permissions: [] });
  await h.createUser(h.a, { ...PARALLEL, permissions: [] });
  return {};
});

function login(email: string, password: string, remoteAddress: string, tenant = 'alpha') {
  return suite.h.trpcMutation('tenant.auth.login', { email, password }, { tenant, remoteAddress });
}

describe('an attacker who knows the e-mail', () => {
  it('fails from address A; the user from address B still logs in (was locked before)', async () => {
    for (let i = 0; i < 3; i++) {
      const reply = await login(VICTIM.email, `guess-${i}-password`, ATTACKER);
      expect(reply.status, reply.text).toBe(401);
      expect(trpcError(reply).message).toBe('Invalid email or password');
    }
    const owner = await login(VICTIM.email, VICTIM.password, OWNER_ADDRESS);
    expect(trpcData(owner).user.email).toBe(VICTIM.email);
    sessionCookie(owner, 'gst_session');
  });

  it('the attacker is refused after the limit, even with the right password', async () => {
    const blocked = await login(VICTIM.email, VICTIM.password, ATTACKER);
    expect(blocked.status, blocked.text).toBe(429);
    expect(trpcError(blocked).data.appCode).toBe('RATE_LIMITED');
    expect(trpcError(blocked).message).toMatch(WAIT_MESSAGE);
    expect(blocked.raw.cookies.find((c) => c.name === 'gst_session')).toBeUndefined();
    // REST login from the same address: same refusal, as {error}.
    const rest = await suite.h.rest('POST', '/auth/login', {
      tenant: 'alpha',
      remoteAddress: ATTACKER,
      body: VICTIM,
    });
    expectRestError(rest, 429, WAIT_MESSAGE);
    // The attacker's address is still free for other accounts (per-IP limit not reached).
    const other = await login(suite.h.a.owner.email, 'not-the-password', ATTACKER);
    expect(other.status, other.text).toBe(401);
  });

  it('the user still logs in while the attacker keeps failing from more addresses', async () => {
    for (const address of ['203.0.113.8', '203.0.113.9']) {
      for (let i = 0; i < 3; i++) {
        expect((await login(VICTIM.email, `again-${i}-password`, address)).status).toBe(401);
      }
      expect((await login(VICTIM.email, VICTIM.password, address)).status).toBe(429);
    }
    const owner = await login(VICTIM.email, VICTIM.password, OWNER_ADDRESS);
    expect(owner.status, owner.text).toBe(200);
  });

  it('the master login follows the same rule', async () => {
    for (let i = 0; i < 3; i++) {
      const reply = await suite.h.trpcMutation(
        'master.auth.login',
        { email: MASTER.email, password: `master-guess-${i}` },
        { remoteAddress: ATTACKER },
      );
      expect(reply.status, reply.text).toBe(401);
    }
    const blocked = await suite.h.trpcMutation('master.auth.login', MASTER, {
      remoteAddress: ATTACKER,
    });
    expect(blocked.status, blocked.text).toBe(429);
    const operator = await suite.h.trpcMutation('master.auth.login', MASTER, {
      remoteAddress: OWNER_ADDRESS,
    });
    expect(operator.status, operator.text).toBe(200);
  });
});

describe('a tRPC batch of many logins', () => {
  it('from one address tries at most LOGIN_MAX_FAILURES passwords', async () => {
    const email = 'batch@limits.test';
    const paths = Array.from({ length: 15 }, () => 'tenant.auth.login').join(',');
    const input = Object.fromEntries(
      Array.from({ length: 15 }, (_, i) => [i, { email, password: `batch-${i}-password` }]),
    );
    const reply = await suite.h.inject('POST', `/trpc/${paths}?batch=1`, {
      tenant: 'alpha',
      remoteAddress: '192.0.2.50',
      payload: input,
    });
    const statuses = (reply.body as { error: { data: { httpStatus: number } } }[]).map(
      (r) => r.error.data.httpStatus,
    );
    const tried = statuses.filter((s) => s === 401).length;
    expect(tried, statuses.join(',')).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s === 429).length).toBe(15 - tried);
    const [row] = await suite.h.sql<{ n: number }>(
      `select count(*)::int as n from master.login_attempts where email = '${email}'`,
    );
    expect(row?.n).toBe(tried);
  });
});

describe('parallel requests', () => {
  it('12 wrong passwords at once from one address: at most LOGIN_MAX_FAILURES are checked', async () => {
    const email = 'parallel@swarm.test';
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        suite.h.trpcMutation(
          'tenant.auth.login',
          { email, password: `guess-${i}-password` },
          { tenant: 'beta', remoteAddress: '192.0.2.51' },
        ),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length, statuses.join()).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s === 401 || s === 429)).toHaveLength(12);
  });
});

describe('parallel logins with the right password (issue 28, item 11)', () => {
  it('twelve at once from one address all get in, and none counts as a failure', async () => {
    const address = '192.0.2.60';
    const replies = await Promise.all(
      Array.from({ length: 12 }, () => login(PARALLEL.email, PARALLEL.password, address)),
    );
    expect(
      replies.map((r) => r.status),
      replies.map((r) => r.text).join('\n'),
    ).toEqual(Array.from({ length: 12 }, () => 200));
    const rows = await suite.h.sql<{ succeeded: boolean; n: number }>(
      `select succeeded, count(*)::int as n from master.login_attempts where ip = '${address}'
        group by succeeded`,
    );
    expect(rows).toEqual([{ succeeded: true, n: 12 }]);
    // The limit (3 here) is intact for wrong passwords afterwards.
    for (let i = 0; i < 3; i++) {
      expect((await login(PARALLEL.email, `wrong-${i}-password`, address)).status).toBe(401);
    }
    const blocked = await login(PARALLEL.email, PARALLEL.password, address);
    expect(blocked.status).toBe(429);
    expect(trpcError(blocked).message).toMatch(WAIT_MESSAGE);
  });

  it('wrong and right passwords mixed: at most the limit of wrong ones is tried', async () => {
    const address = '192.0.2.61';
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login(PARALLEL.email, i % 2 ? PARALLEL.password : `mixed-${i}-password`, address),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length, statuses.join()).toBeLessThanOrEqual(3);
    expect(
      statuses.every((s) => [200, 401, 429].includes(s)),
      statuses.join(),
    ).toBe(true);
  });
});

describe('the account slowdown', () => {
  const limits: ApiConfig['loginRateLimit'] = {
    ...DEFAULT_API_CONFIG.loginRateLimit,
    maxFailuresPerAccount: 5,
    delayBaseMs: 250,
    delayMaxMs: 4000,
  };

  it('is none for the first failures, then doubles, capped at a few seconds', () => {
    const delays = Array.from({ length: 12 }, (_, n) => loginDelayMs(n, limits));
    expect(delays).toEqual([0, 0, 0, 0, 0, 250, 500, 1000, 2000, 4000, 4000, 4000]);
    expect(loginDelayMs(10_000, limits)).toBe(4000);
    expect(loginDelayMs(50, { ...limits, delayMaxMs: 0 })).toBe(0);
  });

  it('the defaults: five free failures, at most 4 s', () => {
    expect(DEFAULT_API_CONFIG.loginRateLimit).toMatchObject({
      maxFailuresPerAccount: 5,
      delayBaseMs: 250,
      delayMaxMs: 4000,
    });
  });

  it('grows with the account failures from all addresses, applied to every address', async () => {
    const config = { ...DEFAULT_API_CONFIG, loginRateLimit: { ...limits, windowSeconds: 60 } };
    const ctx = (ip: string) =>
      ({ meta: { ip }, config }) as Parameters<typeof beginLoginAttempt>[0];
    const email = 'slow@limits.test';
    const delays: number[] = [];
    // Ten addresses, one failure each: no address reaches its own limit.
    for (let i = 0; i < 10; i++) {
      const attempt = await beginLoginAttempt(
        ctx(`192.0.2.${100 + i}`),
        suite.h.database.db,
        'alpha',
        email,
      );
      delays.push(attempt.delayMs);
      endLoginAttempt(attempt); // a wrong password: the row stays a failure
    }
    expect(delays).toEqual([0, 0, 0, 0, 0, 250, 500, 1000, 2000, 4000]);
    // Another account is not slowed.
    const elsewhere = await beginLoginAttempt(
      ctx('192.0.2.100'),
      suite.h.database.db,
      'alpha',
      'calm@limits.test',
    );
    expect(elsewhere.delayMs).toBe(0);
  });

  it('the per-address limit still holds across accounts', async () => {
    const config = {
      ...DEFAULT_API_CONFIG,
      loginRateLimit: { ...limits, windowSeconds: 60, maxFailuresPerIp: 4 },
    };
    const ctx = { meta: { ip: '192.0.2.200' }, config } as Parameters<typeof beginLoginAttempt>[0];
    for (let i = 0; i < 4; i++) {
      endLoginAttempt(
        await beginLoginAttempt(ctx, suite.h.database.db, 'alpha', `spray-${i}@limits.test`),
      );
    }
    await expect(
      beginLoginAttempt(ctx, suite.h.database.db, 'alpha', 'spray-4@limits.test'),
    ).rejects.toMatchObject({
      appCode: 'RATE_LIMITED',
      message: 'Too many failed login attempts from this address: try again in 1 minute.',
    });
  });
});
