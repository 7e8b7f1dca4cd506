import { describe, expect, it } from 'vitest';
import { withTenant } from '@gst/db/client';
import { customers } from '@gst/db/schema';
import { gstinCheckCharacter } from '@gst/domain';
import { PDFTOTEXT, pdfText } from './documents-helpers';
import { gstSuite, setSetting } from './gst-fixtures';
import { trpcData, trpcError } from './helpers';

/**
 * E-invoices and e-way bills through the API (issue 17), on both engines. The shop is in West
 * Bengal (19) with GSTIN 19AAACR5055K1Z4; expected INV-01 figures are worked out by hand.
 */
const suite = gstSuite();
const opts = () => suite.opts();
const rest = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
  suite.h.rest(method, url, { ...opts(), ...(body === undefined ? {} : { body }) });
const SHOP_GSTIN = '19AAACR5055K1Z4';
const withCheck = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const IRN = 'a'.repeat(40) + '0123456789abcdef01234567';
const QR = 'eyJhbGciOiJSUzI1NiJ9.eyJkYXRhIjoiSVJOIn0.c2lnbmF0dXJlLXZhbHVl';

type Invoice = { id: string; invoiceNumber: string; invoiceDate: string; lines: { id: string }[] };

async function prepareShop() {
  await setSetting(suite.h, suite.h.a, 'gstin', SHOP_GSTIN);
  await setSetting(suite.h, suite.h.a, 'address', '1 Park Street, Kolkata 700016');
  await setSetting(suite.h, suite.h.a, 'shopName', 'Ray Solar');
}

const invoice = async (input: Record<string, unknown>) =>
  trpcData<Invoice>(await suite.create({ invoiceDate: '2025-10-06', ...input }));

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

