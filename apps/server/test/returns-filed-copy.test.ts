// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedBilling } from './billing-fixtures';
import { readWorkbookSheets } from './returns-sheets';
import { fileSuite, staffSession, startHarness, trpcData, trpcError, type Reply } from './helpers';

/**
 * Filed returns are snapshots (issue 28 item 7). A monthly shop in West Bengal files October
 * 2025; then its GSTIN and state change and it switches to quarterly filing. The filed October
 * stays byte for byte what was filed (its SHA-256 says so), and the October–December quarter
 * leaves October out; unlocking October makes it live again. On every engine (it writes and
 * reads the filed copies' table).
 *
 *  O1  10 Oct 2025  Sunrise RWA (19, 19AABCD1234E1Z5)  2 modules × 10,000 at 5 %
 *                   taxable 20,000, CGST 500 + SGST 500 = 21,000
 *  N1  05 Nov 2025  Patel Textiles (24, 24AAHFS5678Q1ZA)  1 battery 10,000 at 18 %
 *                   taxable 10,000, IGST 1,800 = 11,800
 */
const OLD_GSTIN = '19AAACR5055K1Z4';
const NEW_GSTIN = '27AAPFU0939F1ZV';
const OCTOBER = '102025';
const QUARTER = '122025';

async function start() {
  const h = await startHarness();
  const fx = await seedBilling(h, h.a);
  const cookie = await h.login(h.a);
  const opts = { tenant: 'alpha', cookie };
  const create = async (invoiceDate: string, billToId: string, productId: string, qty: number) =>
    trpcData<{ id: string; invoiceNumber: string }>(
      await h.trpcMutation(
        'tenant.invoices.create',
        { invoiceDate, billToId, lines: [{ productId, quantity: qty, price: '10000' }] },
        opts,
      ),
    );
  trpcData(
    await h.trpcMutation('tenant.settings.update', { gstin: OLD_GSTIN, stateCode: '19' }, opts),
  );
  const O1 = await create('2025-10-10', fx.local.id, fx.module.id, 2);
  const N1 = await create('2025-11-05', fx.remote.id, fx.battery.id, 1);
  return { h, fx, cookie, O1, N1 };
}
const suite = fileSuite(start, ({ h }) => h.close());
const opts = () => ({ tenant: 'alpha', cookie: suite.cookie });
const mutate = (path: string, input: unknown) => suite.h.trpcMutation(path, input, opts());
const query = (path: string, input: unknown) => suite.h.trpcQuery(path, input, opts());
const get = (url: string) => suite.h.rest('GET', url, opts());
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type Overview = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const overview = async (period: string) =>
  trpcData<Overview>(await query('tenant.returns.overview', { period }));

/** The REST bodies of a period's GSTR-1 and GSTR-3B as sent, byte for byte. */
async function bodies(period: string) {
  const gstr1: Reply = await get(`/api/returns/gstr1?period=${period}`);
  const gstr3b: Reply = await get(`/api/returns/gstr3b?period=${period}`);
  expect(gstr1.status, gstr1.text).toBe(200);
  expect(gstr3b.status, gstr3b.text).toBe(200);
  return { gstr1: gstr1.text, gstr3b: gstr3b.text };
}

const INTRA_20000 = { txval: 20000, iamt: 0, camt: 500, samt: 500, csamt: 0 };
const INTER_10000 = { txval: 10000, iamt: 1800, camt: 0, samt: 0, csamt: 0 };

