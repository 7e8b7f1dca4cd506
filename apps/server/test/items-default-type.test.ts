// @engines pglite
// A new item's default type (issue 29): service behaviour over REST, tRPC and the import; PGlite.
import { describe, expect, it } from 'vitest';
import { productInput } from './catalogue-fixtures';
import { ownerSuite, trpcData } from './helpers';

/**
 * An item sent without a type takes its product category's, as the web form fills it
 * (`itemTypeForCategory`): an inverter's is 'Inverter', a battery's 'Battery', a module's
 * 'Module', another category's 'Other'. A type sent is kept.
 */
const suite = ownerSuite({}, async (h, as) => {
  const product = async (uid: string, productCategory: string) =>
    trpcData<{ id: string }>(
      await h.trpcMutation('tenant.products.create', productInput(uid, { productCategory }), as),
    );
  return {
    inverter: await product('DT-INV', 'Hybrid Inverter'),
    battery: await product('DT-BAT', 'Lithium Batteries'),
    module: await product('DT-MOD', 'Mono PERC'),
    other: await product('DT-CC', 'Charge controllers'),
  };
});

type Item = { serialNo: string; type: string };
const typesOf = (rows: Item[]) => Object.fromEntries(rows.map((r) => [r.serialNo, r.type]));

describe('an item without a type takes its product category’s', () => {
  it('POST /api/item with one item, and tRPC create; an explicit type wins; an update keeps it', async () => {
    const post = async (item: Record<string, unknown>) => {
      const reply = await suite.h.rest('POST', '/api/item', {
        ...suite.asOwner(),
        body: { items: [item] },
      });
      expect(reply.status, reply.text).toBe(201);
      return reply.body.data[0] as Item & { _id: string };
    };
    expect((await post({ product: suite.inverter.id, serialNo: 'REST-INV' })).type).toBe(
      'Inverter',
    );
    expect((await post({ productId: suite.battery.id, serialNo: 'REST-BAT', type: '' })).type).toBe(
      'Battery',
    );
    expect(
      (await post({ product: suite.inverter.id, serialNo: 'REST-X', type: 'Spare' })).type,
    ).toBe('Spare');

    const create = async (input: Record<string, unknown>) =>
      trpcData<Item & { id: string; productId: string }>(
        await suite.h.trpcMutation('tenant.items.create', input, suite.asOwner()),
      );
    const other = await create({ productId: suite.other.id, serialNo: 'TRPC-CC' });
    expect(other.type).toBe('Other');
    expect((await create({ productId: suite.module.id, serialNo: 'TRPC-MOD' })).type).toBe(
      'Module',
    );
    // An update without a type keeps the item's ('Other'), it does not reset it.
    const updated = trpcData<Item>(
      await suite.h.trpcMutation(
        'tenant.items.update',
        { id: other.id, productId: suite.other.id, serialNo: 'TRPC-CC2' },
        suite.asOwner(),
      ),
    );
    expect(updated).toMatchObject({ serialNo: 'TRPC-CC2', type: 'Other' });
  });

  it('the Excel import (by productUniqueID) fills blank types the same way', async () => {
    const reply = await suite.h.rest('POST', '/api/item', {
      ...suite.asOwner(),
      body: {
        items: [
          { product: 'DT-INV', serialNo: 'XL-INV' },
          { product: 'DT-BAT', serialNo: 'XL-BAT', type: '' },
          { product: 'DT-MOD', serialNo: 'XL-MOD' },
          { product: 'DT-CC', serialNo: 'XL-CC' },
          { product: 'DT-INV', serialNo: 'XL-KEEP', type: 'Battery' },
        ],
      },
    });
    expect(reply.status, reply.text).toBe(201);
    expect(typesOf(reply.body.data as Item[])).toEqual({
      'XL-INV': 'Inverter',
      'XL-BAT': 'Battery',
      'XL-MOD': 'Module',
      'XL-CC': 'Other',
      'XL-KEEP': 'Battery',
    });
    // tRPC's import (the web's upload) is the same service.
    const viaTrpc = trpcData<{ data: Item[] }>(
      await suite.h.trpcMutation(
        'tenant.items.createMany',
        { items: [{ product: 'DT-INV', serialNo: 'UP-INV' }], returnRows: true },
        suite.asOwner(),
      ),
    );
    expect(typesOf(viaTrpc.data)).toEqual({ 'UP-INV': 'Inverter' });
  });
});
