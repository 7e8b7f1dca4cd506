import type { Gstr3b, Gstr3bComplete } from '@gst/domain';
import { placeName, type SectionColumn, type SectionTable } from './sectionRows';

/**
 * GSTR-3B as the panel shows it (places as state names): 3.1, 3.2, and since issue 32 3.1 (d),
 * Table 4 and Table 5 (absent in a copy filed before).
 */
export type Gstr3bShown = Omit<Gstr3b, 'sup_details'> & {
  sup_details: Gstr3b['sup_details'] & Partial<Pick<Gstr3bComplete['sup_details'], 'isup_rev'>>;
} & Partial<Pick<Gstr3bComplete, 'itc_elg' | 'inward_sup'>>;

const money = (key: string, header: string): SectionColumn => ({ key, header, kind: 'money' });

export const TABLE_3_1_ROWS = [
  {
    key: 'osup_det',
    nature: '(a) Outward taxable supplies (other than zero rated, nil rated and exempted)',
  },
  { key: 'osup_zero', nature: '(b) Outward taxable supplies (zero rated)' },
  { key: 'osup_nil_exmp', nature: '(c) Other outward supplies (nil rated, exempted)' },
  { key: 'isup_rev', nature: '(d) Inward supplies (liable to reverse charge)' },
  { key: 'osup_nongst', nature: '(e) Non-GST outward supplies' },
] as const;

/** A row's heads: (b) has IGST only, (c) and (e) a value only (the offline tool's keys). */
type Heads = { txval: number; iamt?: number; camt?: number; samt?: number };

export function table31(gstr3b: Gstr3bShown): SectionTable {
  return {
    columns: [
      { key: 'nature', header: 'Nature of supplies', kind: 'text', wrap: true },
      money('taxable', 'Taxable value'),
      money('igst', 'IGST'),
      money('cgst', 'CGST'),
      money('sgst', 'SGST/UTGST'),
    ],
    rows: TABLE_3_1_ROWS.flatMap(({ key, nature }) => {
      const h: Heads | undefined = gstr3b.sup_details[key];
      if (!h) return [];
      return {
        id: key,
        cells: {
          nature,
          taxable: h.txval,
          igst: h.iamt ?? 0,
          cgst: h.camt ?? 0,
          sgst: h.samt ?? 0,
        },
      };
    }),
  };
}

export function table32(gstr3b: Gstr3bShown): SectionTable {
  return {
    columns: [
      { key: 'place', header: 'Place of supply', kind: 'text' },
      money('taxable', 'Taxable value'),
      money('igst', 'IGST'),
    ],
    // Unregistered persons by place; UIN holders' rows say so (composition dealers are not
    // recorded in the books, so that list stays empty).
    rows: [
      ...gstr3b.inter_sup.unreg_details.map((row) => ({ row, whom: '' })),
      ...gstr3b.inter_sup.uin_details.map((row) => ({ row, whom: ' (UIN holders)' })),
      ...gstr3b.inter_sup.comp_details.map((row) => ({ row, whom: ' (composition)' })),
    ].map(({ row, whom }) => ({
      id: `${row.pos}${whom}`,
      cells: { place: `${placeName(row.pos)}${whom}`, taxable: row.txval, igst: row.iamt },
    })),
  };
}

const HEAD_COLUMNS = [money('igst', 'IGST'), money('cgst', 'CGST'), money('sgst', 'SGST/UTGST')];
type Tax = { iamt: number; camt: number; samt: number };
const taxCells = (t: Tax) => ({ igst: t.iamt, cgst: t.camt, sgst: t.samt });

export const TABLE_4_LABELS: Record<string, string> = {
  'avl-IMPG': '(A)(1) Import of goods',
  'avl-IMPS': '(A)(2) Import of services',
  'avl-ISRC': '(A)(3) Inward supplies liable to reverse charge',
  'avl-ISD': '(A)(4) Inward supplies from ISD',
  'avl-OTH': '(A)(5) All other ITC',
  'rev-RUL': '(B)(1) As per rules 38, 42 & 43 and section 17(5)',
  'rev-OTH': '(B)(2) Others (Rule 37: unpaid after 180 days)',
  net: '(C) Net ITC available (A) − (B)',
  'inelg-RUL': '(D)(1) ITC reclaimed, reversed under (B)(2) earlier',
  'inelg-OTH': '(D)(2) Ineligible under s.16(4) or place-of-supply rules',
};

/** Table 4 (eligible ITC), or null for a copy filed before issue 32. */
export function table4(gstr3b: Gstr3bShown): SectionTable | null {
  const itc = gstr3b.itc_elg;
  if (!itc) return null;
  const rows = [
    ...itc.itc_avl.map((r) => ({ id: `avl-${r.ty}`, t: r })),
    ...itc.itc_rev.map((r) => ({ id: `rev-${r.ty}`, t: r })),
    { id: 'net', t: itc.itc_net },
    ...itc.itc_inelg.map((r) => ({ id: `inelg-${r.ty}`, t: r })),
  ];
  return {
    columns: [{ key: 'details', header: 'Details', kind: 'text', wrap: true }, ...HEAD_COLUMNS],
    rows: rows.map(({ id, t }) => ({
      id,
      cells: { details: TABLE_4_LABELS[id] ?? id, ...taxCells(t) },
    })),
  };
}

/** Table 5 (exempt, nil-rated and non-GST inward supplies), or null for an older copy. */
export function table5(gstr3b: Gstr3bShown): SectionTable | null {
  const rows = gstr3b.inward_sup?.isup_details;
  if (!rows) return null;
  return {
    columns: [
      { key: 'nature', header: 'Nature of supplies', kind: 'text', wrap: true },
      money('inter', 'Inter-State'),
      money('intra', 'Intra-State'),
    ],
    rows: rows.map((r) => ({
      id: r.ty,
      cells: {
        nature:
          r.ty === 'GST'
            ? 'From a supplier under composition scheme, exempt and nil rated supply'
            : 'Non-GST supply',
        inter: r.inter,
        intra: r.intra,
      },
    })),
  };
}
