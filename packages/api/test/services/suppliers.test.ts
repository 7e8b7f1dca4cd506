// @engines pglite postgres
// One shop's supplier records and their rules: Citus routes them whole to one worker.
import { describe, expect } from 'vitest';
import { purchaseBills, suppliers } from '@gst/db/schema';
import {
  ZSupplierBulkInput,
  ZSupplierInput,
  ZSupplierUpdate,
} from '../../src/services/suppliers/suppliers.schema';
import {
  createSupplier,
  deleteSupplier,
  importSuppliers,
  pickSuppliers,
  updateSupplier,
} from '../../src/services/suppliers/suppliers.service';
import { appErrorOf, asProcedure, serviceSuite } from '../service-harness';

/** Suppliers (issue 31): GSTIN and registration rules, import all or nothing, delete guarded. */
const suite = serviceSuite();
const create = asProcedure(ZSupplierInput, createSupplier);
const update = asProcedure(ZSupplierUpdate, updateSupplier);
const importMany = asProcedure(ZSupplierBulkInput, importSuppliers);

const EASTERN = {
  name: 'Eastern Solar Distributors',
  gstin: '19aaace1234f1z3',
  stateCode: 19,
  city: 'Kolkata',
  pinCode: 700001,
  openingBalance: '-2500.5',
  creditPeriodDays: '30',
};

describe('suppliers', () => {
  suite.it(
    'stores a registered supplier as typed, its GSTIN upper-cased, an advance negative',
    async (ctx) => {
      const row = await create(ctx, EASTERN);
      expect(row).toMatchObject({
        gstin: '19AAACE1234F1Z3',
        registration: 'regular',
        pinCode: '700001',
        openingBalance: '-2500.50',
        creditPeriodDays: 30,
      });
      const changed = await update(ctx, { ...EASTERN, id: row.id, creditPeriodDays: 45 });
      expect(changed.creditPeriodDays).toBe(45);
      const picked = await pickSuppliers(ctx, { search: 'eastern' });
      expect(picked.map((p) => p.id)).toEqual([row.id]);
    },
  );

  suite.it(
    'refuses a wrong check character, another state, a registered one without GSTIN',
    async (ctx) => {
      const wrong = await appErrorOf(create(ctx, { ...EASTERN, gstin: '19AAACE1234F1Z1' }));
      expect(wrong.message).toMatch(/check character/);
      const state = await appErrorOf(create(ctx, { ...EASTERN, stateCode: 27 }));
      expect(state.message).toMatch(/does not match the GSTIN/);
      const missing = await appErrorOf(create(ctx, { ...EASTERN, gstin: '' }));
      expect(missing.message).toMatch(/GSTIN is required for a registered or composition supplier/);
      const unregistered = await appErrorOf(
        create(ctx, { ...EASTERN, registration: 'unregistered' }),
      );
      expect(unregistered.message).toMatch(/An unregistered supplier has no GSTIN/);
      const ok = await create(ctx, { name: 'Local Carpenter', registration: 'unregistered' });
      expect(ok).toMatchObject({ gstin: '', stateCode: 19, openingBalance: '0.00' });
    },
  );

  suite.it('imports all rows or none, with the bad rows named', async (ctx) => {
    const bad = await appErrorOf(
      importMany(ctx, {
        suppliers: [EASTERN, { name: '', gstin: '' }, { name: 'X', email: 'not-mail' }],
      }),
    );
    expect(bad.appCode).toBe('BAD_REQUEST');
    expect(await ctx.tx.select().from(suppliers)).toEqual([]);
    const done = await importMany(ctx, {
      suppliers: [EASTERN, { name: 'Kolkata Cables', registration: 'unregistered' }],
    });
    expect(done.count).toBe(2);
  });

  suite.it('is deleted only while no bill names it', async (ctx) => {
    const row = await create(ctx, EASTERN);
    await ctx.tx.insert(purchaseBills).values({
      entryNumber: 'PB/26-27/0001',
      financialYear: 2026,
      sequence: 1,
      supplierId: row.id,
      supplierInvoiceNumber: 'ES/1',
      supplierInvoiceKey: 'es1',
      billDate: '2026-05-02',
      supplierFinancialYear: 2026,
      receivedDate: '2026-05-02',
      dueDate: '2026-06-01',
      placeOfSupply: 19,
      isInterState: false,
      taxableAmount: '100.00',
      totalAmount: '100.00',
      supplierTotal: '100.00',
    });
    const held = await appErrorOf(deleteSupplier(ctx, { id: row.id }));
    expect(held.appCode).toBe('CONFLICT');
    expect(held.message).toBe(
      'Eastern Solar Distributors has 1 purchase bill(s) and cannot be deleted; its documents name it',
    );
    const free = await create(ctx, { name: 'Spare', registration: 'unregistered' });
    await deleteSupplier(ctx, { id: free.id });
    expect((await ctx.tx.select().from(suppliers)).map((s) => s.name)).toEqual([
      'Eastern Solar Distributors',
    ]);
  });
});
