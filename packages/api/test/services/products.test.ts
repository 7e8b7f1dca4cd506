import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, products } from '@gst/db/schema';
import {
  ZProductInput,
  ZProductListInput,
  ZProductUpdate,
} from '../../src/services/products/products.schema';
import {
  createProduct,
  getProduct,
  listProducts,
  updateProduct,
} from '../../src/services/products/products.service';
import type { ServiceCtx } from '../../src/services/context';
import { ZById } from '../../src/routers/crud';
import { appErrorOf, asProcedure, serviceSuite } from '../service-harness';
import { productInput as sharedProductInput } from './catalogue-fixtures';

/**
 * Products, the verbs called directly: create, read, update and list with the spec's fields
 * (moved from apps/server/test/catalogue-products.test.ts, which keeps the delete guard, REST
 * and Excel), and the master data the GST law refuses (from gst-quotes.test.ts). Each test is
 * rolled back, so each creates what it reads.
 */
const suite = serviceSuite();
const create = asProcedure(ZProductInput, createProduct);
const update = asProcedure(ZProductUpdate, updateProduct);
const get = asProcedure(ZById, getProduct);
const list = asProcedure(ZProductListInput, listProducts);

/** catalogue-fixtures.ts's productInput, typed as the create verb takes it. */
const productInput = (uid: string, extra: Record<string, unknown> = {}) =>
  sharedProductInput(uid, extra) as Parameters<typeof create>[1];

const productCount = async ({ tx }: ServiceCtx) =>
  (await tx.select({ id: products.id }).from(products)).length;

describe('create, read, update', () => {
  suite.it(
    'creates with every field; numbers come back as numbers; metadata is not taken',
    async (ctx) => {
      const fields = productInput('MOD-540', {
        productWeight: '27.5',
        productWidth: 113.4,
        productLength: 227.8,
        productWarranty: 12,
        productOutputWarranty: 30,
        productLink: 'https://example.test/mod-540',
      });
      // productMetaData is not editable: sent anyway, it is refused by name (issue 19), not ignored.
      const planted = await appErrorOf(
        create(ctx, { ...fields, productMetaData: { sku: 'planted' } } as typeof fields),
      );
      expect(planted.appCode).toBe('BAD_REQUEST'); // 400
      expect(planted.message).toBe('Unrecognized key: "productMetaData"');
      const created = await create(ctx, fields);
      expect(created).toMatchObject({
        productUniqueID: 'MOD-540',
        productMinPrice: 12500.5,
        gstPercentage: 5,
        productCapacity: 540,
        productWeight: 27.5,
        productWarranty: 12,
        productMetaData: {},
        productLink: 'https://example.test/mod-540',
      });
      const got = await get(ctx, { id: created.id });
      expect(got.productLabel).toBe('Label MOD-540');
      const actions = await ctx.tx.select({ action: auditLog.action }).from(auditLog);
      expect(actions.map((r) => r.action)).toContain('product.create');
    },
  );

  suite.it(
    'refuses non-numeric numbers, a javascript: link and a taken productUniqueID',
    async (ctx) => {
      await create(ctx, productInput('MOD-540'));
      const bad = [
        productInput('X1', { productMinPrice: 'abc' }),
        productInput('X2', { gstPercentage: 101 }),
        productInput('X3', { productCapacity: -5 }),
        productInput('X4', { productLink: 'javascript:alert(1)' }),
        productInput('X5', { productName: '  ' }),
      ];
      for (const input of bad) {
        expect((await appErrorOf(create(ctx, input))).appCode).toBe('BAD_REQUEST'); // 400
      }
      expect((await appErrorOf(create(ctx, bad[0]!))).message).toMatch(
        /productMinPrice must be a number/,
      );
      const taken = await appErrorOf(create(ctx, productInput('MOD-540')));
      expect(taken.appCode).toBe('CONFLICT'); // 409
      expect(taken.message).toContain("productUniqueID 'MOD-540' already exists");
      expect(await productCount(ctx)).toBe(1);
    },
  );

  suite.it('updates every editable field and keeps productMetaData', async (ctx) => {
    const { id } = await create(ctx, productInput('MOD-540'));
    await ctx.tx
      .update(products)
      .set({ productMetaData: { sku: 'S1' } })
      .where(eq(products.id, id));
    const updated = await update(ctx, {
      id,
      ...productInput('MOD-540', { productLabel: 'Renamed', gstPercentage: 12 }),
    });
    expect(updated).toMatchObject({
      productLabel: 'Renamed',
      gstPercentage: 12,
      productMetaData: { sku: 'S1' },
    });
  });

  suite.it('lists with search, sort and paging', async (ctx) => {
    await create(ctx, productInput('MOD-540'));
    for (const uid of ['INV-3K', 'INV-5K', 'BAT-5']) {
      await create(ctx, productInput(uid, { productCapacity: uid.length * 100 }));
    }
    const page = await list(ctx, {
      page: 1,
      pageSize: 5,
      search: 'inv',
      sort: { field: 'productUniqueID', dir: 'desc' },
    });
    expect(page.total).toBe(2);
    expect(page.data.map((p) => p.productUniqueID)).toEqual(['INV-5K', 'INV-3K']);
    const second = await list(ctx, { page: 2, pageSize: 5 });
    expect(second).toMatchObject({ total: 4, data: [] });
  });
});

describe('master data the law refuses: 400 naming the field', () => {
  const product = (extra: Record<string, unknown>) =>
    ({
      productUniqueID: `P-${Math.random().toString(36).slice(2, 8)}`,
      productName: 'Panel clamp',
      productLabel: 'Clamp',
      productHSNCode: '76169990',
      gstPercentage: '18',
      productCategory: 'Accessories',
      ...extra,
    }) as Parameters<typeof create>[1];

  suite.it('takes a product with an 8-digit HSN and a notified rate', async (ctx) => {
    expect((await create(ctx, product({}))).productHSNCode).toBe('76169990');
  });

  it.each([
    [
      'an HSN with letters',
      { productHSNCode: 'AB' },
      /productHSNCode: HSN code must contain digits only/,
    ],
    [
      'a 5-digit HSN',
      { productHSNCode: '85414' },
      /productHSNCode: HSN code must be 4, 6 or 8 digits/,
    ],
    ['a blank HSN', { productHSNCode: '' }, /productHSNCode: HSN code is required/],
    [
      'a rate that is not notified',
      { gstPercentage: '17' },
      /gstPercentage: GST rate 17 % is not a notified GST rate/,
    ],
  ])('refuses a product with %s', (_name, bad, message) =>
    suite.withRollback(async (ctx) => {
      const error = await appErrorOf(create(ctx, product(bad)));
      expect(error.appCode, error.message).toBe('BAD_REQUEST'); // 400
      expect(error.message).toMatch(message);
      expect(await productCount(ctx)).toBe(0);
    }),
  );
});
