// @engines pglite
// Pure: runs the dependency check on source trees, no database (docs/CONVENTIONS.md, Engines).
// The dependency rules `pnpm lint` checks (.dependency-cruiser.cjs through
// scripts/check-dependencies.mjs; docs/CONVENTIONS.md, "The API package's layers"): each one is
// reported, by its name, for the deliberate violation of it in fixtures/dep-rules (see its
// README), nothing else is, and the repository itself has none.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkDependencies } from '../../../scripts/check-dependencies.mjs';

const fixture = fileURLToPath(new URL('./fixtures/dep-rules', import.meta.url));
const api = 'packages/api/src';

/** [rule, from, to]: `to` is a path in the fixture, or an npm package's name. */
const EXPECTED = [
  ['no-service-folder-cycle', `${api}/services/a`, `${api}/services/b`],
  ['no-service-folder-cycle', `${api}/services/b`, `${api}/services/a`],
  ['no-circular', `${api}/services/e/ping.ts`, `${api}/services/e/pong.ts`],
  ['no-self-import-by-name', `${api}/services/c/self.ts`, `${api}/index.ts`],
  ['routers-and-rest-import-only-services', `${api}/routers/things.ts`, `${api}/infra/store.ts`],
  ['services-and-infra-below-routers', `${api}/services/d/up.ts`, `${api}/trpc.ts`],
  ['database-only-in-services-and-infra', `${api}/config.ts`, 'packages/db/src/client.ts'],
  ['database-only-in-services-and-infra', `${api}/errors.ts`, 'drizzle-orm'],
  ['web-imports-only-types-from-api', 'apps/web/src/bad.ts', `${api}/index.ts`],
  ['no-wildcard-exports', 'packages/api/package.json', './services/*'],
];

/** An npm package by its name (its resolved path runs through pnpm's store). */
const npmName = (path: string) => path.replace(/^.*\/node_modules\/((@[^/]+\/)?[^/]+)\/.*$/, '$1');

describe('the dependency rules', () => {
  it('report each rule by name on the fixture tree, at its violation and nowhere else', async () => {
    const { violations } = await checkDependencies(fixture);
    const found = violations.map((v) => [v.rule, v.from, npmName(v.to)]);
    expect(found.sort()).toEqual([...EXPECTED].sort());
  });

  it('pass on the repository', { timeout: 120_000 }, async () => {
    const { violations, modules } = await checkDependencies();
    expect(violations).toEqual([]);
    // Guards against passing vacuously: the packages and apps were all cruised.
    expect(modules).toBeGreaterThan(400);
  });
});
