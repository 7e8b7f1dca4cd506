/**
 * Load and fault tests (issue 10), the client side: HTTP calls with fetch against the server
 * process. Every request has a client timeout, so a hung request fails the test instead of
 * hanging it.
 */
import { appRouter } from '@gst/api';
import type { LoadTenant } from './data';

export type Answer = { status: number; body: any; ms: number; error?: string };

/** One HTTP call with a client timeout; a network error or timeout is status 0 with `error`. */
export async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: { tenant?: string; cookie?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = Date.now();
  const headers: Record<string, string> = { origin: base };
  if (options.tenant) headers['x-tenant-id'] = options.tenant;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const reply = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await reply.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    const cookie = reply.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return {
      status: reply.status,
      body: cookie ? { ...(body as object), cookie } : body,
      ms: Date.now() - started,
    };
  } catch (error) {
    return {
      status: 0,
      body: undefined,
      ms: Date.now() - started,
      error: (error as Error).name + ': ' + (error as Error).message,
    };
  }
}

export function trpcGet(
  base: string,
  path: string,
  input: unknown,
  auth: { tenant: string; cookie: string },
) {
  return call(
    base,
    'GET',
    `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
    auth,
  );
}

export function trpcPost(
  base: string,
  path: string,
  input: unknown,
  auth: { tenant: string; cookie?: string },
  timeoutMs?: number,
) {
  return call(base, 'POST', `/trpc/${path}`, { ...auth, body: input, timeoutMs });
}

export async function login(
  base: string,
  tenant: LoadTenant,
  user: { email: string; password: string } = tenant,
): Promise<string> {
  const reply = await trpcPost(
    base,
    'tenant.auth.login',
    { email: user.email, password: user.password },
    { tenant: tenant.tenantId },
  );
  if (reply.status !== 200 || !reply.body?.cookie) {
    throw new Error(
      `login to ${tenant.tenantId} failed: ${reply.status} ${reply.error ?? JSON.stringify(reply.body).slice(0, 300)}`,
    );
  }
  return reply.body.cookie as string;
}

export function hasProcedure(path: string): boolean {
  const procedures = (appRouter as unknown as { _def: { procedures: Record<string, unknown> } })
    ._def.procedures;
  return path in procedures;
}
