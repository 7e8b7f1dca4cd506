import { describe, expect } from 'vitest';
import { ZInvoiceCreate, ZInvoiceListInput } from '../../src/services/invoices/invoices.schema';
import { listInvoices } from '../../src/services/invoices/invoices.queries';
import { createInvoice } from '../../src/services/invoices/invoices.service';
import type { ServiceCtx } from '../../src/services/context';
import { appErrorOf, asProcedure, serviceSuite } from '../service-harness';
import {
  batteryInvoice,
  counters,
  intraStateInvoice,
  invoiceCount,
  seedBilling,
  soldFlags,
} from './billing-fixtures';

/**
 * Creating invoices: numbering, GST split, serials (moved from apps/server/test/
 * billing-invoices.test.ts; edits, deletes and REST stay in billing-invoices-edit.test.ts). Each
 * test starts from the seeded catalogue with no invoice: what it needs issued first, it issues.
 */
const suite = serviceSuite({ seed: ({ tx }) => seedBilling(tx) });
const create = asProcedure(ZInvoiceCreate, createInvoice);
const list = asProcedure(ZInvoiceListInput, listInvoices);
const intraState = (extra: Record<string, unknown> = {}) => intraStateInvoice(suite.fx, extra);
const battery = (invoiceDate: string, price: string) =>
  batteryInvoice(suite.fx, invoiceDate, price);
/** The intra-state invoice, INV/25-26/0001: module serials 0-1 and inverter serial 0 sold. */
const issueFirst = (ctx: ServiceCtx) => create(ctx, intraState());