describe('e-invoice (INV-01 v1.1)', () => {
  it('an intra-state B2B invoice, every figure as worked out by hand', async () => {
    await prepareShop();
    // 2 modules × 10,000 at 5 %: taxable 20,000, CGST = SGST 500, total 21,000.
    const inv = await invoice({
      billToId: suite.fx.local.id,
      lines: [{ productId: suite.fx.module.id, quantity: 2, price: '10000' }],
    });
    const reply = await rest('GET', `/api/invoice/${inv.id}/einvoice`);
    expect(reply.status, reply.text).toBe(200);
    const doc = reply.body;
    expect(doc).toMatchObject({
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N' },
      DocDtls: { Typ: 'INV', No: inv.invoiceNumber, Dt: '06/10/2025' },
      SellerDtls: { Gstin: SHOP_GSTIN, LglNm: 'Ray Solar', Pin: 700016, Stcd: '19' },
      BuyerDtls: {
        Gstin: '19AABCD1234E1Z5',
        LglNm: 'Sunrise RWA',
        Pin: 700029,
        Stcd: '19',
        Pos: '19',
      },
      ValDtls: { AssVal: 20000, CgstVal: 500, SgstVal: 500, IgstVal: 0, TotInvVal: 21000 },
    });
    expect(doc.ItemList).toEqual([
      expect.objectContaining({
        SlNo: '1',
        HsnCd: '85414300',
        IsServc: 'N',
        Qty: 2,
        UnitPrice: 10000,
        TotAmt: 20000,
        Discount: 0,
        AssAmt: 20000,
        GstRt: 5,
        IgstAmt: 0,
        CgstAmt: 500,
        SgstAmt: 500,
        TotItemVal: 21000,
      }),
    ]);
    // tRPC gives the same document.
    expect(
      trpcData(await suite.h.trpcQuery('tenant.invoices.einvoice', { id: inv.id }, opts())),
    ).toEqual(doc);
  });

  it('refuses what the IRP would refuse, naming the reason or the field', async () => {
    const b2c = await invoice({
      billToId: suite.fx.walkIn.id,
      lines: [{ productId: suite.fx.module.id, quantity: 1, price: '1000' }],
    });
    const reply = await rest('GET', `/api/invoice/${b2c.id}/einvoice`);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toContain('B2C document');

    const [noPin] = await withTenant(suite.h.database.db, suite.h.a, (tx) =>
      tx
        .insert(customers)
        .values({
          name: 'No Pin Traders',
          stateCode: 24,
          gstin: withCheck('24AAACN1234A1Z'),
          address: 'Ring Road, Surat',
        })
        .returning(),
    );
    const pinless = await invoice({
      billToId: noPin!.id,
      lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '1000' }],
    });
    const refused = await rest('GET', `/api/invoice/${pinless.id}/einvoice`);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('BuyerDtls.Pin');
    expect(refused.body.details.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'BuyerDtls.Pin' })]),
    );
  });

  it('an export under LUT and an SEZ supply with IGST', async () => {
    const exported = await invoice({
      billToId: suite.fx.exporter.id,
      supplyType: 'WOPAY',
      lines: [{ productId: suite.fx.module.id, quantity: 1, price: '20000' }],
    });
    const exp = (await rest('GET', `/api/invoice/${exported.id}/einvoice`)).body;
    expect(exp.TranDtls.SupTyp).toBe('EXPWOP');
    expect(exp.BuyerDtls).toMatchObject({ Gstin: 'URP', Stcd: '96', Pos: '96', Pin: 999999 });
    expect(exp.ValDtls).toMatchObject({ AssVal: 20000, IgstVal: 0, TotInvVal: 20000 });

    const [sez] = await withTenant(suite.h.database.db, suite.h.a, (tx) =>
      tx
        .insert(customers)
        .values({
          name: 'Salt Lake SEZ Unit',
          stateCode: 19,
          gstin: withCheck('19AABCS4321K1Z'),
          address: 'Sector V, Kolkata 700091',
          isSez: true,
        })
        .returning(),
    );
    // 10,000 at 18 % with payment of IGST: 1,800, total 11,800.
    const sezInvoice = await invoice({
      billToId: sez!.id,
      supplyType: 'WPAY',
      lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '10000' }],
    });
    const doc = (await rest('GET', `/api/invoice/${sezInvoice.id}/einvoice`)).body;
    expect(doc.TranDtls.SupTyp).toBe('SEZWP');
    expect(doc.ValDtls).toMatchObject({
      AssVal: 10000,
      IgstVal: 1800,
      CgstVal: 0,
      TotInvVal: 11800,
    });
  });

  it('a credit note names its invoice; the batch skips B2C and lists the rest', async () => {
    const inv = await invoice({
      invoiceDate: '2025-10-07',
      billToId: suite.fx.remote.id,
      lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '10000' }],
    });
    const note = trpcData<{ id: string; noteNumber: string }>(
      await suite.h.trpcMutation(
        'tenant.creditNotes.create',
        {
          noteDate: '2025-10-08',
          reason: 'post-sale-discount',
          lines: [{ invoiceLineId: inv.lines[0]!.id, taxableValue: '1000' }],
        },
        opts(),
      ),
    );
    const doc = (await rest('GET', `/api/credit-note/${note.id}/einvoice`)).body;
    // 1,000 back at 18 % IGST (Gujarat): 180, total 1,180.
    expect(doc).toMatchObject({
      DocDtls: { Typ: 'CRN', No: note.noteNumber, Dt: '08/10/2025' },
      RefDtls: { PrecDocDtls: [{ InvNo: inv.invoiceNumber, InvDt: '07/10/2025' }] },
      ValDtls: { AssVal: 1000, IgstVal: 180, TotInvVal: 1180 },
    });
    const batch = await rest('GET', '/api/einvoice?from=2025-10-07&to=2025-10-08');
    expect(batch.status, batch.text).toBe(200);
    expect(batch.body.documents.map((d: { DocDtls: { No: string } }) => d.DocDtls.No)).toEqual([
      inv.invoiceNumber,
      note.noteNumber,
    ]);
    expect((await rest('GET', '/api/einvoice?from=2025-10-06&to=2025-10-06')).body.error).toContain(
      'would be refused',
    );
  });
});

