import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { todayIN } from '@gst/domain';
import { seedBilling } from './billing-fixtures';
import { productInput, sheetRows, XLSX_TYPE } from './catalogue-fixtures';
import { customerInput, fileSuite, startHarness, trpcData, trpcError } from './helpers';

/**
 * The audit trail (issue 19), on both engines: every change of an audited record writes a row
 * with before and after; secrets never reach it; the database refuses to change or delete rows;
 * only admins read it; a shop sees only its own rows; filters and the Excel export work.
 */
async function start() {
  const h = await startHarness();
  const fx = await seedBilling(h, h.a);
  const owner = await h.login(h.a);
  const ownerB = await h.login(h.b);
  // Staff never see the audit trail, even when a permission row says so.
  await h.createUser(h.a, {
    email: 'staff-audit@alpha.test',
    password: 'staff-audit-1',
    role: 'staff',
    permissions: [{ page: 'audit-trail', permissions: { view: true, export: true } }],
  });
  const staff = await h.login(h.a, 'staff-audit@alpha.test', 'staff-audit-1');
  await h.createUser(h.a, {
    email: 'admin-none@alpha.test',
    password: 'admin-none-1',
    role: 'admin',
    permissions: [{ page: 'manage-customer', permissions: { view: true } }],
  });
  const adminNone = await h.login(h.a, 'admin-none@alpha.test', 'admin-none-1');
  await h.createUser(h.a, {
    email: 'admin-view@alpha.test',
    password: 'admin-view-1',
    role: 'admin',
    permissions: [{ page: 'audit-trail', permissions: { view: true } }],
  });
  const adminView = await h.login(h.a, 'admin-view@alpha.test', 'admin-view-1');
  const [ownerRow] = await h.sql<{ id: string }>(
    `select id from ${h.a.schemaName}.users where email = 'owner@alpha.test'`,
  );
  return { h, fx, owner, ownerB, staff, adminNone, adminView, ownerId: ownerRow!.id };
}

const suite = fileSuite(start, ({ h }) => h.close());
const asOwner = () => ({ tenant: 'alpha', cookie: suite.owner });
const mutate = (path: string, input: unknown) => suite.h.trpcMutation(path, input, asOwner());

type Entry = {
  id: number;
  at: string;
  actorType: string;
  actorId: string | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  details: {
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
    changed?: string[];
    [key: string]: unknown;
  };
};
type Page = { data: Entry[]; total: number; page: number; pageSize: number };

async function list(input: Record<string, unknown>, as = asOwner()): Promise<Page> {
  return trpcData<Page>(
    await suite.h.trpcQuery('tenant.audit.list', { pageSize: 100, ...input }, as),
  );
}

/** The record's rows, oldest first. */
async function trailOf(entityId: string): Promise<Entry[]> {
  return (await list({ entityId })).data.reverse();
}

async function allAuditText(schema: string): Promise<string> {
  return JSON.stringify(await suite.h.sql(`select * from ${schema}.audit_log`));
}

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

  it('quotes: create, update (status), delete', async () => {
    const lines = [
      {
        productId: suite.fx.battery.id,
        productName: 'Li-ion battery 5 kWh',
        quantity: 1,
        price: '10000',
        gstPercentage: 18,
      },
    ];
    const quote = trpcData<{ id: string }>(
      await mutate('tenant.quotes.create', {
        quoteDate: '2025-11-21',
        customerName: 'Quote Buyer',
        phoneNumber: '9830011111',
        lines,
      }),
    );
    trpcData(
      await mutate('tenant.quotes.update', {
        id: quote.id,
        customerName: 'Quote Buyer',
        phoneNumber: '9830011111',
        status: 'Approved',
        lines,
      }),
    );
    trpcData(await mutate('tenant.quotes.delete', { id: quote.id }));
    const rows = await trailOf(quote.id);
    expect(rows.map((r) => r.action)).toEqual(['quote.create', 'quote.update', 'quote.delete']);
    expect(rows[1]?.details.before).toMatchObject({ status: 'Pending' });
    expect(rows[1]?.details.after).toMatchObject({ status: 'Approved' });
    expect(rows[1]?.details.changed).toContain('status');
    expect(rows[2]?.details.before).toMatchObject({ status: 'Approved' });
    expect(rows[2]?.details.after).toBeNull();
  });

  it('users: create, update, delete, with no password or hash anywhere', async () => {
    const created = trpcData<{ id: string }>(
      await mutate('tenant.users.create', {
        name: 'Trail Clerk',
        email: 'trail.clerk@alpha.test',
        password: 'Trail-Secret-Pass-1',
        role: 'staff',
        permissionSets: [{ page: 'manage-customer', permissions: { view: true } }],
      }),
    );
    trpcData(
      await mutate('tenant.users.update', {
        id: created.id,
        name: 'Trail Clerk Senior',
        email: 'trail.clerk@alpha.test',
        password: 'Trail-Secret-Pass-2',
      }),
    );
    trpcData(await mutate('tenant.users.delete', { id: created.id }));
    const rows = await trailOf(created.id);
    expect(rows.map((r) => r.action)).toEqual(['user.create', 'user.update', 'user.delete']);
    expect(rows[0]?.details.after).toMatchObject({
      name: 'Trail Clerk',
      role: 'staff',
      permissionSets: [{ page: 'manage-customer', permissions: { view: true } }],
    });
    expect(rows[1]?.details).toMatchObject({
      before: { name: 'Trail Clerk' },
      after: { name: 'Trail Clerk Senior' },
      changed: ['name'],
      passwordChanged: true,
    });
    expect(rows[2]?.details.before).toMatchObject({ name: 'Trail Clerk Senior' });
    const hashes = await suite.h.sql<{ password_hash: string }>(
      `select password_hash from ${suite.h.a.schemaName}.users`,
    );
    const text = await allAuditText(suite.h.a.schemaName);
    expect(text).not.toContain('Trail-Secret-Pass');
    expect(text).not.toMatch(/password_?hash/i);
    for (const { password_hash } of hashes) expect(text).not.toContain(password_hash);
  });

  it('settings: each changed key old and new; images as hash and size', async () => {
    const logo = `data:image/png;base64,${Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(600),
    ]).toString('base64')}`;
    trpcData(
      await mutate('tenant.settings.update', { jurisdiction: 'Audit Town', shopLogo: logo }),
    );
    const [row] = (await list({ action: 'settings.update' })).data;
    expect(row?.details.changed?.sort()).toEqual(['jurisdiction', 'shopLogo']);
    expect(row?.details.after).toMatchObject({
      jurisdiction: 'Audit Town',
      shopLogo: {
        sha256: createHash('sha256').update(logo).digest('hex'),
        bytes: logo.length,
      },
    });
    expect(row?.details.before).toHaveProperty('jurisdiction');
    expect(await allAuditText(suite.h.a.schemaName)).not.toContain(logo.slice(22, 80));
  });

  it('API keys: the secret never reaches the trail', async () => {
    const created = trpcData<{ key: string }>(
      await mutate('tenant.apiKeys.create', {
        name: 'Audit key',
        permissionSets: [{ page: 'manage-customer', permissions: { view: true } }],
      }),
    );
    const text = await allAuditText(suite.h.a.schemaName);
    expect(text).not.toContain(created.key);
    expect(text).not.toContain(createHash('sha256').update(created.key).digest('hex'));
    const sessions = await suite.h
      .sql<{ id: string }>(`select * from gst_master.sessions`)
      .catch(() => []);
    for (const s of sessions) expect(text).not.toContain(String(s.id));
  });
});

