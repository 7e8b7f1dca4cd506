import { describe, expect, it } from 'vitest';
import { PDFTOTEXT } from './documents-helpers';
import { ddmmyyyy, edocsSuite, IRN, QR, SHOP_GSTIN } from './edocs-fixtures';
import { trpcData, trpcError } from './helpers';

/**
 * What the shop records from the portals (issue 17), on both engines: the IRP's answer (the IRN;
 * the invoice is read-only after it) and the e-way bill built for the portal and its number, both
 * printed on the invoice. The shop is in West Bengal (19) with GSTIN 19AAACR5055K1Z4. The checks
 * on what is recorded (issue 28 items 8 and 13): edocs-irp-records-checks.test.ts. The INV-01 JSON
 * itself: edocs.test.ts.
 */
const suite = edocsSuite();
const { rest, sale, auditRows } = suite;
const opts = () => suite.opts();

describe('IRN: recorded once, then the invoice is read-only', () => {
  it('records the IRP answer (NIC wrapping), prints IRN and Ack on the PDF, refuses edits', async () => {
    const inv = await sale('local', ['module', 1, '5000'], { invoiceDate: '2025-10-09' });
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
    const list = trpcData<{ data: { id: string; irn: string | null }[] }>(
      await suite.h.trpcQuery(
        'tenant.invoices.list',
        { page: 1, pageSize: 50, search: inv.invoiceNumber },
        opts(),
      ),
    );
    expect(list.data.map((r) => [r.id, r.irn])).toEqual([[inv.id, IRN]]);
    if (PDFTOTEXT) {
      const text = await suite.pdfTextOf(inv.id);
      expect(text).toContain(`IRN: ${IRN}`);
      expect(text).toContain('Ack No.: 112510036563310');
      expect(text).toContain('Ack Date: 09-10-2025 11:41');
    }
  });

  it('an invoice acknowledged just now can still be cancelled; the IRN cancellation is audited', async () => {
    const inv = await sale('local', ['module', 1, '5000'], { invoiceDate: '2025-10-10' });
    const now = new Date(Date.now() + 5.5 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
    const ok = await rest('POST', `/api/invoice/${inv.id}/irn`, {
      Irn: IRN.replace('a', 'b'),
      AckNo: '1',
      AckDt: now,
      SignedQRCode: QR,
    });
    expect(ok.status, ok.text).toBe(201);
    trpcData(
      await suite.h.trpcMutation('tenant.invoices.delete', { id: inv.id, reason: 'typo' }, opts()),
    );
    const [row] = await auditRows(inv.id, 'invoice.irn-cancel');
    expect(row?.details).toMatchObject({
      number: inv.invoiceNumber,
      reason: 'typo',
      before: { status: 'issued', irp: { irn: IRN.replace('a', 'b') } },
      after: { status: 'cancelled' },
      period: '102025',
      filedPeriod: null,
    });
  });
});

describe('e-way bill', () => {
  it('above ₹50,000: the bulk JSON with the vehicle number in portal format; recorded and printed', async () => {
    // 60,000 at 18 % to Gujarat: IGST 10,800, total 70,800 > 50,000.
    const inv = await sale('remote', ['battery', 1, '60000'], {
      invoiceDate: '2025-10-11',
      vehicleNumber: 'wb 2 ab 123',
      transportDistanceKm: 1950,
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
      expect(await suite.pdfTextOf(inv.id)).toContain(
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
    const small = await sale('remote', ['battery', 1, '40000']);
    // 40,000 at 18 % to Gujarat: 40,000 + IGST 7,200 = 47,200, not above 50,000.
    const refused = await rest('GET', `/api/invoice/${small.id}/ewaybill`);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('No e-way bill is needed');
    const noDistance = await sale('remote', ['battery', 1, '60000'], {
      vehicleNumber: 'GJ05AB1234',
    });
    const missing = await rest('GET', `/api/invoice/${noDistance.id}/ewaybill`);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('distance');
  });
});