describe('a filed period serves its returns as filed', () => {
  let filed: { gstr1: string; gstr3b: string };
  let firstHashes: { gstr1Sha256: string; gstr3bSha256: string };

  it('filing October keeps its GSTR-1 and GSTR-3B with the SHA-256 of each', async () => {
    const locked = trpcData<Overview>(await mutate('tenant.returns.lock', { period: OCTOBER }));
    expect(locked.copy).toMatchObject({ gstin: OLD_GSTIN, stateCode: 19, frequency: 'monthly' });
    filed = await bodies(OCTOBER);
    expect(JSON.parse(filed.gstr1)).toMatchObject({ gstin: OLD_GSTIN, fp: OCTOBER });
    expect(JSON.parse(filed.gstr3b).sup_details.osup_det).toEqual(INTRA_20000);
    const o = await overview(OCTOBER);
    expect(o.filed.copy).toEqual({
      gstr1Sha256: sha256(filed.gstr1),
      gstr3bSha256: sha256(filed.gstr3b),
      gstin: OLD_GSTIN,
      stateCode: 19,
      frequency: 'monthly',
      // Issue 32: what was entered when filing (nothing here).
      entered: { reversals: {}, paymentDate: null },
    });
    firstHashes = {
      gstr1Sha256: o.filed.copy.gstr1Sha256,
      gstr3bSha256: o.filed.copy.gstr3bSha256,
    };
    // The lock's audit row names the hashes and the settings they were computed with.
    const [audited] = await suite.h.sql<{ details: Record<string, unknown> }>(
      `select details from ${suite.h.a.schemaName}.audit_log where action = 'returns.lock'`,
    );
    expect(audited?.details).toMatchObject({ ...firstHashes, gstin: OLD_GSTIN, stateCode: 19 });
  });

  it('a new GSTIN and state leave the filed month byte for byte; open months take them', async () => {
    trpcData(await mutate('tenant.settings.update', { gstin: NEW_GSTIN, stateCode: '27' }));
    const after = await bodies(OCTOBER);
    expect(after).toEqual(filed);
    expect(sha256(after.gstr1)).toBe(firstHashes.gstr1Sha256);
    expect(sha256(after.gstr3b)).toBe(firstHashes.gstr3bSha256);
    // tRPC serves the same JSON; the page's figures and its JSON are the filed ones.
    expect(trpcData(await query('tenant.returns.gstr1', { period: OCTOBER }))).toEqual(
      JSON.parse(filed.gstr1),
    );
    const o = await overview(OCTOBER);
    expect(o.gstr1.gstin).toBe(OLD_GSTIN);
    expect((o.sections as { key: string }[]).find((s) => s.key === 'b2b')).toMatchObject({
      count: 1,
      taxableValue: '20000.00',
    });
    // The workbook is the filed copy too, with a sheet saying so.
    const xlsx = await get(`/api/returns/gstr1?period=${OCTOBER}&format=xlsx`);
    expect(xlsx.raw.headers['content-disposition']).toContain(`GSTR1_${OLD_GSTIN}_${OCTOBER}.xlsx`);
    const filedSheet = readWorkbookSheets(xlsx).filed ?? [];
    expect(Object.fromEntries(filedSheet.map((r) => [r.Field, r.Value]))).toMatchObject({
      'GSTR-1 SHA-256': firstHashes.gstr1Sha256,
      'GSTR-3B SHA-256': firstHashes.gstr3bSha256,
      GSTIN: OLD_GSTIN,
      State: '19-West Bengal',
      Frequency: 'Monthly',
    });
    // November is open: computed now, under the new GSTIN.
    const november = JSON.parse((await bodies('112025')).gstr1);
    expect(november.gstin).toBe(NEW_GSTIN);
  });

  it('switching to quarterly: October is still served as a month; the quarter leaves it out', async () => {
    trpcData(await mutate('tenant.settings.update', { returnFrequency: 'quarterly' }));
    expect(await bodies(OCTOBER)).toEqual(filed);
    const o = await overview(OCTOBER);
    expect(o).toMatchObject({ label: 'October 2025', frequency: 'monthly', to: '2025-10-31' });
    const q = await overview(QUARTER);
    expect(q).toMatchObject({
      label: 'October–December 2025',
      frequency: 'quarterly',
      filed: null,
      documents: { invoices: 1, creditNotes: 0, debitNotes: 0, cancelled: 0 },
      excluded: [{ period: OCTOBER, label: 'October 2025', from: '2025-10-01', to: '2025-10-31' }],
    });
    // Only N1: 10,000 at 18 % to Gujarat.
    expect(q.gstr3b.sup_details.osup_det).toEqual(INTER_10000);
    const gstr1 = JSON.parse((await bodies(QUARTER)).gstr1);
    expect((gstr1.b2b as { ctin: string }[]).map((g) => g.ctin)).toEqual(['24AAHFS5678Q1ZA']);
  });

  it('unlocking October drops its copy: it is computed live again, and the quarter takes it', async () => {
    const reply = await suite.h.rest('DELETE', `/api/returns/lock/${OCTOBER}`, opts());
    expect(reply.status, reply.text).toBe(200);
    const [copies] = await suite.h.sql<{ n: number }>(
      `select count(*)::int as n from ${suite.h.a.schemaName}.filed_returns`,
    );
    expect(copies?.n).toBe(0);
    const [audited] = await suite.h.sql<{ details: Record<string, unknown> }>(
      `select details from ${suite.h.a.schemaName}.audit_log where action = 'returns.unlock'`,
    );
    expect(audited?.details).toMatchObject(firstHashes);
    // The shop files quarterly now, so October alone is no longer a period of its own.
    expect(trpcError(await query('tenant.returns.gstr1', { period: OCTOBER })).message).toContain(
      'quarterly (QRMP)',
    );
    const q = await overview(QUARTER);
    expect(q.excluded).toEqual([]);
    // O1 + N1: 30,000 taxable; IGST 1,800; CGST = SGST 500.
    expect(q.gstr3b.sup_details.osup_det).toEqual({
      txval: 30000,
      iamt: 1800,
      camt: 500,
      samt: 500,
      csamt: 0,
    });
    trpcData(await mutate('tenant.settings.update', { returnFrequency: 'monthly' }));
    const live = await bodies(OCTOBER);
    expect(JSON.parse(live.gstr1).gstin).toBe(NEW_GSTIN);
    expect(live.gstr1).not.toBe(filed.gstr1);
    expect((await overview(OCTOBER)).filed).toBeNull();
  });

  it("filed again: the period's history lists filing, unlock and its documents' IRN and e-way bill", async () => {
    const again = trpcData<Overview>(await mutate('tenant.returns.lock', { period: OCTOBER }));
    expect(again.copy.gstin).toBe(NEW_GSTIN);
    // An IRN and an e-way bill on O1 (October, filed); an IRN on N1 (November, open).
    const irp = (irn: string, ackDate: string) => ({
      Irn: irn,
      AckNo: '112510036563310',
      AckDt: ackDate,
      SignedQRCode: 'eyJhbGciOiJSUzI1NiJ9.eyJkYXRhIjoiSVJOIn0.c2lnbmF0dXJlLXZhbHVl',
    });
    const post = (url: string, body: unknown) => suite.h.rest('POST', url, { ...opts(), body });
    const irn = await post(
      `/api/invoice/${suite.O1.id}/irn`,
      irp('c'.repeat(64), '2025-10-10 12:00:00'),
    );
    expect(irn.status, irn.text).toBe(201);
    const ewb = await post(`/api/invoice/${suite.O1.id}/ewaybill`, {
      ewayBillNo: '181009200003',
      ewayBillDate: '10/10/2025 01:00:00 PM',
    });
    expect(ewb.status, ewb.text).toBe(201);
    const open = await post(
      `/api/invoice/${suite.N1.id}/irn`,
      irp('d'.repeat(64), '2025-11-05 12:00:00'),
    );
    expect(open.status, open.text).toBe(201);

    const history = await get(`/api/returns/history?period=${OCTOBER}`);
    expect(history.status, history.text).toBe(200);
    type Event = {
      action: string;
      kind: string;
      document: { number: string | null } | null;
      hashes: unknown;
    };
    const events = history.body.data.events as Event[];
    expect(events.map((e) => [e.action, e.kind, e.document?.number ?? null])).toEqual([
      ['invoice.eway-bill', 'document', suite.O1.invoiceNumber],
      ['invoice.irn', 'document', suite.O1.invoiceNumber],
      ['returns.lock', 'filed', null],
      ['returns.unlock', 'unlocked', null],
      ['returns.lock', 'filed', null],
    ]);
    expect(events.map((e) => e.hashes)).toEqual([
      null,
      null,
      { gstr1Sha256: again.copy.gstr1Sha256, gstr3bSha256: again.copy.gstr3bSha256 },
      firstHashes,
      firstHashes,
    ]);
    expect(events[0]).toMatchObject({
      actor: { type: 'user', name: expect.any(String), email: suite.h.a.owner.email },
      document: { kind: 'invoice', id: suite.O1.id },
      before: { ewayBill: null },
      after: { ewayBill: { number: '181009200003' } },
    });
    expect(events[1]).toMatchObject({
      before: { irp: null },
      after: { irp: { irn: 'c'.repeat(64) } },
    });
    // tRPC answers the same.
    expect(trpcData(await query('tenant.returns.history', { period: OCTOBER }))).toEqual(
      history.body.data,
    );
  });

  it('the quarter filed without October: both are copies of their own', async () => {
    trpcData(await mutate('tenant.settings.update', { returnFrequency: 'quarterly' }));
    const quarter = trpcData<Overview>(await mutate('tenant.returns.lock', { period: QUARTER }));
    expect(quarter).toMatchObject({ period: QUARTER, from: '2025-10-01', to: '2025-12-31' });
    const q = await overview(QUARTER);
    expect(q.filed.copy).toMatchObject({ frequency: 'quarterly', gstin: NEW_GSTIN });
    expect((q.excluded as { period: string }[]).map((m) => m.period)).toEqual([OCTOBER]);
    expect(q.gstr3b.sup_details.osup_det).toEqual(INTER_10000);
    expect(sha256((await bodies(QUARTER)).gstr1)).toBe(q.filed.copy.gstr1Sha256);
    // The filed periods list carries each copy's hashes.
    const listed = await get('/api/returns/lock');
    expect(
      (listed.body.data as { period: string; copy: { gstr1Sha256: string } | null }[]).map((p) => [
        p.period,
        typeof p.copy?.gstr1Sha256,
      ]),
    ).toEqual([
      [OCTOBER, 'string'],
      [QUARTER, 'string'],
    ]);
  });
});

