// All three engines (no @engines tag): besides requests within one shop it checks isolation
// between shops and the filed-period rules, which Citus keeps (scripts/test-engines.mjs).
import { describe, expect, it } from 'vitest';
import { todayIN } from '@gst/domain';
import { withTenant } from '@gst/db/client';
import { filedPeriods } from '@gst/db/schema';
import { startTwoShopBilling } from './billing-fixtures';
import { readWorkbookSheets } from './returns-sheets';
import { customerInput, fileSuite, staffSession, trpcData, trpcError, type Reply } from './helpers';

/**
 * Amendments (issue 30). A West Bengal shop (19, monthly) files September 2026 and corrects
 * three of its documents in the month it is now (India), which reports them:
 *
 *  S1  10 Sep  Patel Textiles (24AAHFS5678Q1ZA, Gujarat)  1 battery 10,000 at 18 %
 *              IGST 1,800 = 11,800; amended to 12,000: IGST 2,160 = 14,160          → b2ba
 *  S2  12 Sep  Walk-in (unregistered, 19)  2 modules × 4,000 at 5 %: 8,000,
 *              CGST 2.5 % 200 + SGST 200 = 8,400; amended to 1 module: 4,000, 100 + 100 → b2csa
 *  S3  14 Sep  Walk-in  1 module 2,000: CGST 50 + SGST 50 = 2,100 (not amended)
 *  S4  15 Sep  Patel Textiles  1 battery 5,000: IGST 900 = 5,900 (the credit note's invoice)
 *  CN  20 Sep  credit on S4: 1,000 + IGST 180 = 1,180; amended to 1,500: IGST 270 = 1,770 → cdnra
 *  S5  16 Sep  Walk-in  1 module 1,000, cancelled before filing
 *  O1  05 Oct  Walk-in  1 module 1,000 (October is not filed)
 */
const SEPTEMBER = '092026';
const PATEL = '24AAHFS5678Q1ZA';
const NOW = todayIN();
const NOW_PERIOD = `${NOW.slice(5, 7)}${NOW.slice(0, 4)}`;

type Invoice = { id: string; invoiceNumber: string; revision: number; lines: { id: string }[] };
type Note = { id: string; noteNumber: string; revision: number };

async function start() {
  const shops = await startTwoShopBilling();
  const { h, fx, owner } = shops;
  const opts = { tenant: 'alpha', cookie: owner };
  trpcData(
    await h.trpcMutation(
      'tenant.settings.update',
      { gstin: '19AAACR5055K1Z4', stateCode: '19' },
      opts,
    ),
  );
  const walkIn = trpcData<{ id: string }>(
    await h.trpcMutation(
      'tenant.customers.create',
      customerInput('Walk-in Amend', { address: '2 Park Street, Kolkata 700016' }),
      opts,
    ),
  );
  const invoice = async (
    invoiceDate: string,
    billToId: string,
    productId: string,
    qty: number,
    price: string,
  ) =>
    trpcData<Invoice>(
      await h.trpcMutation(
        'tenant.invoices.create',
        { invoiceDate, billToId, lines: [{ productId, quantity: qty, price }] },
        opts,
      ),
    );
  const S1 = await invoice('2026-09-10', fx.remote.id, fx.battery.id, 1, '10000');
  const S2 = await invoice('2026-09-12', walkIn.id, fx.module.id, 2, '4000');
  const S3 = await invoice('2026-09-14', walkIn.id, fx.module.id, 1, '2000');
  const S4 = await invoice('2026-09-15', fx.remote.id, fx.battery.id, 1, '5000');
  const S5 = await invoice('2026-09-16', walkIn.id, fx.module.id, 1, '1000');
  trpcData(await h.trpcMutation('tenant.invoices.delete', { id: S5.id }, opts));
  const CN = trpcData<Note>(
    await h.trpcMutation(
      'tenant.creditNotes.create',
      {
        noteDate: '2026-09-20',
        reason: 'post-sale-discount',
        lines: [{ invoiceLineId: S4.lines[0]!.id, taxableValue: '1000' }],
      },
      opts,
    ),
  );
  // DN  22 Sep  debit on S4: 500 + IGST 90 = 590 (amended last, over REST).
  const DN = trpcData<Note>(
    await h.trpcMutation(
      'tenant.debitNotes.create',
      {
        noteDate: '2026-09-22',
        reason: 'price-revision',
        lines: [{ invoiceLineId: S4.lines[0]!.id, taxableValue: '500' }],
      },
      opts,
    ),
  );
  const O1 = await invoice('2026-10-05', walkIn.id, fx.module.id, 1, '1000');
  // B2CL: inter-State to an unregistered buyer, 2,00,000 + IGST 36,000 > ₹1,00,000.
  const mumbai = trpcData<{ id: string }>(
    await h.trpcMutation(
      'tenant.customers.create',
      customerInput('Mumbai Amend', { stateCode: 27, address: '3 Marine Drive, Mumbai 400002' }),
      opts,
    ),
  );
  const L1 = await invoice('2026-09-18', mumbai.id, fx.battery.id, 1, '200000');
  trpcData(await h.trpcMutation('tenant.returns.lock', { period: SEPTEMBER }, opts));
  const clerk = await staffSession(h, 'no-edit@alpha.test', {
    'manage-invoice': ['view', 'create'],
    'manage-credit-note': ['view', 'create'],
  });
  return { ...shops, walkIn, mumbai, S1, S2, S3, S4, S5, CN, DN, O1, L1, clerk };
}

