import { formatDateTimeIN, stateName, type Gstr1, type Gstr3bPayment } from '@gst/domain';
import type { WorkbookSheet } from '@gst/documents';
import type { ExcludedMonth, Gstr3bJson } from './returns.compute';
import { gstr3bSheets } from './returns.workbook-3b';
import type { FiledPeriod } from './returns.periods';
import { amendmentSheets } from '../amendments/amendments.workbook';

/**
 * GSTR-1 and GSTR-3B as a workbook with one sheet per section (issue 17), the columns of the
 * offline tool's Excel template: one row per invoice or note and rate (the portal's items), per
 * B2CS or HSN summary row, per document series. Amounts are the JSON's, so the sheets and the
 * JSON cannot disagree.
 */
type Item = { rt: number; txval: number; iamt?: number; camt?: number; samt?: number };

/** '27-Maharashtra', as the offline tool's Excel template writes a place of supply. */
const place = (pos: string) => `${pos}-${stateName(Number(pos)) ?? 'Unknown'}`;
const heads = (i: Item) => ({
  Rate: i.rt,
  'Taxable Value': i.txval,
  'Integrated Tax': i.iamt ?? 0,
  'Central Tax': i.camt ?? 0,
  'State/UT Tax': i.samt ?? 0,
  Cess: 0,
});
const HEADS = ['Rate', 'Taxable Value', 'Integrated Tax', 'Central Tax', 'State/UT Tax', 'Cess'];

type SectionInvoice = { inum: string; idt: string; val: number };

const invoiceCells = (inv: SectionInvoice) => ({
  'Invoice Number': inv.inum,
  'Invoice Date': inv.idt,
  'Invoice Value': inv.val,
});

/** A section's rows: one per invoice and rate (the portal's items), the invoice's cells first. */
function perInvoiceRate<
  G extends { inv: readonly (SectionInvoice & { itms: readonly (Item | { itm_det: Item })[] })[] },
>(groups: readonly G[], cells: (group: G, inv: G['inv'][number]) => Record<string, unknown>) {
  return groups.flatMap((g) =>
    g.inv.flatMap((inv) =>
      inv.itms.map((i) => ({ ...cells(g, inv), ...heads('itm_det' in i ? i.itm_det : i) })),
    ),
  );
}

/** Where the workbook's figures come from: the filed copy, and the months a quarter left out. */
export type WorkbookAbout = {
  filed: FiledPeriod | null;
  excluded: readonly ExcludedMonth[];
  /** GSTR-3B Table 6.1 (issue 32): the 'gstr3b-setoff' sheet. */
  payment?: Gstr3bPayment;
};

/**
 * A 'filed' sheet when the period is served from its filed copy (when and by whom, the hashes
 * and the settings of the filing) and an 'excluded' sheet naming the months a quarter leaves
 * out because they were filed on their own (issue 28 item 7).
 */
function aboutSheets({ filed, excluded }: WorkbookAbout): WorkbookSheet[] {
  const sheets: WorkbookSheet[] = [];
  const copy = filed?.copy;
  if (filed && copy) {
    const rows = [
      ['Period', `${filed.label} (${filed.period})`],
      ['Filed at', formatDateTimeIN(filed.filedAt)],
      ['Filed by', filed.filedBy ?? ''],
      ['GSTIN', copy.gstin || 'unregistered'],
      ['State', place(String(copy.stateCode).padStart(2, '0'))],
      ['Frequency', copy.frequency === 'quarterly' ? 'Quarterly (QRMP)' : 'Monthly'],
      ['GSTR-1 SHA-256', copy.gstr1Sha256],
      ['GSTR-3B SHA-256', copy.gstr3bSha256],
    ].map(([Field, Value]) => ({ Field, Value }));
    sheets.push({ name: 'filed', rows, columns: ['Field', 'Value'] });
  }
  if (excluded.length > 0) {
    const rows = excluded.map((m) => ({
      Period: m.period,
      Month: m.label,
      From: m.from,
      To: m.to,
      Reason: 'Filed on its own: in that return, not in this one',
    }));
    sheets.push({ name: 'excluded', rows, columns: ['Period', 'Month', 'From', 'To', 'Reason'] });
  }
  return sheets;
}

