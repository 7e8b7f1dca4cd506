#!/usr/bin/env node
// Usage: node scripts/check-public-bundle.mjs [distDir]   (after `pnpm --filter @gst/web build`)
// Exits 1 when a public route's JavaScript is over budget or pulls in back-office chunks.
import { resolve } from 'node:path';
import { BUDGET_BYTES, budgetProblems, formatRoutes, measureDist } from './public-bundle.mjs';

const dist = resolve(process.argv[2] ?? new URL('../dist', import.meta.url).pathname);
const routes = measureDist(dist);
console.log(
  `Public JavaScript per route (budget ${BUDGET_BYTES / 1000} kB gzip):\n${formatRoutes(routes)}`,
);
const problems = budgetProblems(routes);
if (problems.length) {
  console.error(`\nPublic bundle problems:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
