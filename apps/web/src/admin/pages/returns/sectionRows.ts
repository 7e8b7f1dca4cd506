import { formatDate, stateName, type Gstr1, type Gstr1SectionKey } from '@gst/domain';

/**
 * The rows behind a GSTR-1 card (issue 17): each section of the offline tool's JSON flattened
 * to one row per invoice, note or summary line, with its items' tax heads summed, so the drawer
 * shows what the card counts. Places of supply are shown as state names, dates as '05 Oct 2025'.
 */
export type CellKind = 'text' | 'money' | 'number' | 'rate';
/** `wrap`: long text (GSTR-3B's nature of supplies) may wrap; other cells stay on one line. */
export type SectionColumn = { key: string; header: string; kind: CellKind; wrap?: boolean };
export type SectionCell = string | number;
export type SectionRow = { id: string; cells: Record<string, SectionCell> };
export type SectionTable = { columns: SectionColumn[]; rows: SectionRow[] };

type Heads = { txval: number; iamt?: number; camt?: number; samt?: number };

const text = (key: string, header: string): SectionColumn => ({ key, header, kind: 'text' });
const money = (key: string, header: string): SectionColumn => ({ key, header, kind: 'money' });

const TAX_COLUMNS: SectionColumn[] = [
  money('taxable', 'Taxable value'),
  money('igst', 'IGST'),
  money('cgst', 'CGST'),
  money('sgst', 'SGST/UTGST'),
];

/** Sums in paise: the JSON's amounts have 2 decimals, and floats would drift when added. */
function sumHeads(items: readonly Heads[]) {
  const paise = (pick: (h: Heads) => number | undefined) =>
    items.reduce((sum, h) => sum + Math.round((pick(h) ?? 0) * 100), 0) / 100;
  return {
    taxable: paise((h) => h.txval),
    igst: paise((h) => h.iamt),
    cgst: paise((h) => h.camt),
    sgst: paise((h) => h.samt),
  };
}

/** '07' → 'Delhi'; a code the state list does not know stays as given. */
export function placeName(pos: string): string {
  return stateName(Number(pos)) ?? pos;
}

/** The portal's 'dd-mm-yyyy' as '05 Oct 2025'. */
export function portalDateLabel(date: string): string {
  const [d, m, y] = date.split('-');
  return d && m && y ? formatDate(`${y}-${m}-${d}`) : date;
}

const INVOICE_TYPES: Record<string, string> = {
  R: 'Regular',
  SEWP: 'SEZ with payment',
  SEWOP: 'SEZ without payment',
  DE: 'Deemed export',
};
const invoiceType = (type: string, reverseCharge: string) =>
  `${INVOICE_TYPES[type] ?? type}${reverseCharge === 'Y' ? ', reverse charge' : ''}`;

const EXPORT_TYPES: Record<string, string> = {
  WPAY: 'With IGST',
  WOPAY: 'Without IGST (LUT)',
};
const NOTE_TYPES: Record<string, string> = { C: 'Credit note', D: 'Debit note' };
const UNREGISTERED_NOTE_TYPES: Record<string, string> = {
  B2CL: 'B2C large',
  EXPWP: 'Export with IGST',
  EXPWOP: 'Export without IGST',
};
const SUPPLY_TYPES: Record<string, string> = { INTRA: 'Intra-state', INTER: 'Inter-state' };
const DOCUMENT_NATURES: Record<number, string> = {
  1: 'Invoices for outward supply',
  4: 'Debit notes',
  5: 'Credit notes',
  6: 'Receipt vouchers',
  8: 'Refund vouchers',
};
const NIL_SUPPLY_TYPES: Record<string, string> = {
  INTRB2B: 'Inter-state, registered',
  INTRAB2B: 'Intra-state, registered',
  INTRB2C: 'Inter-state, unregistered',
  INTRAB2C: 'Intra-state, unregistered',
};

const rows = (key: string, cells: Record<string, SectionCell>[]): SectionRow[] =>
  cells.map((c, i) => ({ id: `${key}-${i}`, cells: c }));

