import { describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers } from '@gst/db/schema';
import { ZCustomerInput, ZCustomerUpdate } from '../../src/services/customers/customers.schema';
import { createCustomer, updateCustomer } from '../../src/services/customers/customers.service';
import { pickCustomers, ZCustomerPickInput } from '../../src/services/customers/customers.pick';
import { ZInvoiceCreate } from '../../src/services/invoices/invoices.schema';
import { createInvoice } from '../../src/services/invoices/invoices.service';
import type { ServiceCtx } from '../../src/services/context';
import { appErrorOf, asProcedure, serviceSuite } from '../service-harness';
import { batteryInvoice, seedBilling, setSetting, tableCounts } from './billing-fixtures';

/**
 * A customer's PIN, shipping addresses and credit period (issue 29), and the due date the credit
 * period gives an invoice created without one.
 */
const suite = serviceSuite({
  seed: async ({ tx }) => {
    const fx = await seedBilling(tx);
    // The supplier's particulars a tax invoice needs (Rule 46(a)).
    await setSetting(tx, 'address', '2 Camac Street, Kolkata');
    await setSetting(tx, 'pinCode', '700016');
    await setSetting(tx, 'gstin', '19AABCF1234K1Z2');
    return fx;
  },
});
const create = asProcedure(ZCustomerInput, createCustomer);
const update = asProcedure(ZCustomerUpdate, updateCustomer);
const pick = asProcedure(ZCustomerPickInput, pickCustomers);
const createInv = asProcedure(ZInvoiceCreate, createInvoice);

const ROOFTOP = {
  label: 'Rooftop site',
  address: '4 Lake Road, Kolkata',
  stateCode: 19,
  pinCode: '700029',
};
const GODOWN = { label: 'Godown', address: 'NH 16, Kharagpur', stateCode: '19', pinCode: 721301 };

async function refused(ctx: ServiceCtx, input: Record<string, unknown>) {
  const before = await tableCounts(ctx.tx);
  const error = await appErrorOf(create(ctx, { name: 'Terms Test', ...input }));
  expect(error.appCode, error.message).toBe('BAD_REQUEST'); // 400
  expect(await tableCounts(ctx.tx)).toEqual(before);
  return error.message;
}

describe('customer PIN, shipping addresses and credit period', () => {
  suite.it(
    'stores them, an Excel-typed PIN and credit period read as text and days',
    async (ctx) => {
      const row = await create(ctx, {
        name: 'Lakeview Apartments',
        address: '14 Lake Road, Kolkata',
        pinCode: 700029,
        creditPeriodDays: '30',
        shippingAddresses: [ROOFTOP, GODOWN],
      });
      expect(row).toMatchObject({ pinCode: '700029', creditPeriodDays: 30 });
      // A place saved without a city (issue 30) stores it blank.
      expect(row.shippingAddresses).toEqual([
        { ...ROOFTOP, city: '' },
        {
          label: 'Godown',
          address: 'NH 16, Kharagpur',
          stateCode: 19,
          pinCode: '721301',
          city: '',
        },
      ]);
      // What an invoice drawer picks up with the customer.
      const [picked] = await pick(ctx, { search: 'Lakeview' });
      expect(picked).toMatchObject({ creditPeriodDays: 30, pinCode: '700029' });
      expect(picked?.shippingAddresses).toHaveLength(2);

      // Blank means none; an update without the fields clears them.
      const cleared = await update(ctx, { id: row.id, name: row.name, creditPeriodDays: '' });
      expect(cleared).toMatchObject({ pinCode: '', creditPeriodDays: null, shippingAddresses: [] });
    },
  );

  suite.it('refuses a PIN that is not six digits', async (ctx) => {
    expect(await refused(ctx, { pinCode: '70001' })).toMatch(/pinCode: PIN code must be 6 digits/);
    expect(await refused(ctx, { pinCode: '07000A' })).toMatch(/PIN code must be 6 digits/);
  });

  suite.it('refuses a credit period outside 0..365 whole days', async (ctx) => {
    for (const days of [366, -1, 2.5, 'thirty']) {
      expect(await refused(ctx, { creditPeriodDays: days })).toMatch(
        /creditPeriodDays: Credit period must be a whole number of days from 0 to 365/,
      );
    }
    const none = await create(ctx, { name: 'Cash Buyer', creditPeriodDays: 0 });
    expect(none.creditPeriodDays).toBe(0);
  });

  suite.it('refuses shipping addresses with a bad state code, PIN or label', async (ctx) => {
    const bad = (patch: Record<string, unknown>) => ({
      shippingAddresses: [{ ...ROOFTOP, ...patch }],
    });
    expect(await refused(ctx, bad({ stateCode: 42 }))).toMatch(
      /shippingAddresses\.0\.stateCode: Unknown state code/,
    );
    // 28: Andhra Pradesh before 2014, no longer given to new records.
    expect(await refused(ctx, bad({ stateCode: 28 }))).toMatch(/no longer in use/);
    expect(await refused(ctx, bad({ pinCode: '7000' }))).toMatch(
      /shippingAddresses\.0\.pinCode: PIN code must be 6 digits/,
    );
    expect(await refused(ctx, bad({ label: ' ' }))).toMatch(
      /shippingAddresses\.0\.label: Place name is required/,
    );
    expect(
      await refused(ctx, { shippingAddresses: [ROOFTOP, { ...GODOWN, label: 'rooftop SITE' }] }),
    ).toMatch(/Each shipping address needs its own place name/);
  });
});

describe('the due date of an invoice created without one', () => {
  const setCredit = (ctx: ServiceCtx, id: string, days: number | null) =>
    ctx.tx.update(customers).set({ creditPeriodDays: days }).where(eq(customers.id, id));

  suite.it('is the invoice date plus the customer credit period', async (ctx) => {
    await setCredit(ctx, suite.fx.local.id, 45);
    // 21 Nov 2025 + 45 days: 9 to 30 Nov, 31 to 31 Dec, 5 more: 5 Jan 2026.
    const invoice = await createInv(ctx, batteryInvoice(suite.fx, '2025-11-21', '65000'));
    expect(invoice.dueDate).toBe('2026-01-05');
  });

  suite.it('is the invoice date itself for 0 days, and as given when given', async (ctx) => {
    await setCredit(ctx, suite.fx.local.id, 0);
    const cash = await createInv(ctx, batteryInvoice(suite.fx, '2025-11-21', '65000'));
    expect(cash.dueDate).toBe('2025-11-21');
    const given = await createInv(ctx, {
      ...batteryInvoice(suite.fx, '2025-11-22', '65000'),
      dueDate: '2025-12-01',
    });
    expect(given.dueDate).toBe('2025-12-01');
  });

  suite.it('is the shop default, 7 days, with no credit period', async (ctx) => {
    await setCredit(ctx, suite.fx.local.id, null);
    const invoice = await createInv(ctx, batteryInvoice(suite.fx, '2025-11-21', '65000'));
    expect(invoice.dueDate).toBe('2025-11-28');
  });
});
