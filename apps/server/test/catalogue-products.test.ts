// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { describe, expect, it } from 'vitest';
import { PRODUCT_EXCEL_COLUMNS } from '@gst/domain/contracts';
import {
  auditActions,
  productInput,
  sheetRows,
  tableCounts,
  XLSX_TYPE,
} from './catalogue-fixtures';
import { expectRestError, ownerSuite, trpcData, trpcError } from './helpers';

/**
 * Products: the delete guard, REST and Excel import/export (spec §3, §5). Create, read, update
 * and list are tested on the verbs directly in packages/api/test/services/products.test.ts.
 */
const suite = ownerSuite();
const asA = suite.asOwner;
const query = (path: string, input: unknown) =>
  suite.h.trpcQuery(`tenant.products.${path}`, input, asA());
const mutate = (path: string, input: unknown) =>
  suite.h.trpcMutation(`tenant.products.${path}`, input, asA());

describe('delete', () => {
  it('refuses while items use the product, and while an invoice line does; deletes otherwise', async () => {
    const used = trpcData(await mutate('create', productInput('USED-1')));
    const customer = trpcData(
      await suite.h.trpcMutation('tenant.customers.create', { name: 'Buyer' }, asA()),
    );
    const item = trpcData(
      await suite.h.trpcMutation(
        'tenant.items.create',
        { productId: used.id, serialNo: 'S-1' },
        asA(),
      ),
    );
    const refused = await mutate('delete', { id: used.id });
    expect(refused.status).toBe(409);
    expect(trpcError(refused).message).toBe(
      "Product 'Label USED-1' is used by 1 item and cannot be deleted",
    );

    const invoiced = trpcData(await mutate('create', productInput('INVOICED-1')));
    trpcData(
      await suite.h.trpcMutation(
        'tenant.invoices.create',
        {
          invoiceDate: '2026-11-21',
          billToId: customer.id,
          lines: [{ productId: invoiced.id, quantity: 1, price: '100' }],
        },
        asA(),
      ),
    );
    const restRefused = await suite.h.rest(
      'DELETE',
      `/api/product/hard-delete/${invoiced.id}`,
      asA(),
    );
    expectRestError(
      restRefused,
      409,
      "Product 'Label INVOICED-1' is used by 1 invoice line and cannot be deleted",
    );
    expect(trpcData(await query('get', { id: invoiced.id })).id).toBe(invoiced.id);

    trpcData(await suite.h.trpcMutation('tenant.items.delete', { id: item.id }, asA()));
    trpcData(await mutate('delete', { id: used.id }));
    expect((await query('get', { id: used.id })).status).toBe(404);
  });
});