export function sectionTable(gstr1: Gstr1, key: Gstr1SectionKey): SectionTable {
  switch (key) {
    case 'b2b':
      return {
        columns: [
          text('gstin', 'Recipient GSTIN'),
          text('number', 'Invoice No'),
          text('date', 'Date'),
          money('value', 'Invoice value'),
          text('place', 'Place of supply'),
          text('type', 'Type'),
          ...TAX_COLUMNS,
        ],
        rows: rows(
          key,
          gstr1.b2b.flatMap((party) =>
            party.inv.map((inv) => ({
              gstin: party.ctin,
              number: inv.inum,
              date: portalDateLabel(inv.idt),
              value: inv.val,
              place: placeName(inv.pos),
              type: invoiceType(inv.inv_typ, inv.rchrg),
              ...sumHeads(inv.itms.map((i) => i.itm_det)),
            })),
          ),
        ),
      };
    case 'b2cl':
      return {
        columns: [
          text('number', 'Invoice No'),
          text('date', 'Date'),
          money('value', 'Invoice value'),
          text('place', 'Place of supply'),
          ...TAX_COLUMNS,
        ],
        rows: rows(
          key,
          gstr1.b2cl.flatMap((group) =>
            group.inv.map((inv) => ({
              number: inv.inum,
              date: portalDateLabel(inv.idt),
              value: inv.val,
              place: placeName(group.pos),
              ...sumHeads(inv.itms.map((i) => i.itm_det)),
            })),
          ),
        ),
      };
    case 'exp':
      return {
        columns: [
          text('number', 'Invoice No'),
          text('date', 'Date'),
          money('value', 'Invoice value'),
          text('type', 'Export type'),
          money('taxable', 'Taxable value'),
          money('igst', 'IGST'),
        ],
        rows: rows(
          key,
          gstr1.exp.flatMap((group) =>
            group.inv.map((inv) => {
              const heads = sumHeads(inv.itms);
              return {
                number: inv.inum,
                date: portalDateLabel(inv.idt),
                value: inv.val,
                type: EXPORT_TYPES[group.exp_typ] ?? group.exp_typ,
                taxable: heads.taxable,
                igst: heads.igst,
              };
            }),
          ),
        ),
      };
    case 'b2cs':
      return {
        columns: [
          text('supply', 'Supply'),
          text('place', 'Place of supply'),
          { key: 'rate', header: 'Rate', kind: 'rate' },
          ...TAX_COLUMNS,
        ],
        rows: rows(
          key,
          gstr1.b2cs.map((row) => ({
            supply: SUPPLY_TYPES[row.sply_ty] ?? row.sply_ty,
            place: placeName(row.pos),
            rate: row.rt,
            ...sumHeads([row]),
          })),
        ),
      };
    case 'nil':
      return {
        columns: [
          text('supply', 'Supply'),
          money('nil', 'Nil rated'),
          money('exempt', 'Exempted'),
          money('nongst', 'Non-GST'),
        ],
        rows: rows(
          key,
          (gstr1.nil?.inv ?? []).map((row) => ({
            supply: NIL_SUPPLY_TYPES[row.sply_ty] ?? row.sply_ty,
            nil: row.nil_amt,
            exempt: row.expt_amt,
            nongst: row.ngsup_amt,
          })),
        ),
      };
    case 'cdnr':
      return {
        columns: [
          text('gstin', 'Recipient GSTIN'),
          text('number', 'Note No'),
          text('date', 'Date'),
          text('type', 'Type'),
          money('value', 'Note value'),
          text('place', 'Place of supply'),
          ...TAX_COLUMNS,
        ],
        rows: rows(
          key,
          gstr1.cdnr.flatMap((party) =>
            party.nt.map((note) => ({
              gstin: party.ctin,
              number: note.nt_num,
              date: portalDateLabel(note.nt_dt),
              type: NOTE_TYPES[note.ntty] ?? note.ntty,
              value: note.val,
              place: placeName(note.pos),
              ...sumHeads(note.itms.map((i) => i.itm_det)),
            })),
          ),
        ),
      };
    case 'cdnur':
      return {
        columns: [
          text('number', 'Note No'),
          text('date', 'Date'),
          text('type', 'Type'),
          text('reported', 'Reported as'),
          money('value', 'Note value'),
          text('place', 'Place of supply'),
          ...TAX_COLUMNS,
        ],
        rows: rows(
          key,
          gstr1.cdnur.map((note) => ({
            number: note.nt_num,
            date: portalDateLabel(note.nt_dt),
            type: NOTE_TYPES[note.ntty] ?? note.ntty,
            reported: UNREGISTERED_NOTE_TYPES[note.typ] ?? note.typ,
            value: note.val,
            place: placeName(note.pos),
            ...sumHeads(note.itms.map((i) => i.itm_det)),
          })),
        ),
      };
    case 'hsn': {
      const split = 'data' in gstr1.hsn ? null : gstr1.hsn;
      const tabbed = split
        ? [
            ...split.hsn_b2b.map((row) => ({ row, tab: 'B2B' })),
            ...split.hsn_b2c.map((row) => ({ row, tab: 'B2C' })),
          ]
        : 'data' in gstr1.hsn
          ? gstr1.hsn.data.map((row) => ({ row, tab: '' }))
          : [];
      return {
        columns: [
          ...(split ? [text('tab', 'Tab')] : []),
          text('hsn', 'HSN'),
          text('uqc', 'Unit'),
          { key: 'qty', header: 'Quantity', kind: 'number' },
          { key: 'rate', header: 'Rate', kind: 'rate' },
          ...TAX_COLUMNS,
        ],
        rows: rows(
          key,
          tabbed.map(({ row, tab }) => ({
            ...(split ? { tab } : {}),
            hsn: row.hsn_sc,
            uqc: row.uqc,
            qty: row.qty,
            rate: row.rt,
            ...sumHeads([row]),
          })),
        ),
      };
    }
    case 'doc_issue':
      return {
        columns: [
          text('nature', 'Documents'),
          text('from', 'From'),
          text('to', 'To'),
          { key: 'total', header: 'Total', kind: 'number' },
          { key: 'cancelled', header: 'Cancelled', kind: 'number' },
          { key: 'net', header: 'Net issued', kind: 'number' },
        ],
        rows: rows(
          key,
          gstr1.doc_issue.doc_det.flatMap((nature) =>
            nature.docs.map((doc) => ({
              nature: DOCUMENT_NATURES[nature.doc_num] ?? String(nature.doc_num),
              from: doc.from,
              to: doc.to,
              total: doc.totnum,
              cancelled: doc.cancel,
              net: doc.net_issue,
            })),
          ),
        ),
      };
  }
}
