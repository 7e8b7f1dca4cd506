import { describe, expect, it } from 'vitest';
import { withTenant } from '@gst/db/client';
import * as billing from '../../../packages/api/test/services/billing-fixtures';
import { PDFTOTEXT } from './documents-helpers';
import {
  ddmmyyyy,
  edocsSuite,
  indiaIn,
  IRN,
  irnOf,
  irpAnswer,
  QR,
  SHOP_GSTIN,
} from './edocs-fixtures';
import { setSetting } from './gst-fixtures';
import { trpcData, trpcError } from './helpers';

/**
 * What the shop records from the portals (issue 17), on both engines: the IRP's answer (the IRN;
 * the invoice is read-only after it) and the e-way bill built for the portal and its number, both
 * printed on the invoice. The shop is in West Bengal (19) with GSTIN 19AAACR5055K1Z4. What is
 * recorded is checked first (issue 28 items 8 and 13): an acknowledgement date in the future or
 * before the document is refused, an IRN or an e-way bill number already on another document of
 * the shop is refused naming that document (also when many send it at once), and records on a
 * document of a filed month are allowed, leave the filed GSTR-1 as it was and are audited with
 * before and after. The INV-01 JSON itself: edocs.test.ts.
 */
const suite = edocsSuite();
const { rest, sale, recordIrn, recordEwb, auditRows } = suite;
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

describe("the IRP's acknowledgement date", () => {
  it('refuses a date in the future (beyond 10 minutes) or before the document', async () => {
    const inv = await sale('local', ['module', 1, '5000'], { invoiceDate: '2025-09-02' });
    const future = await recordIrn(inv.id, irpAnswer(irnOf(1), '2099-12-31 23:59:00'));
    expect(future.status).toBe(400);
    expect(future.body.error).toContain('2099-12-31 23:59:00 is in the future');
    const soon = await recordIrn(inv.id, irpAnswer(irnOf(1), indiaIn(15)));
    expect(soon.status).toBe(400);
    const before = await recordIrn(inv.id, irpAnswer(irnOf(1), '2025-09-01 23:59:00'));
    expect(before.status).toBe(400);
    expect(before.body.error).toContain(
      `2025-09-01 23:59:00 is before ${inv.invoiceNumber}'s date 2025-09-02`,
    );
    // Within the clock skew: accepted (the IRP's clock may run a few minutes ahead).
    const ok = await recordIrn(inv.id, irpAnswer(irnOf(1), indiaIn(5)));
    expect(ok.status, ok.text).toBe(201);
  });
});

describe('one IRN, one e-way bill number per document', () => {
  it('an IRN on another invoice or note is refused, naming it', async () => {
    const first = await sale('remote', ['battery', 1, '10000'], { invoiceDate: '2025-09-03' });
    const second = await sale('remote', ['battery', 1, '10000'], { invoiceDate: '2025-09-03' });
    expect((await recordIrn(first.id, irpAnswer(irnOf(2), '2025-09-03 12:00:00'))).status).toBe(
      201,
    );
    // Upper case is the same IRN.
    const again = await recordIrn(
      second.id,
      irpAnswer(irnOf(2).toUpperCase(), '2025-09-03 12:00:00'),
    );
    expect(again.status).toBe(409);
    expect(again.body.error).toContain(`already recorded on invoice ${first.invoiceNumber}`);

    const note = trpcData<{ id: string; noteNumber: string }>(
      await suite.h.trpcMutation(
        'tenant.creditNotes.create',
        {
          noteDate: '2025-09-04',
          reason: 'post-sale-discount',
          lines: [{ invoiceLineId: second.lines[0]!.id, taxableValue: '1000' }],
        },
        opts(),
      ),
    );
    const onNote = await recordIrn(
      note.id,
      irpAnswer(irnOf(2), '2025-09-04 12:00:00'),
      'credit-note',
    );
    expect(onNote.status).toBe(409);
    expect(onNote.body.error).toContain(`already recorded on invoice ${first.invoiceNumber}`);
    expect(
      (await recordIrn(note.id, irpAnswer(irnOf(3), '2025-09-04 12:00:00'), 'credit-note')).status,
    ).toBe(201);
    const fromNote = await recordIrn(second.id, irpAnswer(irnOf(3), '2025-09-04 12:00:00'));
    expect(fromNote.status).toBe(409);
    expect(fromNote.body.error).toContain(`already recorded on credit note ${note.noteNumber}`);
  });

  it('an e-way bill number on another invoice is refused, also inside an IRP answer', async () => {
    const [a, b] = [
      await sale('remote', ['battery', 1, '60000'], { invoiceDate: '2025-09-11' }),
      await sale('remote', ['battery', 1, '60000'], { invoiceDate: '2025-09-11' }),
    ];
    expect((await recordEwb(a.id, '181009200001')).status).toBe(201);
    const again = await recordEwb(b.id, '181009200001');
    expect(again.status).toBe(409);
    expect(again.body.error).toContain(`already recorded on invoice ${a.invoiceNumber}`);
    const viaIrp = await recordIrn(
      b.id,
      irpAnswer(irnOf(4), '2025-09-11 12:00:00', {
        EwbNo: '181009200001',
        EwbDt: '2025-09-11 12:00:00',
      }),
    );
    expect(viaIrp.status).toBe(409);
    expect(viaIrp.body.error).toContain(`already recorded on invoice ${a.invoiceNumber}`);
    // Nothing of the refused answer was kept.
    const detail = trpcData(await suite.h.trpcQuery('tenant.invoices.get', { id: b.id }, opts()));
    expect([detail.irp, detail.ewayBill]).toEqual([null, null]);
  });

  it('sent at once to 8 invoices, one IRN and one e-way bill number are recorded once', async () => {
    const invs = [];
    for (let i = 0; i < 8; i += 1) {
      invs.push(await sale('remote', ['battery', 1, '60000'], { invoiceDate: '2025-09-12' }));
    }
    const irns = await Promise.all(
      invs.map((inv) => recordIrn(inv.id, irpAnswer(irnOf(5), '2025-09-12 12:00:00'))),
    );
    expect(irns.map((r) => r.status).sort()).toEqual([201, ...Array(7).fill(409)]);
    const ewbs = await Promise.all(invs.map((inv) => recordEwb(inv.id, '181009200002')));
    expect(ewbs.map((r) => r.status).sort()).toEqual([201, ...Array(7).fill(409)]);
  });

  it('is per shop: another shop may hold the same IRN, and never learns of this one', async () => {
    const mine = await sale('local', ['module', 1, '5000'], { invoiceDate: '2025-09-13' });
    expect((await recordIrn(mine.id, irpAnswer(irnOf(6), '2025-09-13 12:00:00'))).status).toBe(201);
    const h = suite.h;
    const fx = await withTenant(h.database.db, h.b, (tx) => billing.seedGst(tx));
    await setSetting(h, h.b, 'gstin', SHOP_GSTIN);
    await setSetting(h, h.b, 'address', '1 Park Street, Kolkata 700016');
    await setSetting(h, h.b, 'pinCode', '700016');
    const beta = { tenant: 'beta', cookie: await h.login(h.b) };
    const theirs = trpcData<{ id: string }>(
      await h.trpcMutation(
        'tenant.invoices.create',
        {
          invoiceDate: '2025-09-13',
          billToId: fx.local.id,
          lines: [{ productId: fx.module.id, quantity: 1, price: '5000' }],
        },
        beta,
      ),
    );
    const body = irpAnswer(irnOf(6), '2025-09-13 12:00:00');
    // Alpha's invoice is not beta's to record on.
    expect((await h.rest('POST', `/api/invoice/${mine.id}/irn`, { ...beta, body })).status).toBe(
      404,
    );
    const ok = await h.rest('POST', `/api/invoice/${theirs.id}/irn`, { ...beta, body });
    expect(ok.status, ok.text).toBe(201);
  });
});

