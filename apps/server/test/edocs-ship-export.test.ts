// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { describe, expect, it } from 'vitest';
import { withTenant } from '@gst/db/client';
import { products } from '@gst/db/schema';
import { edocsSuite, withCheck } from './edocs-fixtures';
import { setSetting } from './gst-fixtures';

/**
 * Issue 30 through the API, worked by hand. The shop is in West Bengal (19), Kolkata. Items 1
 * (bill-to-ship-to with a typed delivery address, IGST Act s.10(1)(b)), 4 (an export's shipping
 * bill), 5 (Loc is the city; TotNonAdvolVal), nil-rated lines and reverse charge. Every e-invoice
 * made here is also checked against NIC's schema by the suite's setup (edocs-guard.ts).
 */
const suite = edocsSuite();
const { rest, sale } = suite;

const mumbaiBuyer = () =>
  suite.addCustomer({
    name: 'Mehta Electricals',
    stateCode: 27,
    gstin: withCheck('27AAACM5678Q1Z'),
    address: 'Unit 7, Andheri Industrial Estate, Andheri East',
    pinCode: '400093',
    city: 'Mumbai',
  });

describe('item 1: goods delivered on the buyer’s direction to a typed address elsewhere', () => {
  it('PoS 27 with IGST; ShipDtls names Ahmedabad (24, 380015); the e-way bill is transType 2', async () => {
    const buyer = await mumbaiBuyer();
    // 10 modules at 14,000 = 1,40,000.00; West Bengal (19) to a Maharashtra buyer: place of
    // supply 27 (s.10(1)(b)), inter-state, IGST 5 % = 7,000.00; total 1,47,000.00.
    const inv = await suite.invoice({
      billToId: buyer.id,
      lines: [{ productId: suite.fx.module.id, quantity: 10, price: '14000' }],
      deliveryAddress: {
        name: 'Patel Solar Site',
        address: 'Plot 9, Satellite Road',
        stateCode: 24,
        pinCode: '380015',
        city: 'Ahmedabad',
      },
      vehicleNumber: 'WB02AB1234',
      transportDistanceKm: 1950,
    });
    const einvoice = await rest('GET', `/api/invoice/${inv.id}/einvoice`);
    expect(einvoice.status, einvoice.text).toBe(200);
    expect(einvoice.body.BuyerDtls).toMatchObject({ Stcd: '27', Pos: '27', Loc: 'Mumbai', Pin: 400093 }); // prettier-ignore
    expect(einvoice.body.ValDtls).toMatchObject({ AssVal: 140000, IgstVal: 7000, CgstVal: 0, SgstVal: 0, TotInvVal: 147000 }); // prettier-ignore
    expect(einvoice.body.ShipDtls).toEqual({
      Gstin: 'URP',
      LglNm: 'Patel Solar Site',
      Addr1: 'Plot 9, Satellite Road',
      Loc: 'Ahmedabad',
      Pin: 380015,
      Stcd: '24',
    });

    const ewb = await rest('GET', `/api/invoice/${inv.id}/ewaybill`);
    expect(ewb.status, ewb.text).toBe(200);
    const [bill] = ewb.body.billLists;
    expect(bill).toMatchObject({
      transType: 2,
      fromPlace: 'Kolkata',
      fromPincode: 700016,
      toGstin: buyer.gstin,
      toTrdName: 'Mehta Electricals',
      toStateCode: 27,
      toAddr1: 'Plot 9, Satellite Road',
      toPlace: 'Ahmedabad',
      toPincode: 380015,
      actualToStateCode: 24,
      totalValue: 140000,
      igstValue: 7000,
      TotNonAdvolVal: 0,
      totInvValue: 147000,
    });
    expect(bill.itemList).toEqual([expect.objectContaining({ igstRate: 5, cessNonAdvol: 0 })]);
  });
});

describe('item 4: an export with its shipping bill', () => {
  it('ExpDtls carries country, port, shipping bill number and date; before the bill, what is known', async () => {
    // 1 module at 20,000 under LUT (WOPAY): no IGST, total 20,000.00.
    const shipped = await sale('exporter', ['module', 1, '20000'], {
      supplyType: 'WOPAY',
      exportDetails: { countryCode: 'AE', portCode: 'INCCU1', shippingBillNumber: '4471123', shippingBillDate: '2025-10-09' }, // prettier-ignore
    });
    const doc = (await rest('GET', `/api/invoice/${shipped.id}/einvoice`)).body;
    expect(doc.TranDtls.SupTyp).toBe('EXPWOP');
    expect(doc.ExpDtls).toEqual({ ForCur: 'INR', CntCode: 'AE', Port: 'INCCU1', ShipBNo: '4471123', ShipBDt: '09/10/2025' }); // prettier-ignore
    expect(doc.BuyerDtls).toMatchObject({ Gstin: 'URP', Loc: 'Dubai', Pin: 999999, Stcd: '96' });

    const early = await sale('exporter', ['module', 1, '20000'], {
      supplyType: 'WOPAY',
      exportDetails: { countryCode: 'AE' },
    });
    const earlyDoc = await rest('GET', `/api/invoice/${early.id}/einvoice`);
    expect(earlyDoc.status, earlyDoc.text).toBe(200);
    expect(earlyDoc.body.ExpDtls).toEqual({ ForCur: 'INR', CntCode: 'AE' });
  });
});

