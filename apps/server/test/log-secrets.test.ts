// @engines pglite
// The HTTP edge only (log redaction): one engine (docs/CONVENTIONS.md, Engines).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isScannable, mask, scanLogs } from '../../../scripts/log-scan.mjs';
import { createServer } from '../src/app';
import { loadConfig } from '../src/config';
import { REDACT_PATHS } from '../src/logging';
import { startHarness, TEST_LOG_DIR, trpcData, type Harness } from './helpers';

/**
 * Logs never hold passwords, session cookies or API keys: the server redacts them (pino
 * `redact`), the harness logs every line to .cache/test-logs with the secrets it used, and
 * scripts/log-scan.mjs looks for every secret in every log (test-all runs it after all suites).
 */
let h: Harness;
let scratch: string;
let ownerCookie: string;
let apiKey: string;

beforeAll(async () => {
  h = await startHarness();
  scratch = mkdtempSync(join(tmpdir(), 'log-scan-'));
  ownerCookie = await h.login(h.a);
  apiKey = trpcData(
    await h.trpcMutation(
      'tenant.apiKeys.create',
      {
        name: 'Log scan key',
        permissionSets: [{ page: 'manage-customer', permissions: { view: true } }],
      },
      { tenant: 'alpha', cookie: ownerCookie },
    ),
  ).key;
});
afterAll(async () => {
  await h?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the server redacts credentials', () => {
  it('headers and password fields logged on purpose come out as [Redacted]', async () => {
    const file = join(scratch, 'server.log');
    const app: FastifyInstance = await createServer({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'trace', SECRET_KEY: '5e'.repeat(32) }),
      database: h.database,
      logger: { file, level: 'trace' },
    });
    // The careless log line a future change might add: whole headers and the parsed body.
    app.addHook('preHandler', (req, _reply, done) => {
      req.log.info({ headers: req.headers, body: req.body }, 'seen');
      req.log.info({ message: `cookie ${req.headers.cookie} key ${apiKey}` }, 'strings');
      req.log.info({ input: { json: req.body } }, 'nested');
      done();
    });
    await app.ready();
    try {
      const password = h.a.owner.password;
      const reply = await app.inject({
        method: 'POST',
        url: '/trpc/tenant.auth.login',
        headers: {
          host: 'localhost',
          origin: 'http://localhost',
          'x-tenant-id': 'alpha',
          'content-type': 'application/json',
          cookie: ownerCookie,
          authorization: `Bearer ${apiKey}`,
          'x-api-key': apiKey,
        },
        payload: JSON.stringify({ email: h.a.owner.email, password }),
      });
      expect(reply.statusCode, reply.body).toBe(200);
      const newCookie = reply.cookies.find((c) => c.name === 'gst_session')?.value;
      expect(newCookie).toBeTruthy();
      const text = readFileSync(file, 'utf8');
      expect(text).toContain('"msg":"seen"');
      expect(text).toContain('[Redacted]');
      for (const secret of [password, ownerCookie.split('=')[1]!, apiKey, newCookie!]) {
        expect(text.includes(secret), `secret ${mask(secret)} in the log`).toBe(false);
      }
      const seen = text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, any>) // eslint-disable-line @typescript-eslint/no-explicit-any
        .find((line) => line.msg === 'seen');
      expect(seen?.headers.cookie).toBe('[Redacted]');
      expect(seen?.headers.authorization).toBe('[Redacted]');
      expect(seen?.headers['x-api-key']).toBe('[Redacted]');
      // The tRPC route takes its body as text: the password inside the string is scrubbed.
      expect(JSON.parse(seen?.body as string)).toEqual({
        email: h.a.owner.email,
        password: '[Redacted]',
      });
    } finally {
      await app.close();
    }
  });

  it('the redact list names the credential headers and password fields', () => {
    expect(REDACT_PATHS).toEqual(
      expect.arrayContaining([
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-api-key"]',
        'password',
        '*.password',
      ]),
    );
  });
});

describe('the log scan', () => {
  it('catches a secret logged on purpose into a scratch log', () => {
    const dir = mkdtempSync(join(scratch, 'catch-'));
    const secret = 'gst_abcdefghijklmnopqrstuvwxyz234567';
    writeFileSync(
      join(dir, 'run.secrets.json'),
      JSON.stringify({ secrets: [secret, 'pw-123456'] }),
    );
    writeFileSync(
      join(dir, 'run.log'),
      `{"level":30,"msg":"incoming request"}\n{"level":50,"msg":"oops","key":"${secret}"}\n`,
    );
    const scan = scanLogs(dir);
    expect(scan.logs).toBe(1);
    expect(scan.secrets).toBe(2);
    expect(scan.findings).toEqual([{ log: 'run.log', line: 2, secret: mask(secret) }]);
    expect(scan.findings[0]!.secret).not.toBe(secret);
  });

  it('does not look for filler that is no credential', () => {
    expect(isScannable('aaaaaaaaaaaa')).toBe(false);
    expect(isScannable('short')).toBe(false);
    expect(isScannable('2024-02-30')).toBe(false);
    expect(isScannable('+275760-09-13')).toBe(false);
    expect(isScannable('alpha-pass-123')).toBe(true);
    expect(isScannable('gst_abcdefghijklmnopqrstuvwxyz234567')).toBe(true);
  });

  it('passes a log without secrets', () => {
    const dir = mkdtempSync(join(scratch, 'clean-'));
    writeFileSync(join(dir, 'run.secrets.json'), JSON.stringify({ secrets: ['pw-123456'] }));
    writeFileSync(join(dir, 'run.log'), '{"level":30,"msg":"request completed"}\n');
    expect(scanLogs(dir).findings).toEqual([]);
  });

  it('the harness logs every request of this file and knows its secrets', async () => {
    // Requests with every kind of secret through the harness: password, cookie, bearer key.
    expect(
      (
        await h.rest('GET', '/api/customer', {
          tenant: 'alpha',
          headers: { authorization: `Bearer ${apiKey}`, origin: undefined },
        })
      ).status,
    ).toBe(200);
    const log = readFileSync(h.logFile, 'utf8');
    expect(log).toContain('/trpc/tenant.auth.login');
    expect(log).toContain('/api/customer');
    expect(h.secrets.values).toContain(h.a.owner.password);
    expect(h.secrets.values).toContain(apiKey);
    expect(h.secrets.values).toContain(ownerCookie.split('=')[1]);
    for (const secret of h.secrets.values) {
      expect(log.includes(secret), `secret ${mask(secret)} in ${h.logFile}`).toBe(false);
    }
  });

  it('no secret of any suite run so far is in any harness log', () => {
    const scan = scanLogs(TEST_LOG_DIR);
    expect(scan.findings).toEqual([]);
  });
});
