// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { describe, expect, it } from 'vitest';
import { edocsSuite, SHOP_GSTIN, withCheck } from './edocs-fixtures';
import { staffSession, trpcData } from './helpers';

/**
 * E-invoices (INV-01) through the API (issue 17), on both engines: the JSON of each kind of
 * document, what the IRP would refuse, and who may download it. The shop is in West Bengal (19)
 * with GSTIN 19AAACR5055K1Z4; expected figures are worked out by hand. Recording the IRP's and the
 * e-way bill portal's answers: edocs-irp-records.test.ts.
 */
const suite = edocsSuite();
const { rest, sale } = suite;

describe('e-invoice (INV-01 v1.1)', () => {
  it('an intra-state B2B invoice, every figure as worked out by hand', async () => {
    // 2 modules × 10,000 at 5 %: taxable 20,000, CGST = SGST 500, total 21,000.
    const inv = await sale('local', ['module', 2, '10000']);
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
      trpcData(await suite.h.trpcQuery('tenant.invoices.einvoice', { id: inv.id }, suite.opts())),
    ).toEqual(doc);
  });

  it('refuses what the IRP would refuse, naming the reason or the field', async () => {
    const b2c = await sale('walkIn', ['module', 1, '1000']);
    const reply = await rest('GET', `/api/invoice/${b2c.id}/einvoice`);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toContain('B2C document');

    const noPin = await suite.addCustomer({
      name: 'No Pin Traders',
      stateCode: 24,
      gstin: withCheck('24AAACN1234A1Z'),
      address: 'Ring Road, Surat',
    });
    const pinless = await suite.invoice({
      billToId: noPin.id,
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
    const exported = await sale('exporter', ['module', 1, '20000'], { supplyType: 'WOPAY' });
    const exp = (await rest('GET', `/api/invoice/${exported.id}/einvoice`)).body;
    expect(exp.TranDtls.SupTyp).toBe('EXPWOP');
    expect(exp.BuyerDtls).toMatchObject({ Gstin: 'URP', Stcd: '96', Pos: '96', Pin: 999999 });
    expect(exp.ValDtls).toMatchObject({ AssVal: 20000, IgstVal: 0, TotInvVal: 20000 });

    const sez = await suite.addCustomer({
      name: 'Salt Lake SEZ Unit',
      stateCode: 19,
      gstin: withCheck('19AABCS4321K1Z'),
      address: 'Sector V, Kolkata 700091',
      city: 'Kolkata',
      isSez: true,
    });
    // 10,000 at 18 % with payment of IGST: 1,800, total 11,800.
    const sezInvoice = await suite.invoice({
      billToId: sez.id,
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
    const inv = await sale('remote', ['battery', 1, '10000'], { invoiceDate: '2025-10-07' });
    const note = trpcData<{ id: string; noteNumber: string }>(
      await suite.h.trpcMutation(
        'tenant.creditNotes.create',
        {
          noteDate: '2025-10-08',
          reason: 'post-sale-discount',
          lines: [{ invoiceLineId: inv.lines[0]!.id, taxableValue: '1000' }],
        },
        suite.opts(),
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
    const batchDocs = (batch.body as { documents: { DocDtls: { No: string } }[] }).documents;
    expect(batchDocs.map((d) => d.DocDtls.No)).toEqual([inv.invoiceNumber, note.noteNumber]);
    expect((await rest('GET', '/api/einvoice?from=2025-10-06&to=2025-10-06')).body.error).toContain(
      'would be refused',
    );
  });
});

describe('permissions and tenants', () => {
  it('export to download, edit to record; another shop cannot reach the invoice', async () => {
    const h = suite.h;
    const inv = await sale('local', ['module', 1, '5000']);
    const looker = await staffSession(h, 'looker@alpha.test', { 'manage-invoice': ['view'] });
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