describe('REST', () => {
  it('POST one, GET list and ?productId=, PATCH, DELETE with the spec envelopes', async () => {
    const created = await suite.h.rest('POST', '/api/product', {
      ...asA(),
      body: { products: [productInput('REST-1')] },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.message).toBe('Product created successfully!');
    const [row] = created.body.data;
    expect(row._id).toBe(row.id);
    const one = await suite.h.rest('GET', `/api/product?productId=${row._id}`, asA());
    expect(one.body.data).toMatchObject({
      _id: row._id,
      productUniqueID: 'REST-1',
      productMinPrice: 12500.5,
    });
    const list = await suite.h.rest('GET', '/api/product?search=REST', asA());
    expect(list.body).toMatchObject({ message: 'Products fetched', total: 1 });
    const patched = await suite.h.rest('PATCH', '/api/product', {
      ...asA(),
      body: {
        products: [{ _id: row._id, ...productInput('REST-1', { productLabel: 'Patched' }) }],
      },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.data[0].productLabel).toBe('Patched');
    const deleted = await suite.h.rest('DELETE', `/api/product/hard-delete/${row._id}`, asA());
    expect(deleted.body.message).toBe('Product deleted successfully');
    expectRestError(
      await suite.h.rest('DELETE', `/api/product/hard-delete/${row._id}`, asA()),
      404,
    );
  });
});

describe('Excel import (all or nothing) and export', () => {
  it('rejects a file with bad rows, naming each row and reason, and writes nothing', async () => {
    trpcData(await mutate('create', productInput('MOD-540')));
    const before = await tableCounts(suite.h, suite.h.a);
    const rows = [
      productInput('IMP-1'),
      productInput('IMP-2', { productMinPrice: 'twelve' }),
      productInput('IMP-3', { productName: '' }),
      productInput('IMP-1'),
      productInput('MOD-540'),
      productInput('IMP-6'),
    ];
    const reply = await mutate('createMany', { products: rows });
    expect(reply.status, reply.text).toBe(400);
    const error = reply.body.error;
    expect(error.message).toMatch(/^4 rows have problems; nothing was imported\. Row 3: /);
    expect(error.data.details.rows).toEqual([
      { row: 3, reason: 'productMinPrice: productMinPrice must be a number (0 or more)' },
      { row: 4, reason: 'productName: productName is required' },
      { row: 5, reason: "productUniqueID 'IMP-1' repeats row 2" },
      { row: 6, reason: "productUniqueID 'MOD-540' already exists" },
    ]);
    expect(await tableCounts(suite.h, suite.h.a)).toEqual(before);
    const rest = await suite.h.rest('POST', '/api/product', { ...asA(), body: { products: rows } });
    expect(rest.status).toBe(400);
    expect(rest.body.details.rows).toHaveLength(4);
    expect(await tableCounts(suite.h, suite.h.a)).toEqual(before);
  });

  it('refuses an empty upload with the spec message', async () => {
    const reply = await mutate('createMany', { products: [] });
    expect(reply.status).toBe(400);
    expect(trpcError(reply).message).toContain('No products to submit');
  });

  it('exports the current filter, cells starting = + - @ as text, and re-imports to the same rows', async () => {
    const tricky = [
      productInput('RT-1', {
        productName: '=HYPERLINK("http://evil.test","x")',
        productCategory: '+cmd',
      }),
      productInput('RT-2', {
        productLabel: '-2+3',
        // An HSN is digits only since issue 15, so the '@' formula goes in the category.
        productCategory: '@SUM(A1)',
        productWarranty: 12.5,
      }),
    ];
    trpcData(await mutate('createMany', { products: tricky }));
    const reply = await suite.h.rest(
      'GET',
      '/api/product/export?search=RT-&sortField=productUniqueID',
      asA(),
    );
    expect(reply.status, reply.text).toBe(200);
    expect(reply.raw.headers['content-type']).toContain(XLSX_TYPE);
    expect(reply.raw.headers['content-disposition']).toMatch(
      /^attachment; filename="Products_\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const rows = sheetRows(reply);
    expect(rows).toHaveLength(2);
    // The spec's nine columns first (packages/domain/test/contracts-records.test.ts spells them out).
    expect(Object.keys(rows[0] ?? {}).slice(0, 9)).toEqual([...PRODUCT_EXCEL_COLUMNS]);
    // Written as text: the formula-looking cells carry the apostrophe that makes them literal.
    expect(rows[0]?.productName).toBe(`'=HYPERLINK("http://evil.test","x")`);
    expect(rows[0]?.productCategory).toBe("'+cmd");
    expect(rows[1]?.productCategory).toBe("'@SUM(A1)");
    expect(rows[1]?.productLabel).toBe("'-2+3");

    // Re-import into tenant B (same ids are free there) and compare field by field.
    const cookieB = await suite.h.login(suite.h.b);
    trpcData(
      await suite.h.trpcMutation(
        'tenant.products.createMany',
        { products: rows },
        { tenant: 'beta', cookie: cookieB },
      ),
    );
    const strip = (p: Record<string, unknown>) => {
      const { id, createdAt, updatedAt, ...rest } = p;
      void id;
      void createdAt;
      void updatedAt;
      return rest;
    };
    const inA = trpcData<Record<string, unknown>[]>(
      await query('export', { search: 'RT-', sort: { field: 'productUniqueID', dir: 'asc' } }),
    );
    const inB = trpcData<Record<string, unknown>[]>(
      await suite.h.trpcQuery(
        'tenant.products.export',
        { search: 'RT-', sort: { field: 'productUniqueID', dir: 'asc' } },
        { tenant: 'beta', cookie: cookieB },
      ),
    );
    expect(inB.map(strip)).toEqual(inA.map(strip));
    expect(inB[0]?.productName).toBe('=HYPERLINK("http://evil.test","x")');
  });

  it('imports 10,000 rows in one request', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      productInput(`BULK-${i}`, { productCapacity: i }),
    );
    const reply = await mutate('createMany', { products: rows });
    expect(trpcData(reply).count).toBe(10_000);
    const page = trpcData(await query('list', { search: 'BULK-', pageSize: 5 }));
    expect(page.total).toBe(10_000);
    expect(await auditActions(suite.h, suite.h.a)).toContain('product.import');
  });
});
