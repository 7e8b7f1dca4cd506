// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { describe, expect, it } from 'vitest';
import { withTenant } from '@gst/db/client';
import { soldFlags } from './billing-fixtures';
import { SHOP_SETTINGS, pdfText, PDFTOTEXT } from './documents-helpers';
import { gstSuite, setSetting } from './gst-fixtures';
import { trpcData, trpcError } from './helpers';

/**
 * Issued invoices are frozen and cancelled, never deleted (issue 15): the PDF of an issued
 * invoice does not follow later edits of the shop or the customer; a cancelled invoice keeps its
 * number, gives its serials back and leaves the dashboard and the sales export.
 */
const suite = gstSuite();
const { create, opts } = suite;

type Invoice = { id: string; invoiceNumber: string; status: string; revision: number };

const serialInvoice = (date: string, serial: string, price = '14500') => ({
  invoiceDate: date,
  billToId: suite.fx.local.id,
  lines: [{ productId: suite.fx.module.id, quantity: 1, price, serialItemIds: [serial] }],
});

async function pdfOf(id: string, copies?: number) {
  const link = await suite.h.rest(
    'GET',
    `/api/invoice-file/${id}${copies ? `?copies=${copies}` : ''}`,
    opts(),
  );
  expect(link.status, link.text).toBe(200);
  const file = await suite.h.rest('GET', link.body.data.fileLink as string, opts());
  expect(file.status).toBe(200);
  return { link: link.body.data.fileLink as string, text: pdfText(file.raw.rawPayload) };
}

describe('an issued invoice is frozen', () => {
  it('prints the same text after the shop is renamed and the customer edited', async () => {
    trpcData(await suite.h.trpcMutation('tenant.settings.update', SHOP_SETTINGS, opts()));
    const invoice = trpcData<Invoice>(
      await create(serialInvoice('2025-11-01', suite.fx.moduleSerials[5]!)),
    );
    const before = await pdfOf(invoice.id);
    if (PDFTOTEXT) {
      expect(before.text).toContain('Alpha Solar Traders');
      expect(before.text).toContain('14 Lake Road');
      expect(before.text).toContain('ORIGINAL FOR RECIPIENT');
      expect(before.text).not.toContain('DUPLICATE FOR TRANSPORTER');
    }
    trpcData(
      await suite.h.trpcMutation(
        'tenant.settings.update',
        { shopName: 'Renamed Energy Pvt Ltd', address: '99 New Address, Howrah' },
        opts(),
      ),
    );
    await withTenant(suite.h.database.db, suite.h.a, (tx) =>
      tx.execute(
        `update customers set name = 'Sunset RWA', address = '1 Other Street, Siliguri' where id = '${suite.fx.local.id}'`,
      ),
    );
    const after = await pdfOf(invoice.id);
    expect(after.link).toBe(before.link);
    expect(after.text).toBe(before.text);
    // Three copies are a different file, with the Rule 48 labels; one copy again is the first text.
    const three = await pdfOf(invoice.id, 3);
    expect(three.link).not.toBe(before.link);
    if (PDFTOTEXT) {
      expect(three.text).toContain('DUPLICATE FOR TRANSPORTER');
      expect(three.text).toContain('TRIPLICATE FOR SUPPLIER');
      expect(three.text).not.toContain('Renamed Energy');
    }
    const one = await pdfOf(invoice.id, 1);
    expect(one.text).toBe(before.text);
    // The shop's default copies come from the invoiceCopies setting.
    await setSetting(suite.h, suite.h.a, 'invoiceCopies', '2');
    const two = await pdfOf(invoice.id);
    if (PDFTOTEXT) {
      expect(two.text).toContain('DUPLICATE FOR TRANSPORTER');
      expect(two.text).not.toContain('TRIPLICATE FOR SUPPLIER');
    }
    await setSetting(suite.h, suite.h.a, 'invoiceCopies', '1');
    // Put the customer back for the suites below.
    await withTenant(suite.h.database.db, suite.h.a, (tx) =>
      tx.execute(
        `update customers set name = 'Sunrise RWA', address = '14 Lake Road, Kolkata 700029' where id = '${suite.fx.local.id}'`,
      ),
    );
  });

  it('an edit is a new revision with an audit row of what changed; the supplier stays as issued', async () => {
    const invoice = trpcData<Invoice>(
      await create(serialInvoice('2025-11-02', suite.fx.moduleSerials[4]!)),
    );
    const edited = trpcData<Invoice & { supplier: { shopName: string }; totalAmount: string }>(
      await suite.h.trpcMutation(
        'tenant.invoices.update',
        { id: invoice.id, ...serialInvoice('2025-11-02', suite.fx.moduleSerials[4]!, '15000') },
        opts(),
      ),
    );
    expect(edited.revision).toBe(2);
    expect(edited.supplier.shopName).toBe('Renamed Energy Pvt Ltd'); // as at issue (renamed above)
    expect(edited.totalAmount).toBe('15750.00'); // 15,000 + 2 × 375.00
    const audit = await suite.h.sql<{
      details: {
        revision: number;
        before: Record<string, unknown>;
        after: Record<string, unknown>;
      };
    }>(
      `select details from ${suite.h.a.schemaName}.audit_log where action = 'invoice.update' and entity_id = '${invoice.id}'`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details.revision).toBe(2);
    expect(audit[0]?.details.before).toMatchObject({ totalAmount: '15225.00' });
    expect(audit[0]?.details.after).toMatchObject({ totalAmount: '15750.00' });
    expect(Object.keys(audit[0]?.details.after ?? {})).not.toContain('invoiceDate');
  });
});

