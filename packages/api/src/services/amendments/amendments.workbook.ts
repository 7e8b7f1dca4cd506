import { stateName } from '@gst/domain';
import type { WorkbookSheet } from '@gst/documents';

/**
 * The returns workbook's amendment sheets (issue 30), after the offline tool's b2ba, b2csa and
 * cdnra sheets: one row per document (or original month and place) and rate, the original's
 * number and date (or month) first, the amounts the JSON has. Only the sections the period's
 * GSTR-1 has; none when nothing was amended.
 */
type Item = { rt: number; txval: number; iamt?: number; camt?: number; samt?: number };
type Entry = Record<string, unknown> & { itms: readonly ({ itm_det: Item } | Item)[] };
type Amended = {
  b2ba?: readonly { ctin: string; inv: readonly Entry[] }[];
  b2csa?: readonly Entry[];
  cdnra?: readonly { ctin: string; nt: readonly Entry[] }[];
};

const place = (pos: unknown) => `${String(pos)}-${stateName(Number(pos)) ?? 'Unknown'}`;
const HEADS = ['Rate', 'Taxable Value', 'Integrated Tax', 'Central Tax', 'State/UT Tax', 'Cess'];
const rows = (e: Entry, cells: Record<string, unknown>) =>
  e.itms.map((i) => {
    const t = 'itm_det' in i ? i.itm_det : i;
    return {
      ...cells,
      Rate: t.rt,
      'Taxable Value': t.txval,
      'Integrated Tax': t.iamt ?? 0,
      'Central Tax': t.camt ?? 0,
      'State/UT Tax': t.samt ?? 0,
      Cess: 0,
    };
  });

export function amendmentSheets(gstr1: object): WorkbookSheet[] {
  const { b2ba, b2csa, cdnra } = gstr1 as Amended;
  const sheets: WorkbookSheet[] = [];
  if (b2ba?.length) {
    const columns = ['GSTIN of Recipient', 'Original Invoice Number', 'Original Invoice Date'];
    const more = ['Revised Invoice Number', 'Revised Invoice Date', 'Invoice Value'];
    const tail = ['Place Of Supply', 'Reverse Charge', 'Invoice Type'];
    sheets.push({
      name: 'b2ba',
      columns: [...columns, ...more, ...tail, ...HEADS],
      rows: b2ba.flatMap((g) =>
        g.inv.flatMap((inv) =>
          rows(inv, {
            'GSTIN of Recipient': g.ctin,
            'Original Invoice Number': inv.oinum,
            'Original Invoice Date': inv.oidt,
            'Revised Invoice Number': inv.inum,
            'Revised Invoice Date': inv.idt,
            'Invoice Value': inv.val,
            'Place Of Supply': place(inv.pos),
            'Reverse Charge': inv.rchrg,
            'Invoice Type': inv.inv_typ,
          }),
        ),
      ),
    });
  }
  if (b2csa?.length) {
    sheets.push({
      name: 'b2csa',
      columns: ['Original Month', 'Supply Type', 'Type', 'Place Of Supply', ...HEADS],
      rows: b2csa.flatMap((r) =>
        rows(r, {
          'Original Month': r.omon,
          'Supply Type': r.sply_ty,
          Type: r.typ,
          'Place Of Supply': place(r.pos),
        }),
      ),
    });
  }
  if (cdnra?.length) {
    const head = ['GSTIN of Recipient', 'Original Note Number', 'Original Note Date'];
    const note = ['Revised Note Number', 'Revised Note Date', 'Note Type', 'Place Of Supply'];
    sheets.push({
      name: 'cdnra',
      columns: [...head, ...note, 'Note Value', ...HEADS],
      rows: cdnra.flatMap((g) =>
        g.nt.flatMap((n) =>
          rows(n, {
            'GSTIN of Recipient': g.ctin,
            'Original Note Number': n.ont_num,
            'Original Note Date': n.ont_dt,
            'Revised Note Number': n.nt_num,
            'Revised Note Date': n.nt_dt,
            'Note Type': n.ntty,
            'Place Of Supply': place(n.pos),
            'Note Value': n.val,
          }),
        ),
      ),
    });
  }
  return sheets;
}
