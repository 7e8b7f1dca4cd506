// @engines pglite postgres
// Requests within one shop's schema (bills, a GSTR-2B, decisions, the audit rows): on Citus the
// whole query goes to the worker holding it, as on PostgreSQL (scripts/test-engines.mjs).
import { describe, expect, it } from 'vitest';
import { sheetRows, XLSX_TYPE } from './catalogue-fixtures';
import { expectRestError, ownerSuite, trpcData, trpcError } from './helpers';
import {
  ALPHA_GSTIN,
  byBooks,
  byPortal,
  DOCS,
  gstr2b,
  PERIOD,
  portalId,
  S2,
  setupReconciliation,
  type Doc,
  type View,
} from './reconciliation-fixtures';

/** Reconciliation with GSTR-2B over HTTP (issue 32): the cases are in reconciliation-fixtures.ts. */
const suite = ownerSuite({}, setupReconciliation);
const as = (cookie: string) => ({ tenant: 'alpha', cookie });
const asB = () => ({ tenant: 'beta', cookie: suite.cookieB });

const view = async (opts = suite.asOwner()) =>
  trpcData<View>(await suite.h.trpcQuery('tenant.reconciliation.view', { period: PERIOD }, opts));
const act = (action: string, items: object[], note = '', opts = suite.asOwner()) =>
  suite.h.trpcMutation(
    'tenant.reconciliation.action',
    { period: PERIOD, action, items, note },
    opts,
  );
