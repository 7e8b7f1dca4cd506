import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { ZInvoiceCreate } from '../../src/services/invoices/invoices.schema';
import { createInvoice } from '../../src/services/invoices/invoices.service';
import type { ServiceCtx } from '../../src/services/context';
import { asProcedure, serviceSuite } from '../service-harness';
import { batteryInvoice, invoiceCount, seedBilling } from './billing-fixtures';

/**
 * Idempotency keys belong to the caller (issue 28, item 10): an API key sending a user's key and
 * body must not get that user's stored answer back, and each caller replays only its own.
 */
const suite = serviceSuite({ seed: ({ tx }) => seedBilling(tx) });
const create = asProcedure(ZInvoiceCreate, createInvoice);

describe('idempotency keys are scoped to the caller', () => {
  suite.it('a user and an API key with the same key and body get two invoices', async (ctx) => {
    const body = {
      idempotencyKey: 'shared-key-0001',
      ...batteryInvoice(suite.fx, '2025-11-25', '500'),
    };
    const asKey: ServiceCtx = { ...ctx, actor: { type: 'api-key', id: randomUUID() } };
    const byUser = await create(ctx, body);
    const byKey = await create(asKey, body);
    expect(byKey.id).not.toBe(byUser.id);
    expect(byKey.invoiceNumber).not.toBe(byUser.invoiceNumber);
    expect(await invoiceCount(ctx.tx)).toBe(2);
    // Each replays its own answer, and nothing more is issued.
    expect((await create(ctx, body)).id).toBe(byUser.id);
    expect((await create(asKey, body)).id).toBe(byKey.id);
    expect(await invoiceCount(ctx.tx)).toBe(2);
  });
});
