/**
 * The returns bench's cross-check (issue 17): the service's GSTR-1/3B and the hand-written SQL's
 * compared section by section to the paisa, then as whole documents.
 */
export type Row = Record<string, number>;
export type Heads = {
  n: number;
  val: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
};
export const paise = (x: unknown) => Math.round(Number(x ?? 0) * 100);

/** Per section: entries, Σ value and Σ tax heads in paise (qty in thousandths for HSN). */
export function sectionTotals(r: any): Record<string, Heads & Record<string, number>> {
  const zero = (): Heads => ({ n: 0, val: 0, txval: 0, iamt: 0, camt: 0, samt: 0 });
  const addHeads = (t: Heads, h: Row) => {
    t.txval += paise(h.txval);
    t.iamt += paise(h.iamt);
    t.camt += paise(h.camt);
    t.samt += paise(h.samt);
  };
  const docs = (entries: any[], itemOf: (i: any) => Row = (i) => i.itm_det) => {
    const t = zero();
    for (const d of entries) {
      t.n += 1;
      t.val += paise(d.val);
      for (const i of d.itms ?? []) addHeads(t, itemOf(i));
    }
    return t;
  };
  const rows = (list: any[], extra?: (t: any, row: any) => void) => {
    const t: any = zero();
    for (const row of list) {
      t.n += 1;
      addHeads(t, row);
      extra?.(t, row);
    }
    return t;
  };
  const qty = (t: any, row: any) => (t.qty = (t.qty ?? 0) + Math.round(Number(row.qty) * 1000));
  const g1 = r.gstr1;
  const g3 = r.gstr3b;
  const out: Record<string, any> = {
    b2b: docs(g1.b2b.flatMap((g: any) => g.inv)),
    b2cl: docs(g1.b2cl.flatMap((g: any) => g.inv)),
    exp: docs(
      g1.exp.flatMap((g: any) => g.inv),
      (i) => i,
    ),
    b2cs: rows(g1.b2cs),
    cdnr: docs(g1.cdnr.flatMap((g: any) => g.nt)),
    cdnur: docs(g1.cdnur),
    hsn_b2b: rows(g1.hsn.hsn_b2b, qty),
    hsn_b2c: rows(g1.hsn.hsn_b2c, qty),
    '3b 3.1(a)': rows([g3.sup_details.osup_det]),
    '3b 3.1(b)': rows([g3.sup_details.osup_zero]),
    '3b 3.1(c)': rows([g3.sup_details.osup_nil_exmp]),
    '3b 3.2': rows(g3.inter_sup.unreg_details),
  };
  for (const d of g1.doc_issue.doc_det) {
    const x = d.docs[0];
    out[`doc_issue ${d.doc_num}`] = { n: x.totnum, cancel: x.cancel, net: x.net_issue };
  }
  return out;
}

/** The first path where two JSON values differ (order of arrays counts, of keys not). */
export function firstDifference(a: unknown, b: unknown, path = '$'): string | undefined {
  if (typeof a === 'number' && typeof b === 'number')
    return a === b ? undefined : `${path}: ${a} vs ${b}`;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const d = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
    return undefined;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of [...keys].sort()) {
      const d = firstDifference(
        (a as Record<string, unknown>)[k],
        (b as Record<string, unknown>)[k],
        `${path}.${k}`,
      );
      if (d) return d;
    }
    return undefined;
  }
  return a === b ? undefined : `${path}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`;
}
