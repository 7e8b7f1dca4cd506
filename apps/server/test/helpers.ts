import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { PageKey, PermissionMap, UserRole } from '@gst/domain';
import { rowsOf, withTenant, type Database } from '@gst/db/client';
import { hashPassword } from '@gst/db/password';
import { provisionTenant, READY_TO_INVOICE } from '@gst/db/provision';
import { customers, permissionSets, users } from '@gst/db/schema';
import { ensureMasterOperator } from '@gst/db/seed';
import { openTestDatabase, type TestDatabaseSetup } from '@gst/db/testing';
import { createServer } from '../src/app';
import { loadConfig } from '../src/config';
import { toReply } from './replies';

/** The bare host every request uses unless a test names another; tenants come from x-tenant-id. */
export const HOST = 'localhost';
export const ORIGIN = `http://${HOST}`;

export type TenantSpec = {
  tenantId: string;
  name: string;
  owner: { name: string; email: string; password: string };
};

export const TENANT_A: TenantSpec = {
  tenantId: 'alpha',
  name: 'Alpha Solar',
  owner: { name: 'Alpha Owner', email: 'owner@alpha.test', password: 'alpha-pass-123' },
};
export const TENANT_B: TenantSpec = {
  tenantId: 'beta',
  name: 'Beta Power',
  owner: { name: 'Beta Owner', email: 'owner@beta.test', password: 'beta-pass-123' },
};
export const MASTER = { email: 'master@gst.test', password: 'master-pass-123' };

export type TestTenant = TenantSpec & { id: string; schemaName: string };

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

/**
 * Every harness server logs everything it emits (level trace) to a file here, and at close writes
 * beside it the secrets the run used: passwords sent, session cookies set or sent, API keys seen.
 * scripts/log-scan.mjs (run by scripts/test-all.mjs after the database suites, and by
 * log-secrets.test.ts) fails when any of those secrets appears in any log.
 */
export const TEST_LOG_DIR = fileURLToPath(new URL('../../../.cache/test-logs/', import.meta.url));
let harnessCount = 0;

function harnessLogName(): string {
  let file = 'harness';
  try {
    file = basename(expect.getState().testPath ?? 'harness').replace(/\.test\.ts$/, '');
  } catch {
    // outside a test file's hooks: keep the generic name
  }
  const engine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  harnessCount += 1;
  return `${engine}-${file}-${process.pid}-${Date.now()}-${harnessCount}`;
}

/** The secrets one harness saw, collected as requests go by. */
export class SecretLog {
  readonly values = new Set<string>();

  add(value: unknown, minLength = 8) {
    if (typeof value === 'string' && value.length >= minLength) this.values.add(value);
  }

  /** Password fields anywhere in a request body. */
  addFromPayload(payload: unknown, depth = 0) {
    if (!payload || typeof payload !== 'object' || depth > 4) return;
    for (const [field, value] of Object.entries(payload as Record<string, unknown>)) {
      if (/password/i.test(field)) this.add(value);
      else this.addFromPayload(value, depth + 1);
    }
  }

  /** Cookie values and bearer keys sent, cookies set and API keys shown in a reply. */
  addFromExchange(headers: Record<string, string>, raw: LightMyRequestResponse) {
    for (const part of (headers.cookie ?? '').split(';')) {
      this.add(part.slice(part.indexOf('=') + 1).trim(), 16);
    }
    this.add(/^Bearer\s+(\S+)/i.exec(headers.authorization ?? '')?.[1], 16);
    this.add(headers['x-api-key'], 16);
    for (const cookie of raw.cookies) this.add(cookie.value, 16);
    for (const match of raw.body.matchAll(/gst_[a-z2-7]{32}/g)) this.add(match[0]);
  }
}

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
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'trace',
    LOGIN_WINDOW_SECONDS: '2',
    LOGIN_MAX_FAILURES: '3',
    LOGIN_MAX_FAILURES_PER_IP: '1000',
    // The account slowdown on, but short: suites that fail many logins stay fast.
    LOGIN_DELAY_BASE_MS: '5',
    LOGIN_DELAY_MAX_MS: '40',
    ...env,
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

/**
 * One harness for the whole test file: `start` runs in beforeAll and the fields it returns are
 * copied onto the object returned here; `close` runs in afterAll, once `start` has finished. Read
 * the fields inside hooks and tests: at module level they are not set yet.
 */
export function fileSuite<T extends object>(
  start: () => Promise<T>,
  close: (started: T) => Promise<unknown>,
): T {
  const suite = {} as T;
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
    Object.assign(suite, started);
  });
  afterAll(async () => {
    if (started) await close(started);
  });
  return suite;
}

/**
 * A harness (startHarness(env)) for the whole file, plus what `setup` returns (sessions, rows the
 * tests share), started before the file's tests and closed after them.
 */
export function harnessSuite<T extends object = object>(
  env: Record<string, string> = {},
  setup: (h: Harness) => Promise<T> = () => Promise.resolve({} as T),
) {
  return fileSuite(
    async () => {
      const h = await startHarness(env);
      return { h, ...(await setup(h)) };
    },
    ({ h }) => h.close(),
  );
}

/**
 * The plainest file suite: harnessSuite with alpha's owner logged in (`cookie`) before `setup`
 * runs. `asOwner()` sends a request as that owner.
 */
export function ownerSuite<T extends object = object>(
  env: Record<string, string> = {},
  setup: (h: Harness, asOwner: { tenant: string; cookie: string }) => Promise<T> = () =>
    Promise.resolve({} as T),
) {
  const suite = harnessSuite(env, async (h) => {
    const cookie = await h.login(h.a);
    return { cookie, ...(await setup(h, { tenant: 'alpha', cookie })) };
  });
  return Object.assign(suite, { asOwner: () => ({ tenant: 'alpha', cookie: suite.cookie }) });
}

/**
 * What every harness database starts with: shops alpha and beta, each with its owner, and the
 * master operator. Built once per run and engine (a PGlite snapshot, a PostgreSQL template; on
 * Citus per file) by openTestDatabase, so a test file does not pay for migrating and provisioning.
 */
export const HARNESS_SETUP: TestDatabaseSetup = {
  key: `harness:${JSON.stringify([TENANT_A, TENANT_B, MASTER, READY_TO_INVOICE])}`,
  build: async (database) => {
    for (const spec of [TENANT_A, TENANT_B]) {
      await provisionTenant(database.db, {
        tenantId: spec.tenantId,
        name: spec.name,
        ownerEmail: spec.owner.email,
        owner: spec.owner,
        // Issue 29: address, PIN and registration set, so the shops issue invoices at once.
        settings: READY_TO_INVOICE,
      });
    }
    await ensureMasterOperator(database.db, MASTER);
  },
};

/** A shop HARNESS_SETUP provisioned, with its row id and schema. */
async function provisioned(database: Database, spec: TenantSpec): Promise<TestTenant> {
  const [row] = rowsOf<{ id: string; schemaName: string }>(
    await database.db.execute(
      `select id, schema_name as "schemaName" from master.tenants where tenant_id = ${quote(spec.tenantId)}`,
    ),
  );
  if (!row) throw new Error(`tenant ${spec.tenantId} is missing from the harness database`);
  return { ...spec, id: row.id, schemaName: row.schemaName };
}

/** A SQL string literal; test values only. */
export function quote(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
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

// What a reply should look like (errors, envelopes) and small request helpers: replies.ts.
export * from './replies';