describe('a period filed before filed copies were kept (no copy)', () => {
  it('is computed from the books as the period it was filed as, even after a switch', async () => {
    // The shop files quarterly now (above); August 2025 was filed as a month before 0009.
    await suite.h.sql(
      `insert into ${suite.h.a.schemaName}.filed_periods (period, from_date, to_date, filed_by)
       values ('082025', '2025-08-01', '2025-08-31', 'Owner')`,
    );
    const gstr1 = JSON.parse((await bodies('082025')).gstr1);
    expect(gstr1).toMatchObject({ fp: '082025', gstin: NEW_GSTIN, b2b: [] });
    expect(await overview('082025')).toMatchObject({
      label: 'August 2025',
      frequency: 'monthly',
      filed: { period: '082025', copy: null },
      excluded: [],
    });
  });
});

describe("a period's history: who may read it", () => {
  it('needs the view flag of the returns page; another shop has its own', async () => {
    const h = suite.h;
    const viewer = await staffSession(h, 'history-viewer@alpha.test', { returns: ['view'] });
    const clerk = await staffSession(h, 'history-clerk@alpha.test', {
      'manage-invoice': ['view', 'export'],
    });
    const as = (cookie: string) => ({ tenant: 'alpha', cookie });
    const url = `/api/returns/history?period=${OCTOBER}`;
    expect((await h.rest('GET', url, as(viewer))).body.data.events).toHaveLength(5);
    expect((await h.rest('GET', url, as(clerk))).status).toBe(403);
    expect(
      trpcError(await h.trpcQuery('tenant.returns.history', { period: OCTOBER }, as(clerk))).data
        .httpStatus,
    ).toBe(403);
    expect((await h.rest('GET', `/api/returns/history?period=13`, as(viewer))).status).toBe(400);
    // Beta's October has no history; alpha's session does not open beta's.
    const beta = await h.login(h.b);
    const other = await h.rest('GET', url, { tenant: 'beta', cookie: beta });
    expect(other.body.data).toEqual({ period: OCTOBER, events: [] });
    expect((await h.rest('GET', url, { tenant: 'beta', cookie: suite.cookie })).status).toBe(401);
  });
});
