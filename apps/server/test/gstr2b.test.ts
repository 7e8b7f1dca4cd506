// @engines pglite postgres
// Requests within one shop's schema (imports, views, permissions, the audit row): on Citus the
// whole query goes to the worker holding it, as on PostgreSQL (scripts/test-engines.mjs).
import { describe, expect, it } from 'vitest';
import { REST_ROUTES } from '@gst/api/rest';
import { consistent, type Json } from '../../../packages/domain/test/gstr2b-fixtures';
import { setSetting } from './gst-fixtures';
import { expectRestError, ownerSuite, staffSession, trpcData, trpcError } from './helpers';

/**
 * GSTR-2B import and view over HTTP (issue 32): the reference file (../shared/refs/gst, with the
 * hand-worked itcsumm of packages/domain/test/gstr2b-fixtures.ts) made out to alpha's GSTIN in
 * memory, imported through tRPC, replaced through REST with a diff, read back; refusals, the
 * flags of the returns page, another shop, the audit trail. The parser's own cases are in
 * packages/domain/test/returns-gstr2b.test.ts.
 */
const ALPHA_GSTIN = '19AAACR5055K1Z4';
const PERIOD = '032020';
const alphaFile = (): Json => {
  const file = consistent();
  file.data.gstin = ALPHA_GSTIN;
  return file;
};

const suite = ownerSuite({}, async (h) => {
  await setSetting(h, h.a, 'gstin', ALPHA_GSTIN);
  const viewer = await staffSession(h, 'r2b-viewer@alpha.test', { returns: ['view'] });
  const importer = await staffSession(h, 'r2b-importer@alpha.test', {
    returns: ['view', 'import'],
  });
  const stranger = await staffSession(h, 'r2b-none@alpha.test', { 'manage-supplier': ['view'] });
  const cookieB = await h.login(h.b);
  return { viewer, importer, stranger, cookieB };
});
const as = (cookie: string) => ({ tenant: 'alpha', cookie });
const asB = () => ({ tenant: 'beta', cookie: suite.cookieB });
const view = async (opts = suite.asOwner()) =>
  trpcData(await suite.h.trpcQuery('tenant.gstr2b.view', { period: PERIOD }, opts));

