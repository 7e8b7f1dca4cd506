// Which database engines a test file runs on (docs/CONVENTIONS.md, "Engines"). A test file that
// touches tenancy, SQL, concurrency, triggers, sessions or moves runs on all three engines; one
// that tests only the HTTP edge, validation, rendering or pure logic says so in its first lines:
//
//   // @engines pglite            (runs in the PGlite round only)
//   // @engines postgres citus    (e.g. the fuzz suite: PostgreSQL, and again on Citus)
//
// scripts/test-all.mjs sets TEST_ENGINE (pglite | postgres | citus) for each round; a vitest
// config passes its test folder through `excludedOnThisEngine` to leave out the files that do not
// name the engine. Without TEST_ENGINE (a developer running vitest by hand) the engine follows
// TEST_DATABASE_URL: PGlite without it, PostgreSQL with it, so nothing is left out by surprise.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const ENGINES = ['pglite', 'postgres', 'citus'];

/** The engine this vitest process tests on. */
export function currentEngine(env = process.env) {
  if (env.TEST_ENGINE) {
    if (!ENGINES.includes(env.TEST_ENGINE))
      throw new Error(`Unknown TEST_ENGINE ${env.TEST_ENGINE}`);
    return env.TEST_ENGINE;
  }
  return env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

/** The engines a test file's header names, or all three when it names none. */
export function enginesOf(text) {
  const head = text.split('\n', 15).join('\n');
  const match = /^\/\/ @engines ((?:[a-z]+ ?)+)$/m.exec(head);
  if (!match) return [...ENGINES];
  const named = match[1].trim().split(/\s+/);
  for (const name of named) {
    if (!ENGINES.includes(name)) throw new Error(`Unknown engine '${name}' in @engines`);
  }
  return named;
}

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Globs (relative to `root`, the vitest root) of the test files under `dir` that do not run on
 * this engine: for a config's `exclude`.
 */
export function excludedOnThisEngine(root, dir, env = process.env) {
  const engine = currentEngine(env);
  return testFiles(join(root, dir))
    .filter((file) => !enginesOf(readFileSync(file, 'utf8')).includes(engine))
    .map((file) => relative(root, file).split('\\').join('/'));
}

/**
 * Vitest's default is one worker per core but one; on this project's 2-core machines that is a
 * single worker, while a database suite spends much of its time waiting on the server. Two at
 * least; TEST_WORKERS overrides.
 */
export function testWorkers(cores, env = process.env) {
  if (env.TEST_WORKERS) return Number(env.TEST_WORKERS);
  return Math.max(2, cores - 1);
}