describe('the database refuses to change the trail', () => {
  it('UPDATE, DELETE and TRUNCATE of audit_log fail', async () => {
    const table = `${suite.h.a.schemaName}.audit_log`;
    const before = await suite.h.sql<{ n: number }>(`select count(*)::int as n from ${table}`);
    expect(before[0]!.n).toBeGreaterThan(0);
    const refused = async (statement: string, op: string) => {
      const error = await suite.h.sql(statement).then(
        () => undefined,
        (e: Error & { cause?: Error }) => e,
      );
      expect(error, statement).toBeDefined();
      expect(String(error?.cause?.message ?? error?.message)).toBe(
        `audit_log is append-only: ${op} is not allowed`,
      );
    };
    await refused(`update ${table} set action = 'forged'`, 'UPDATE');
    await refused(
      `update ${table} set details = '{}' where id = (select max(id) from ${table})`,
      'UPDATE',
    );
    await refused(`delete from ${table}`, 'DELETE');
    await refused(`truncate ${table}`, 'TRUNCATE');
    const after = await suite.h.sql<{ n: number }>(`select count(*)::int as n from ${table}`);
    expect(after[0]!.n).toBe(before[0]!.n);
    const forged = await suite.h.sql(`select 1 from ${table} where action = 'forged'`);
    expect(forged).toHaveLength(0);
  });
});

describe('who may read it', () => {
  it('refuses staff (even with a permission row) and admins without the page, on tRPC and REST', async () => {
    for (const cookie of [suite.staff, suite.adminNone]) {
      const as = { tenant: 'alpha', cookie };
      expect((await suite.h.trpcQuery('tenant.audit.list', {}, as)).status).toBe(403);
      expect((await suite.h.trpcQuery('tenant.audit.export', {}, as)).status).toBe(403);
      expect((await suite.h.rest('GET', '/api/audit-log', as)).status).toBe(403);
      expect((await suite.h.rest('GET', '/api/audit-log/export', as)).status).toBe(403);
    }
    expect((await suite.h.rest('GET', '/api/audit-log', { tenant: 'alpha' })).status).toBe(401);
  });

  it('an admin granted view reads it but needs export for the download', async () => {
    const as = { tenant: 'alpha', cookie: suite.adminView };
    expect((await list({}, as)).total).toBeGreaterThan(0);
    expect((await suite.h.rest('GET', '/api/audit-log', as)).status).toBe(200);
    expect((await suite.h.rest('GET', '/api/audit-log/export', as)).status).toBe(403);
  });

  it('a shop sees only its own rows', async () => {
    const created = trpcData<{ id: string }>(
      await mutate('tenant.customers.create', customerInput('Alpha Secret Co')),
    );
    const asB = { tenant: 'beta', cookie: suite.ownerB };
    const beta = await list({}, asB);
    expect(JSON.stringify(beta.data)).not.toContain(created.id);
    expect(JSON.stringify(beta.data)).not.toContain('Alpha Secret Co');
    expect((await list({ entityId: created.id }, asB)).total).toBe(0);
    expect((await list({ search: 'Alpha Secret' }, asB)).total).toBe(0);
    const rest = await suite.h.rest('GET', `/api/audit-log?entityId=${created.id}`, asB);
    expect(rest.status).toBe(200);
    expect(rest.body.total).toBe(0);
    // Alpha's own owner finds it.
    expect((await list({ entityId: created.id })).total).toBe(1);
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
      const reply = await suite.h.trpcQuery('tenant.audit.list', input, asOwner());
      expect(reply.status, reply.text).toBe(400);
      expect(trpcError(reply).message).toMatch(message);
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