describe('reconciliation with GSTR-2B', () => {
  it('reports each case as its outcome', async () => {
    const v = await view();
    const { bills } = suite;
    expect(byBooks(v, bills.exact)).toMatchObject({
      outcome: 'Exact Match',
      status: 'matched-auto',
      portal: { number: 'INV-101' },
      differences: [],
    });
    expect(byBooks(v, bills.restyled)).toMatchObject({
      outcome: 'Suggested Match',
      status: 'open',
      portal: { number: 'inv-102' },
      differences: [{ field: 'BILL_NO', books: 'INV/2026-27/0102', portal: 'inv-102' }],
    });
    expect(byBooks(v, bills.off)).toMatchObject({
      outcome: 'Mismatch',
      portal: { number: 'INV-103' },
      differences: [
        { field: 'TAXABLE_VALUE', books: '10000.00', portal: '10050.00', difference: '-50.00' },
      ],
      taxableDifference: '-50.00',
      taxDifference: '0.00',
    });
    expect(byBooks(v, bills.missing)).toMatchObject({
      outcome: 'Missing in 2B',
      portal: null,
      taxableDifference: '10000.00',
      taxDifference: '1800.00',
    });
    expect(byPortal(v, 'B-999')).toMatchObject({ outcome: 'Missing in PR', books: null });
    expect(byPortal(v, 'EXP-9')).toMatchObject({ outcome: 'Missing in PR', books: null });
    expect(v.rows).toHaveLength(6);
    expect(v.summary.byOutcome).toEqual({
      'Exact Match': 1,
      'Suggested Match': 1,
      Mismatch: 1,
      'Missing in 2B': 1,
      'Missing in PR': 2,
    });
    expect(v.summary.itcAtRisk).toBe('1800.00');
  });

  it('a supplier summary lists its bills missing in 2B with their amounts', async () => {
    const reply = await suite.h.rest(
      'GET',
      `/api/reconciliation/supplier-summary?period=${PERIOD}&supplierGstin=${S2}`,
      suite.asOwner(),
    );
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.data).toMatchObject({
      shop: { gstin: ALPHA_GSTIN },
      supplier: { gstin: S2, name: 'Mumbai Modules' },
      documents: [{ number: 'B-201', date: '2026-05-10', taxable: '10000.00', igst: '1800.00' }],
      totals: { count: 1, taxable: '10000.00', igst: '1800.00', total: '11800.00' },
    });
  });

  it('accepts a suggestion, links by hand, marks pending, ignores, unlinks; refuses what does not hold', async () => {
    const { bills } = suite;
    let v = await view();
    const doc = {
      restyled: portalId(v, 'inv-102'),
      b999: portalId(v, 'B-999'),
      exp9: portalId(v, 'EXP-9'),
      inv101: portalId(v, 'INV-101'),
    };
    // Accept the suggested pair; accepting a pair the engine does not make is refused.
    trpcData(
      await act('accept', [{ purchaseBillId: bills.restyled, gstr2bDocumentId: doc.restyled }]),
    );
    const notSuggested = await act('accept', [
      { purchaseBillId: bills.missing, gstr2bDocumentId: doc.b999 },
    ]);
    expect(trpcError(notSuggested).message).toMatch(/link them by hand/);
    // Link by hand; the 2B document is then taken.
    trpcData(
      await act(
        'link',
        [{ purchaseBillId: bills.missing, gstr2bDocumentId: doc.b999 }],
        'Challan no.',
      ),
    );
    const taken = await act('link', [{ purchaseBillId: bills.exact, gstr2bDocumentId: doc.b999 }]);
    expect(trpcError(taken).data.httpStatus).toBe(409);
    expect(trpcError(taken).message).toMatch(/already linked .*unlink it first/);
    trpcData(await act('pending', [{ purchaseBillId: bills.off }], 'Asked the supplier to amend'));
    trpcData(await act('ignore', [{ gstr2bDocumentId: doc.exp9 }]));
    v = await view();
    expect(byBooks(v, bills.restyled)).toMatchObject({
      status: 'matched-auto',
      decision: { status: 'matched-auto', outcome: 'Suggested Match' },
    });
    expect(byBooks(v, bills.missing)).toMatchObject({
      status: 'matched-manual',
      outcome: 'Mismatch',
      rule: null,
      portal: { number: 'B-999' },
      decision: { note: 'Challan no.', outcome: 'Mismatch' },
    });
    expect(byBooks(v, bills.missing).differences.map((d) => d.field)).toEqual([
      'BILL_NO',
      'BILL_DATE',
      'TAXABLE_VALUE',
      'IGST',
    ]);
    expect(byBooks(v, bills.off)).toMatchObject({ outcome: 'Mismatch', status: 'pending' });
    expect(byPortal(v, 'EXP-9')).toMatchObject({ status: 'ignored' });
    expect(v.summary.byStatus).toEqual({
      'matched-auto': 2,
      'matched-manual': 1,
      pending: 1,
      ignored: 1,
      open: 0,
    });
    expect(v.rows).toHaveLength(5);

    // Unlink two pairs at once; then decide them again.
    trpcData(
      await act('unlink', [
        { purchaseBillId: bills.missing, gstr2bDocumentId: doc.b999 },
        { purchaseBillId: bills.restyled, gstr2bDocumentId: doc.restyled },
      ]),
    );
    v = await view();
    expect(byBooks(v, bills.missing)).toMatchObject({ outcome: 'Missing in 2B', status: 'open' });
    expect(byBooks(v, bills.restyled)).toMatchObject({ status: 'open', decision: null });
    const nothing = await act('unlink', [{ purchaseBillId: bills.missing }]);
    expect(trpcError(nothing).data.httpStatus).toBe(404);
    trpcData(
      await act('accept', [{ purchaseBillId: bills.restyled, gstr2bDocumentId: doc.restyled }]),
    );
    trpcData(await act('link', [{ purchaseBillId: bills.missing, gstr2bDocumentId: doc.b999 }]));

    // All or none: the second item is not in the books, so the first is not marked either.
    const partly = await act('pending', [
      { gstr2bDocumentId: doc.exp9 },
      { purchaseBillId: '00000000-0000-4000-8000-000000000000' },
    ]);
    expect(trpcError(partly).data.httpStatus).toBe(404);
    expect(trpcError(partly).message).toMatch(/items\[1\]: Purchase bill .* is not in the books/);
    expect(byPortal(await view(), 'EXP-9').status).toBe('ignored');
  });

  it('decisions survive a re-import of the period (new document ids, a restyled number)', async () => {
    const before = await view();
    const docs = structuredClone(DOCS);
    (docs[S2] as Doc[])[0]!.inum = 'B/999';
    const reply = await suite.h.rest('POST', '/api/gstr2b', {
      ...suite.asOwner(),
      body: { period: PERIOD, fileName: 'R2B_052026_v2.json', file: gstr2b(docs) },
    });
    expect(reply.status, reply.text).toBe(201);
    const v = await view();
    const { bills } = suite;
    expect(portalId(v, 'INV-101')).not.toBe(portalId(before, 'INV-101'));
    expect(byBooks(v, bills.restyled)).toMatchObject({
      status: 'matched-auto',
      portal: { number: 'inv-102' },
    });
    expect(byBooks(v, bills.missing)).toMatchObject({
      status: 'matched-manual',
      portal: { number: 'B/999' },
    });
    expect(byBooks(v, bills.off).status).toBe('pending');
    expect(byPortal(v, 'EXP-9').status).toBe('ignored');
    expect(byBooks(v, bills.exact).status).toBe('matched-auto');
    expect(v.staleDecisions).toEqual([]);
    expect(v.summary.byStatus).toEqual(before.summary.byStatus);
  });

  it('exports the reconciliation to Excel', async () => {
    const reply = await suite.h.rest(
      'GET',
      `/api/reconciliation/export?period=${PERIOD}`,
      suite.asOwner(),
    );
    expect(reply.status, reply.text).toBe(200);
    expect(reply.raw.headers['content-type']).toContain(XLSX_TYPE);
    expect(String(reply.raw.headers['content-disposition'])).toContain(
      `Reconciliation_${PERIOD}.xlsx`,
    );
    const rows = sheetRows(reply);
    expect(rows).toHaveLength(5);
    expect(rows.find((r) => r['Books Number'] === 'INV-103')).toMatchObject({
      Outcome: 'Mismatch',
      Status: 'pending',
      'Taxable Difference': -50,
      Differences: 'TAXABLE_VALUE -50.00',
      Note: 'Asked the supplier to amend',
    });
  });

  it('needs view to read, edit to decide and export to export', async () => {
    const viewer = as(suite.viewer);
    expect((await suite.h.rest('GET', `/api/reconciliation?period=${PERIOD}`, viewer)).status).toBe(
      200,
    );
    expectRestError(
      await suite.h.rest('POST', '/api/reconciliation/action', {
        ...viewer,
        body: { period: PERIOD, action: 'ignore', items: [{ purchaseBillId: suite.bills.exact }] },
      }),
      403,
    );
    expect(
      trpcError(await act('ignore', [{ purchaseBillId: suite.bills.exact }], '', viewer)).data
        .httpStatus,
    ).toBe(403);
    expectRestError(
      await suite.h.rest('GET', `/api/reconciliation/export?period=${PERIOD}`, viewer),
      403,
    );
    expectRestError(
      await suite.h.rest('GET', `/api/reconciliation?period=${PERIOD}`, as(suite.stranger)),
      403,
    );
  });

  it("another shop sees none of alpha's reconciliation and cannot decide on its bills", async () => {
    const b = await suite.h.rest('GET', `/api/reconciliation?period=${PERIOD}`, asB());
    expect(b.status, b.text).toBe(200);
    expect(b.body.data).toMatchObject({ importId: null, rows: [], staleDecisions: [] });
    const refused = await suite.h.rest('POST', '/api/reconciliation/action', {
      ...asB(),
      body: { period: PERIOD, action: 'ignore', items: [{ purchaseBillId: suite.bills.exact }] },
    });
    expectRestError(refused, 404);
  });

  it('audits every decision', async () => {
    const audit = await suite.h.sql<{ action: string; details: Record<string, unknown> }>(
      `select action, details from ${suite.h.a.schemaName}.audit_log where entity = 'reconciliation' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual([
      'reconciliation.accept',
      'reconciliation.link',
      'reconciliation.pending',
      'reconciliation.ignore',
      'reconciliation.unlink',
      'reconciliation.unlink',
      'reconciliation.accept',
      'reconciliation.link',
    ]);
    expect(audit[1]?.details).toMatchObject({
      period: PERIOD,
      decision: { status: 'matched-manual', note: 'Challan no.', documentNumber: 'B-999' },
      booksNumber: 'B-201',
      portalNumber: 'B-999',
      replaced: [],
    });
    expect(audit[4]?.details).toMatchObject({
      replaced: [{ status: 'matched-manual', documentNumber: 'B-999' }],
    });
  });
});
