import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUDGET_BYTES,
  PUBLIC_ROUTES,
  budgetProblems,
  formatRoutes,
  measureDist,
  type RouteMeasure,
} from '../scripts/public-bundle.mjs';

// Builds the web app exactly as `pnpm build` does (into a temporary folder) and holds every
// public route to the budget: entry + its static imports + the page chunk ≤ 150 kB gzip, and no
// back-office, master, chart, spreadsheet or data-layer module among them.
const root = resolve(import.meta.dirname, '..');
let outDir = '';
let routes: RouteMeasure[] = [];
const modulesByFile = new Map<string, string[]>();

/** Records which source modules ended up in which emitted chunk. */
const recordModules: Plugin = {
  name: 'record-chunk-modules',
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type === 'chunk') modulesByFile.set(output.fileName, [...output.moduleIds]);
    }
  },
};

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'gst-web-budget-'));
  // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      mode: 'production',
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'silent',
      plugins: [recordModules],
      build: { outDir, emptyOutDir: true, manifest: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  routes = measureDist(outDir);
  console.log(`Public JavaScript per route:\n${formatRoutes(routes)}`);
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('public bundle budget', () => {
  it('measures every public route, each page in a chunk of its own', () => {
    expect(routes.map((r) => r.route).sort()).toEqual(Object.keys(PUBLIC_ROUTES).sort());
    const manifest = JSON.parse(
      readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { isDynamicEntry?: boolean }>;
    for (const page of Object.values(PUBLIC_ROUTES))
      expect(manifest[page]?.isDynamicEntry).toBe(true);
  });

  it(`keeps each public route's JavaScript under ${BUDGET_BYTES / 1000} kB gzip`, () => {
    for (const route of routes) {
      expect(route.gzipBytes, `${route.route}: ${route.files.join(', ')}`).toBeLessThanOrEqual(
        BUDGET_BYTES,
      );
    }
  });

  it('downloads no admin, master, chart, spreadsheet or React Query/tRPC client code', () => {
    const problems = budgetProblems(routes, (file) => modulesByFile.get(file) ?? []);
    expect(problems).toEqual([]);
    // The check itself sees modules: the back-office chunk does contain what the public must not.
    const everything = [...modulesByFile.values()].flat();
    expect(everything.some((id) => id.includes('/src/admin/'))).toBe(true);
    expect(everything.some((id) => id.includes('@tanstack/react-query'))).toBe(true);
  });
});
