// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { describe, expect, it } from 'vitest';
import { todayIN } from '@gst/domain';
import { auditTrailSuite, type Page } from './audit-trail-fixtures';
import { productInput, sheetRows, XLSX_TYPE } from './catalogue-fixtures';
import { customerInput, expectTrpcRefusal, trpcData } from './helpers';

/**
 * The audit trail (issue 19), on both engines: every change of customers, products, items,
 * invoices, credit notes and receipts writes a row with before and after; the filters, paging and
 * the Excel export over those rows. (Quotes, users, settings, API keys, the append-only table and
 * who may read it: audit-trail-access.test.ts.)
 */
const { suite, asOwner, mutate, list, trailOf } = auditTrailSuite();

describe('each change records before and after', () => {
  it('customers: create, update, delete', async () => {
    const created = trpcData<{ id: string }>(
      await mutate('tenant.customers.create', customerInput('Trail Traders')),
    );
    trpcData(
      await mutate('tenant.customers.update', {
        id: created.id,
        ...customerInput('Trail Traders'),
        name: 'Trail Traders Pvt Ltd',
      }),
    );
    trpcData(await mutate('tenant.customers.delete', { id: created.id }));
    const rows = await trailOf(created.id);
    expect(rows.map((r) => r.action)).toEqual([
      'customer.create',
      'customer.update',
      'customer.delete',
    ]);
    const [create, update, remove] = rows;
    expect(create).toMatchObject({
      actorType: 'user',
      actorId: suite.ownerId,
      actorName: 'Alpha Owner',
      entity: 'customer',
    });
    expect(create?.details.before).toBeNull();
    expect(create?.details.after).toMatchObject({ id: created.id, name: 'Trail Traders' });
    expect(update?.details.before).toMatchObject({ name: 'Trail Traders' });
    expect(update?.details.after).toMatchObject({ name: 'Trail Traders Pvt Ltd' });
    expect(update?.details.changed).toEqual(['name']);
    expect(remove?.details.before).toMatchObject({ name: 'Trail Traders Pvt Ltd' });
    expect(remove?.details.after).toBeNull();
  });

  it('customer import: one summary row with the count and every new id', async () => {
    const reply = trpcData<{ count: number; ids: string[] }>(
      await mutate('tenant.customers.createMany', {
        customers: [{ name: 'Imported One' }, { name: 'Imported Two' }],
      }),
    );
    const rows = await trailOf(reply.ids[1]!);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'customer.import',
      entityId: null,
      details: { count: 2, ids: reply.ids },
    });
  });

  it('products and items: create, update, delete', async () => {
    const product = trpcData<{ id: string }>(
      await mutate('tenant.products.create', productInput('AUD-1')),
    );
    trpcData(
      await mutate('tenant.products.update', {
        id: product.id,
        ...productInput('AUD-1', { productMinPrice: 13000 }),
      }),
    );
    const item = trpcData<{ id: string }>(
      await mutate('tenant.items.create', { productId: product.id, serialNo: 'AUD-SN-1' }),
    );
    trpcData(
      await mutate('tenant.items.update', {
        id: item.id,
        productId: product.id,
        serialNo: 'AUD-SN-2',
      }),
    );
    trpcData(await mutate('tenant.items.delete', { id: item.id }));
    trpcData(await mutate('tenant.products.delete', { id: product.id }));

    const p = await trailOf(product.id);
    expect(p.map((r) => r.action)).toEqual(['product.create', 'product.update', 'product.delete']);
    expect(p[1]?.details.changed).toEqual(['productMinPrice']);
    expect(p[1]?.details.before).toMatchObject({ productUniqueId: 'AUD-1' });
    expect(p[2]?.details.after).toBeNull();

    const i = await trailOf(item.id);
    expect(i.map((r) => r.action)).toEqual(['item.create', 'item.update', 'item.delete']);
    expect(i[0]?.details.after).toMatchObject({ serialNo: 'AUD-SN-1' });
    expect(i[1]?.details).toMatchObject({
      before: { serialNo: 'AUD-SN-1' },
      after: { serialNo: 'AUD-SN-2' },
      changed: ['serialNo'],
    });
    expect(i[2]?.details.before).toMatchObject({ serialNo: 'AUD-SN-2' });
  });

  it('invoices: create, update, cancel', async () => {
    const fx = suite.fx;
    const invoice = trpcData<{ id: string; invoiceNumber: string }>(
      await mutate('tenant.invoices.create', {
        invoiceDate: '2025-11-21',
        billToId: fx.local.id,
        lines: [{ productId: fx.battery.id, quantity: 1, price: '10000' }],
      }),
    );
    trpcData(
      await mutate('tenant.invoices.update', {
        id: invoice.id,
        invoiceDate: '2025-11-21',
        billToId: fx.local.id,
        lines: [{ productId: fx.battery.id, quantity: 1, price: '12000' }],
      }),
    );
    trpcData(await mutate('tenant.invoices.delete', { id: invoice.id, reason: 'Duplicate' }));
    const rows = await trailOf(invoice.id);
    expect(rows.map((r) => r.action)).toEqual([
      'invoice.create',
      'invoice.update',
      'invoice.cancel',
    ]);
    expect(rows[0]?.details.after).toMatchObject({
      invoiceNumber: invoice.invoiceNumber,
      status: 'issued',
      taxableAmount: '10000.00',
    });
    expect(rows[1]?.details.before).toMatchObject({ taxableAmount: '10000.00' });
    expect(rows[1]?.details.after).toMatchObject({ taxableAmount: '12000.00' });
    expect(rows[1]?.details.changed).toContain('lines');
    expect(rows[2]?.details).toMatchObject({
      before: { status: 'issued' },
      after: { status: 'cancelled', cancelReason: 'Duplicate' },
    });
  });

  it('credit notes and receipts: create, cancel, reverse', async () => {
    const fx = suite.fx;
    const invoice = trpcData<{ id: string; lines: { id: string }[] }>(
      await mutate('tenant.invoices.create', {
        invoiceDate: '2025-11-21',
        billToId: fx.local.id,
        lines: [{ productId: fx.battery.id, quantity: 2, price: '10000' }],
      }),
    );
    const note = trpcData<{ id: string; noteNumber: string }>(
      await mutate('tenant.creditNotes.create', {
        noteDate: '2025-11-22',
        reason: 'post-sale-discount',
        lines: [{ invoiceLineId: invoice.lines[0]!.id, taxableValue: '1000' }],
      }),
    );
    trpcData(await mutate('tenant.creditNotes.delete', { id: note.id, reason: 'Wrong amount' }));
    const n = await trailOf(note.id);
    expect(n.map((r) => r.action)).toEqual(['credit-note.create', 'credit-note.cancel']);
    expect(n[0]?.details.after).toMatchObject({
      noteNumber: note.noteNumber,
      taxableAmount: '1000.00',
    });
    expect(n[1]?.details).toMatchObject({
      before: { status: 'issued' },
      after: { status: 'cancelled', cancelReason: 'Wrong amount' },
    });

    const payment = trpcData<{ id: string }>(
      await mutate('tenant.payments.create', {
        customerId: fx.local.id,
        paymentDate: '2025-11-23',
        amount: '5000',
        mode: 'bank-transfer',
        reference: 'UTR 99',
        allocations: [{ invoiceId: invoice.id, amount: '5000' }],
      }),
    );
    trpcData(await mutate('tenant.payments.delete', { id: payment.id }));
    const p = await trailOf(payment.id);
    expect(p.map((r) => r.action)).toEqual(['payment.create', 'payment.reverse']);
    expect(p[0]?.details.after).toMatchObject({ amount: '5000.00', reference: 'UTR 99' });
    expect(p[1]?.details).toMatchObject({
      before: { status: 'active' },
      after: { status: 'reversed' },
    });
  });
});