describe('creating invoices', () => {
  suite.it(
    'issues the first number of the financial year, splits CGST/SGST and sells the serials',
    async (ctx) => {
      const invoice = await create(ctx, intraState());
      expect(invoice.invoiceNumber).toBe('INV/25-26/0001');
      expect(invoice.financialYear).toBe(2025);
      expect(invoice.dueDate).toBe('2025-11-28');
      expect(invoice.transportMode).toBe('Road');
      expect(invoice.placeOfSupply).toBe(19);
      expect(invoice).toMatchObject({
        isInterState: false,
        taxableAmount: '136000.00', // 29000 + 42000 + 65000
        cgstAmount: '7625.00', // (1450 + 2100 + 11700) / 2
        sgstAmount: '7625.00',
        igstAmount: '0.00',
        totalAmount: '151250.00',
      });
      expect(invoice.taxSplit).toEqual([
        {
          rate: '5.00',
          taxableValue: '71000.00',
          cgst: '1775.00',
          sgst: '1775.00',
          utgst: '0.00',
          igst: '0.00',
        },
        {
          rate: '18.00',
          taxableValue: '65000.00',
          cgst: '5850.00',
          sgst: '5850.00',
          utgst: '0.00',
          igst: '0.00',
        },
      ]);
      expect(invoice.lines[0]!.serials.map((s: { serialNo: string }) => s.serialNo)).toEqual([
        'M-1000',
        'M-1001',
      ]);
      expect(
        await soldFlags(ctx.tx, [
          ...suite.fx.moduleSerials.slice(0, 3),
          suite.fx.inverterSerials[0]!,
        ]),
      ).toEqual([true, true, false, true]);
    },
  );

  suite.it(
    'charges IGST to a customer in another state, with the next consecutive number',
    async (ctx) => {
      await issueFirst(ctx);
      const invoice = await create(ctx, {
        invoiceDate: '2025-11-22',
        billToId: suite.fx.remote.id,
        lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '65000' }],
      });
      expect(invoice.invoiceNumber).toBe('INV/25-26/0002');
      expect(invoice).toMatchObject({
        placeOfSupply: 24,
        isInterState: true,
        igstAmount: '11700.00',
        cgstAmount: '0.00',
        totalAmount: '76700.00',
      });
    },
  );

  suite.it('lists newest first with customer, GSTIN and the inverter tick', async (ctx) => {
    await issueFirst(ctx);
    await create(ctx, {
      invoiceDate: '2025-11-22',
      billToId: suite.fx.remote.id,
      lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '65000' }],
    });
    const listed = await list(ctx, { page: 1, pageSize: 5 });
    expect(listed.total).toBe(2);
    expect(listed.data.map((r) => r.invoiceNumber)).toEqual(['INV/25-26/0002', 'INV/25-26/0001']);
    expect(listed.data.map((r) => r.hasInverter)).toEqual([false, true]);
    expect(listed.data[1]).toMatchObject({ customerName: 'Sunrise RWA', gstin: '19AABCD1234E1Z5' });
  });

  suite.it(
    'refuses a serial that is already sold, and nothing is written or numbered',
    async (ctx) => {
      await issueFirst(ctx);
      const before = await counters(ctx.tx);
      const error = await appErrorOf(
        create(ctx, {
          billToId: suite.fx.local.id,
          invoiceDate: '2025-11-23',
          lines: [
            {
              productId: suite.fx.module.id,
              quantity: 1,
              price: '14500',
              serialItemIds: [suite.fx.moduleSerials[2]!],
            },
            {
              productId: suite.fx.module.id,
              quantity: 1,
              price: '14500',
              serialItemIds: [suite.fx.moduleSerials[0]!],
            },
          ],
        }),
      );
      expect(error.appCode).toBe('CONFLICT'); // 409
      expect(error.message).toMatch(/M-1000 already sold/);
      expect(await counters(ctx.tx)).toEqual(before);
      expect(await invoiceCount(ctx.tx)).toBe(1);
      expect(await soldFlags(ctx.tx, [suite.fx.moduleSerials[2]!])).toEqual([false]);
    },
  );

  suite.it('refuses more serials than the quantity', async (ctx) => {
    const error = await appErrorOf(
      create(ctx, {
        billToId: suite.fx.local.id,
        lines: [
          {
            productId: suite.fx.module.id,
            quantity: 1,
            price: '1',
            serialItemIds: suite.fx.moduleSerials.slice(3, 5),
          },
        ],
      }),
    );
    expect(error.appCode).toBe('BAD_REQUEST'); // 400
    expect(error.message).toContain('Only 1 serial numbers allowed');
  });

  suite.it('refuses a serial of another product', async (ctx) => {
    const error = await appErrorOf(
      create(ctx, {
        billToId: suite.fx.local.id,
        lines: [
          {
            productId: suite.fx.module.id,
            quantity: 1,
            price: '1',
            serialItemIds: [suite.fx.inverterSerials[3]!],
          },
        ],
      }),
    );
    expect(error.appCode).toBe('CONFLICT'); // 409
    expect(await soldFlags(ctx.tx, [suite.fx.inverterSerials[3]!])).toEqual([false]);
  });

  suite.it('a create that fails midway uses no number and sells nothing', async (ctx) => {
    const error = await appErrorOf(
      create(ctx, {
        billToId: suite.fx.local.id,
        lines: [
          {
            productId: suite.fx.module.id,
            quantity: 1,
            price: '14500',
            serialItemIds: [suite.fx.moduleSerials[4]!],
          },
          { productId: '00000000-0000-4000-8000-000000000000', quantity: 1, price: '1' },
        ],
      }),
    );
    expect(error.appCode).toBe('BAD_REQUEST'); // 400
    expect(error.message).toContain('Line 2: the product does not exist');
    expect(await soldFlags(ctx.tx, [suite.fx.moduleSerials[4]!])).toEqual([false]);
    const next = await create(ctx, battery('2025-11-24', '100'));
    expect(next.invoiceNumber).toBe('INV/25-26/0001');
  });

  suite.it(
    'replays a retried create with the same idempotency key, and refuses the key for another request',
    async (ctx) => {
      const body = { idempotencyKey: 'retry-key-0001', ...battery('2025-11-25', '500') };
      const first = await create(ctx, body);
      const second = await create(ctx, body);
      expect(second.id).toBe(first.id);
      expect(second.invoiceNumber).toBe(first.invoiceNumber);
      expect(await invoiceCount(ctx.tx)).toBe(1);
      const reused = await appErrorOf(
        create(ctx, { ...body, lines: [{ productId: suite.fx.battery.id, price: '501' }] }),
      );
      expect(reused.appCode).toBe('CONFLICT'); // 409
      expect(await invoiceCount(ctx.tx)).toBe(1);
    },
  );

  suite.it('starts a new series each April', async (ctx) => {
    await issueFirst(ctx);
    const april = await create(ctx, battery('2026-04-01', '10'));
    expect(april.invoiceNumber).toBe('INV/26-27/0001');
    const march = await create(ctx, battery('2026-03-31', '10'));
    expect(march.invoiceNumber).toBe('INV/25-26/0002');
  });
});
