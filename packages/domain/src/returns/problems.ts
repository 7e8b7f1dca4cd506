import { validateGstin } from '../gstin';
import { isKnownStateCode } from '../states';
import { isRegistered, type ReturnDocument, type ReturnDocumentKind } from './common';

/**
 * What would make the GST portal refuse a period's GSTR-1 (issue 17), each naming the document
 * to fix: a line without a valid HSN (Table 12 takes HSN from the portal's list: 4 to 8 digits,
 * at least the shop's minimum), a registered recipient whose GSTIN fails its check, a place of
 * supply that is not a state code. Cancelled documents are not reported, so they are skipped.
 */
export type ReturnProblemField = 'hsn' | 'gstin' | 'placeOfSupply';

export type ReturnProblem = {
  kind: ReturnDocumentKind;
  documentId: string | null;
  documentNumber: string;
  field: ReturnProblemField;
  message: string;
};

const KIND_LABEL: Record<ReturnDocumentKind, string> = {
  invoice: 'Invoice',
  'credit-note': 'Credit note',
  'debit-note': 'Debit note',
};

export function returnProblems(
  documents: readonly ReturnDocument[],
  { hsnMinDigits = 4 }: { hsnMinDigits?: number } = {},
): ReturnProblem[] {
  const problems: ReturnProblem[] = [];
  for (const d of documents) {
    if (d.status !== 'issued') continue;
    const at = (field: ReturnProblemField, what: string) =>
      problems.push({
        kind: d.kind,
        documentId: d.id ?? null,
        documentNumber: d.number,
        field,
        message: `${KIND_LABEL[d.kind]} ${d.number}: ${what}`,
      });
    if (isRegistered(d)) {
      const check = validateGstin(d.recipientGstin);
      if (!check.ok)
        at('gstin', `the recipient's GSTIN ${d.recipientGstin} is not valid (${check.error})`);
    }
    if (!isKnownStateCode(d.placeOfSupply))
      at('placeOfSupply', `the place of supply (${d.placeOfSupply}) is not a state code`);
    d.lines.forEach((line, i) => {
      // A non-GST line is in Table 8 only, not in Table 12: the portal asks no HSN of it.
      if (line.taxability === 'non-gst') return;
      const name = line.product ? ` (${line.product})` : '';
      const hsn = line.hsn.trim();
      if (hsn === '') at('hsn', `line ${i + 1}${name} has no HSN code`);
      else if (!/^\d{4,8}$/.test(hsn))
        at('hsn', `line ${i + 1}${name} has HSN '${hsn}': use 4 to 8 digits`);
      else if (hsn.length < hsnMinDigits)
        at(
          'hsn',
          `line ${i + 1}${name} has HSN ${hsn}: the shop reports at least ${hsnMinDigits} digits`,
        );
    });
  }
  return problems;
}
