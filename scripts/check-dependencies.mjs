// The dependency rules of docs/CONVENTIONS.md ("The API package's layers"), run by `pnpm lint`:
// dependency-cruiser with .dependency-cruiser.cjs over the workspace's sources, and the one rule
// it cannot see, `no-wildcard-exports` (a package.json "exports" key or target with `*` exports
// every file under it, internals included). Prints each violation with its rule's name and exits
// 1 when there is one. packages/api/test/dependency-rules.test.ts calls `checkDependencies` on a
// fixture tree with one violation of each rule.
//
//   node scripts/check-dependencies.mjs [root]     (root: default the repository)
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const repository = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const configPath = join(repository, '.dependency-cruiser.cjs');

/** The source folders cruised, where they exist under the root. */
const SOURCES = ['packages/*/src', 'apps/*/src'];

/** `packages/*` → the folders that match, relative to root (one `*` segment at most). */
function expand(root, pattern) {
  const [parent, rest] = pattern.split('/*');
  if (rest === undefined) return existsSync(join(root, parent)) ? [parent] : [];
  if (!existsSync(join(root, parent))) return [];
  return readdirSync(join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => `${parent}/${entry.name}${rest}`)
    .filter((path) => existsSync(join(root, path)));
}

/** Every package.json of the workspace: the root's and those one or two folders down. */
function manifests(root) {
  const found = [];
  const visit = (dir, depth) => {
    if (existsSync(join(root, dir, 'package.json'))) found.push(join(dir, 'package.json'));
    if (depth === 2) return;
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (entry.isDirectory() && !/^(\.|node_modules$|dist$)/.test(entry.name)) {
        visit(join(dir, entry.name), depth + 1);
      }
    }
  };
  visit('.', 0);
  return found;
}

/** `no-wildcard-exports`: every "exports" key and target spelled out, none with `*`. */
function wildcardExports(root) {
  return manifests(root).flatMap((file) => {
    const { exports } = JSON.parse(readFileSync(join(root, file), 'utf8'));
    if (!exports || typeof exports !== 'object') return [];
    const targets = (value) =>
      typeof value === 'string'
        ? [value]
        : Object.values(value ?? {}).flatMap((v) => (v === null ? [] : targets(v)));
    return Object.entries(exports)
      .filter(([key, value]) => key.includes('*') || targets(value).some((t) => t.includes('*')))
      .map(([key]) => ({
        rule: 'no-wildcard-exports',
        from: file.replace(/^\.\//, ''),
        to: key,
        comment: 'List each entry point a package offers in "exports"; no `*` subpaths.',
      }));
  });
}

/**
 * dependency-cruiser's cache for the repository's own run: a rerun with no source changed takes
 * well under a second. It is keyed on the rules and this script (the cache itself only notices
 * changed sources).
 */
function cacheOf(root) {
  if (root !== repository) return false;
  const key = createHash('sha256')
    .update(readFileSync(configPath))
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .digest('hex')
    .slice(0, 16);
  return { folder: join(repository, '.cache', 'dependency-cruiser', key), strategy: 'content' };
}

/**
 * The violations under `root` (default the repository), each `{rule, from, to, comment}`, and how
 * long the check took.
 */
export async function checkDependencies(root = repository) {
  const started = performance.now();
  const config = createRequire(import.meta.url)(configPath);
  const sources = SOURCES.flatMap((pattern) => expand(root, pattern));
  const previous = process.cwd();
  process.chdir(root); // dependency-cruiser resolves paths and the tsconfig from the cwd
  let result;
  try {
    result = await cruise(sources, {
      ...config.options,
      cache: cacheOf(root),
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    });
  } finally {
    process.chdir(previous);
  }
  const comments = new Map(config.forbidden.map((rule) => [rule.name, rule.comment]));
  const violations = result.output.summary.violations.map((v) => ({
    rule: v.rule.name,
    from: v.from,
    to: v.to,
    comment: comments.get(v.rule.name) ?? '',
  }));
  return {
    violations: [...violations, ...wildcardExports(root)],
    modules: result.output.summary.totalCruised,
    ms: Math.round(performance.now() - started),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? repository);
  const { violations, modules, ms } = await checkDependencies(root);
  for (const v of violations) {
    console.error(`✖ ${v.rule}: ${v.from} → ${v.to}\n    ${v.comment}`);
  }
  const where = relative(repository, root) || 'the repository';
  if (violations.length) {
    console.error(`dependency rules: ${violations.length} violation(s) in ${where} (${ms} ms)`);
    process.exit(1);
  }
  console.log(`dependency rules: ${modules} modules in ${where}, no violations (${ms} ms)`);
}
