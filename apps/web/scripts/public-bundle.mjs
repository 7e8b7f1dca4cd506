// The public site's JavaScript budget (issue 9): what a visitor's browser downloads for a public
// route — the entry chunk, everything it imports statically, and the route's lazy page chunk with
// its own static imports — must stay under 150 kB gzip and carry no back-office code.
// Used by test/bundle-budget.test.ts (which builds) and by `node scripts/check-public-bundle.mjs`
// (which reads an existing dist/).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 150_000;

/** Each public route and the page module it lazy-loads. */
export const PUBLIC_ROUTES = {
  '/': 'src/public/pages/HomePage.tsx',
  '/about-us': 'src/public/pages/AboutPage.tsx',
  '/services': 'src/public/pages/ServicesPage.tsx',
  '/get-a-quote': 'src/public/pages/QuotePage.tsx',
  '/store': 'src/public/pages/StorePage.tsx',
  '/suggestions': 'src/public/pages/SuggestionsPage.tsx',
  '/solar': 'src/public/pages/LandingPage.tsx',
};

/** Modules no public route may download (matched against module ids or chunk sources). */
export const FORBIDDEN = [
  /\/src\/admin\//,
  /\/src\/master\//,
  /\/src\/BackOfficeProviders/,
  /recharts/,
  /@mantine\/charts/,
  /@mantine\/dates/,
  /@mantine\/dropzone/,
  /@mantine\/modals/,
  /xlsx/,
  /@tanstack\/react-query/,
  /@trpc\/client/,
  // The domain barrel's validators: public code imports only its plain data and functions.
  /node_modules\/.*\/zod\//,
  /decimal\.js/,
];

function closure(manifest, key, seen) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const next of chunk.imports ?? []) closure(manifest, next, seen);
}

/**
 * Per route: the chunk files it downloads and their gzip size. `manifest` is Vite's
 * .vite/manifest.json; `readChunk(file)` returns the bytes of an emitted file.
 */
export function measureRoutes(manifest, readChunk) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk');
  const gzipOf = new Map();
  const sizeOf = (file) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readChunk(file), { level: 9 }).length);
    return gzipOf.get(file);
  };
  return Object.entries(PUBLIC_ROUTES).map(([route, page]) => {
    if (!manifest[page]) throw new Error(`${page} (route ${route}) is not a chunk of its own`);
    const keys = new Set();
    closure(manifest, entryKey, keys);
    closure(manifest, page, keys);
    const files = [...keys].map((key) => manifest[key].file).filter((f) => f.endsWith('.js'));
    const sources = [...keys].map((key) => manifest[key].src ?? key);
    const gzipBytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
    return { route, page, files, sources, gzipBytes };
  });
}

/** Reads dist/.vite/manifest.json and measures every public route. */
export function measureDist(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  return measureRoutes(manifest, (file) => readFileSync(join(distDir, file)));
}

/** Problems with a measurement: over budget, or a forbidden source among the route's chunks. */
export function budgetProblems(routes, modulesOfFile = () => []) {
  const problems = [];
  for (const r of routes) {
    if (r.gzipBytes > BUDGET_BYTES)
      problems.push(
        `${r.route}: ${(r.gzipBytes / 1000).toFixed(1)} kB gzip > ${BUDGET_BYTES / 1000} kB`,
      );
    const ids = [...r.sources, ...r.files.flatMap((file) => modulesOfFile(file))];
    for (const id of ids) {
      const rule = FORBIDDEN.find((pattern) => pattern.test(id));
      if (rule) problems.push(`${r.route}: downloads ${id} (${rule})`);
    }
  }
  return problems;
}

export function formatRoutes(routes) {
  return routes
    .map(
      (r) =>
        `${r.route.padEnd(14)} ${(r.gzipBytes / 1000).toFixed(1).padStart(6)} kB gzip  (${r.files.length} files)`,
    )
    .join('\n');
}
