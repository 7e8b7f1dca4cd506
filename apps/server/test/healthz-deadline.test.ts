// @engines pglite
// /healthz's deadline at the HTTP edge; PGlite's single connection is what is held busy here.
import { describe, expect, it } from 'vitest';
import { harnessSuite } from './helpers';

/**
 * Issue 28, item 5: /healthz answers within HEALTH_TIMEOUT_MS even when the database cannot
 * answer in time (here: PGlite's one connection held by an open transaction), saying
 * `{"status":"degraded"}` with 200 rather than waiting behind the work.
 */
const suite = harnessSuite({ HEALTH_TIMEOUT_MS: '200' });

describe('/healthz has its own deadline', () => {
  it('answers degraded before a transaction holding the database ends', async () => {
    const { h } = suite;
    expect((await h.rest('GET', '/healthz')).body).toMatchObject({ status: 'ok' });
    let order = 0;
    let release = () => {};
    let endedAt = 0;
    let started = () => {};
    const isStarted = new Promise<void>((resolve) => (started = resolve));
    const held = h.database.db.transaction(async (tx) => {
      await tx.execute('select 1');
      started();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 20_000);
        release = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      endedAt = ++order;
    });
    await isStarted;
    const health = await h.rest('GET', '/healthz');
    const answeredAt = ++order;
    release();
    await held;
    expect(answeredAt).toBeLessThan(endedAt);
    expect(health.status).toBe(200);
    expect(health.body).toEqual({
      status: 'degraded',
      engine: 'pglite',
      reason: 'The database took over 200 ms',
    });
  });
});
