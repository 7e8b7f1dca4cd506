import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The key-set check of issue 30 (must hold): every object of every GSTR-1 section and of GSTR-3B
 * has the keys the offline tools' formats have, no more and no fewer, compared recursively with
 * the public references in ../shared/refs/gst (india-compliance's GSTR-1 portal-format examples
 * and its GSTR-3B template; read there, never copied into the repository). Used by the domain's
 * returns-keys.test.ts and by the service test of the returns the API serves.
 */
const REFS_DIR =
  process.env.GST_REFS_DIR ??
  resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../shared/refs/gst');

export function readRef(name: string): Record<string, unknown> {
  const path = join(REFS_DIR, name);
  if (!existsSync(path))
    throw new Error(`${path} is missing: the key-set check reads ../shared/refs/gst (its README)`);
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

/** What a reference value looks like: an object's keys (every element of a list merged). */
export type Shape = { keys?: Map<string, Shape>; items?: Shape };

export function shapeOf(value: unknown, into: Shape = {}): Shape {
  if (Array.isArray(value)) {
    into.items ??= {};
    for (const v of value) shapeOf(v, into.items);
  } else if (value !== null && typeof value === 'object') {
    into.keys ??= new Map();
    for (const [k, v] of Object.entries(value)) into.keys.set(k, shapeOf(v, into.keys.get(k)));
  }
  return into;
}

/**
 * Keys a reference writes that the product may leave out, each with its reason:
 * - diff_percent: the "Applicable % of tax rate" (65 %) of Notification 8/2020-IT and its kin,
 *   which never applies to this shop's supplies; the offline tool takes it as absent.
 */
const MAY_BE_ABSENT = new Set(['diff_percent']);

/** Keys the product writes beyond the reference at a path, with their reason (see callers). */
export type ExtraKeys = (path: string, key: string) => boolean;
export const noExtra: ExtraKeys = () => false;

/** Every difference of `value`'s keys from `shape`, by path ('b2cl[].inv[].itms[].itm_det.camt'). */
export function keyDifferences(
  value: unknown,
  shape: Shape,
  path: string,
  extra: ExtraKeys = noExtra,
): string[] {
  const out: string[] = [];
  if (Array.isArray(value)) {
    if (!shape.items) return [`${path}: a list where the reference has none`];
    for (const v of value) out.push(...keyDifferences(v, shape.items, `${path}[]`, extra));
    return [...new Set(out)];
  }
  if (value === null || typeof value !== 'object') {
    return shape.keys || shape.items ? [`${path}: a value where the reference has an object`] : [];
  }
  if (!shape.keys) return [`${path}: an object where the reference has a value`];
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  for (const k of keys) {
    const sub = shape.keys.get(k);
    if (sub) out.push(...keyDifferences(record[k], sub, `${path}.${k}`, extra));
    else if (!extra(path, k)) out.push(`${path}.${k}: not in the reference`);
  }
  for (const k of shape.keys.keys())
    if (!keys.includes(k) && !MAY_BE_ABSENT.has(k)) out.push(`${path}.${k}: missing`);
  return out;
}

/** GSTR-1 sections and the reference's example of each. */
export const GSTR1_SECTIONS: [string, string][] = [
  ['b2b', 'TestB2B'],
  ['b2cl', 'TestB2CL'],
  ['exp', 'TestExports'],
  ['b2cs', 'TestB2CS'],
  ['cdnr', 'TestCDNR'],
  ['cdnur', 'TestCDNUR'],
  ['nil', 'TestNilRated'],
  ['doc_issue', 'TestDOC_ISSUE'],
];

/** A GSTR-1 section's differences from the reference's example (none when it is not written). */
export function sectionKeyDifferences(gstr1: Record<string, unknown>, key: string): string[] {
  const ref = readRef('india-compliance.gstr1-gov-format-examples.json');
  const refKey = GSTR1_SECTIONS.find(([k]) => k === key)?.[1];
  if (!refKey) throw new Error(`no reference section for ${key}`);
  return gstr1[key] === undefined ? [] : keyDifferences(gstr1[key], shapeOf(ref[refKey]), key);
}

/**
 * Table 12's rows against the reference's: it predates GSTN's Phase-III split of Table 12 (from
 * May 2025: hsn_b2b and hsn_b2c, india-compliance PR #3222) and is an inter-State example, while
 * the portal's HSN rows carry camt and samt too (gst-domain.md §5), which intra-State rows need.
 */
export function hsnKeyDifferences(hsn: Record<string, unknown>): string[] {
  const ref = readRef('india-compliance.gstr1-gov-format-examples.json');
  const rows = shapeOf((ref.TestHSNSUM as { data: unknown }).data);
  const intraHeads: ExtraKeys = (_path, k) => k === 'camt' || k === 'samt';
  return Object.entries(hsn).flatMap(([tab, list]) =>
    ['hsn_b2b', 'hsn_b2c', 'data'].includes(tab)
      ? keyDifferences(list, rows, `hsn.${tab}`, intraHeads)
      : [`hsn.${tab}: not a Table 12 list`],
  );
}

/**
 * GSTR-3B ({gstin, ret_period, …}) against the template. The template's 3.2 lists are empty;
 * their entries are what india-compliance's gstr_3b_report.py appends: {txval, pos, iamt}. The
 * outward half of computeGstr3b only (3.1 (d), 4, 5 and 3.1.1 are added by completeGstr3b:
 * gstr3bTemplateDifferences below checks the whole).
 */
export function gstr3bKeyDifferences(gstr3b: Record<string, unknown>): string[] {
  const shape = shapeOf(readRef('india-compliance.gstr_3b_report_template.json'));
  const entry = shapeOf({ pos: '27', txval: 0, iamt: 0 });
  const inter = shape.keys?.get('inter_sup')?.keys;
  for (const list of ['unreg_details', 'comp_details', 'uin_details'])
    inter?.set(list, { items: entry });
  for (const k of ['inward_sup', 'itc_elg', 'eco_dtls']) shape.keys?.delete(k);
  shape.keys?.get('sup_details')?.keys?.delete('isup_rev');
  return keyDifferences(gstr3b, shape, '3b');
}

/**
 * The complete GSTR-3B (issue 32) against the template, walking both: every object has exactly
 * the template's keys, every value its type (number, string, list, object), every list whose
 * template entries carry a `ty` the same entries in the same order; a 3.2 list's entries are
 * {pos, txval, iamt} as above (the template's lists are empty). Nothing may be absent.
 */
export function gstr3bTemplateDifferences(gstr3b: unknown): string[] {
  const template = readRef('india-compliance.gstr_3b_report_template.json');
  const place = { pos: '27', txval: 0, iamt: 0 };
  const walk = (v: unknown, t: unknown, path: string): string[] => {
    if (Array.isArray(t)) {
      if (!Array.isArray(v)) return [`${path}: not a list`];
      if (t.length === 0) return v.flatMap((e, i) => walk(e, place, `${path}[${i}]`));
      const tys = (a: unknown[]) => a.map((e) => (e as { ty?: unknown }).ty).join(',');
      if (tys(v) !== tys(t)) return [`${path}: entries ${tys(v)}, template ${tys(t)}`];
      return v.flatMap((e, i) => walk(e, t[i], `${path}[${i}]`));
    }
    if (t !== null && typeof t === 'object') {
      if (v === null || typeof v !== 'object' || Array.isArray(v))
        return [`${path}: not an object`];
      const tk = Object.keys(t).sort();
      const vk = Object.keys(v).sort();
      const out = [
        ...vk.filter((k) => !tk.includes(k)).map((k) => `${path}.${k}: not in the template`),
        ...tk.filter((k) => !vk.includes(k)).map((k) => `${path}.${k}: missing`),
      ];
      for (const k of tk.filter((k) => vk.includes(k)))
        out.push(
          ...walk(
            (v as Record<string, unknown>)[k],
            (t as Record<string, unknown>)[k],
            `${path}.${k}`,
          ),
        );
      return out;
    }
    return typeof v === typeof t
      ? []
      : [`${path}: a ${typeof v} where the template has a ${typeof t}`];
  };
  return walk(gstr3b, template, '3b');
}
