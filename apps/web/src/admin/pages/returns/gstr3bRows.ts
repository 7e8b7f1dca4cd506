import type { Gstr3b } from '@gst/domain';
import { placeName, type SectionColumn, type SectionTable } from './sectionRows';

/** GSTR-3B Tables 3.1 (a)(b)(c) and 3.2 as the panel shows them (places as state names). */
const money = (key: string, header: string): SectionColumn => ({ key, header, kind: 'money' });

export const TABLE_3_1_ROWS = [
  {
    key: 'osup_det',
    nature: '(a) Outward taxable supplies (other than zero rated, nil rated and exempted)',
  },
  { key: 'osup_zero', nature: '(b) Outward taxable supplies (zero rated)' },
  { key: 'osup_nil_exmp', nature: '(c) Other outward supplies (nil rated, exempted)' },
] as const;

export function table31(gstr3b: Gstr3b): SectionTable {
  return {
    columns: [
      { key: 'nature', header: 'Nature of supplies', kind: 'text', wrap: true },
      money('taxable', 'Taxable value'),
      money('igst', 'IGST'),
      money('cgst', 'CGST'),
      money('sgst', 'SGST/UTGST'),
    ],
    rows: TABLE_3_1_ROWS.map(({ key, nature }) => {
      const h = gstr3b.sup_details[key];
      return {
        id: key,
        cells: { nature, taxable: h.txval, igst: h.iamt, cgst: h.camt, sgst: h.samt },
      };
    }),
  };
}

export function table32(gstr3b: Gstr3b): SectionTable {
  return {
    columns: [
      { key: 'place', header: 'Place of supply', kind: 'text' },
      money('taxable', 'Taxable value'),
      money('igst', 'IGST'),
    ],
    rows: gstr3b.inter_sup.unreg_details.map((row) => ({
      id: row.pos,
      cells: { place: placeName(row.pos), taxable: row.txval, igst: row.iamt },
    })),
  };
}
