import { describe, expect, it } from 'vitest';
import { withTenant } from '@gst/db/client';
import * as billing from '../../../packages/api/test/services/billing-fixtures';
import { edocsSuite, indiaIn, irnOf, irpAnswer, SHOP_GSTIN } from './edocs-fixtures';
import { setSetting } from './gst-fixtures';
import { trpcData, trpcError } from './helpers';

/**
 * The checks on what the shop records from the portals (issue 28 items 8 and 13), on both engines:
 * an acknowledgement date in the future or before the document is refused, an IRN or an e-way bill
 * number already on another document of the shop is refused naming that document (also when many
 * send it at once), a cancellation racing an IRN record never lets both through, and records on a
 * document of a filed month are allowed, leave the filed GSTR-1 as it was and are audited with
 * before and after. Recording itself: edocs-irp-records.test.ts.
 */
const suite = edocsSuite();
const { sale, recordIrn, recordEwb, auditRows } = suite;
const opts = () => suite.opts();

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
