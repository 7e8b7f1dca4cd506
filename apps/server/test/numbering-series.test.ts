// @engines pglite
import { describe, expect, it } from 'vitest';
import { todayIN } from '@gst/domain';
import { startTwoShopBilling } from './billing-fixtures';
import { fileSuite, newUserSession, trpcData, trpcError } from './helpers';

/**
 * Issue 29 item 9: a numbering prefix changed mid-year. The Settings preview shows the real next
 * number (the counter's next value this financial year, rendered with the typed template), the
 * save answers with a warning that a new series starts, and GSTR-1 Table 13 reports each series
 * on its own row.
 */
const suite = fileSuite(startTwoShopBilling, ({ h }) => h.close());
const opts = () => ({ tenant: 'alpha', cookie: suite.owner });
const today = todayIN();
const fy = (() => {
  const year = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 4 ? 1 : 0);
  return `${String(year % 100).padStart(2, '0')}-${String((year + 1) % 100).padStart(2, '0')}`;
})();
const period = `${today.slice(5, 7)}${today.slice(0, 4)}`;

const invoice = async () =>
  trpcData<{ invoiceNumber: string }>(
    await suite.h.trpcMutation(
      'tenant.invoices.create',
      {
        invoiceDate: today,
        billToId: suite.fx.local.id,
        lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '1000' }],
      },
      opts(),
    ),
  ).invoiceNumber;

type Preview = { key: string; next: string | null; newSeries: boolean; warning: string | null };
const invoicePreview = async (input: Record<string, string>, o = opts()) =>
  trpcData<Preview[]>(await suite.h.trpcQuery('tenant.settings.numbering', input, o)).find(
    (p) => p.key === 'invoiceNumberingFormat',
  );

describe('a new numbering series mid-year', () => {
  it('previews the real next number, warns on save, and Table 13 keeps the series apart', async () => {
    expect(await invoicePreview({})).toMatchObject({ next: `INV/${fy}/0001`, newSeries: false });
    expect([await invoice(), await invoice()]).toEqual([`INV/${fy}/0001`, `INV/${fy}/0002`]);
    const ks = { invoiceNumberingFormat: 'KS/{fiscalYear}/{number:4}' };
    const warning = `A new invoice series starts: this financial year's invoices so far run up to INV/${fy}/0002, the next will be KS/${fy}/0003. GSTR-1 Table 13 reports each series on its own row.`;
    expect(await invoicePreview({})).toMatchObject({ next: `INV/${fy}/0003`, newSeries: false });
    expect(await invoicePreview(ks)).toEqual({
      key: 'invoiceNumberingFormat',
      next: `KS/${fy}/0003`,
      issuedThisYear: 2,
      newSeries: true,
      warning,
    });
    // A template the rules refuse has no next number (the field shows its error instead).
    expect(await invoicePreview({ invoiceNumberingFormat: 'NO NUMBER' })).toMatchObject({
      next: null,
    });

    const saved = trpcData<{ warnings: string[]; invoiceNumberingFormat: string }>(
      await suite.h.trpcMutation('tenant.settings.update', ks, opts()),
    );
    expect(saved).toMatchObject({ ...ks, warnings: [warning] });
    // Saved again unchanged, or another field: no warning.
    const again = await suite.h.rest('PATCH', '/api/settings', { ...opts(), body: ks });
    expect(again.status, again.text).toBe(200);
    expect(again.body.warnings).toEqual([]);
    expect(again.body.data.warnings).toBeUndefined();
    const listed = await suite.h.rest('GET', '/api/settings/numbering', opts());
    expect(listed.body.data[0]).toMatchObject({ next: `KS/${fy}/0003`, newSeries: false });

    expect(await invoice()).toBe(`KS/${fy}/0003`);
    const gstr1 = trpcData<{ doc_issue: { doc_det: unknown[] } }>(
      await suite.h.trpcQuery('tenant.returns.gstr1', { period }, opts()),
    );
    expect(gstr1.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        docs: [
          {
            num: 1,
            from: `INV/${fy}/0001`,
            to: `INV/${fy}/0002`,
            totnum: 2,
            cancel: 0,
            net_issue: 2,
          },
          {
            num: 2,
            from: `KS/${fy}/0003`,
            to: `KS/${fy}/0003`,
            totnum: 1,
            cancel: 0,
            net_issue: 1,
          },
        ],
      },
    ]);
  });

  it("needs the settings page; another shop's counters are its own", async () => {
    const clerk = await newUserSession(suite.h, suite.h.a, {
      email: 'no-settings@alpha.test',
      password: 'no-settings-1',
      permissions: [{ page: 'manage-invoice', permissions: { view: true } }],
    });
    const refused = await suite.h.trpcQuery(
      'tenant.settings.numbering',
      {},
      {
        tenant: 'alpha',
        cookie: clerk,
      },
    );
    expect(trpcError(refused).data.httpStatus).toBe(403);
    expect(await invoicePreview({}, { tenant: 'beta', cookie: suite.ownerB })).toMatchObject({
      next: `INV/${fy}/0001`,
      newSeries: false,
    });
  });
});
