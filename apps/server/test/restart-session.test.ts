// @engines pglite
// It opens an embedded database of its own (a PGlite data dir, closed and opened again): the
// PostgreSQL and Citus rounds would only run the same PGlite test again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@gst/db/client';
import { migrateMaster } from '@gst/db/migrate';
import { provisionTenant } from '@gst/db/provision';
import { createServer } from '../src/app';
import { loadConfig } from '../src/config';
import { TENANT_A } from './helpers';

/**
 * Issue 19 (found by the accessibility run): on the embedded database, the first logged-in request
 * after a restart froze the whole server. The session read asked "is this Citus?" on the root
 * handle from inside its transaction; PGlite has one connection, so that question waited for the
 * transaction, which waited for the answer, and every later request queued behind them. A fresh
 * database never showed it, because provisioning had already asked. So: provision, close, open
 * the same data dir again (a new handle that has asked nothing), log in, and read the session.
 */
const dir = mkdtempSync(join(tmpdir(), 'gst-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The reply, or 'no answer' when the server has not answered within `ms` (a frozen server). */
async function within<T>(ms: number, work: Promise<T>): Promise<T | 'no answer'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'no answer'>((resolve) => {
    timer = setTimeout(() => resolve('no answer'), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('a server restarted on an existing embedded database', () => {
  it('answers the first logged-in request (the session read does not wait on itself)', async () => {
    const first = await openDatabase({ engine: 'pglite', dataDir: dir });
    await migrateMaster(first.db);
    await provisionTenant(first.db, {
      tenantId: TENANT_A.tenantId,
      name: TENANT_A.name,
      ownerEmail: TENANT_A.owner.email,
      owner: TENANT_A.owner,
    });
    await first.close();

    const database = await openDatabase({ engine: 'pglite', dataDir: dir });
    const app = await createServer({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database,
      logger: false,
    });
    try {
      const headers = {
        host: `${TENANT_A.tenantId}.localhost`,
        'content-type': 'application/json',
      };
      const login = await app.inject({
        method: 'POST',
        url: '/auth/login',
        headers,
        payload: { email: TENANT_A.owner.email, password: TENANT_A.owner.password },
      });
      expect(login.statusCode, login.body).toBe(200);
      const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const verify = await within(
        15_000,
        app.inject({ method: 'GET', url: '/auth/verify-user', headers: { ...headers, cookie } }),
      );
      expect(verify === 'no answer' ? verify : verify.statusCode).toBe(200);
      const health = await within(5_000, app.inject({ method: 'GET', url: '/healthz' }));
      expect(health === 'no answer' ? health : health.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});
