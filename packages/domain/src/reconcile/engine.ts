import { prepare, type Prepared, type Run } from './prepare';
import { matchedPair, missingPair } from './result';
import { pairs, RECON_RULES, type ReconRule } from './rules';
import {
  RECON_OUTCOMES,
  type ReconDocument,
  type ReconOptions,
  type ReconOutcome,
  type ReconPair,
  type ReconResult,
  type PortalDocument,
} from './types';

/**
 * Reconciles the books (purchase bills, supplier notes, bills of entry) with GSTR-2B.
 *
 * The rules (rules.ts) are tried in order; in each, the books documents still unpaired are taken
 * in their canonical order (supplier GSTIN, type, date, normal number, id) and each is paired with
 * the first 2B document still unpaired that the rule accepts, trying them nearest date first (on
 * equal distance the earlier date, then the 2B canonical order). So a document is paired at most
 * once, the stricter rules win, and the result does not depend on the order of the input.
 *
 * Nothing is compared with everything: a "same number" rule looks its candidates up by group and
 * normal number, a fuzzy or residual rule takes the unpaired 2B documents of the group within the
 * date window, nearest first, at most `maxCandidates` of them (256).
 */
export function reconcile(
  books: readonly ReconDocument[],
  portal: readonly PortalDocument[],
  options: ReconOptions = {},
): ReconResult {
  const run = prepare(books, portal, options);
  const links = new Map<Prepared, { rule: ReconRule; portal: Prepared }>();
  const keyIndexes = new Map<ReconRule['level'], Map<string, Prepared[]>>();

  for (const rule of RECON_RULES) {
    if (rule.level === 'pan' && !run.panLevel) continue;
    const groupOf = (d: Prepared) => (rule.level === 'gstin' ? d.group : d.pan);
    let candidatesOf: (b: Prepared) => Iterable<Prepared>;
    if (rule.number === 'same') {
      let index = keyIndexes.get(rule.level);
      if (!index)
        keyIndexes.set(rule.level, (index = indexBy(run.portal, (d) => groupOf(d), true)));
      const byKey = index;
      candidatesOf = (b) => nearestFirst(byKey.get(`${groupOf(b)}\u0000${b.key}`), b);
    } else {
      const byGroup = indexBy(run.portal, groupOf, false);
      if (rule.level === 'pan') for (const list of byGroup.values()) list.sort(byDay);
      candidatesOf = (b) => withinWindow(byGroup.get(groupOf(b)), b, run);
    }
    for (const b of run.books) {
      if (b.matched || groupOf(b) === '') continue;
      for (const p of candidatesOf(b)) {
        if (p.matched || !pairs(rule, run, b, p)) continue;
        b.matched = p.matched = true;
        links.set(b, { rule, portal: p });
        break;
      }
    }
  }

  const result: ReconPair[] = [];
  for (const b of run.books) {
    const link = links.get(b);
    result.push(link ? matchedPair(run, link.rule, b, link.portal) : missingPair(run, 'books', b));
  }
  for (const p of run.portal) if (!p.matched) result.push(missingPair(run, 'portal', p));
  const counts = Object.fromEntries(RECON_OUTCOMES.map((o) => [o, 0])) as Record<
    ReconOutcome,
    number
  >;
  for (const pair of result) counts[pair.outcome]++;
  return { pairs: result, counts };
}

const byDay = (a: Prepared, b: Prepared): number => a.day - b.day || a.order - b.order;

/**
 * The unpaired 2B documents by group (and normal number when `withKey`), each list in canonical
 * order: sorted by date within a GSTIN group already (the PAN groups are sorted after).
 */
function indexBy(
  portal: readonly Prepared[],
  groupOf: (d: Prepared) => string,
  withKey: boolean,
): Map<string, Prepared[]> {
  const index = new Map<string, Prepared[]>();
  for (const p of portal) {
    const group = groupOf(p);
    if (p.matched || group === '') continue;
    const key = withKey ? `${group}\u0000${p.key}` : group;
    const list = index.get(key);
    if (list) list.push(p);
    else index.set(key, [p]);
  }
  return index;
}

function nearestFirst(list: readonly Prepared[] | undefined, b: Prepared): readonly Prepared[] {
  if (!list) return [];
  if (list.length === 1) return list;
  return [...list].sort(
    (x, y) =>
      Math.abs(x.day - b.day) - Math.abs(y.day - b.day) || x.day - y.day || x.order - y.order,
  );
}

/** The first index of `list` (sorted by day) whose day is at least `day`. */
function lowerBound(list: readonly Prepared[], day: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as Prepared).day < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The documents of `list` (sorted by day, then canonical order) dated within the window of `b`,
 * nearest first (a tie to the earlier date; within a day in canonical order), at most
 * `maxCandidates`; the ones paired meanwhile are skipped by the caller.
 */
function* withinWindow(
  list: readonly Prepared[] | undefined,
  b: Prepared,
  run: Run,
): Generator<Prepared> {
  if (!list) return;
  let left = lowerBound(list, b.day) - 1;
  let right = left + 1;
  let given = 0;
  while (given < run.maxCandidates) {
    const l = list[left];
    const r = list[right];
    const dl = l && b.day - l.day <= run.window ? b.day - l.day : Infinity;
    const dr = r && r.day - b.day <= run.window ? r.day - b.day : Infinity;
    if (dl === Infinity && dr === Infinity) return;
    if (dl <= dr) {
      // The whole day to the left, in canonical order.
      const day = (l as Prepared).day;
      let start = left;
      while (start > 0 && (list[start - 1] as Prepared).day === day) start--;
      for (let i = start; i <= left && given < run.maxCandidates; i++, given++) {
        yield list[i] as Prepared;
      }
      left = start - 1;
    } else {
      yield r as Prepared;
      given++;
      right++;
    }
  }
}
