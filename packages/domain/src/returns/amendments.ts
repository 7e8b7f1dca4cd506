import { computeGstr1 } from './gstr1';
import { computeGstr3b, type Gstr3b } from './gstr3b';
import type { ReturnDocument, ReturnDocumentKind } from './common';

/**
 * Amendments (issue 30): an invoice or note dated in a filed return period is never edited in
 * that period. It is corrected later, and the correction is reported in the return of the month
 * it is made in (CGST Act s.37(3), s.39(9)):
 * - GSTR-1 Table 9A `b2ba`: an invoice to a registered buyer, the original number and date
 *   (`oinum`, `oidt`) followed by the amended invoice exactly as `b2b` writes it;
 * - GSTR-1 Table 9C `cdnra`: a note to a registered buyer, `ont_num`, `ont_dt` and the amended
 *   note as `cdnr` writes it;
 * - GSTR-1 Table 10 `b2csa`: B2C (small) supplies are reported as monthly totals by place of
 *   supply and rate, so their amendment is the revised totals of the original month (`omon`)
 *   for that supply type and place of supply, rate by rate (`itms`), not the document;
 * - GSTR-3B: no amendment table; the difference (after − before) is added to the figures of the
 *   month the amendment is made in (the form's instructions: amendments of earlier returns are
 *   reported, with negative values where they lower them, in the current month's tables). A
 *   taxable domestic supply's difference goes to 3.1 (a) `osup_det` (and to 3.2 `inter_sup`
 *   when it is inter-State to an unregistered person), a zero-rated one (SEZ) to 3.1 (b)
 *   `osup_zero`: each to the row the original was reported in, because that is where the
 *   liability it corrects was declared.
 *
 * The offline tool's JSON for these sections is not in the stored GSTR-1 examples
 * (../shared/refs/gst/india-compliance.gstr1-gov-format-examples.json has only the original
 * sections); the keys are the GSTN GSTR-1 API's: b2ba `inv[]` = b2b's invoice + `oinum`,
 * `oidt`; cdnra `nt[]` = cdnr's note + `ont_num`, `ont_dt`; b2csa `{omon, sply_ty, pos, typ,
 * itms: [{rt, txval, iamt, camt, samt, csamt}]}` (the b2cs row's amounts, one item per rate).
 * B2CL, export and CDNUR amendments (b2cla, expa, cdnura) are not built: `amendmentSection`
 * says null and the service refuses them.
 */

/** A document's return figures at one revision (the amendments table's `before` / `after`). */
export type AmendmentFigures = ReturnDocument & {
  recipientName: string;
  recipientStateCode: number;
};

export type AmendmentEntry = {
  documentKind: ReturnDocumentKind;
  originalNumber: string;
  /** 'YYYY-MM-DD'. */
  originalDate: string;
  /** The filed period the original was reported in, 'MMYYYY'. */
  originalPeriod: string;
  /** 'YYYY-MM-DD' (India): its month's return reports it. */
  amendmentDate: string;
  before: AmendmentFigures;
  after: AmendmentFigures;
};

export type AmendmentSection = 'b2ba' | 'cdnra' | 'b2csa';

const asIssued = (d: ReturnDocument): ReturnDocument => ({ ...d, status: 'issued' });

/** GSTR-1 of one document alone: where it goes and what its entry says. */
const alone = (d: ReturnDocument) =>
  computeGstr1({ gstin: '', period: '', documents: [asIssued(d)] });

/** The section a document's amendment is reported in, or null when it is not built here. */
export function amendmentSection(d: ReturnDocument): AmendmentSection | null {
  const g = alone(d);
  if (g.b2b.length) return 'b2ba';
  if (g.cdnr.length) return 'cdnra';
  if (g.b2cs.length && !g.b2cl.length && !g.exp.length && !g.cdnur.length) return 'b2csa';
  return null;
}

/** 'YYYY-MM-DD' → 'dd-mm-yyyy'. */
const portalDate = (date: string) => date.split('-').reverse().join('-');

/** The last amendment of each document (entries in the order they were made). */
function latestPerDocument(entries: readonly AmendmentEntry[]) {
  const byDoc = new Map<string, AmendmentEntry>();
  for (const e of entries) byDoc.set(`${e.documentKind}|${e.originalNumber}`, e);
  return [...byDoc.values()];
}

