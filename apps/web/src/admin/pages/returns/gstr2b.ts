import type { ReturnFrequency } from './periods';

/**
 * The GSTR-2B panel's pure parts (issue 32): which files may be sent, what the import's answer
 * says, and the months a return period holds (GSTR-2B is monthly, a QRMP quarter is three).
 */

/** The server's limit on the file (GSTR2B_MAX_BYTES in the API's gstr2b.schema.ts). */
export const GSTR2B_MAX_BYTES = 4 * 1024 * 1024;

/** What the portal's download is called and where to find it, for the empty state and refusals. */
export const PORTAL_PATH = 'Returns → GSTR-2B → Download JSON';

/** 'MMYYYY' → 'October 2026'. */
export function monthLabel(period: string): string {
  const month = Number(period.slice(0, 2));
  const year = Number(period.slice(2));
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The GSTR-2B months of a return period: the month itself, or for a quarterly shop the quarter
 * named by its last month (the portal makes a GSTR-2B for each month of a QRMP quarter).
 */
export function gstr2bMonths(period: string, frequency: ReturnFrequency | undefined): string[] {
  if (frequency !== 'quarterly') return [period];
  const month = Number(period.slice(0, 2));
  const year = period.slice(2);
  if (month % 3 !== 0) return [period];
  return [month - 2, month - 1, month].map((m) => `${String(m).padStart(2, '0')}${year}`);
}

/**
 * Why a picked file cannot be sent, or null when it can: only the portal's JSON (by its name or
 * type), not empty, at most 4 MB. Checked in the browser so a wrong file never leaves it.
 */
export function gstr2bFileProblem(file: {
  name: string;
  size: number;
  type: string;
}): string | null {
  const name = file.name.toLowerCase();
  const isJson = name.endsWith('.json') || file.type === 'application/json';
  if (!isJson) {
    if (/\.xlsx?$/.test(name)) {
      return `${file.name} is an Excel file: import the JSON instead (GST portal: ${PORTAL_PATH}).`;
    }
    return `${file.name} is not a JSON file: only the GSTR-2B JSON downloaded from the GST portal (${PORTAL_PATH}) can be imported.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > GSTR2B_MAX_BYTES) {
    return `${file.name} is larger than 4 MB; a GSTR-2B downloaded from the portal is far smaller.`;
  }
  return null;
}

/**
 * What is sent as `file`: the parsed object when the text is a JSON object (no second escaping
 * of the text inside the request), else the text itself, for the server to say what is wrong.
 */
export function gstr2bPayload(text: string): string | Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // Not JSON: the server answers why, in its own words.
  }
  return text;
}

export type DiffCounts = { added: number; removed: number; changed: number };

/** The counts of an import's diff against the one it replaced (null for a first import). */
export function diffCounts(diff: unknown): DiffCounts | null {
  if (!diff || typeof diff !== 'object') return null;
  const d = diff as Record<string, unknown>;
  const count = (key: string) => {
    const list = d[key];
    return Array.isArray(list) ? list.length : 0;
  };
  return { added: count('added'), removed: count('removed'), changed: count('changed') };
}

/** '2 added, 1 removed, 0 changed'. */
export const diffLine = (c: DiffCounts) =>
  `${c.added} added, ${c.removed} removed, ${c.changed} changed`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The success notification: the month and the number of documents, and when the import replaced
 * an earlier one, what changed against it.
 */
export function importedMessage(result: {
  period: string;
  documentCount: number;
  replacedImportId: string | null;
  diff: unknown;
}): string {
  const first = `GSTR-2B for ${monthLabel(result.period)} imported: ${plural(result.documentCount, 'document', 'documents')}.`;
  const counts = diffCounts(result.diff);
  if (!result.replacedImportId || !counts) return first;
  return `${first} It replaced the earlier import: ${diffLine(counts)}.`;
}

/** The portal's `itcavl` as the table shows it. */
export function itcLabel(itcAvailable: string): string {
  if (itcAvailable === 'N') return 'No';
  if (itcAvailable === 'T') return 'Temporary';
  return 'Yes';
}

/** A section's name as the portal's GSTR-2B tabs call it. */
export const SECTION_LABELS: Record<string, string> = {
  b2b: 'B2B',
  b2ba: 'B2B (amended)',
  cdnr: 'Credit/debit notes',
  cdnra: 'Credit/debit notes (amended)',
  isd: 'ISD',
  isda: 'ISD (amended)',
  impg: 'Import of goods',
  impgsez: 'Import from SEZ',
};

/** 'Credit note' for a cdnr 'C', 'Debit note' for 'D'; otherwise the section's label. */
export function documentKind(section: string, documentType: string): string {
  if (section.startsWith('cdnr')) {
    const note = documentType === 'C' ? 'Credit note' : 'Debit note';
    return section === 'cdnra' ? `${note} (amended)` : note;
  }
  return SECTION_LABELS[section] ?? section;
}

/** IGST + CGST + SGST + cess of 2-decimal strings, summed in paise: '1234.50'. */
export function taxTotal(h: { igst: string; cgst: string; sgst: string; cess: string }): string {
  const paise = [h.igst, h.cgst, h.sgst, h.cess].reduce(
    (sum, value) => sum + Math.round(Number(value) * 100),
    0,
  );
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The portal's reasons (`rsn`) in a table cell's few words; the server's full text goes beside. */
const REASON_SHORT: Record<string, string> = {
  P: 'POS rule',
  C: 'Filed after cut-off',
};
export const reasonShort = (reason: string | null, text: string | null): string | null =>
  reason ? (REASON_SHORT[reason] ?? text ?? reason) : null;
