// @engines pglite
// Reads over the tenant's own tables and the HTTP edge (permissions, isolation): no
// engine-specific SQL, so PGlite alone.
import { describe, expect, it } from 'vitest';
import { startTwoShopBilling } from './billing-fixtures';
import { setWarranties } from './documents-helpers';
import { fileSuite, staffSession, trpcData } from './helpers';

/**
 * Who bought this serial (issue 29 item 4): M-1000 (a module) is sold, returned by a credit
 * note and sold again; the inverter has an item with the same serial number, never sold.
 */
const suite = fileSuite(
  async () => {
    const shops = await startTwoShopBilling();
    const stockOnly = await staffSession(shops.h, 'stock@alpha.test', { 'manage-item': ['view'] });
    const billsOnly = await staffSession(shops.h, 'bills@alpha.test', {
      'manage-invoice': ['view'],
    });
    return { ...shops, stockOnly, billsOnly };
  },
  ({ h }) => h.close(),
);
const as = (cookie: string, tenant = 'alpha') => ({ tenant, cookie });
const mutate = (path: string, input: unknown) => suite.h.trpcMutation(path, input, as(suite.owner));

type Life = {
  salesHidden: boolean;
  matches: {
    productLabel: string;
    status: string;
    addedToStock: string;
    sales:
      | {
          invoiceNumber: string;
          invoiceDate: string;
          status: string;
          customerName: string;
          returned: { noteNumber: string; noteDate: string } | null;
        }[]
      | null;
    warranty: Record<string, string | null> | null;
  }[];
};

describe('serial number life (issue 29 item 4)', () => {
  it('traces a serial through sale, return and re-sale, with its warranty; invoice search finds it', async () => {
    const { fx } = suite;
    await setWarranties(suite.h, suite.h.a, [fx.module.id, fx.inverter.id]);
    const serial = fx.moduleSerials[0]!; // M-1000
    const sell = async (billToId: string, invoiceDate: string) =>
      trpcData<{ id: string; invoiceNumber: string; lines: { id: string }[] }>(
        await mutate('tenant.invoices.create', {
          invoiceDate,
          billToId,
          lines: [
            { productId: fx.module.id, quantity: 1, price: '14000', serialItemIds: [serial] },
          ],
        }),
      );
    const first = await sell(fx.local.id, '2025-10-01');
    const note = trpcData<{ noteNumber: string }>(
      await mutate('tenant.creditNotes.create', {
        noteDate: '2025-10-20',
        reason: 'sales-return',
        lines: [{ invoiceLineId: first.lines[0]!.id, quantity: 1, serialItemIds: [serial] }],
      }),
    );
    const second = await sell(fx.remote.id, '2025-11-05');
    trpcData(
      await mutate('tenant.items.create', {
        productId: fx.inverter.id,
        serialNo: 'M-1000',
        type: 'Inverter',
      }),
    );

    const life = trpcData<Life>(
      await suite.h.trpcQuery('tenant.items.life', { serial: 'M-1000' }, as(suite.owner)),
    );
    expect(life.salesHidden).toBe(false);
    const [inverter, module] = [...life.matches].sort((a, b) => a.status.localeCompare(b.status));
    expect(module?.status).toBe('sold');
    expect(module?.addedToStock).toBeTruthy();
    expect(
      module?.sales?.map((s) => [
        s.invoiceNumber,
        s.invoiceDate,
        s.status,
        s.customerName,
        s.returned,
      ]),
    ).toEqual([
      [
        first.invoiceNumber,
        '2025-10-01',
        'issued',
        fx.local.name,
        {
          noteId: expect.any(String),
          noteNumber: note.noteNumber,
          noteDate: '2025-10-20',
          status: 'issued',
        },
      ],
      [second.invoiceNumber, '2025-11-05', 'issued', fx.remote.name, null],
    ]);
    // The warranty runs from the standing sale: 5 Nov 2025 + 12 years and + 30 years.
    expect(module?.warranty).toEqual({
      from: '2025-11-05',
      productWarrantyYears: '12.0',
      productWarrantyUntil: '2037-11-05',
      outputWarrantyYears: '30.0',
      outputWarrantyUntil: '2055-11-05',
      certificateUrl: `/api/gen-warranty-file/${second.id}`,
    });
    expect(inverter).toMatchObject({ status: 'available', sales: [], warranty: null });

    // The invoice list's search finds both invoices by the serial (sold, and returned from).
    const found = trpcData<{ data: { invoiceNumber: string }[] }>(
      await suite.h.trpcQuery('tenant.invoices.list', { search: 'M-1000' }, as(suite.owner)),
    );
    expect(found.data.map((r) => r.invoiceNumber).sort()).toEqual(
      [first.invoiceNumber, second.invoiceNumber].sort(),
    );

    const rest = await suite.h.rest('GET', '/api/item/life?serial=M-1000', as(suite.owner));
    expect(rest.status).toBe(200);
    expect(rest.body.data.matches).toHaveLength(2);
  });

  it('needs the Items page; sales need invoices too; another shop sees nothing', async () => {
    const stock = trpcData<Life>(
      await suite.h.trpcQuery('tenant.items.life', { serial: 'M-1001' }, as(suite.stockOnly)),
    );
    expect(stock).toMatchObject({ salesHidden: true, matches: [{ sales: null, warranty: null }] });
    const refused = await suite.h.trpcQuery(
      'tenant.items.life',
      { serial: 'M-1001' },
      as(suite.billsOnly),
    );
    expect(refused.status).toBe(403);
    const beta = trpcData<Life>(
      await suite.h.trpcQuery('tenant.items.life', { serial: 'M-1000' }, as(suite.ownerB, 'beta')),
    );
    // Beta has its own M-1000 (its seeded module), never sold: alpha's sales are not in it.
    expect(beta.matches.flatMap((m) => m.sales ?? [])).toEqual([]);
  });
});
