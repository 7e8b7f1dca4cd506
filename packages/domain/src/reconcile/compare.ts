import { prepare } from './prepare';
import { matchedPair } from './result';
import { pairs, RECON_RULES, type ReconRule } from './rules';
import type { PortalDocument, ReconDocument, ReconOptions, ReconPair } from './types';

/** A pair no rule makes: whatever differs is reported, as a Mismatch. */
const BY_HAND: ReconRule = {
  name: 'residual',
  outcome: 'Mismatch',
  level: 'gstin',
  number: 'any',
  amounts: 'any',
  particulars: false,
};

/**
 * One books document against one 2B document that a person paired (linked by hand, or a
 * suggestion accepted): the outcome of the first rule that would pair them (their GSTIN, or PAN,
 * group being the same), else a Mismatch; with every field that differs, as `reconcile` reports a
 * pair. `rule` is absent when no rule pairs them.
 */
export function compareLinked(
  books: ReconDocument,
  portal: PortalDocument,
  options: ReconOptions = {},
): ReconPair {
  const run = prepare([books], [portal], options);
  const [b, p] = [run.books[0], run.portal[0]];
  if (!b || !p) throw new RangeError('compareLinked needs one document on each side');
  const rule = RECON_RULES.find(
    (r) =>
      (r.level === 'gstin'
        ? b.group === p.group
        : run.panLevel && b.pan !== '' && b.pan === p.pan) && pairs(r, run, b, p),
  );
  const pair = matchedPair(run, rule ?? BY_HAND, b, p);
  if (!rule) delete pair.rule;
  return pair;
}