describe('filters, paging and export', () => {
  it('filters by dates, actor, entity, action and search; newest first; paged', async () => {
    const today = todayIN();
    const all = await list({});
    expect(all.total).toBeGreaterThan(10);
    const ids = all.data.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    expect((await list({ from: today, to: today })).total).toBe(all.total);
    expect((await list({ from: '2000-01-01', to: '2000-12-31' })).total).toBe(0);

    const customers = await list({ entity: 'customer' });
    expect(customers.total).toBeGreaterThan(0);
    expect(customers.data.every((r) => r.entity === 'customer')).toBe(true);

    const updates = await list({ action: 'customer.update' });
    expect(updates.data.every((r) => r.action === 'customer.update')).toBe(true);
    expect(updates.total).toBeGreaterThan(0);

    const mine = await list({ actorId: suite.ownerId });
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.data.every((r) => r.actorId === suite.ownerId)).toBe(true);
    expect((await list({ actorId: 'nobody' })).total).toBe(0);

    const found = await list({ search: 'Trail Traders Pvt' });
    expect(found.data.map((r) => r.action).sort()).toEqual(['customer.delete', 'customer.update']);

    const page2 = trpcData<Page>(
      await suite.h.trpcQuery('tenant.audit.list', { page: 2, pageSize: 5 }, asOwner()),
    );
    expect(page2.data.map((r) => r.id)).toEqual(ids.slice(5, 10));
    expect(page2.total).toBe(all.total);
  });

  it('refuses bad filters with a 400 naming them', async () => {
    const bad = async (input: Record<string, unknown>, message: RegExp) => {
      expectTrpcRefusal(await suite.h.trpcQuery('tenant.audit.list', input, asOwner()), message);
    };
    await bad({ entity: 'nope' }, /Unknown entity "nope"/);
    await bad({ from: '2026-02-30' }, /not a real date/);
    await bad({ from: '2026-02-02', to: '2026-02-01' }, /from must not be after to/);
    await bad({ color: 'red' }, /color/);
    expect((await suite.h.rest('GET', '/api/audit-log?from=0001-01-01', asOwner())).status).toBe(
      400,
    );
  });

  it('exports the filtered rows to Excel', async () => {
    const reply = await suite.h.rest('GET', '/api/audit-log/export?entity=customer', asOwner());
    expect(reply.status, reply.text).toBe(200);
    expect(reply.raw.headers['content-type']).toContain(XLSX_TYPE);
    expect(String(reply.raw.headers['content-disposition'])).toMatch(
      /AuditTrail_\d{4}-\d{2}-\d{2}\.xlsx/,
    );
    const rows = sheetRows(reply);
    const listed = await list({ entity: 'customer' });
    expect(rows).toHaveLength(listed.total);
    expect(rows.every((r) => r.Entity === 'customer')).toBe(true);
    const update = rows.find((r) => r.Action === 'customer.update');
    expect(update).toMatchObject({
      Actor: 'Alpha Owner (owner@alpha.test)',
      'Changed Fields': 'name',
    });
    expect(JSON.parse(String(update?.Before))).toMatchObject({ name: 'Trail Traders' });
    expect(JSON.parse(String(update?.After))).toMatchObject({ name: 'Trail Traders Pvt Ltd' });

    const none = await suite.h.rest(
      'GET',
      '/api/audit-log/export?from=2000-01-01&to=2000-01-02',
      asOwner(),
    );
    expect(none.status).toBe(404);
    const viaTrpc = trpcData<unknown[]>(
      await suite.h.trpcQuery('tenant.audit.export', { entity: 'customer' }, asOwner()),
    );
    expect(viaTrpc).toHaveLength(listed.total);
  });
});
