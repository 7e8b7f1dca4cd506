import { afterAll, beforeAll } from 'vitest';
import { startHarness, type Harness } from './harness';

// A harness (and what a file's tests share) started once per test file (split from helpers.ts,
// which re-exports them).

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
