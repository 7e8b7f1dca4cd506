import { gstr2bDocuments } from '@gst/db/schema';

/**
 * The columns of a GSTR-2B document that the GSTR-2B view and reconciliation read: every one but
 * `raw` (the portal's JSON, ~0.5 kB a document, which neither reads: at 10,000 documents it was
 * half of reconciliation's load on PostgreSQL and two thirds on PGlite) and the document date,
 * which each names its own way.
 */
export const GSTR2B_DOCUMENT_COLUMNS = {
  id: gstr2bDocuments.id,
  section: gstr2bDocuments.section,
  supplierGstin: gstr2bDocuments.supplierGstin,
  supplierName: gstr2bDocuments.supplierName,
  documentType: gstr2bDocuments.documentType,
  number: gstr2bDocuments.number,
  placeOfSupply: gstr2bDocuments.placeOfSupply,
  reverseCharge: gstr2bDocuments.reverseCharge,
  taxableValue: gstr2bDocuments.taxableValue,
  igst: gstr2bDocuments.igst,
  cgst: gstr2bDocuments.cgst,
  sgst: gstr2bDocuments.sgst,
  cess: gstr2bDocuments.cess,
  itcAvailable: gstr2bDocuments.itcAvailable,
  reason: gstr2bDocuments.reason,
};