describe('IRN: recorded once, then the invoice is read-only', () => {
  it('records the IRP answer (NIC wrapping), prints IRN and Ack on the PDF, refuses edits', async () => {
    const inv = await invoice({
      invoiceDate: '2025-10-09',
      billToId: suite.fx.local.id,
      lines: [{ productId: suite.fx.module.id, quantity: 1, price: '5000' }],
    });
    const bad = await rest('POST', `/api/invoice/${inv.id}/irn`, {
      Irn: 'xyz',
      AckNo: 1,
      AckDt: '2025-10-09 11:00:00',
      SignedQRCode: QR,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('Irn');

    const answer = {
      Status: 1,
      Data: { Irn: IRN, AckNo: 112510036563310, AckDt: '2025-10-09 11:41:00', SignedQRCode: QR },
    };
    const ok = await rest('POST', `/api/invoice/${inv.id}/irn`, answer);
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body.data.irp).toMatchObject({
      irn: IRN,
      ackNo: '112510036563310',
      ackDate: '2025-10-09 11:41:00',
    });
    expect((await rest('POST', `/api/invoice/${inv.id}/irn`, answer)).status).toBe(409);

    const edit = await suite.h.trpcMutation(
      'tenant.invoices.update',
      {
        id: inv.id,
        billToId: suite.fx.local.id,
        lines: [{ productId: suite.fx.module.id, quantity: 1, price: '6000' }],
      },
      opts(),
    );
    expect(trpcError(edit).message).toContain('has an IRN');
    // Acknowledged on 9 Oct 2025: more than 24 hours ago, so a credit note is the way.
    const cancel = await suite.h.trpcMutation('tenant.invoices.delete', { id: inv.id }, opts());
    expect(trpcError(cancel).message).toContain('within 24 hours');

    const detail = trpcData(await suite.h.trpcQuery('tenant.invoices.get', { id: inv.id }, opts()));
    expect(detail.irp.irn).toBe(IRN);
    // The list row carries the IRN too (the web hides Edit on such rows).
    const list = trpcData(
      await suite.h.trpcQuery(
        'tenant.invoices.list',
        { page: 1, pageSize: 50, search: inv.invoiceNumber },
        opts(),
      ),
    );
    expect(list.data.map((r: { id: string; irn: string | null }) => [r.id, r.irn])).toEqual([
      [inv.id, IRN],
    ]);
    if (PDFTOTEXT) {
      const link = await rest('GET', `/api/invoice-file/${inv.id}`);
      const pdf = await suite.h.inject('GET', link.body.data.fileLink, opts());
      const text = pdfText(new Uint8Array(pdf.raw.rawPayload));
      expect(text).toContain(`IRN: ${IRN}`);
      expect(text).toContain('Ack No.: 112510036563310');
      expect(text).toContain('Ack Date: 09-10-2025 11:41');
    }
  });

  it('an invoice acknowledged just now can still be cancelled', async () => {
    const inv = await invoice({
      invoiceDate: '2025-10-10',
      billToId: suite.fx.local.id,
      lines: [{ productId: suite.fx.module.id, quantity: 1, price: '5000' }],
    });
    const now = new Date(Date.now() + 5.5 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
    const ok = await rest('POST', `/api/invoice/${inv.id}/irn`, {
      Irn: IRN.replace('a', 'b'),
      AckNo: '1',
      AckDt: now,
      SignedQRCode: QR,
    });
    expect(ok.status, ok.text).toBe(201);
    trpcData(await suite.h.trpcMutation('tenant.invoices.delete', { id: inv.id }, opts()));
  });
});

describe('e-way bill', () => {
  it('above ₹50,000: the bulk JSON with the vehicle number in portal format; recorded and printed', async () => {
    // 60,000 at 18 % to Gujarat: IGST 10,800, total 70,800 > 50,000.
    const inv = await invoice({
      invoiceDate: '2025-10-11',
      billToId: suite.fx.remote.id,
      vehicleNumber: 'wb 2 ab 123',
      transportDistanceKm: 1950,
      lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '60000' }],
    });
    expect(
      trpcData(await suite.h.trpcQuery('tenant.invoices.get', { id: inv.id }, opts()))
        .vehicleNumber,
    ).toBe('WB02AB0123');
    const reply = await rest('GET', `/api/invoice/${inv.id}/ewaybill`);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.billLists).toHaveLength(1);
    expect(reply.body.billLists[0]).toMatchObject({
      userGstin: SHOP_GSTIN,
      supplyType: 'O',
      docType: 'INV',
      docNo: inv.invoiceNumber,
      docDate: ddmmyyyy(inv.invoiceDate),
      fromGstin: SHOP_GSTIN,
      fromPincode: 700016,
      toGstin: '24AAHFS5678Q1ZA',
      toPincode: 395002,
      totalValue: 60000,
      igstValue: 10800,
      totInvValue: 70800,
      transMode: 1,
      transDistance: 1950,
      vehicleNo: 'WB02AB0123',
      vehicleType: 'R',
    });
    const recorded = await rest('POST', `/api/invoice/${inv.id}/ewaybill`, {
      ewayBillNo: 181009201234,
      ewayBillDate: '11/10/2025 11:41:00 AM',
      validUpto: '21/10/2025 11:59:00 PM',
    });
    expect(recorded.status, recorded.text).toBe(201);
    expect(recorded.body.data.ewayBill).toMatchObject({
      number: '181009201234',
      date: '2025-10-11 11:41:00',
    });
    if (PDFTOTEXT) {
      const link = await rest('GET', `/api/invoice-file/${inv.id}`);
      const pdf = await suite.h.inject('GET', link.body.data.fileLink, opts());
      expect(pdfText(new Uint8Array(pdf.raw.rawPayload))).toContain(
        'E-way Bill No.: 181009201234 dated 11-10-2025 11:41',
      );
    }
  });

  it('REST takes Part B on create: distance, transporter GSTIN/TRANSIN and name', async () => {
    const reply = await rest('POST', '/api/invoice', {
      invoices: [
        {
          invoiceDate: '2025-10-12',
          billTo: suite.fx.remote.id,
          transportDistanceKm: 1900,
          transporterId: '19AAACR5055K1Z4',
          transporterName: 'Eastern Roadways',
          products: [{ product: suite.fx.battery.id, quantity: 1, price: '60000' }],
        },
      ],
    });
    expect(reply.status, reply.text).toBe(201);
    const id = reply.body.data._id ?? reply.body.data.id;
    const detail = trpcData(await suite.h.trpcQuery('tenant.invoices.get', { id }, opts()));
    expect(detail).toMatchObject({
      transportDistanceKm: 1900,
      transporterId: '19AAACR5055K1Z4',
      transporterName: 'Eastern Roadways',
    });
    // No vehicle, but a transporter: Part A only, the transporter fills Part B on the portal.
    const bill = await rest('GET', `/api/invoice/${id}/ewaybill`);
    expect(bill.status, bill.text).toBe(200);
    expect(bill.body.billLists[0]).toMatchObject({
      transporterId: '19AAACR5055K1Z4',
      transDistance: 1900,
    });
  });

  it('refuses at or below ₹50,000, and without a distance', async () => {
    const small = await invoice({
      billToId: suite.fx.remote.id,
      lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '40000' }],
    });
    // 40,000 at 18 % to Gujarat: 40,000 + IGST 7,200 = 47,200, not above 50,000.
    const refused = await rest('GET', `/api/invoice/${small.id}/ewaybill`);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('No e-way bill is needed');
    const noDistance = await invoice({
      billToId: suite.fx.remote.id,
      vehicleNumber: 'GJ05AB1234',
      lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '60000' }],
    });
    const missing = await rest('GET', `/api/invoice/${noDistance.id}/ewaybill`);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('distance');
  });
});

describe('permissions and tenants', () => {
  it('export to download, edit to record; another shop cannot reach the invoice', async () => {
    const h = suite.h;
    const inv = await invoice({
      billToId: suite.fx.local.id,
      lines: [{ productId: suite.fx.module.id, quantity: 1, price: '5000' }],
    });
    await h.createUser(h.a, {
      email: 'looker@alpha.test',
      password: 'Looker-pass-1',
      permissions: [{ page: 'manage-invoice', permissions: { view: true } }],
    });
    const looker = await h.login(h.a, 'looker@alpha.test', 'Looker-pass-1');
    expect(
      (await h.rest('GET', `/api/invoice/${inv.id}/einvoice`, { tenant: 'alpha', cookie: looker }))
        .status,
    ).toBe(403);
    expect(
      (
        await h.rest('POST', `/api/invoice/${inv.id}/irn`, {
          tenant: 'alpha',
          cookie: looker,
          body: {},
        })
      ).status,
    ).toBe(403);
    const beta = await h.login(h.b);
    expect(
      (await h.rest('GET', `/api/invoice/${inv.id}/einvoice`, { tenant: 'beta', cookie: beta }))
        .status,
    ).toBe(404);
  });
});