/** Table 9A: amended invoices to registered buyers, by the (revised) buyer's GSTIN. */
export function buildB2ba(entries: readonly AmendmentEntry[]) {
  const byCtin = new Map<string, Record<string, unknown>[]>();
  for (const e of latestPerDocument(entries)) {
    if (e.documentKind !== 'invoice' || amendmentSection(e.after) !== 'b2ba') continue;
    const row = alone(e.after).b2b[0];
    if (!row) continue;
    for (const inv of row.inv) {
      const list = byCtin.get(row.ctin) ?? [];
      list.push({ oinum: e.originalNumber, oidt: portalDate(e.originalDate), ...inv });
      byCtin.set(row.ctin, list);
    }
  }
  return [...byCtin.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([ctin, inv]) => ({ ctin, inv }));
}

/** Table 9C: amended credit and debit notes to registered buyers, by GSTIN. */
export function buildCdnra(entries: readonly AmendmentEntry[]) {
  const byCtin = new Map<string, Record<string, unknown>[]>();
  for (const e of latestPerDocument(entries)) {
    if (e.documentKind === 'invoice' || amendmentSection(e.after) !== 'cdnra') continue;
    const row = alone(e.after).cdnr[0];
    if (!row) continue;
    for (const nt of row.nt) {
      const list = byCtin.get(row.ctin) ?? [];
      list.push({ ont_num: e.originalNumber, ont_dt: portalDate(e.originalDate), ...nt });
      byCtin.set(row.ctin, list);
    }
  }
  return [...byCtin.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([ctin, nt]) => ({ ctin, nt }));
}

/** A b2cs row as GSTR-1 writes it (amounts in rupees, 2 decimals). */
export type B2csRow = { sply_ty: string; pos: string; rt: number } & Record<string, unknown>;

/** Amount keys of a b2cs row: what the rate's item in b2csa carries. */
const AMOUNT_KEYS = ['txval', 'iamt', 'camt', 'samt', 'csamt'] as const;
type Paise = Record<(typeof AMOUNT_KEYS)[number], number>;
const paiseOf = (row: Record<string, unknown>): Paise => {
  const p = {} as Paise;
  for (const k of AMOUNT_KEYS) p[k] = Math.round(Number(row[k] ?? 0) * 100);
  return p;
};
const groupKey = (omon: string, r: { sply_ty: string; pos: string }) =>
  `${omon}|${r.sply_ty}|${r.pos}`;

/**
 * Table 10: for each original month, supply type and place of supply an amendment of this
 * period touched, the revised rate-wise totals of that month: what was filed (`filedB2cs` of
 * the original month, from its filed copy) plus the difference of every amendment of a B2C
 * (small) document of that month made up to the end of this period (`upTo`: this period's and
 * earlier periods' amendments; earlier ones were already reported as revised totals, which the
 * new totals replace).
 */
export function buildB2csa(
  thisPeriod: readonly AmendmentEntry[],
  upTo: readonly AmendmentEntry[],
  filedB2cs: (omon: string) => readonly B2csRow[],
) {
  const b2c = (e: AmendmentEntry) => amendmentSection(e.after) === 'b2csa';
  const touched = new Set<string>();
  for (const e of thisPeriod.filter(b2c)) {
    for (const r of [...alone(e.before).b2cs, ...alone(e.after).b2cs])
      touched.add(groupKey(e.originalPeriod, r));
  }
  // Revised totals per group and rate, in paise.
  const totals = new Map<string, Map<number, Paise>>();
  const add = (omon: string, r: B2csRow, sign: 1 | -1) => {
    const key = groupKey(omon, r);
    if (!touched.has(key)) return;
    const rates = totals.get(key) ?? new Map<number, Paise>();
    const sum = rates.get(r.rt) ?? paiseOf({});
    const p = paiseOf(r);
    for (const k of AMOUNT_KEYS) sum[k] += sign * p[k];
    rates.set(r.rt, sum);
    totals.set(key, rates);
  };
  const months = new Set([...touched].map((k) => k.split('|')[0] ?? ''));
  for (const omon of months) for (const r of filedB2cs(omon)) add(omon, r, 1);
  for (const e of upTo.filter(b2c)) {
    for (const r of alone(e.after).b2cs) add(e.originalPeriod, r, 1);
    for (const r of alone(e.before).b2cs) add(e.originalPeriod, r, -1);
  }
  return [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, rates]) => {
      const [omon = '', sply_ty = '', pos = ''] = key.split('|');
      return {
        omon,
        sply_ty,
        pos,
        typ: 'OE',
        itms: [...rates.entries()]
          .sort(([a], [b]) => a - b)
          .map(([rt, p]) => ({
            rt,
            txval: p.txval / 100,
            iamt: p.iamt / 100,
            camt: p.camt / 100,
            samt: p.samt / 100,
            csamt: p.csamt / 100,
          })),
      };
    });
}