describe('GSTR-2B import and view', () => {
  it('imports the reference file and shows totals equal to its itcsumm', async () => {
    const reply = await suite.h.trpcMutation(
      'tenant.gstr2b.import',
      { period: PERIOD, fileName: 'R2B_032020.json', file: alphaFile() },
      as(suite.importer),
    );
    const imported = trpcData(reply);
    expect(imported).toMatchObject({
      period: PERIOD,
      gstin: ALPHA_GSTIN,
      documentCount: 8,
      diff: null,
    });
    const v = await view();
    expect(v.import).toMatchObject({
      id: imported.id,
      status: 'active',
      fileName: 'R2B_032020.json',
    });
    expect(v.import.importedByName).toBeTruthy();
    expect(v.documents).toHaveLength(8);
    // Every sub-section recomputed from the stored documents equals the file's itcsumm.
    for (const [availability, groups] of Object.entries(v.totals.bySection)) {
      for (const [group, subs] of Object.entries(groups as Record<string, object>)) {
        for (const [sub, heads] of Object.entries(subs)) {
          expect(heads, `${availability}.${group}.${sub}`).toEqual(
            v.totals.fileSummary[availability][group][sub],
          );
        }
      }
    }
    // Available: isd and isda (CGST 200 + SGST 200 each), impg and impgsez (IGST 123.02, cess
    // 0.50, taxable 123.02 each): taxable 246.04, IGST 246.04, CGST 400, SGST 400, cess 1.00.
    expect(v.itc.available).toEqual({
      count: 4,
      taxableValue: '246.04',
      igst: '246.04',
      cgst: '400.00',
      sgst: '400.00',
      cess: '1.00',
    });
    // Not available: b2b and b2ba for the POS rule (taxable 400, CGST 200, SGST 200 each); cdnr
    // (IGST 400) and cdnra (CGST 200, SGST 200) filed after the cut-off, taxable 400 each. The
    // ITC figures are net, a credit note taking credit away: taxable 800 - 800 = 0.00, IGST
    // 0 - 400 = -400.00, CGST 400 - 200 = 200.00, SGST 400 - 200 = 200.00.
    expect(v.itc.notAvailable).toMatchObject({
      count: 4,
      taxableValue: '0.00',
      igst: '-400.00',
      cgst: '200.00',
      sgst: '200.00',
    });
    expect(v.itc.notAvailable.byReason).toEqual([
      expect.objectContaining({
        reason: 'C',
        taxableValue: '-800.00',
        igst: '-400.00',
        cgst: '-200.00',
      }),
      expect.objectContaining({
        reason: 'P',
        taxableValue: '800.00',
        igst: '0.00',
        cgst: '400.00',
      }),
    ]);
    expect(v.suppliers.map((s: { supplierGstin: string }) => s.supplierGstin)).toEqual([
      '',
      '01AAAAP1208Q1ZS',
      '01AABCE2207R1Z5',
      '16DEFPS8555D1Z7',
    ]);
  });

  it('a second import replaces the first with a diff, over REST; both are kept and audited', async () => {
    const file = alphaFile();
    const b2b = file.data.docdata.b2b as { inv: { items: { cgst: number }[] }[] }[];
    b2b[0]!.inv[0]!.items[0]!.cgst = 250;
    const summary = file.data.itcsumm as Record<string, Record<string, Record<string, unknown>>>;
    summary.itcunavl!.nonrevsup!.b2b = { igst: 0, cgst: 250, sgst: 200, cess: 0 };
    delete file.data.docdata.isda;
    delete summary.itcavl!.isdsup!.isda;
    const reply = await suite.h.rest('POST', '/api/gstr2b', {
      ...suite.asOwner(),
      body: { period: PERIOD, fileName: 'R2B_032020_v2.json', file: JSON.stringify(file) },
    });
    expect(reply.status, reply.text).toBe(201);
    const data = reply.body.data;
    expect(data.documentCount).toBe(7);
    expect(data.replacedImportId).toBeTruthy();
    expect(data.diff).toEqual({
      added: [],
      removed: [
        {
          section: 'isda',
          supplierGstin: '16DEFPS8555D1Z7',
          documentType: 'ISDI',
          number: 'S0080',
        },
      ],
      changed: [
        {
          section: 'b2b',
          supplierGstin: '01AABCE2207R1Z5',
          documentType: 'R',
          number: 'S008400',
          fields: { cgst: { before: '200.00', after: '250.00' } },
        },
      ],
    });
    const got = await suite.h.rest('GET', `/api/gstr2b?period=${PERIOD}`, suite.asOwner());
    expect(got.status, got.text).toBe(200);
    expect(got.body.data.import).toMatchObject({ id: data.id, fileName: 'R2B_032020_v2.json' });
    expect(got.body.data.documents).toHaveLength(7);
    const history = await suite.h.rest(
      'GET',
      `/api/gstr2b/imports?period=${PERIOD}`,
      suite.asOwner(),
    );
    expect(history.body.data.map((i: { status: string }) => i.status)).toEqual([
      'active',
      'replaced',
    ]);
    expect(history.body.data[0].diff.removed).toHaveLength(1);
    const audit = await suite.h.sql<{
      action: string;
      entity_id: string;
      details: Record<string, unknown>;
    }>(
      `select action, entity_id, details from ${suite.h.a.schemaName}.audit_log where entity = 'gstr2b' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['gstr2b.import', 'gstr2b.import']);
    expect(audit[1]).toMatchObject({
      entity_id: data.id,
      details: {
        period: PERIOD,
        documents: 7,
        replacedImportId: data.replacedImportId,
        changes: { added: 0, removed: 1, changed: 1 },
      },
    });
  });

  it('refuses another GSTIN, another period, a file that is not a GSTR-2B, and writes nothing', async () => {
    const other = alphaFile();
    other.data.gstin = '27AAAAA0000A1Z5';
    const send = (body: unknown) =>
      suite.h.rest('POST', '/api/gstr2b', { ...suite.asOwner(), body });
    expectRestError(
      await send({ period: PERIOD, file: other }),
      400,
      `This GSTR-2B is for 27AAAAA0000A1Z5; the shop's GSTIN is ${ALPHA_GSTIN}`,
    );
    expectRestError(
      await send({ period: '042020', file: alphaFile() }),
      400,
      'This GSTR-2B is for 032020; you chose 042020',
    );
    expectRestError(await send({ period: PERIOD, file: 'not json' }), 400, /is not a GSTR-2B/);
    expectRestError(await send({ period: PERIOD, file: { data: {} } }), 400, /is not a GSTR-2B/);
    const history = await suite.h.rest('GET', '/api/gstr2b/imports', suite.asOwner());
    expect(history.body.data).toHaveLength(2);
  });

  it('the REST example, sent as it is, is imported', async () => {
    const route = REST_ROUTES.find((r) => r.method === 'POST' && r.url === '/api/gstr2b');
    const reply = await suite.h.rest('POST', '/api/gstr2b', {
      ...suite.asOwner(),
      body: route?.examples?.request,
    });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body.data).toMatchObject({ period: '102025', documentCount: 1 });
  });

  it('needs the view flag to read and the import flag to import', async () => {
    expect(
      (await suite.h.rest('GET', `/api/gstr2b?period=${PERIOD}`, as(suite.viewer))).status,
    ).toBe(200);
    expectRestError(
      await suite.h.rest('POST', '/api/gstr2b', {
        ...as(suite.viewer),
        body: { period: PERIOD, file: alphaFile() },
      }),
      403,
    );
    const refused = await suite.h.trpcMutation(
      'tenant.gstr2b.import',
      { period: PERIOD, file: alphaFile() },
      as(suite.viewer),
    );
    expect(trpcError(refused).data.httpStatus).toBe(403);
    expectRestError(
      await suite.h.rest('GET', `/api/gstr2b?period=${PERIOD}`, as(suite.stranger)),
      403,
    );
    expectRestError(await suite.h.rest('GET', '/api/gstr2b/imports', as(suite.stranger)), 403);
    expect(
      trpcError(
        await suite.h.trpcQuery('tenant.gstr2b.view', { period: PERIOD }, as(suite.stranger)),
      ).data.httpStatus,
    ).toBe(403);
  });

  it("another shop sees none of alpha's GSTR-2B, through tRPC and REST", async () => {
    const b = await suite.h.rest('GET', `/api/gstr2b?period=${PERIOD}`, asB());
    expect(b.status, b.text).toBe(200);
    expect(b.body.data).toMatchObject({ import: null, documents: [], suppliers: [] });
    expect((await suite.h.rest('GET', '/api/gstr2b/imports', asB())).body.data).toEqual([]);
    expect((await view(asB())).import).toBeNull();
    // Beta's own GSTIN is not alpha's: alpha's file is refused there, not imported.
    await setSetting(suite.h, suite.h.b, 'gstin', '27AAAAA0000A1Z5');
    expectRestError(
      await suite.h.rest('POST', '/api/gstr2b', {
        ...asB(),
        body: { period: PERIOD, file: alphaFile() },
      }),
      400,
      /the shop's GSTIN is 27AAAAA0000A1Z5/,
    );
    expect((await view()).documents).toHaveLength(7);
  });
});
