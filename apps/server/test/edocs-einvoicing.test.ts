// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { describe, expect, it } from 'vitest';
import { edocsSuite, indiaIn, irnOf, irpAnswer } from './edocs-fixtures';
import { setSetting } from './gst-fixtures';

/**
 * Issue 30: the shop setting `eInvoicing` (Settings → GST & Legal). E-invoicing (CGST Rule 48(4))
 * applies only above the turnover threshold; with '0' the server makes no e-invoice JSON and
 * records no IRN (409 naming the setting), and the e-way bill (Rule 138) is made as before.
 */
const suite = edocsSuite();
const { rest, sale } = suite;

describe('the eInvoicing setting', () => {
  it("'0': the e-invoice, the batch and the IRN are refused with a 409; the e-way bill is not", async () => {
    // 1 battery at 60,000 at 18 % to Gujarat: IGST 10,800, total 70,800 > 50,000.
    const inv = await sale('remote', ['battery', 1, '60000'], { vehicleNumber: 'WB02AB1234', transportDistanceKm: 1950 }); // prettier-ignore
    await setSetting(suite.h, suite.h.a, 'eInvoicing', '0');
    try {
      for (const reply of [
        await rest('GET', `/api/invoice/${inv.id}/einvoice`),
        await rest('GET', '/api/einvoice?from=2025-10-06&to=2025-10-06'),
        await suite.recordIrn(inv.id, irpAnswer(irnOf(1), indiaIn(-5))),
      ]) {
        expect(reply.status, reply.text).toBe(409);
        expect(reply.body.error).toContain('E-invoicing does not apply to this shop');
        expect(reply.body.error).toContain('Settings → GST & Legal');
      }
      const ewb = await rest('GET', `/api/invoice/${inv.id}/ewaybill`);
      expect(ewb.status, ewb.text).toBe(200);
      expect(ewb.body.billLists[0]).toMatchObject({ docNo: inv.invoiceNumber, igstValue: 10800, totInvValue: 70800 }); // prettier-ignore
    } finally {
      await setSetting(suite.h, suite.h.a, 'eInvoicing', '1');
    }
  });

  it("'1': the same invoice's e-invoice is made and its IRN recorded", async () => {
    const inv = await sale('remote', ['battery', 1, '60000']);
    const reply = await rest('GET', `/api/invoice/${inv.id}/einvoice`);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.ValDtls).toMatchObject({ AssVal: 60000, IgstVal: 10800, TotInvVal: 70800 });
    const recorded = await suite.recordIrn(inv.id, irpAnswer(irnOf(2), indiaIn(-5)));
    expect(recorded.status, recorded.text).toBe(201);
  });
});