describe('item 5: a party’s Loc is its city', () => {
  it('the customer’s city and PIN fields, not the address’s last line', async () => {
    const buyer = await suite.addCustomer({
      name: 'Salt Lake Solar Co-op',
      stateCode: 19,
      gstin: withCheck('19AABCS9876K1Z'),
      address: 'Flat 3B, Salt Lake Sector V',
      pinCode: '700091',
      city: 'Kolkata',
    });
    // 2 modules at 14,000 = 28,000.00; CGST = SGST 2.5 % = 700.00; total 29,400.00.
    const inv = await suite.invoice({ billToId: buyer.id, lines: [{ productId: suite.fx.module.id, quantity: 2, price: '14000' }] }); // prettier-ignore
    const reply = await rest('GET', `/api/invoice/${inv.id}/einvoice`);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.SellerDtls).toMatchObject({ Addr1: '1 Park Street', Loc: 'Kolkata', Pin: 700016 }); // prettier-ignore
    expect(reply.body.BuyerDtls).toMatchObject({ Addr1: 'Flat 3B, Salt Lake Sector V', Loc: 'Kolkata', Pin: 700091 }); // prettier-ignore
    expect(reply.body.ValDtls).toMatchObject({ AssVal: 28000, CgstVal: 700, SgstVal: 700, TotInvVal: 29400 }); // prettier-ignore
  });

  it('no city: a 400 that says which city to fill in, never an address line in its place', async () => {
    const buyer = await suite.addCustomer({
      name: 'Cityless Traders',
      stateCode: 19,
      gstin: withCheck('19AABCC1111K1Z'),
      address: '22 Strand Road, Kolkata 700001',
    });
    const inv = await suite.invoice({ billToId: buyer.id, lines: [{ productId: suite.fx.module.id, quantity: 1, price: '14000' }] }); // prettier-ignore
    const refused = await rest('GET', `/api/invoice/${inv.id}/einvoice`);
    expect(refused.status).toBe(400);
    expect(refused.body.details.errors).toEqual([
      { field: 'BuyerDtls.Loc', message: "Buyer's city is missing: fill in the customer's city." },
    ]);

    await setSetting(suite.h, suite.h.a, 'city', '');
    try {
      const local = await sale('local', ['module', 1, '14000']);
      const noShopCity = await rest('GET', `/api/invoice/${local.id}/einvoice`);
      expect(noShopCity.status).toBe(400);
      expect(noShopCity.body.details.errors).toEqual([
        { field: 'SellerDtls.Loc', message: "Seller's city is missing: fill in City in Settings → Contact Info." }, // prettier-ignore
      ]);
    } finally {
      await setSetting(suite.h, suite.h.a, 'city', 'Kolkata');
    }
  });
});

describe('nil-rated lines and reverse charge', () => {
  it('a nil-rated line is an item at GstRt 0 without tax', async () => {
    const [manual] = await withTenant(suite.h.database.db, suite.h.a, (tx) =>
      tx
        .insert(products)
        .values({
          productUniqueId: 'BOOK-1',
          productName: 'Installation manual',
          productLabel: 'Installation manual',
          productHsnCode: '49011010',
          gstPercentage: '0',
          productCategory: 'Accessories',
          taxability: 'nil-rated',
        }) // prettier-ignore
        .returning(),
    );
    // 2 modules at 14,000 = 28,000.00, CGST = SGST 700.00; the manual 500.00 nil-rated, no tax.
    // Total 28,000 + 700 + 700 + 500 = 29,900.00.
    const inv = await suite.invoice({
      billToId: suite.fx.local.id,
      lines: [
        { productId: suite.fx.module.id, quantity: 2, price: '14000' },
        { productId: manual!.id, quantity: 1, price: '500' },
      ],
    });
    const doc = (await rest('GET', `/api/invoice/${inv.id}/einvoice`)).body;
    expect(doc.ItemList.map((i: Record<string, unknown>) => [i.HsnCd, i.AssAmt, i.GstRt, i.CgstAmt, i.SgstAmt, i.TotItemVal])).toEqual([
      ['85414300', 28000, 5, 700, 700, 29400],
      ['49011010', 500, 0, 0, 0, 500],
    ]); // prettier-ignore
    expect(doc.ValDtls).toMatchObject({ AssVal: 28500, CgstVal: 700, SgstVal: 700, OthChrg: 0, TotInvVal: 29900 }); // prettier-ignore
  });

  it('reverse charge: RegRev Y, the tax shown on the line, not collected in the totals', async () => {
    // 1 battery at 70,000 at 18 %, intra-state, tax payable by the buyer: CGST = SGST 6,300.00
    // shown; the invoice collects 70,000.00.
    const inv = await sale('local', ['battery', 1, '70000'], { reverseCharge: true });
    const reply = await rest('GET', `/api/invoice/${inv.id}/einvoice`);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.TranDtls).toEqual({ TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'Y' });
    expect(reply.body.ItemList[0]).toMatchObject({ AssAmt: 70000, GstRt: 18, CgstAmt: 6300, SgstAmt: 6300, TotItemVal: 70000 }); // prettier-ignore
    expect(reply.body.ValDtls).toMatchObject({ AssVal: 70000, CgstVal: 6300, SgstVal: 6300, TotInvVal: 70000 }); // prettier-ignore
  });
});
