import type { z } from 'zod';
import { toMoney } from '../money';
import {
  KNOWN_SECTIONS,
  type ZBillOfEntry,
  ZGstr2bJson,
  type ZInvoice,
  type ZItem,
  type ZNote,
  type ZDocdata,
} from './gstr2b-shape';
import {
  gstr2bSummaryDifferences,
  summarizeGstr2b,
  type Gstr2bFileSummary,
  type Gstr2bSummaryDocument,
} from './gstr2b-summary';

/**
 * GSTR-2B as downloaded from the GST portal (issue 32; the format of
 * ../shared/refs/gst/india-compliance.test_gstr_2b.json): pure, no I/O. `parseGstr2b` checks the
 * file's shape, that it is the shop's GSTIN and the period asked for, reads every document of
 * `data.docdata` (b2b, b2ba, cdnr, cdnra, isd, isda, impg, impgsez) and refuses the file unless the
 * documents add up to its `itcsumm`, sub-section by sub-section, to the paisa.
 */
export type Gstr2bDocument = Gstr2bSummaryDocument & {
  section: 'b2b' | 'b2ba' | 'cdnr' | 'cdnra' | 'isd' | 'isda' | 'impg' | 'impgsez';
  /** '' for an import of goods (impg names no supplier). */
  supplierGstin: string;
  supplierName: string;
  number: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  /** Two-digit state code, or null where the section has none. */
  placeOfSupply: string | null;
  /** The portal's reason ITC is not available (`rsn`), or null. */
  reason: string | null;
  raw: Record<string, unknown>;
};

export type Gstr2bFile = {
  gstin: string;
  /** 'MMYYYY'. */
  period: string;
  /** The file's generation date (`gendt`), 'YYYY-MM-DD', or null when absent. */
  generatedOn: string | null;
  itcSummary: Gstr2bFileSummary;
  documents: Gstr2bDocument[];
};

export type Gstr2bParse = { ok: true; file: Gstr2bFile } | { ok: false; error: string };

const NOT_2B = 'This file is not a GSTR-2B downloaded from the GST portal';

type Sums = Pick<Gstr2bDocument, 'taxableValue' | 'igst' | 'cgst' | 'sgst' | 'cess'>;
function itemSums(items: readonly z.output<typeof ZItem>[]): Sums {
  const sum = (k: keyof Sums) =>
    items.reduce((s, i) => s.plus(toMoney(i[k === 'taxableValue' ? 'txval' : k])), toMoney(0));
  return {
    taxableValue: sum('taxableValue').toFixed(2),
    igst: sum('igst').toFixed(2),
    cgst: sum('cgst').toFixed(2),
    sgst: sum('sgst').toFixed(2),
    cess: sum('cess').toFixed(2),
  };
}

type Docdata = z.output<typeof ZDocdata>;
type Taxed = z.output<typeof ZInvoice> | z.output<typeof ZNote>;
type Raw = Record<string, unknown>;

