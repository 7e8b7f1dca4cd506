// @engines pglite
// Reads over the tenant's own tables: no engine-specific SQL, so PGlite alone.
import { describe, expect, it } from 'vitest';
import { startTwoShopBilling } from './billing-fixtures';
import { setWarranties } from './documents-helpers';
import { fileSuite, trpcData } from './helpers';

/**
 * A serial's life keeps a sale whose invoice was later cancelled (issue 29): cancelling puts the
 * item back in stock (its link to the line goes), and the life still shows that sale (invoice,
 * customer, date) and its cancellation (its day in India and reason). M-1000 is sold, the
 * invoice cancelled, and the module sold again.
 */
const suite = fileSuite(startTwoShopBilling, ({ h }) => h.close());
const as = () => ({ tenant: 'alpha', cookie: suite.owner });
const mutate = (path: string, input: unknown) => suite.h.trpcMutation(path, input, as());

type Sale = {
  invoiceId: string;
  invoiceNumber: string;
  invoiceDate: string;
  status: string;
  customerName: string;
  returned: unknown;
  cancelled: { date: string; reason: string } | null;
};
type Life = {
  matches: { status: string; sales: Sale[] | null; warranty: { from: string } | null }[];
};

const lifeOf = async () =>
  trpcData<Life>(await suite.h.trpcQuery('tenant.items.life', { serial: 'M-1000' }, as())).matches;
const indiaDay = (moment: string) =>
  new Date(moment).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

describe('serial life after a cancelled sale (issue 29)', () => {
  it('shows the cancelled sale with its cancellation, then the sale that stands', async () => {
    const { fx } = suite;
    await setWarranties(suite.h, suite.h.a, [fx.module.id, fx.inverter.id]);
    const serial = fx.moduleSerials[0]!; // M-1000
    const sell = async (billToId: string, invoiceDate: string) =>
      trpcData<{ id: string; invoiceNumber: string }>(
        await mutate('tenant.invoices.create', {
          invoiceDate,
          billToId,
          lines: [
            { productId: fx.module.id, quantity: 1, price: '14000', serialItemIds: [serial] },
          ],
        }),
      );
    const first = await sell(fx.local.id, '2025-10-01');
    trpcData(
      await mutate('tenant.invoices.delete', {
        id: first.id,
        reason: 'Billed to the wrong customer',
      }),
    );
    const cancelledAt = trpcData<{ cancelledAt: string }>(
      await suite.h.trpcQuery('tenant.invoices.get', { id: first.id }, as()),
    ).cancelledAt;
    const cancellation = { date: indiaDay(cancelledAt), reason: 'Billed to the wrong customer' };

    // Back in stock, and the cancelled sale is still in its life; no warranty stands.
    const [afterCancel] = await lifeOf();
    expect(afterCancel?.status).toBe('available');
    expect(afterCancel?.sales).toEqual([
      {
        invoiceId: first.id,
        invoiceNumber: first.invoiceNumber,
        invoiceDate: '2025-10-01',
        status: 'cancelled',
        customerId: fx.local.id,
        customerName: fx.local.name,
        returned: null,
        cancelled: cancellation,
      },
    ]);
    expect(afterCancel?.warranty).toBeNull();

    // Sold again: both sales, the cancelled one first; the warranty runs from the new sale.
    const second = await sell(fx.remote.id, '2025-10-05');
    const [resold] = await lifeOf();
    expect(resold?.status).toBe('sold');
    expect(
      resold?.sales?.map((s) => [s.invoiceNumber, s.status, s.customerName, s.cancelled]),
    ).toEqual([
      [first.invoiceNumber, 'cancelled', fx.local.name, cancellation],
      [second.invoiceNumber, 'issued', fx.remote.name, null],
    ]);
    expect(resold?.warranty?.from).toBe('2025-10-05');

    // GET /api/item/life says the same.
    const rest = await suite.h.rest('GET', '/api/item/life?serial=M-1000', as());
    expect(rest.status, rest.text).toBe(200);
    expect(
      (rest.body.data.matches[0].sales as Sale[]).map((s) => [s.invoiceNumber, s.cancelled]),
    ).toEqual([
      [first.invoiceNumber, cancellation],
      [second.invoiceNumber, null],
    ]);
  });
});
