// @engines pglite
// Pure check of the installed packages: one engine (docs/CONVENTIONS.md, Engines).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * A fresh `pnpm install` must print no engine warnings and no approval notice (issue 19, first-run
 * item 8): the README promises Node 20.19+, and seven installed packages once declared Node 22.
 * Reads what the install actually put in node_modules/.pnpm.
 */
const root = resolve(import.meta.dirname, '../../..');
const promised = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    engines: { node: string };
  }
).engines.node;

/** Each package the lockfile installs, with the Node range it declares (pnpm records `engines`). */
function lockedEngines(): { id: string; node: string | null }[] {
  const lock = readFileSync(join(root, 'pnpm-lock.yaml'), 'utf8');
  const section = lock.slice(lock.indexOf('\npackages:\n'), lock.indexOf('\nsnapshots:\n'));
  const out: { id: string; node: string | null }[] = [];
  for (const block of section.split(/\n(?=  \S)/).slice(1)) {
    const id = block.slice(2, block.indexOf(':\n')).replace(/^'|'$/g, '');
    const node = /engines: \{node: '([^']+)'/.exec(block)?.[1] ?? null;
    out.push({ id, node });
  }
  return out;
}

/**
 * The one known exception, an owner's decision (issue 34): pg-boss 12, the job queue, declares
 * Node >= 22.12, and no release that declares Node 20 has what the product needs (the PGlite
 * adapter, Citus-local tables, job groups per shop). Its code was read for Node 22 APIs and none
 * is used; every test (and CI) runs it on Node 20. Install prints one engine warning for it.
 * Pinned exactly in the catalog, so a newer release is checked again before it is taken.
 */
const KNOWN_NODE_22 = new Set(['pg-boss@12.38.0']);

describe('a clean install on the Node version the README promises', () => {
  it(`every installed package accepts the oldest Node the README promises (${promised})`, () => {
    const oldest = semver.minVersion(promised)!.version;
    const refused: string[] = [];
    const locked = lockedEngines();
    expect(locked.length).toBeGreaterThan(300);
    for (const { id, node } of locked) {
      if (KNOWN_NODE_22.has(id)) continue;
      if (node && !semver.satisfies(oldest, node, { includePrerelease: true })) {
        refused.push(`${id} wants node ${node}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('every direct dependency that ships agent skills has a decision, so install asks nothing', () => {
    const workspace = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
    const manifests = [
      'package.json',
      ...['apps', 'packages'].flatMap((d) =>
        readdirSync(join(root, d)).map((p) => join(d, p, 'package.json')),
      ),
      'e2e/package.json',
    ].filter((p) => existsSync(join(root, p)));
    const undecided: string[] = [];
    for (const file of manifests) {
      const manifest = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<
        string,
        Record<string, string> | undefined
      >;
      const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
      for (const name of names) {
        const dir = join(root, file.replace(/package\.json$/, ''), 'node_modules', name, 'skills');
        if (!existsSync(dir)) continue;
        const ships = readdirSync(dir, { recursive: true }).some((f) =>
          String(f).endsWith('SKILL.md'),
        );
        if (ships && !workspace.includes(`"${name}":\n    skills:`))
          undecided.push(`${name} (${file})`);
      }
    }
    expect(undecided).toEqual([]);
  });
});