/** Every document of `docdata`, in the file's order, section by section. */
function documentsOf(docdata: Docdata, raw: Raw): Gstr2bDocument[] {
  const out: Gstr2bDocument[] = [];
  const rawOf = (section: string, i: number, key: string, j: number): Raw => {
    const parties = raw[section] as Raw[] | undefined;
    const list = key ? (parties?.[i]?.[key] as Raw[] | undefined) : parties;
    return (key ? list?.[j] : parties?.[i]) ?? {};
  };
  const taxedDoc = (
    section: 'b2b' | 'b2ba' | 'cdnr' | 'cdnra',
    p: { ctin: string; trdnm: string },
    d: Taxed,
    number: string,
    r: Raw,
  ): Gstr2bDocument => ({
    section,
    supplierGstin: p.ctin,
    supplierName: p.trdnm,
    documentType: d.typ,
    number,
    date: d.dt,
    placeOfSupply: d.pos ?? null,
    reverseCharge: d.rev === 'Y',
    ...itemSums(d.items),
    itcAvailable: d.itcavl,
    reason: d.rsn ?? null,
    raw: r,
  });
  for (const section of ['b2b', 'b2ba'] as const) {
    docdata[section].forEach((p, i) =>
      p.inv.forEach((d, j) =>
        out.push(taxedDoc(section, p, d, d.inum, rawOf(section, i, 'inv', j))),
      ),
    );
  }
  for (const section of ['cdnr', 'cdnra'] as const) {
    docdata[section].forEach((p, i) =>
      p.nt.forEach((d, j) =>
        out.push(taxedDoc(section, p, d, d.ntnum, rawOf(section, i, 'nt', j))),
      ),
    );
  }
  for (const section of ['isd', 'isda'] as const) {
    docdata[section].forEach((p, i) =>
      p.doclist.forEach((d, j) =>
        out.push({
          section,
          supplierGstin: p.ctin,
          supplierName: p.trdnm,
          documentType: d.doctyp,
          number: d.docnum,
          date: d.docdt,
          placeOfSupply: null,
          reverseCharge: false,
          taxableValue: '0.00',
          igst: d.igst,
          cgst: d.cgst,
          sgst: d.sgst,
          cess: d.cess,
          itcAvailable: d.itcelg,
          reason: null,
          raw: rawOf(section, i, 'doclist', j),
        }),
      ),
    );
  }
  const boe = (
    section: 'impg' | 'impgsez',
    p: { ctin: string; trdnm: string },
    d: z.output<typeof ZBillOfEntry>,
    r: Raw,
  ): Gstr2bDocument => ({
    section,
    supplierGstin: p.ctin,
    supplierName: p.trdnm,
    documentType: d.isamd === 'Y' ? 'BOEA' : 'BOE',
    number: d.portcode ? `${d.portcode}/${d.boenum}` : d.boenum,
    date: d.boedt,
    placeOfSupply: null,
    reverseCharge: false,
    taxableValue: d.txval,
    igst: d.igst,
    cgst: '0.00',
    sgst: '0.00',
    cess: d.cess,
    itcAvailable: 'Y',
    reason: null,
    raw: r,
  });
  const none = { ctin: '', trdnm: '' };
  docdata.impg.forEach((d, i) => out.push(boe('impg', none, d, rawOf('impg', i, '', 0))));
  docdata.impgsez.forEach((p, i) =>
    p.boe.forEach((d, j) => out.push(boe('impgsez', p, d, rawOf('impgsez', i, 'boe', j)))),
  );
  return out;
}

/** Where a zod issue is, as a JSON path a person can find in the file. */
const pathOf = (path: readonly PropertyKey[]) =>
  path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .slice(1);

/**
 * Reads a GSTR-2B file for the shop `gstin` and the period `period` ('MMYYYY'). Refuses, saying
 * why: a file that is not a GSTR-2B, one for another GSTIN or period, a section the product does
 * not read, documents that do not add up to the file's `itcsumm`.
 */
export function parseGstr2b(
  json: unknown,
  expected: { gstin: string; period: string },
): Gstr2bParse {
  const parsed = ZGstr2bJson.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? pathOf(issue.path) : '';
    return {
      ok: false,
      error: `${NOT_2B} (${where ? `${where}: ` : ''}${issue?.message ?? 'unreadable'})`,
    };
  }
  const data = parsed.data.data;
  if (data.gstin !== expected.gstin) {
    return {
      ok: false,
      error: `This GSTR-2B is for ${data.gstin}; the shop's GSTIN is ${expected.gstin || 'not set'}`,
    };
  }
  if (data.rtnprd !== expected.period) {
    return { ok: false, error: `This GSTR-2B is for ${data.rtnprd}; you chose ${expected.period}` };
  }
  const rawDocdata = ((json as { data: Raw }).data.docdata ?? {}) as Raw;
  const unread = Object.entries(rawDocdata)
    .filter(([k, v]) => !KNOWN_SECTIONS.has(k) && Array.isArray(v) && v.length > 0)
    .map(([k]) => k);
  if (unread.length > 0) {
    return {
      ok: false,
      error: `This GSTR-2B has sections the product does not read yet: ${unread.join(', ')}`,
    };
  }
  const documents = documentsOf(data.docdata, rawDocdata);
  const differences = gstr2bSummaryDifferences(summarizeGstr2b(documents), data.itcsumm);
  if (differences.length > 0) {
    return {
      ok: false,
      error: `The documents of this GSTR-2B do not add up to its ITC summary (itcsumm) in ${differences.join('; ')}`,
    };
  }
  return {
    ok: true,
    file: {
      gstin: data.gstin,
      period: data.rtnprd,
      generatedOn: data.gendt ?? null,
      itcSummary: data.itcsumm,
      documents,
    },
  };
}