/** The GSTR-1 amendment sections of a period; a section with nothing to report is left out. */
export function gstr1Amendments(
  thisPeriod: readonly AmendmentEntry[],
  upTo: readonly AmendmentEntry[],
  filedB2cs: (omon: string) => readonly B2csRow[],
) {
  const b2ba = buildB2ba(thisPeriod);
  const cdnra = buildCdnra(thisPeriod);
  const b2csa = buildB2csa(thisPeriod, upTo, filedB2cs);
  return {
    ...(b2ba.length ? { b2ba } : {}),
    ...(b2csa.length ? { b2csa } : {}),
    ...(cdnra.length ? { cdnra } : {}),
  };
}

type Numbers = Record<string, unknown>;

/** `into` + sign × `from`, key by key for numeric values, to the paisa. */
function addNumbers<T extends Numbers>(into: T, from: Numbers, sign: 1 | -1): T {
  const out: Numbers = { ...into };
  for (const [k, v] of Object.entries(from)) {
    if (typeof v !== 'number' || k === 'rt') continue;
    const base = typeof out[k] === 'number' ? out[k] : 0;
    out[k] = Math.round(base * 100 + sign * Math.round(v * 100)) / 100;
  }
  return out as T;
}

/** `into` + sign × `from` for a 3.2 list (by place of supply); places that end at 0 are kept. */
function addByPlace<T extends { pos: string }>(
  into: readonly T[],
  from: readonly T[],
  sign: 1 | -1,
): T[] {
  const map = new Map(into.map((r) => [r.pos, { ...r }]));
  for (const r of from) {
    const base = map.get(r.pos) ?? ({ pos: r.pos, txval: 0, iamt: 0 } as unknown as T);
    map.set(r.pos, addNumbers(base, r, sign));
  }
  return [...map.values()].sort((a, b) => a.pos.localeCompare(b.pos));
}

/**
 * GSTR-3B of the amendment month: `gstr3b` (its own documents) plus, for every amendment made
 * in it, GSTR-3B of the amended document minus GSTR-3B of the document as it was (the
 * difference lands in the row the original was reported in; see the top of this file).
 */
export function applyAmendmentsTo3b(gstr3b: Gstr3b, entries: readonly AmendmentEntry[]): Gstr3b {
  let out = gstr3b;
  for (const e of entries) {
    for (const [doc, sign] of [
      [e.after, 1],
      [e.before, -1],
    ] as const) {
      const g = computeGstr3b({ documents: [asIssued(doc)] });
      const sup = { ...out.sup_details };
      for (const key of Object.keys(sup) as (keyof typeof sup)[]) {
        sup[key] = addNumbers(sup[key], g.sup_details[key], sign) as never;
      }
      out = {
        ...out,
        sup_details: sup,
        inter_sup: {
          ...out.inter_sup,
          unreg_details: addByPlace(out.inter_sup.unreg_details, g.inter_sup.unreg_details, sign),
          uin_details: addByPlace(out.inter_sup.uin_details, g.inter_sup.uin_details, sign),
        },
      };
    }
  }
  return out;
}

/** For the Returns page: one row per amendment of the month (document, period, reason, Δ). */
export function amendmentDifference(e: Pick<AmendmentEntry, 'before' | 'after'>) {
  const sum = (d: AmendmentFigures) =>
    d.lines.reduce((p, l) => p + Math.round(Number(l.taxableValue) * 100), 0);
  const value = (d: AmendmentFigures) => Math.round(Number(d.value) * 100);
  return {
    taxableValue: (sum(e.after) - sum(e.before)) / 100,
    value: (value(e.after) - value(e.before)) / 100,
  };
}
