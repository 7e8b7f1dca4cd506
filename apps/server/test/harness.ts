import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { PageKey, PermissionMap, UserRole } from '@gst/domain';
import { rowsOf, withTenant, type Database } from '@gst/db/client';
import { hashPassword } from '@gst/db/password';
import { customers, permissionSets, users } from '@gst/db/schema';
import { openTestDatabase } from '@gst/db/testing';
import { createServer } from '../src/app';
import { loadConfig } from '../src/config';
import { harnessLogName, SecretLog, TEST_LOG_DIR } from './harness-log';
import {
  HARNESS_SETUP,
  HOST,
  MASTER,
  provisioned,
  quote,
  TENANT_A,
  TENANT_B,
  type TestTenant,
} from './harness-tenants';
import { toReply } from './replies';

// The server test harness: one database, a server built as main.ts builds it, and requests
// against it (split from helpers.ts, which re-exports it).

export type RequestOptions = {
  /** x-tenant-id; null sends none. Defaults to the harness tenant A only where a helper says so. */
  tenant?: string | null;
  cookie?: string;
  host?: string;
  /** Extra or overriding headers; a value of undefined removes a default header. */
  headers?: Record<string, string | undefined>;
  /** The caller's address (req.ip); 127.0.0.1 unless a test names another. */
  remoteAddress?: string;
};

export type Reply = {
  status: number;
  // Parsed JSON of the reply (undefined when the reply is not JSON).
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  text: string;
  raw: LightMyRequestResponse;
};

