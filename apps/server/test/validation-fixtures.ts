import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { expectCleanError, fileSuite, startHarness, trpcError, type Reply } from './helpers';

/**
 * Shared by the validation suites. Bad input is a 400-class answer with one readable line: never
 * a 500, never a stack trace. A built web app is present (WEB_DIST), as in production, because
 * its static plugin changes when Fastify binds routes to the error handler.
 */
export const BODY_LIMIT = 2048;

/** A harness with a small body limit and a built web app, logged in as tenant alpha's owner. */
export async function startValidationHarness() {
  const webDist = mkdtempSync(join(tmpdir(), 'gst-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>GST</title>');
  const h = await startHarness({ BODY_LIMIT_BYTES: String(BODY_LIMIT), WEB_DIST: webDist });
  const cookie = await h.login(h.a);
  return {
    h,
    cookie,
    close: async () => {
      await h.close();
      rmSync(webDist, { recursive: true, force: true });
    },
  };
}

/** startValidationHarness for the whole file (fileSuite); `asA()` sends as alpha's owner. */
export function validationSuite() {
  const suite = fileSuite(startValidationHarness, ({ close }) => close());
  return Object.assign(suite, { asA: () => ({ tenant: 'alpha', cookie: suite.cookie }) });
}

/** A tRPC error reply: status, the readable message, and no internals. */
export function expectTrpcBadInput(reply: Reply, message: string | RegExp, status = 400) {
  expectCleanError(reply, status);
  const error = trpcError(reply);
  expect(error.data.httpStatus).toBe(status);
  if (typeof message === 'string') expect(error.message).toContain(message);
  else expect(error.message).toMatch(message);
  expect(JSON.stringify(error.data)).not.toMatch(/stack/i);
}
