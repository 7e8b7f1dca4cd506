import { startTwoShopBilling } from './billing-fixtures';
import { customerInput, expectTrpcRefusal, fileSuite, staffSession, trpcData } from './helpers';

/**
 * The shared setup of the payments tests (issue 16): both shops with the billing catalogue, both
 * owners' sessions, a clerk without the Payments page and a cashier with it; a new customer, a
 * battery invoice, invoice balances, and a refusal's check.
 */
async function start() {
  const shops = await startTwoShopBilling();
  const { h } = shops;
  const clerk = await staffSession(h, 'no-payments@alpha.test', { 'manage-invoice': ['view'] });
  const cashier = await staffSession(h, 'cashier@alpha.test', {
    'manage-payment': ['view', 'create'],
  });
  return { ...shops, clerk, cashier };
}

export type Invoice = { id: string; invoiceNumber: string; lines: { id: string }[] };
export type Balance = { invoiceId: string; balance: string; status: string };
export type Payment = { id: string; receiptNumber: string; unallocated: string };

/** Starts the file's harness (beforeAll) and returns the suite with the payments' helpers. */
export function paymentsSuite() {
  const suite = fileSuite(start, ({ h }) => h.close());
  const asOwner = () => ({ tenant: 'alpha', cookie: suite.owner });
  const mutate = (path: string, input: unknown) => suite.h.trpcMutation(path, input, asOwner());
  const query = (path: string, input: unknown) => suite.h.trpcQuery(path, input, asOwner());

  async function newCustomer(name: string) {
    return trpcData<{ id: string }>(
      await mutate(
        'tenant.customers.create',
        customerInput(name, { address: '1 Test Road, Kolkata' }),
      ),
    ).id;
  }

  async function battery(customerId: string, price: string, invoiceDate = '2025-10-01') {
    // One battery at 18 %, within the state: price + 9 % + 9 %.
    return trpcData<Invoice>(
      await mutate('tenant.invoices.create', {
        invoiceDate,
        billToId: customerId,
        lines: [{ productId: suite.fx.battery.id, quantity: 1, price }],
      }),
    );
  }

  async function balances(ids: string[]) {
    const rows = trpcData<Balance[]>(await query('tenant.payments.invoiceBalances', { ids }));
    return ids.map((id) => {
      const row = rows.find((r) => r.invoiceId === id);
      return [row?.balance, row?.status];
    });
  }

  return {
    suite,
    asOwner,
    mutate,
    query,
    newCustomer,
    battery,
    balances,
    refusedWith: expectTrpcRefusal,
  };
}
