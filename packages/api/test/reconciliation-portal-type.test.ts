// @engines pglite
// Pure: how a GSTR-2B section and note type read as a reconciliation document type, no database.
import { describe, expect, it } from 'vitest';
import { portalDocumentType } from '../src/services/reconciliation/reconciliation.load';

/**
 * Review item 6a (issue 32): a purchase return is in the books as the supplier's credit note, so
 * GSTR-2B's `cdnr`/`cdnra` documents must read as credit notes (`ntty` 'C') or debit notes ('D'),
 * never as invoices; the engine then pairs them (packages/domain/test/reconcile-supplier-notes).
 */
describe('portalDocumentType', () => {
  it('reads cdnr and cdnra by ntty, b2b as invoices, imports as bills of entry', () => {
    expect(portalDocumentType('cdnr', 'C')).toBe('credit-note');
    expect(portalDocumentType('cdnra', 'C')).toBe('credit-note');
    expect(portalDocumentType('cdnr', 'D')).toBe('debit-note');
    expect(portalDocumentType('b2b', 'R')).toBe('invoice');
    expect(portalDocumentType('b2ba', 'R')).toBe('invoice');
    expect(portalDocumentType('impg', '')).toBe('bill-of-entry');
  });
});
