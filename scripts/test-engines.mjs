// Which database engines a test file runs on (docs/CONVENTIONS.md, "Engines"). A file names them
// in its first lines; without a tag it runs on all three:
//
//   // @engines pglite            (runs in the PGlite round only)
//   // @engines pglite postgres   (no Citus round)
//   // @engines postgres citus    (e.g. the fuzz suite: PostgreSQL, and again on Citus)
//
// The rule (issue 27: each round tests what that engine can get wrong, not everything again):
// - PGlite runs every file but the few whose subject needs several connections or is heavy
//   enough to belong to the PostgreSQL round instead (races, many shops, rule matrices).
// - PostgreSQL runs a file when a real server changes what it tests: SQL through the postgres
//   driver (types, numerics, dates), transactions and locks over a connection pool, sessions,
//   concurrency. A file about permission flags, the HTTP edge (headers, envelopes, CSRF),
//   validation refused before any SQL, rendering or pure logic is `pglite` only.
// - Citus runs a file only when Citus can behave differently from PostgreSQL. Tenancy is
//   schema-based sharding: one shop's schema lives whole on one worker and a query within it is
//   sent whole to that worker, so requests inside one shop (CRUD, figures, access, validation)
//   are `pglite postgres`. On Citus stay: tenancy and schema placement, isolation between shops,
//   migrations, DDL and triggers (packages/db), tenant moves, the master panel and a shop's life
//   (create, deactivate, delete, cross-shop reads), concurrency, locks and races, the read path
//   (reserved connections), filed-period locks, connection limits and the fuzz suites. Also the
//   packages/api service tests (every verb's SQL once through a coordinator, ~20 s), so a
//   construct Citus cannot route still fails somewhere.
// When unsure, leave the tag out: all three is the safe default.
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