function headersFor(
  method: string,
  options: RequestOptions,
  hasJsonBody: boolean,
): Record<string, string> {
  const host = options.host ?? HOST;
  const headers: Record<string, string | undefined> = { host };
  if (options.tenant) headers['x-tenant-id'] = options.tenant;
  if (options.cookie) headers.cookie = options.cookie;
  // The CSRF guard: every non-GET carries an Origin matching the host.
  if (method !== 'GET') headers.origin = `http://${host}`;
  if (hasJsonBody) headers['content-type'] = 'application/json';
  Object.assign(headers, options.headers ?? {});
  return Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;

/** startHarness({ DATABASE_URL: TEST_DATABASE }): the URL of the file's own test database. */
export const TEST_DATABASE = 'test-database';

/**
 * One database, two tenants (alpha, beta) each with an owner superadmin, a master operator and a
 * server built exactly as main.ts builds it. Call from beforeAll; close in afterAll.
 */
export async function startHarness(env: Record<string, string> = {}) {
  const database: Database = await openTestDatabase(HARNESS_SETUP);
  const a = await provisioned(database, TENANT_A);
  const b = await provisioned(database, TENANT_B);
  const logName = harnessLogName();
  const logFile = join(TEST_LOG_DIR, `${logName}.log`);
  const secrets = new SecretLog();
  for (const password of [TENANT_A.owner.password, TENANT_B.owner.password, MASTER.password]) {
    secrets.add(password);
  }
  // `DATABASE_URL: TEST_DATABASE` configures the server as one on PostgreSQL with this test
  // file's own database (e.g. shop exports in their own process); otherwise it is told nothing.
  const databaseUrl =
    env.DATABASE_URL !== TEST_DATABASE
      ? {}
      : database.engine === 'postgres'
        ? { DATABASE_URL: database.location }
        : { DATABASE_URL: undefined };
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'trace',
    LOGIN_WINDOW_SECONDS: '2',
    LOGIN_MAX_FAILURES: '3',
    LOGIN_MAX_FAILURES_PER_IP: '1000',
    // The account slowdown on, but short: suites that fail many logins stay fast.
    LOGIN_DELAY_BASE_MS: '5',
    LOGIN_DELAY_MAX_MS: '40',
    // Issue 34: stored secrets' key (without it the embedded engine would make a key file).
    SECRET_KEY: '5e'.repeat(32),
    ...env,
    ...databaseUrl,
  });
  const app: FastifyInstance = await createServer({
    config,
    database,
    logger: { file: logFile, level: 'trace' },
  });
  await app.ready();

  async function inject(
    method: string,
    url: string,
    options: RequestOptions & { payload?: unknown; rawBody?: string },
  ) {
    const hasJson = options.payload !== undefined;
    const headers = headersFor(method, options, hasJson);
    secrets.addFromPayload(options.payload);
    if (options.rawBody !== undefined) {
      try {
        secrets.addFromPayload(JSON.parse(options.rawBody));
      } catch {
        // not JSON: nothing to collect
      }
    }
    const raw = await app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
      ...(hasJson ? { payload: JSON.stringify(options.payload) } : {}),
      ...(options.rawBody !== undefined ? { payload: options.rawBody } : {}),
    });
    secrets.addFromExchange(headers, raw);
    return toReply(raw);
  }

  const harness = {
    app,
    database,
    a,
    b,
    inject,
    /** This harness's server log (JSON lines) and the secrets that must never appear in it. */
    logFile,
    secrets,
    /** GET /trpc/<path>?input=<json>: a tRPC query. */
    trpcQuery(path: string, input?: unknown, options: RequestOptions = {}) {
      const query =
        input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      return inject('GET', `/trpc/${path}${query}`, options);
    },
    /** POST /trpc/<path> with a JSON body: a tRPC mutation. */
    trpcMutation(path: string, input?: unknown, options: RequestOptions = {}) {
      return inject('POST', `/trpc/${path}`, { ...options, payload: input ?? {} });
    },
    rest(
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      options: RequestOptions & { body?: unknown } = {},
    ) {
      const { body, ...rest } = options;
      return inject(method, url, { ...rest, ...(body !== undefined ? { payload: body } : {}) });
    },
    /** Logs in through tRPC and returns the cookie header for the new session. */
    async login(tenant: TestTenant | string, email?: string, password?: string): Promise<string> {
      const spec = typeof tenant === 'string' ? undefined : tenant;
      const tenantId = typeof tenant === 'string' ? tenant : tenant.tenantId;
      const reply = await harness.trpcMutation(
        'tenant.auth.login',
        { email: email ?? spec?.owner.email, password: password ?? spec?.owner.password },
        { tenant: tenantId },
      );
      expect(reply.status, reply.text).toBe(200);
      return sessionCookie(reply, 'gst_session');
    },
    async masterLogin(): Promise<string> {
      const reply = await harness.trpcMutation('master.auth.login', MASTER);
      expect(reply.status, reply.text).toBe(200);
      return sessionCookie(reply, 'gst_master');
    },
    /** A user inserted straight into the tenant schema with exactly these permission rows. */
    async createUser(
      tenant: TestTenant,
      user: {
        id?: string;
        name?: string;
        email: string;
        password: string;
        role?: UserRole;
        permissions: { page: PageKey; permissions: PermissionMap }[];
      },
    ): Promise<string> {
      secrets.add(user.password);
      const passwordHash = await hashPassword(user.password);
      return withTenant(database.db, tenant, async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            ...(user.id ? { id: user.id } : {}),
            name: user.name ?? 'Test User',
            email: user.email,
            passwordHash,
            role: user.role ?? 'staff',
          })
          .returning({ id: users.id });
        if (!row) throw new Error('user not created');
        if (user.permissions.length) {
          await tx
            .insert(permissionSets)
            .values(user.permissions.map((p) => ({ userId: row.id, ...p })));
        }
        return row.id;
      });
    },
    /** Replaces one (user, page) permission row; null removes it. */
    async setPermissions(
      tenant: TestTenant,
      userId: string,
      page: PageKey,
      permissions: PermissionMap | null,
    ) {
      await withTenant(database.db, tenant, async (tx) => {
        await tx.execute(
          `delete from permission_sets where user_id = ${quote(userId)} and page = ${quote(page)}`,
        );
        if (permissions) await tx.insert(permissionSets).values({ userId, page, permissions });
      });
    },
    async customerRows(tenant: TestTenant) {
      return withTenant(database.db, tenant, (tx) => tx.select().from(customers));
    },
    /** Raw SQL against the database (master schema qualified), for checks and tampering. */
    async sql<T = Record<string, unknown>>(text: string): Promise<T[]> {
      return rowsOf<T>(await database.db.execute(text));
    },
    async close() {
      await app.close();
      await database.close();
      writeFileSync(
        join(TEST_LOG_DIR, `${logName}.secrets.json`),
        JSON.stringify({ log: `${logName}.log`, secrets: [...secrets.values] }),
      );
    },
  };
  return harness;
}

/** `name=value` for the cookie a reply set, ready for a cookie header. */
export function sessionCookie(reply: Reply, name: 'gst_session' | 'gst_master'): string {
  const cookie = reply.raw.cookies.find((c) => c.name === name);
  expect(
    cookie?.value,
    `no ${name} cookie in ${JSON.stringify(reply.raw.headers['set-cookie'])}`,
  ).toBeTruthy();
  return `${name}=${cookie!.value}`;
}

/** The token inside a cookie header. */
export function tokenOf(cookie: string): string {
  return cookie.slice(cookie.indexOf('=') + 1);
}
