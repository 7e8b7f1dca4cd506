/// <reference lib="dom" />
/**
 * The accessibility specs' shared part (a11y.spec, a11y-backoffice.spec): axe-core over the page as
 * it is, one report line per page, and the check that fails a test on serious or critical
 * violations.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, settleIdle } from './fixtures';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;

interface PageReport {
  name: string;
  counts: Record<(typeof IMPACTS)[number], number>;
  blocking: string[];
}

export const reports: PageReport[] = [];

/** Runs axe on the page as it is now and records one report line. */
export async function audit(page: Page, name: string) {
  const begin = Date.now();
  await settleIdle(page);
  const settled = Date.now();
  // Only violations are listed in full: axe then skips building selectors and summaries for
  // every passing node (most of a run's CPU on a long table), and finds the same violations.
  const result = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .analyze();
  const took = `settle ${((settled - begin) / 1000).toFixed(1)} s, axe ${((Date.now() - settled) / 1000).toFixed(1)} s`;
  const counts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  const blocking: string[] = [];
  for (const violation of result.violations) {
    const impact = violation.impact ?? 'minor';
    counts[impact] += violation.nodes.length;
    if (impact === 'serious' || impact === 'critical') {
      const targets = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `${node.target.join(' ')}${node.failureSummary ? ` (${node.failureSummary.split('\n').slice(1, 2).join('').trim()})` : ''}`,
        );
      blocking.push(`${impact} ${violation.id}: ${violation.help} — ${targets.join('; ')}`);
    }
  }
  const report = { name, counts, blocking };
  reports.push(report);
  const line = IMPACTS.map((impact) => `${impact} ${counts[impact]}`).join(', ');
  console.log(`[a11y] ${name.padEnd(44)} ${line} (${took})`);
  for (const problem of blocking) console.log(`         ${problem}`);
  return report;
}

/** Fails the test, listing every page with serious or critical violations. */
export function expectNoBlocking(from: number) {
  const failing = reports.slice(from).filter((report) => report.blocking.length > 0);
  expect(
    failing.map((report) => `${report.name}: ${report.blocking.join(' | ')}`),
    'serious or critical axe violations',
  ).toEqual([]);
}

/** Prints how many pages a spec file checked. */
export function reportCount() {
  console.log(`[a11y] ${reports.length} pages checked`);
}
