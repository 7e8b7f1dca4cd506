import { rowsOf, withTenant } from '@gst/db/client';
import { startTwoShopBilling } from './billing-fixtures';
import { expectTrpcRefusal, fileSuite, newUserSession, trpcData } from './helpers';

/**
 * The shared setup of the credit and debit note tests (issue 16): both shops with the billing
 * catalogue, both owners' sessions and a clerk who may only see invoices; an invoice of three
 * modules, the note tables' counts, and a refusal's check.
 */
async function start() {
  const shops = await startTwoShopBilling();
  const clerk = await newUserSession(shops.h, shops.h.a, {
    email: 'invoices-only@alpha.test',
    password: 'invoices-only-1',
    permissions: [{ page: 'manage-invoice', permissions: { view: true, create: true } }],
  });
  return { ...shops, clerk };
}

export type Line = { id: string; position: number; quantity: string; taxableValue: string };
export type Invoice = { id: string; invoiceNumber: string; lines: Line[] };
export type Note = {
  id: string;
  noteNumber: string;
  kind: string;
  status: string;
  taxableAmount: string;
  cgstAmount: string;
  sgstAmount: string;
  igstAmount: string;
  totalAmount: string;
  invoices: { invoiceNumber: string }[];
  lines: {
    quantity: string;
    taxableValue: string;
    cgst: string;
    sgst: string;
    igst: string;
    serials: { serialNo: string }[];
  }[];
};

/** Starts the file's harness (beforeAll) and returns the suite with the notes' helpers. */
export function notesSuite() {
  const suite = fileSuite(start, ({ h }) => h.close());
  const asOwner = () => ({ tenant: 'alpha', cookie: suite.owner });
  const mutate = (path: string, input: unknown, opts = asOwner()) =>
    suite.h.trpcMutation(path, input, opts);

  async function invoiceWith(
    serials: string[],
    extra: Record<string, unknown> = {},
  ): Promise<Invoice> {
    // 3 modules at 14,000.00, 5 % within the state: taxable 42,000.00, CGST = SGST = 1,050.00.
    return trpcData<Invoice>(
      await mutate('tenant.invoices.create', {
        invoiceDate: '2025-10-10',
        billToId: suite.fx.local.id,
        lines: [
          { productId: suite.fx.module.id, quantity: 3, price: '14000', serialItemIds: serials },
        ],
        ...extra,
      }),
    );
  }

  async function counts() {
    return withTenant(suite.h.database.db, suite.h.a, async (tx) => {
      const one = async (sql: string) =>
        String(rowsOf<{ n: string | number }>(await tx.execute(sql))[0]?.n ?? '');
      return {
        notes: await one('select count(*) as n from notes'),
        lines: await one('select count(*) as n from note_lines'),
        serials: await one('select count(*) as n from note_line_serials'),
        sold: await one('select count(*) as n from items where sold_to_invoice'),
        counters: await one(
          "select coalesce(string_agg(kind || ':' || next_value, ',' order by kind, financial_year), '') as n from document_counters",
        ),
      };
    });
  }

  return { suite, asOwner, mutate, invoiceWith, counts, refusedWith: expectTrpcRefusal };
}