describe('cancelling an invoice', () => {
  it('keeps its number, frees its serials, leaves the dashboard and the export, stamps the PDF', async () => {
    const dashboard = async () =>
      trpcData<{ totalInvoices: number; totalRevenue: string }>(
        await suite.h.trpcQuery(
          'tenant.dashboard.get',
          { startDate: '2025-12-01', endDate: '2025-12-31' },
          opts(),
        ),
      );
    const exported = async () =>
      trpcData<{ invoiceNumber: string }[]>(
        await suite.h.trpcQuery(
          'tenant.invoices.exportRows',
          { fromDate: '2025-12-01', toDate: '2025-12-31' },
          opts(),
        ),
      ).map((r) => r.invoiceNumber);
    const first = trpcData<Invoice>(
      await create(serialInvoice('2025-12-01', suite.fx.moduleSerials[3]!, '10000')),
    );
    const second = trpcData<Invoice>(
      await create(serialInvoice('2025-12-02', suite.fx.moduleSerials[2]!, '20000')),
    );
    const before = await dashboard();
    // 10,000 + 500 GST and 20,000 + 1,000 GST.
    expect(before).toMatchObject({ totalInvoices: 2, totalRevenue: '31500.00' });
    expect(await exported()).toEqual([first.invoiceNumber, second.invoiceNumber]);

    // The older of the two: any invoice can be cancelled, not only the newest.
    const reply = await suite.h.rest(
      'DELETE',
      `/api/invoice/hard-delete/${first.id}?reason=Duplicate`,
      opts(),
    );
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual({ message: 'Invoice cancelled' });
    const cancelled = trpcData<Invoice & { cancelReason: string; cancelledAt: string }>(
      await suite.h.trpcQuery('tenant.invoices.get', { id: first.id }, opts()),
    );
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Duplicate',
      invoiceNumber: first.invoiceNumber,
    });
    expect(cancelled.cancelledAt).toBeTruthy();
    expect(await soldFlags(suite.h, suite.h.a, [suite.fx.moduleSerials[3]!])).toEqual([false]);
    expect(await dashboard()).toMatchObject({ totalInvoices: 1, totalRevenue: '21000.00' });
    expect(await exported()).toEqual([second.invoiceNumber]);
    const list = trpcData<{ data: { id: string; status: string }[] }>(
      await suite.h.trpcQuery('tenant.invoices.list', { page: 1, pageSize: 100 }, opts()),
    );
    expect(list.data.find((r) => r.id === first.id)?.status).toBe('cancelled');
    const pdf = await pdfOf(first.id);
    if (PDFTOTEXT) expect(pdf.text).toContain('CANCELLED');

    // The number is not reused; the freed serial can be sold again.
    const next = trpcData<Invoice>(
      await create(serialInvoice('2025-12-03', suite.fx.moduleSerials[3]!, '100')),
    );
    const seq = (n: string) => Number(n.split('/').pop());
    expect(seq(next.invoiceNumber)).toBe(seq(second.invoiceNumber) + 1);
    expect(await soldFlags(suite.h, suite.h.a, [suite.fx.moduleSerials[3]!])).toEqual([true]);

    const again = await suite.h.trpcMutation('tenant.invoices.delete', { id: first.id }, opts());
    expect(again.status).toBe(409);
    expect(trpcError(again).message).toBe('Invoice is already cancelled');
    const edit = await suite.h.trpcMutation(
      'tenant.invoices.update',
      { id: first.id, ...serialInvoice('2025-12-01', suite.fx.moduleSerials[1]!) },
      opts(),
    );
    expect(edit.status).toBe(409);
    expect(await soldFlags(suite.h, suite.h.a, [suite.fx.moduleSerials[1]!])).toEqual([false]);
  });

  it('a concurrent cancel and edit of one invoice leave one consistent outcome', async () => {
    for (let round = 0; round < 3; round++) {
      const invoice = trpcData<Invoice>(
        await create(serialInvoice('2025-12-10', suite.fx.moduleSerials[0]!)),
      );
      const [cancel, edit] = await Promise.all([
        suite.h.trpcMutation('tenant.invoices.delete', { id: invoice.id }, opts()),
        suite.h.trpcMutation(
          'tenant.invoices.update',
          { id: invoice.id, ...serialInvoice('2025-12-10', suite.fx.moduleSerials[1]!, '15000') },
          opts(),
        ),
      ]);
      expect(cancel.status, cancel.text).toBe(200);
      expect([200, 409], edit.text).toContain(edit.status);
      const final = trpcData<Invoice & { totalAmount: string }>(
        await suite.h.trpcQuery('tenant.invoices.get', { id: invoice.id }, opts()),
      );
      expect(final.status).toBe('cancelled');
      // Edited first then cancelled (revision 2, the edit's total), or cancelled first and the
      // edit refused (revision 1, the original total); never a half of each.
      if (edit.status === 200)
        expect(final).toMatchObject({ revision: 2, totalAmount: '15750.00' });
      else expect(final).toMatchObject({ revision: 1, totalAmount: '15225.00' });
      // Either way nothing stays sold to a cancelled invoice.
      expect(
        await soldFlags(suite.h, suite.h.a, [
          suite.fx.moduleSerials[0]!,
          suite.fx.moduleSerials[1]!,
        ]),
      ).toEqual([false, false]);
    }
  });
});
