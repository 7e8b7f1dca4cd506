import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

// Where harness servers log, and the secrets a run used that must never appear there (split from
// helpers.ts, which re-exports them).

/**
 * Every harness server logs everything it emits (level trace) to a file here, and at close writes
 * beside it the secrets the run used: passwords sent, session cookies set or sent, API keys seen.
 * scripts/log-scan.mjs (run by scripts/test-all.mjs after the database suites, and by
 * log-secrets.test.ts) fails when any of those secrets appears in any log.
 */
export const TEST_LOG_DIR = fileURLToPath(new URL('../../../.cache/test-logs/', import.meta.url));
let harnessCount = 0;

export function harnessLogName(): string {
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
