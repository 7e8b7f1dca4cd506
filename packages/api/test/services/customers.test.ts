import { describe, expect } from 'vitest';
import { ZCustomerInput, ZCustomerListInput } from '../../src/services/customers/customers.schema';
import { createCustomer, listCustomers } from '../../src/services/customers/customers.service';
import { appErrorOf, asProcedure, serviceSuite } from '../service-harness';
import { tableCounts } from './billing-fixtures';

/**
 * Customers the GST law refuses (issue 15), the verbs called directly (moved from
 * apps/server/test/gst-quotes.test.ts): 400 naming the field, nothing written.
 */
const suite = serviceSuite();
const create = asProcedure(ZCustomerInput, createCustomer);
const list = asProcedure(ZCustomerListInput, listCustomers);

describe('master data the law refuses: 400 naming the field, nothing written', () => {
  suite.it('refuses a customer whose GSTIN names another state', async (ctx) => {
    // 27 = Maharashtra; the customer says West Bengal (19).
    const before = await tableCounts(ctx.tx);
    const error = await appErrorOf(
      create(ctx, {
        name: 'Mismatch Traders',
        gstin: '27AAPFU0939F1ZV',
        stateCode: 19,
        address: 'Pune',
      }),
    );
    expect(error.appCode, error.message).toBe('BAD_REQUEST'); // 400
    expect(error.message).toMatch(/GSTIN/);
    expect(error.message).toMatch(/27|Maharashtra/);
    expect(await tableCounts(ctx.tx)).toEqual(before);
    const found = await list(ctx, { page: 1, pageSize: 10, search: 'Mismatch' });
    expect(found.data).toHaveLength(0);
  });

  suite.it('refuses an SEZ customer without a GSTIN', async (ctx) => {
    const error = await appErrorOf(
      create(ctx, { name: 'SEZ Without GSTIN', stateCode: 19, isSez: true }),
    );
    expect(error.appCode).toBe('BAD_REQUEST'); // 400
    expect(error.message).toMatch(/GSTIN is required for an SEZ customer/);
  });
});
