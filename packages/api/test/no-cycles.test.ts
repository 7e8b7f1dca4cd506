// @engines pglite
// Pure: reads the source, the router or the error table, no database (docs/CONVENTIONS.md, Engines).
// The API package's shape, checked from the source itself so it holds even where eslint is
// switched off (docs/CONVENTIONS.md): no import cycle anywhere in src (type-only imports count:
// a type cycle is a layering mistake too), routers and REST never touch the database layer,
// services and infra never reach up into routers, REST or the procedure ladder.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(packageDir, 'src');

/** The part of madge's programmatic API used here (madge ships no types). */
type MadgeResult = {
  obj: () => Record<string, string[]>;
  circular: () => string[][];
  warnings: () => { skipped: string[] };
};
type Madge = (path: string, config: Record<string, unknown>) => Promise<MadgeResult>;
const madge = createRequire(import.meta.url)('madge') as Madge;

/** Every .ts file under src, as a path relative to src with `/` separators. */
function sourceFiles(dir = srcDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [toSrcPath(path)] : [];
  });
}

const toSrcPath = (path: string) => relative(srcDir, path).split(sep).join('/');

/** Static imports, re-exports, `import type` and dynamic `import()` of a file, as written. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(srcDir, file), 'utf8');
  return ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
}

/** madge's graph of src, read once for the tests below. */
let graph: Promise<MadgeResult> | undefined;
const importGraph = () =>
  (graph ??= madge(srcDir, {
    fileExtensions: ['ts'],
    tsConfig: join(packageDir, 'tsconfig.json'),
  }));

/** The folder of services a file is in ('invoices' for services/invoices/x.ts), else null. */
const serviceFolder = (file: string) => /^services\/([^/]+)\//.exec(file)?.[1] ?? null;

/** Folder cycles of a graph, as the folders of each strongly connected part (Tarjan). */
function cyclesOf(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const parts: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const part = stack.splice(stack.indexOf(node));
      if (part.length > 1) parts.push(part.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return parts;
}

describe('import graph of packages/api/src', () => {
  it('has no import cycle', { timeout: 60_000 }, async () => {
    const result = await importGraph();
    // Every file was read, and every relative import resolved: otherwise a cycle could hide.
    expect(Object.keys(result.obj()).sort()).toEqual(sourceFiles().sort());
    expect(result.warnings().skipped.filter((name) => name.startsWith('.'))).toEqual([]);

    const cycles = result.circular().map((cycle) => [...cycle, cycle[0]].join(' -> '));
    expect(cycles, `import cycles in packages/api/src:\n${cycles.join('\n')}\n`).toEqual([]);
  });

  it('has no cycle between the folders of services/', { timeout: 60_000 }, async () => {
    // A piece two domain folders need goes to services/shared/ (docs/CONVENTIONS.md); the
    // dependency check in `pnpm lint` holds the same rule (no-service-folder-cycle).
    const edges = new Map<string, Set<string>>();
    for (const [file, imports] of Object.entries((await importGraph()).obj())) {
      const from = serviceFolder(file);
      if (!from) continue;
      for (const to of imports.map(serviceFolder)) {
        if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
      }
    }
    expect(edges.size, 'the service folders were found').toBeGreaterThan(10);
    expect(cyclesOf(edges).map((part) => part.join(' <-> '))).toEqual([]);
  });
});

describe('layer boundaries of packages/api/src', () => {
  const files = sourceFiles();
  const under = (...folders: string[]) =>
    files.filter((file) => folders.some((folder) => file.startsWith(`${folder}/`)));

  it('routers and REST import neither @gst/db nor drizzle-orm (they call services)', () => {
    const databaseImport = /^(@gst\/db|drizzle-orm)(\/|$)/;
    const violations = under('routers', 'rest').flatMap((file) =>
      importsOf(file)
        .filter((name) => databaseImport.test(name))
        .map((name) => `${file} imports ${name}`),
    );
    expect(violations).toEqual([]);
  });

  it('services and infra import nothing from routers, REST, router.ts or trpc.ts', () => {
    const upperLayer = /^(routers|rest)(\/|$)|^(trpc|router)(\.ts)?$/;
    const violations = under('services', 'infra').flatMap((file) =>
      importsOf(file)
        .filter((name) => name.startsWith('.'))
        .filter((name) => upperLayer.test(toSrcPath(resolve(srcDir, dirname(file), name))))
        .map((name) => `${file} imports ${name}`),
    );
    expect(violations).toEqual([]);
  });

  it('routers and REST import nothing from infra (it runs SQL: they call a service)', () => {
    const violations = under('routers', 'rest').flatMap((file) =>
      importsOf(file)
        .filter((name) => name.startsWith('.'))
        .filter((name) => toSrcPath(resolve(srcDir, dirname(file), name)).startsWith('infra/'))
        .map((name) => `${file} imports ${name}`),
    );
    expect(violations).toEqual([]);
  });

  it('no file imports the package by its own name (@gst/api): relative paths only', () => {
    const violations = files.flatMap((file) =>
      importsOf(file)
        .filter((name) => /^@gst\/api(\/|$)/.test(name))
        .map((name) => `${file} imports ${name}`),
    );
    expect(violations).toEqual([]);
  });

  it('finds the layers it checks', () => {
    // Guards the two tests above against passing vacuously after a move.
    for (const folder of ['routers', 'rest', 'services', 'infra']) {
      expect(under(folder).length, folder).toBeGreaterThan(0);
    }
  });
});