const suite = fileSuite(start, ({ h }) => h.close());
const opts = () => ({ tenant: 'alpha', cookie: suite.owner });
const mutate = (path: string, input: unknown, o = opts()) => suite.h.trpcMutation(path, input, o);
const get = (url: string) => suite.h.rest('GET', url, opts());

async function bodies(period: string) {
  const gstr1: Reply = await get(`/api/returns/gstr1?period=${period}`);
  const gstr3b: Reply = await get(`/api/returns/gstr3b?period=${period}`);
  expect(gstr1.status, gstr1.text).toBe(200);
  expect(gstr3b.status, gstr3b.text).toBe(200);
  return { gstr1: gstr1.text, gstr3b: gstr3b.text };
}

const S1_AMENDED = () => ({
  invoiceDate: '2026-09-10',
  billToId: suite.fx.remote.id,
  lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '12000' }],
  amendmentReason: 'Price agreed was 12,000',
});

describe('amending documents of a filed September', () => {
  let september: { gstr1: string; gstr3b: string };

  it('refuses a normal edit of a filed invoice, and an amendment without a reason', async () => {
    september = await bodies(SEPTEMBER);
    const { amendmentReason: _, ...edit } = S1_AMENDED();
    const refused = await mutate('tenant.invoices.update', { id: suite.S1.id, ...edit });
    expect(refused.status, refused.text).toBe(400);
    expect(trpcError(refused).message).toMatch(/September 2026 is filed/);
    const noReason = await mutate('tenant.amendments.invoice', {
      id: suite.S1.id,
      ...edit,
      amendmentReason: ' ',
    });
    expect(noReason.status, noReason.text).toBe(400);
  });

  it('amends a B2B invoice over REST: a new revision with the corrected tax', async () => {
    const reply = await suite.h.rest('POST', `/api/invoice/${suite.S1.id}/amend`, {
      ...opts(),
      body: S1_AMENDED(),
    });
    expect(reply.status, reply.text).toBe(200);
    // 12,000 at 18 % inter-State: IGST 2,160; total 14,160.
    expect(reply.body.data).toMatchObject({
      invoiceNumber: suite.S1.invoiceNumber,
      revision: suite.S1.revision + 1,
      taxableAmount: '12000.00',
      igstAmount: '2160.00',
      totalAmount: '14160.00',
    });
  });

  it('amends a B2C invoice and a credit note over tRPC', async () => {
    const s2 = trpcData<Invoice & { totalAmount: string }>(
      await mutate('tenant.amendments.invoice', {
        id: suite.S2.id,
        invoiceDate: '2026-09-12',
        billToId: suite.walkIn.id,
        lines: [{ productId: suite.fx.module.id, quantity: 1, price: '4000' }],
        amendmentReason: 'One module was returned before delivery',
      }),
    );
    // 4,000 + CGST 100 + SGST 100.
    expect(s2.totalAmount).toBe('4200.00');
    const cn = trpcData<Note & { totalAmount: string }>(
      await mutate('tenant.amendments.creditNote', {
        id: suite.CN.id,
        noteDate: '2026-09-20',
        reason: 'post-sale-discount',
        remarks: '',
        lines: [{ invoiceLineId: suite.S4.lines[0]!.id, taxableValue: '1500' }],
        amendmentReason: 'The discount agreed was 1,500',
      }),
    );
    // 1,500 + IGST 18 % 270.
    expect(cn).toMatchObject({ revision: suite.CN.revision + 1, totalAmount: '1770.00' });
  });

  it('leaves September as filed, byte for byte', async () => {
    expect(await bodies(SEPTEMBER)).toEqual(september);
  });

  it('reports the amendments in this month’s GSTR-1: b2ba, b2csa and cdnra', async () => {
    const gstr1 = JSON.parse((await bodies(NOW_PERIOD)).gstr1);
    expect(gstr1.b2ba).toEqual([
      {
        ctin: PATEL,
        inv: [
          {
            oinum: suite.S1.invoiceNumber,
            oidt: '10-09-2026',
            inum: suite.S1.invoiceNumber,
            idt: '10-09-2026',
            val: 14160,
            pos: '24',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [
              { num: 1, itm_det: { rt: 18, txval: 12000, iamt: 2160, camt: 0, samt: 0, csamt: 0 } },
            ],
          },
        ],
      },
    ]);
    // September's B2CS within the State at 5 % was S2 8,000 + S3 2,000 = 10,000 (CGST 200 + 50
    // = 250, SGST 250); revised: 10,000 − 8,000 + 4,000 = 6,000, CGST 250 − 200 + 100 = 150.
    expect(gstr1.b2csa).toEqual([
      {
        omon: SEPTEMBER,
        sply_ty: 'INTRA',
        pos: '19',
        typ: 'OE',
        itms: [{ rt: 5, txval: 6000, iamt: 0, camt: 150, samt: 150, csamt: 0 }],
      },
    ]);
    expect(gstr1.cdnra).toEqual([
      {
        ctin: PATEL,
        nt: [
          {
            ont_num: suite.CN.noteNumber,
            ont_dt: '20-09-2026',
            nt_num: suite.CN.noteNumber,
            nt_dt: '20-09-2026',
            ntty: 'C',
            val: 1770,
            pos: '24',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [
              { num: 1, itm_det: { rt: 18, txval: 1500, iamt: 270, camt: 0, samt: 0, csamt: 0 } },
            ],
          },
        ],
      },
    ]);
  });

  it('puts the amendments in this month’s workbook, one row per document and rate', async () => {
    const xlsx = await get(`/api/returns/gstr1?period=${NOW_PERIOD}&format=xlsx`);
    expect(xlsx.status, xlsx.text).toBe(200);
    const sheets = readWorkbookSheets(xlsx);
    expect(sheets.b2ba).toEqual([
      expect.objectContaining({
        'GSTIN of Recipient': PATEL,
        'Original Invoice Number': suite.S1.invoiceNumber,
        'Original Invoice Date': '10-09-2026',
        'Invoice Value': 14160,
        'Place Of Supply': '24-Gujarat',
        Rate: 18,
        'Taxable Value': 12000,
        'Integrated Tax': 2160,
      }),
    ]);
    expect(sheets.b2csa).toEqual([
      expect.objectContaining({
        'Original Month': SEPTEMBER,
        'Supply Type': 'INTRA',
        'Place Of Supply': '19-West Bengal',
        Rate: 5,
        'Taxable Value': 6000,
        'Central Tax': 150,
        'State/UT Tax': 150,
      }),
    ]);
    expect(sheets.cdnra).toEqual([
      expect.objectContaining({
        'Original Note Number': suite.CN.noteNumber,
        'Note Value': 1770,
        'Taxable Value': 1500,
        'Integrated Tax': 270,
      }),
    ]);
    // September's workbook (its filed copy) has none of them.
    const filedXlsx = readWorkbookSheets(
      await get(`/api/returns/gstr1?period=${SEPTEMBER}&format=xlsx`),
    );
    expect(Object.keys(filedXlsx)).not.toContain('b2ba');
  });

  it('adds the differences to this month’s GSTR-3B 3.1 (a)', async () => {
    const gstr3b = JSON.parse((await bodies(NOW_PERIOD)).gstr3b);
    // S1 +2,000 (IGST +360); S2 −4,000 (CGST −100, SGST −100); CN −1,500 − (−1,000) = −500
    // (IGST −270 + 180 = −90). This month has no documents of its own.
    expect(gstr3b.sup_details.osup_det).toEqual({
      txval: -2500,
      iamt: 270,
      camt: -100,
      samt: -100,
      csamt: 0,
    });
  });

  it('lists the month’s amendments with reason and difference, and audits each', async () => {
    const rows = trpcData<Record<string, unknown>[]>(
      await suite.h.trpcQuery('tenant.amendments.list', { period: NOW_PERIOD }, opts()),
    );
    expect(rows.map((r) => [r.number, r.originalPeriod, r.reason, r.difference])).toEqual([
      [
        suite.S1.invoiceNumber,
        SEPTEMBER,
        'Price agreed was 12,000',
        { taxableValue: 2000, value: 2360 },
      ],
      [
        suite.S2.invoiceNumber,
        SEPTEMBER,
        'One module was returned before delivery',
        { taxableValue: -4000, value: -4200 },
      ],
      [
        suite.CN.noteNumber,
        SEPTEMBER,
        'The discount agreed was 1,500',
        { taxableValue: 500, value: 590 },
      ],
    ]);
    const audit = await get('/api/audit-log?action=invoice.amend');
    expect(audit.status, audit.text).toBe(200);
    const rows2 = audit.body.data as { entityId: string; details: Record<string, unknown> }[];
    expect(
      rows2.map((a) => [a.entityId, a.details.amendmentReason, a.details.filedPeriod]),
    ).toEqual(
      expect.arrayContaining([
        [suite.S1.id, 'Price agreed was 12,000', SEPTEMBER],
        [suite.S2.id, 'One module was returned before delivery', SEPTEMBER],
      ]),
    );
    const noteAudit = await get('/api/audit-log?action=credit-note.amend');
    expect(noteAudit.body.data).toHaveLength(1);
    // September's history names each amendment of its documents.
    const history = trpcData<{ events: { action: string; document: { number: string } | null }[] }>(
      await suite.h.trpcQuery('tenant.returns.history', { period: SEPTEMBER }, opts()),
    );
    expect(
      history.events
        .filter((e) => e.action.endsWith('.amend'))
        .map((e) => [e.action, e.document?.number]),
    ).toEqual([
      ['credit-note.amend', suite.CN.noteNumber],
      ['invoice.amend', suite.S2.invoiceNumber],
      ['invoice.amend', suite.S1.invoiceNumber],
    ]);
  });

  it('refuses an open period, a cancelled invoice and a new date', async () => {
    const amend = (id: string, invoiceDate: string) =>
      mutate('tenant.amendments.invoice', {
        id,
        invoiceDate,
        billToId: suite.walkIn.id,
        lines: [{ productId: suite.fx.module.id, quantity: 1, price: '900' }],
        amendmentReason: 'Test',
      });
    const open = await amend(suite.O1.id, '2026-10-05');
    expect(open.status, open.text).toBe(400);
    expect(trpcError(open).message).toMatch(/not filed: edit it instead/);
    const cancelled = await amend(suite.S5.id, '2026-09-16');
    expect(cancelled.status, cancelled.text).toBe(409);
    expect(trpcError(cancelled).message).toMatch(/cancelled/);
    const moved = await mutate('tenant.amendments.invoice', {
      id: suite.S3.id,
      invoiceDate: '2026-09-15',
      billToId: suite.walkIn.id,
      lines: [{ productId: suite.fx.module.id, quantity: 1, price: '2000' }],
      amendmentReason: 'Test',
    });
    expect(moved.status, moved.text).toBe(400);
    expect(trpcError(moved).message).toMatch(/keeps the date/);
  });

  it('refuses an invoice with a note, a B2CL invoice and a move to another table', async () => {
    const withNote = await mutate('tenant.amendments.invoice', {
      id: suite.S4.id,
      invoiceDate: '2026-09-15',
      billToId: suite.fx.remote.id,
      lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '5500' }],
      amendmentReason: 'Test',
    });
    expect(withNote.status, withNote.text).toBe(409);
    expect(trpcError(withNote).message).toMatch(
      /has (credit|debit) note \S+, (credit|debit) note /,
    );
    const b2cl = await mutate('tenant.amendments.invoice', {
      id: suite.L1.id,
      invoiceDate: '2026-09-18',
      billToId: suite.mumbai.id,
      lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '210000' }],
      amendmentReason: 'Test',
    });
    expect(b2cl.status, b2cl.text).toBe(400);
    expect(trpcError(b2cl).message).toMatch(/b2cla, expa, cdnura\) is not supported/);
    // S3 went to an unregistered buyer (b2cs): billing it to Patel Textiles would make it b2b.
    const moved = await mutate('tenant.amendments.invoice', {
      id: suite.S3.id,
      invoiceDate: '2026-09-14',
      billToId: suite.fx.remote.id,
      lines: [{ productId: suite.fx.module.id, quantity: 1, price: '2000' }],
      amendmentReason: 'Test',
    });
    expect(moved.status, moved.text).toBe(400);
    expect(trpcError(moved).message).toMatch(/cannot move it to another GSTR-1 table \(b2csa\)/);
    // Nothing of the refused amendments was kept: S3 is as issued, revision 1.
    const s3 = trpcData<{ revision: number; totalAmount: string }>(
      await suite.h.trpcQuery('tenant.invoices.get', { id: suite.S3.id }, opts()),
    );
    expect(s3).toMatchObject({ revision: suite.S3.revision, totalAmount: '2100.00' });
  });

  it('refuses a user without the edit flag, and another shop', async () => {
    const clerk = await mutate(
      'tenant.amendments.invoice',
      { id: suite.S3.id, ...S1_AMENDED() },
      { tenant: 'alpha', cookie: suite.clerk },
    );
    expect(clerk.status, clerk.text).toBe(403);
    const clerkRest = await suite.h.rest('POST', `/api/credit-note/${suite.CN.id}/amend`, {
      tenant: 'alpha',
      cookie: suite.clerk,
      body: {
        noteDate: '2026-09-20',
        reason: 'post-sale-discount',
        lines: [{ invoiceLineId: suite.S4.lines[0]!.id, taxableValue: '1200' }],
        amendmentReason: 'x',
      },
    });
    expect(clerkRest.status, clerkRest.text).toBe(403);
    // Shop beta names alpha's invoice: its schema has no such row.
    const beta = { tenant: 'beta', cookie: suite.ownerB };
    const other = await mutate(
      'tenant.amendments.invoice',
      {
        id: suite.S1.id,
        invoiceDate: '2026-09-10',
        billToId: suite.fxB.remote.id,
        lines: [{ productId: suite.fxB.battery.id, quantity: 1, price: '1' }],
        amendmentReason: 'Not mine',
      },
      beta,
    );
    expect(other.status, other.text).toBe(404);
    const otherRest = await suite.h.rest('POST', `/api/invoice/${suite.S1.id}/amend`, {
      ...beta,
      body: { ...S1_AMENDED(), billToId: suite.fxB.remote.id },
    });
    expect(otherRest.status, otherRest.text).toBe(404);
    // Alpha's invoice is as amended, and beta's list of amendments is empty.
    const s1 = trpcData<{ totalAmount: string }>(
      await suite.h.trpcQuery('tenant.invoices.get', { id: suite.S1.id }, opts()),
    );
    expect(s1.totalAmount).toBe('14160.00');
    expect(
      trpcData(await suite.h.trpcQuery('tenant.amendments.list', { period: NOW_PERIOD }, beta)),
    ).toEqual([]);
  });

  it('amends a debit note over REST, reported in cdnra beside the credit note', async () => {
    const reply = await suite.h.rest('POST', `/api/debit-note/${suite.DN.id}/amend`, {
      ...opts(),
      body: {
        noteDate: '2026-09-22',
        reason: 'price-revision',
        remarks: '',
        lines: [{ invoiceLineId: suite.S4.lines[0]!.id, taxableValue: '800' }],
        amendmentReason: 'The price went up by 800',
      },
    });
    expect(reply.status, reply.text).toBe(200);
    // 800 + IGST 18 % 144 = 944.
    expect(reply.body.data).toMatchObject({
      revision: suite.DN.revision + 1,
      totalAmount: '944.00',
    });
    const gstr1 = JSON.parse((await bodies(NOW_PERIOD)).gstr1);
    expect(
      gstr1.cdnra[0].nt.map((n: { nt_num: string; ntty: string; val: number }) => [
        n.nt_num,
        n.ntty,
        n.val,
      ]),
    ).toEqual([
      [suite.CN.noteNumber, 'C', 1770],
      [suite.DN.noteNumber, 'D', 944],
    ]);
  });

  it('refuses when the amendment’s own month is filed', async () => {
    // The product files a month only after it ends (returns.periods.ts), so this month's filed
    // row is written directly: the check must hold whatever the calendar.
    const monthEnd = new Date(Date.UTC(Number(NOW.slice(0, 4)), Number(NOW.slice(5, 7)), 0));
    await withTenant(suite.h.database.db, suite.h.a, (tx) =>
      tx.insert(filedPeriods).values({
        period: NOW_PERIOD,
        fromDate: `${NOW.slice(0, 7)}-01`,
        toDate: monthEnd.toISOString().slice(0, 10),
      }),
    );
    const refused = await mutate('tenant.amendments.invoice', { id: suite.S1.id, ...S1_AMENDED() });
    expect(refused.status, refused.text).toBe(400);
    expect(trpcError(refused).message).toMatch(/is filed: an amendment made today/);
  });
});
