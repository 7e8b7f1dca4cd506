// The engines the queue is tested on, and a database of its own for each test.
//
// Without TEST_ENGINE every engine runs: PGlite in memory, PostgreSQL at TEST_DATABASE_URL (default
// the local server on 5432), Citus at TEST_CITUS_URL (default the dev cluster on 9700). With
// TEST_ENGINE (scripts/test-all.mjs sets it, with TEST_DATABASE_URL naming that engine's server)
// only that engine runs. A server that does not answer is skipped with a message saying so.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { JobEngine, JobLogger } from '../src';

const env = process.env;
const only = env.TEST_ENGINE as JobEngine | undefined;

function urlOf(engine: JobEngine): string | undefined {
  if (engine === 'postgres') {
    return env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  }
  if (engine === 'citus') {
    return (
      env.TEST_CITUS_URL ||
      (only === 'citus' ? env.TEST_DATABASE_URL : undefined) ||
      'postgres://postgres@127.0.0.1:9700/postgres'
    );
  }
  return undefined;
}

/** Why the engine cannot be tested here, or undefined when it can. */
async function unavailable(engine: JobEngine): Promise<string | undefined> {
  if (only && only !== engine) return `TEST_ENGINE is ${only}`;
  const url = urlOf(engine);
  if (!url) return undefined;
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    if (engine === 'citus') {
      const [row] = await sql<{ citus: string | null }[]>`
        select (select extversion from pg_extension where extname = 'citus') as citus`;
      if (!row?.citus) return `${url} answers but has no citus extension`;
    } else {
      await sql`select 1`;
    }
    return undefined;
  } catch (error) {
    return `no ${engine} server answers at ${url} (${(error as Error).message})`;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => undefined);
  }
}

export type EngineCase = { engine: JobEngine; url?: string; skip?: string };

/** Every engine with, where it cannot run here, the reason (printed once). */
export async function engineCases(): Promise<EngineCase[]> {
  const cases: EngineCase[] = [];
  for (const engine of ['pglite', 'postgres', 'citus'] as const) {
    const skip = await unavailable(engine);
    if (skip && !skip.startsWith('TEST_ENGINE')) {
      console.warn(`@gst/jobs: ${engine} tests skipped: ${skip}`);
    }
    cases.push({ engine, ...(urlOf(engine) ? { url: urlOf(engine) } : {}), ...(skip ? { skip } : {}) });
  }
  return cases;
}

export const serverEngines = (cases: EngineCase[]) => cases.filter((c) => c.engine !== 'pglite');

export const uniqueSchema = (prefix = 'gst_jobs_t') =>
  `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

/** Raw SQL on the test's database, wherever it is. */
export type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/**
 * A PGlite instance (the embedded engine: one per test file, or per data dir) or a connection to the
 * server; `dropSchema` removes what a test made.
 */
export type TestDatabase = {
  query: Query;
  pglite?: PGlite;
  url?: string;
  dropSchema(schema: string): Promise<void>;
  close(): Promise<void>;
};

export async function openPglite(dataDir?: string): Promise<TestDatabase> {
  const pglite = await PGlite.create(dataDir ? { dataDir } : {});
  return {
    pglite,
    query: async <T,>(text: string, params: unknown[] = []) =>
      (await pglite.query<T>(text, params)).rows,
    dropSchema: async (schema) => {
      await pglite.exec(`drop schema if exists ${schema} cascade`);
    },
    close: () => pglite.close(),
  };
}

export function openServer(url: string): TestDatabase {
  const sql = postgres(url, { max: 4, onnotice: () => {} });
  return {
    url,
    query: async <T,>(text: string, params: unknown[] = []) =>
      (await sql.unsafe(text, params as never[])) as unknown as T[],
    dropSchema: async (schema) => {
      await sql.unsafe(`drop schema if exists ${schema} cascade`);
    },
    close: () => sql.end({ timeout: 5 }),
  };
}

export const openTestDatabase = (c: EngineCase) =>
  c.engine === 'pglite' ? openPglite() : Promise.resolve(openServer(c.url ?? ''));

/** Logs kept in memory: a test can read them; errors also go to stderr. */
export function testLogger(): JobLogger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (_f, m) => void lines.push(`info ${m}`),
    warn: (_f, m) => void lines.push(`warn ${m}`),
    error: (f, m) => {
      lines.push(`error ${m}`);
      console.error(m, f);
    },
  };
}

/** Polls until `check` is true or `ms` passed. */
export async function waitFor(check: () => Promise<boolean>, ms: number, what: string) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