describe('a cancellation racing an IRN record', () => {
  it('never both: recorded first blocks the cancel (acknowledged over 24 h ago), or cancelled first refuses the IRN', async () => {
    const invs = [];
    for (let i = 0; i < 6; i += 1) {
      invs.push(await sale('local', ['module', 1, '5000'], { invoiceDate: '2025-09-14' }));
    }
    const rounds = await Promise.all(
      invs.map((inv, i) =>
        Promise.all([
          recordIrn(inv.id, irpAnswer(irnOf(100 + i), '2025-09-14 12:00:00')),
          suite.h.trpcMutation('tenant.invoices.delete', { id: inv.id, reason: 'race' }, opts()),
        ]),
      ),
    );
    for (const [irn, cancel] of rounds) {
      if (cancel.status === 200) {
        expect(irn.status).toBe(409);
        expect(irn.body.error).toContain('is cancelled');
      } else {
        expect(irn.status, irn.text).toBe(201);
        expect(trpcError(cancel).message).toContain('within 24 hours');
      }
    }
  });
});

describe('records on a document of a filed month (item 13)', () => {
  it('are allowed, leave the filed GSTR-1 unchanged and are audited with before and after', async () => {
    const inv = await sale('remote', ['battery', 1, '60000'], { invoiceDate: '2025-07-10' });
    const open = await sale('local', ['module', 1, '5000'], { invoiceDate: '2025-09-15' });
    const gstr1 = async () =>
      JSON.stringify(
        trpcData(await suite.h.trpcQuery('tenant.returns.gstr1', { period: '072025' }, opts())),
      );
    trpcData(await suite.h.trpcMutation('tenant.returns.lock', { period: '072025' }, opts()));
    const filed = await gstr1();

    const irn = await recordIrn(inv.id, irpAnswer(irnOf(7), '2025-07-10 12:00:00'));
    expect(irn.status, irn.text).toBe(201);
    const ewb = await recordEwb(inv.id, '181009200003');
    expect(ewb.status, ewb.text).toBe(201);
    expect((await recordIrn(open.id, irpAnswer(irnOf(8), '2025-09-15 12:00:00'))).status).toBe(201);
    expect(await gstr1()).toBe(filed);

    const irp = { irn: irnOf(7), ackNo: '112510036563310', ackDate: '2025-07-10 12:00:00' };
    const [irnRow] = await auditRows(inv.id, 'invoice.irn');
    expect(irnRow?.details).toMatchObject({
      before: { irp: null, ewayBill: null },
      after: { irp, ewayBill: null },
      period: '072025',
      filedPeriod: '072025',
    });
    const [ewbRow] = await auditRows(inv.id, 'invoice.eway-bill');
    expect(ewbRow?.details).toMatchObject({
      before: { ewayBill: null },
      after: { ewayBill: { number: '181009200003', date: '2025-09-11 11:41:00' } },
      period: '072025',
      filedPeriod: '072025',
    });
    const [openRow] = await auditRows(open.id, 'invoice.irn');
    expect(openRow?.details).toMatchObject({ period: '092025', filedPeriod: null });
  });
});
