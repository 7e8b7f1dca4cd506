import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { PageKey, PermissionMap } from '@gst/domain';
import type { Harness, Reply, TestTenant } from './helpers';

// Reply checks and small request helpers of the server test harness (split from helpers.ts,
// which re-exports them).

/** tRPC error fields from a non-batched reply. */
export function trpcError(reply: Reply): {
  message: string;
  code: string;
  data: { code: string; httpStatus: number; appCode: string };
} {
  expect(reply.body?.error, reply.text).toBeDefined();
  return reply.body.error as ReturnType<typeof trpcError>;
}

/** One field of every row of a list reply. */
export function pluck(rows: unknown, key: string): unknown[] {
  return (rows as Record<string, unknown>[]).map((row) => row[key]);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function trpcData<T = any>(reply: Reply): T {
  expect(reply.status, reply.text).toBe(200);
  return reply.body.result.data as T;
}

/** An error reply that a person can read and that leaks no internals. */
export function expectCleanError(reply: Reply, status: number | number[]) {
  const statuses = Array.isArray(status) ? status : [status];
  expect(statuses, reply.text).toContain(reply.status);
  expect(reply.text).not.toMatch(/"stack"/);
  expect(reply.text).not.toMatch(/\bat [^\s"]+ \(|\bat (file|node):|node_modules|\.ts:\d+/);
}

/** REST errors are exactly `{error: string}` (plus a machine code). */
export function expectRestError(reply: Reply, status: number, message?: string | RegExp) {
  expectCleanError(reply, status);
  expect(typeof reply.body?.error, reply.text).toBe('string');
  expect(reply.body.error.length).toBeGreaterThan(0);
  expect(Object.keys(reply.body as object).filter((k) => k !== 'error' && k !== 'code')).toEqual(
    [],
  );
  const error = String(reply.body.error);
  if (typeof message === 'string') expect(error).toContain(message);
  else if (message) expect(error).toMatch(message);
}

/** A tRPC refusal: a 400 whose message matches `message`. */
export function expectTrpcRefusal(reply: Reply, message: RegExp) {
  expect(reply.status, reply.text).toBe(400);
  expect(trpcError(reply).message).toMatch(message);
}

/** Creates a user in `tenant` (Harness.createUser) and returns the cookie of their login. */
export async function newUserSession(
  h: Harness,
  tenant: TestTenant,
  user: Parameters<Harness['createUser']>[1],
): Promise<string> {
  await h.createUser(tenant, user);
  return h.login(tenant, user.email, user.password);
}

/** The flags a user holds, page by page: `{ returns: ['view'] }`. */
export type Grants = Partial<Record<PageKey, readonly (keyof PermissionMap)[]>>;

/** Grants as the permission rows Harness.createUser and the users API take. */
export function permissionRows(grants: Grants): { page: PageKey; permissions: PermissionMap }[] {
  return Object.entries(grants).map(([page, flags]) => ({
    page: page as PageKey,
    permissions: Object.fromEntries((flags ?? []).map((flag) => [flag, true])),
  }));
}

/**
 * A staff user for Harness.createUser or newUserSession holding exactly `grants`; the password is
 * `<name before the @>-pass-123` (`extra` may name another, or a role).
 */
export function staffUser(
  email: string,
  grants: Grants,
  extra: Partial<Parameters<Harness['createUser']>[1]> = {},
): Parameters<Harness['createUser']>[1] {
  return {
    email,
    password: `${email.slice(0, email.indexOf('@'))}-pass-123`,
    permissions: permissionRows(grants),
    ...extra,
  };
}

/** A staff user of shop alpha holding exactly `grants` (staffUser), logged in: their cookie. */
export function staffSession(
  h: Harness,
  email: string,
  grants: Grants,
  extra: Partial<Parameters<Harness['createUser']>[1]> = {},
): Promise<string> {
  return newUserSession(h, h.a, staffUser(email, grants, extra));
}

/** A raw inject() answer as a Reply (body: parsed JSON, or undefined when it is not JSON). */
export function toReply(raw: LightMyRequestResponse): Reply {
  let body: unknown;
  try {
    body = raw.json();
  } catch {
    body = undefined;
  }
  return { status: raw.statusCode, body, text: raw.body, raw };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A customer as the web form sends it. */
export function customerInput(name: string, extra: Record<string, unknown> = {}) {
  return {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.test`,
    phoneNumber: '9830012345',
    stateCode: 19,
    ...extra,
  };
}
