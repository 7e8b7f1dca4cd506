import { withTenant } from '@gst/db/client';
import { customers } from '@gst/db/schema';
import { setSetting, startGstHarness } from './gst-fixtures';
import { billingSuite } from './billing-invoices-fixtures';
import { trpcData } from './helpers';

/**
 * The returns suites' quarter (issue 17): July–September 2024 filed quarterly (QRMP), so one
 * period holds invoices on both sides of 1 August 2024, when the B2CL threshold fell from
 * ₹2,50,000 to ₹1,00,000 (Rule 59(4), Notification 12/2024-CT). The shop is in West Bengal (19);
 * modules are at 5 % (HSN 85414300), batteries at 18 % (HSN 85076000). Every document is made
 * through the API. Amounts below are before tax unless said.
 *
 *  I1  10 Jul  Sunrise RWA (19, registered)   2 modules × 10,000   CGST 500 + SGST 500 = 21,000
 *  I2  11 Jul  Patel Textiles (24, registered) 1 battery 10,000    IGST 1,800          = 11,800
 *  I3  15 Jul  Mumbai buyer (27, unregistered) 1 battery 2,20,000  IGST 39,600         = 2,59,600  B2CL (> 2.5 lakh)
 *  I4  16 Jul  Mumbai buyer                    1 battery 1,50,000  IGST 27,000         = 1,77,000  B2CS (≤ 2.5 lakh before Aug)
 *  I5  05 Aug  Mumbai buyer                    1 battery 90,000    IGST 16,200         = 1,06,200  B2CL (> 1 lakh from Aug)
 *  I6  06 Aug  Mumbai buyer                    1 battery 80,000    IGST 14,400         = 94,400    B2CS
 *  I7  07 Aug  Walk-in buyer (19)              1 module 4,000      CGST 100 + SGST 100 = 4,200     B2CS
 *  I8  02 Sep  Falta SEZ unit, WPAY            1 battery 10,000    IGST 1,800          = 11,800    B2B SEWP
 *  I9  03 Sep  Falta SEZ unit, WOPAY (LUT)     1 battery 20,000    no tax              = 20,000    B2B SEWOP
 *  I10 04 Sep  Gulf Solar (abroad), WPAY       1 module 10,000     IGST 500            = 10,500    EXP WPAY
 *  I11 05 Sep  Gulf Solar, WOPAY (LUT)         1 module 20,000     no tax              = 20,000    EXP WOPAY
 *  I12 10 Sep  Sunrise RWA                     1 module 1,000      cancelled: Table 13 only
 *  CN1 20 Sep  credit on I1: 1,000             CGST 25 + SGST 25   = 1,050    CDNR
 *  CN2 21 Sep  credit on I7: 400               CGST 10 + SGST 10   = 420      netted in B2CS
 *  DN1 22 Sep  debit on I2: 500                IGST 90             = 590      CDNR
 *  CN3 23 Sep  credit on I3 (a B2CL invoice): 20,000  IGST 3,600   = 23,600   CDNUR (B2CL)
 */
export const QUARTER = '092024';

type Invoice = { id: string; invoiceNumber: string; lines: { id: string }[] };
type Note = { id: string; noteNumber: string };

export async function startReturnsHarness() {
  const started = await startGstHarness();
  const { h, fx, cookie } = started;
  await setSetting(h, h.a, 'returnFrequency', 'quarterly');
  await setSetting(h, h.a, 'lutNumber', 'AD190324000123X');
  await setSetting(h, h.a, 'lutDate', '2024-04-01');
  const [mumbai] = await withTenant(h.database.db, h.a, (tx) =>
    tx
      .insert(customers)
      .values({ name: 'Mumbai Buyer', stateCode: 27, address: '3 Marine Drive, Mumbai 400002' })
      .returning(),
  );
  if (!mumbai) throw new Error('not seeded');
  const opts = { tenant: 'alpha', cookie };
  const invoice = async (
    invoiceDate: string,
    billToId: string,
    product: { id: string },
    price: string,
    extra: Record<string, unknown> = {},
  ) =>
    trpcData<Invoice>(
      await h.trpcMutation(
        'tenant.invoices.create',
        { invoiceDate, billToId, lines: [{ productId: product.id, quantity: 1, price }], ...extra },
        opts,
      ),
    );
  const I1 = trpcData<Invoice>(
    await h.trpcMutation(
      'tenant.invoices.create',
      {
        invoiceDate: '2024-07-10',
        billToId: fx.local.id,
        lines: [{ productId: fx.module.id, quantity: 2, price: '10000' }],
      },
      opts,
    ),
  );
  const I2 = await invoice('2024-07-11', fx.remote.id, fx.battery, '10000');
  const I3 = await invoice('2024-07-15', mumbai.id, fx.battery, '220000');
  const I4 = await invoice('2024-07-16', mumbai.id, fx.battery, '150000');
  const I5 = await invoice('2024-08-05', mumbai.id, fx.battery, '90000');
  const I6 = await invoice('2024-08-06', mumbai.id, fx.battery, '80000');
  const I7 = await invoice('2024-08-07', fx.walkIn.id, fx.module, '4000');
  const I8 = await invoice('2024-09-02', fx.sez.id, fx.battery, '10000', { supplyType: 'WPAY' });
  const I9 = await invoice('2024-09-03', fx.sez.id, fx.battery, '20000', { supplyType: 'WOPAY' });
  const I10 = await invoice('2024-09-04', fx.exporter.id, fx.module, '10000', {
    supplyType: 'WPAY',
  });
  const I11 = await invoice('2024-09-05', fx.exporter.id, fx.module, '20000', {
    supplyType: 'WOPAY',
  });
  const I12 = await invoice('2024-09-10', fx.local.id, fx.module, '1000');
  trpcData(await h.trpcMutation('tenant.invoices.delete', { id: I12.id }, opts));
  const note = async (path: string, noteDate: string, reason: string, on: Invoice, value: string) =>
    trpcData<Note>(
      await h.trpcMutation(
        path,
        { noteDate, reason, lines: [{ invoiceLineId: on.lines[0]!.id, taxableValue: value }] },
        opts,
      ),
    );
  const CN1 = await note(
    'tenant.creditNotes.create',
    '2024-09-20',
    'post-sale-discount',
    I1,
    '1000',
  );
  const CN2 = await note(
    'tenant.creditNotes.create',
    '2024-09-21',
    'post-sale-discount',
    I7,
    '400',
  );
  const DN1 = await note('tenant.debitNotes.create', '2024-09-22', 'price-revision', I2, '500');
  const CN3 = await note(
    'tenant.creditNotes.create',
    '2024-09-23',
    'post-sale-discount',
    I3,
    '20000',
  );
  return {
    ...started,
    mumbai,
    docs: { I1, I2, I3, I4, I5, I6, I7, I8, I9, I10, I11, I12, CN1, CN2, DN1, CN3 },
  };
}

export function returnsSuite() {
  return billingSuite(startReturnsHarness);
}