export function returnsWorkbookSheets(
  gstr1: Gstr1,
  gstr3b: Gstr3bJson,
  about: WorkbookAbout = { filed: null, excluded: [] },
): WorkbookSheet[] {
  const b2b = perInvoiceRate(gstr1.b2b, (g, inv) => ({
    'GSTIN of Recipient': g.ctin,
    ...invoiceCells(inv),
    'Place Of Supply': place(inv.pos),
    'Reverse Charge': inv.rchrg,
    'Invoice Type': inv.inv_typ,
  }));
  const b2cl = perInvoiceRate(gstr1.b2cl, (g, inv) => ({
    ...invoiceCells(inv),
    'Place Of Supply': place(g.pos),
  }));
  const exp = perInvoiceRate(gstr1.exp, (g, inv) => ({
    'Export Type': g.exp_typ,
    ...invoiceCells(inv),
    'Port Code': inv.sbpcode ?? '',
    'Shipping Bill Number': inv.sbnum ?? '',
    'Shipping Bill Date': inv.sbdt ?? '',
  }));
  // Table 8, as the offline tool's 'exemp' sheet: one row per kind of supply (issue 30).
  const exemp = (gstr1.nil?.inv ?? []).map((r) => ({
    Description: NIL_SUPPLY_LABELS[r.sply_ty] ?? r.sply_ty,
    'Nil Rated Supplies': r.nil_amt,
    'Exempted(other than nil rated/non GST supply)': r.expt_amt,
    'Non-GST Supplies': r.ngsup_amt,
  }));
  const b2cs = gstr1.b2cs.map((r) => ({
    'Supply Type': r.sply_ty,
    Type: r.typ,
    'Place Of Supply': place(r.pos),
    ...heads(r),
  }));
  type NoteEntry = {
    nt_num: string;
    nt_dt: string;
    ntty: string;
    pos: string;
    val: number;
    typ?: string;
    itms: readonly { itm_det: Item }[];
  };
  const noteRows = (ctin: string, n: NoteEntry) =>
    n.itms.map((i) => ({
      'GSTIN of Recipient': ctin,
      'UR Type': n.typ ?? '',
      'Note Number': n.nt_num,
      'Note Date': n.nt_dt,
      'Note Type': n.ntty,
      'Place Of Supply': place(n.pos),
      'Note Value': n.val,
      ...heads(i.itm_det),
    }));
  const cdnr = gstr1.cdnr.flatMap((g) => g.nt.flatMap((n) => noteRows(g.ctin, n)));
  const cdnur = gstr1.cdnur.flatMap((n) => noteRows('', n));
  const hsnRows = (
    rows: readonly (Item & { hsn_sc: string; desc: string; uqc: string; qty: number })[],
  ) =>
    rows.map((r) => ({
      HSN: r.hsn_sc,
      Description: r.desc,
      UQC: r.uqc,
      'Total Quantity': r.qty,
      ...heads(r),
    }));
  const hsnSheets: WorkbookSheet[] =
    'data' in gstr1.hsn
      ? [{ name: 'hsn', rows: hsnRows(gstr1.hsn.data), columns: HSN_COLUMNS }]
      : [
          { name: 'hsn(b2b)', rows: hsnRows(gstr1.hsn.hsn_b2b), columns: HSN_COLUMNS },
          { name: 'hsn(b2c)', rows: hsnRows(gstr1.hsn.hsn_b2c), columns: HSN_COLUMNS },
        ];
  const NATURE: Record<number, string> = {
    1: 'Invoices for outward supply',
    4: 'Debit Note',
    5: 'Credit Note',
    6: 'Receipt voucher',
    8: 'Refund voucher',
  };
  const docs = gstr1.doc_issue.doc_det.flatMap((d) =>
    d.docs.map((r) => ({
      'Nature of Document': NATURE[d.doc_num] ?? String(d.doc_num),
      'Sr. No. From': r.from,
      'Sr. No. To': r.to,
      'Total Number': r.totnum,
      Cancelled: r.cancel,
      'Net Issued': r.net_issue,
    })),
  );
  const sheet = (name: string, rows: readonly Record<string, unknown>[], columns: string[]) => ({
    name,
    rows,
    columns,
  });
  return [
    sheet('b2b', b2b, [
      'GSTIN of Recipient',
      'Invoice Number',
      'Invoice Date',
      'Invoice Value',
      'Place Of Supply',
      'Reverse Charge',
      'Invoice Type',
      ...HEADS,
    ]),
    sheet('b2cl', b2cl, [
      'Invoice Number',
      'Invoice Date',
      'Invoice Value',
      'Place Of Supply',
      ...HEADS,
    ]),
    sheet('exp', exp, [
      'Export Type',
      'Invoice Number',
      'Invoice Date',
      'Invoice Value',
      'Port Code',
      'Shipping Bill Number',
      'Shipping Bill Date',
      ...HEADS,
    ]),
    sheet('b2cs', b2cs, ['Supply Type', 'Type', 'Place Of Supply', ...HEADS]),
    sheet('exemp', exemp, [
      'Description',
      'Nil Rated Supplies',
      'Exempted(other than nil rated/non GST supply)',
      'Non-GST Supplies',
    ]),
    sheet('cdnr', cdnr, NOTE_COLUMNS),
    sheet('cdnur', cdnur, NOTE_COLUMNS),
    // Issue 30: b2ba, b2csa, cdnra when the period has amendments.
    ...amendmentSheets(gstr1),
    ...hsnSheets,
    sheet('docs', docs, [
      'Nature of Document',
      'Sr. No. From',
      'Sr. No. To',
      'Total Number',
      'Cancelled',
      'Net Issued',
    ]),
    ...gstr3bSheets(gstr3b, about.payment),
    ...aboutSheets(about),
  ];
}

const HSN_COLUMNS = ['HSN', 'Description', 'UQC', 'Total Quantity', ...HEADS];
/** Table 8's kinds of supply as the offline tool's 'exemp' sheet names them. */
const NIL_SUPPLY_LABELS: Record<string, string> = {
  INTRB2B: 'Inter-State supplies to registered persons',
  INTRAB2B: 'Intra-State supplies to registered persons',
  INTRB2C: 'Inter-State supplies to unregistered persons',
  INTRAB2C: 'Intra-State supplies to unregistered persons',
};
const NOTE_COLUMNS = [
  'GSTIN of Recipient',
  'UR Type',
  'Note Number',
  'Note Date',
  'Note Type',
  'Place Of Supply',
  'Note Value',
  ...HEADS,
];
