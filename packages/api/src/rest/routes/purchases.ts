import { z } from 'zod';
import { fieldsOf, SYNC_FILTERS } from '@gst/domain/contracts';
import {
  ZPurchaseBillInput,
  ZPurchaseBillListInput,
  ZPurchaseBillUpdate,
  ZPurchaseReturnInput,
} from '../../services/purchases/purchases.schema';
import { listOrOne, one, parseInput, routesOf } from '../route-helpers';
import type { RestRoute } from '../types';
import { EXAMPLE_IDS, queryOf, SYNC_QUERY, syncQuery } from './shared';

const route = routesOf('tenant', 'Purchases');

/** A distributor's bill for 5 panels (with their serial numbers) and the freight, within the state. */
const BILL_EXAMPLE = {
  supplierId: EXAMPLE_IDS.supplier,
  supplierInvoiceNumber: 'ESD/26-27/0412',
  billDate: '2026-05-04',
  // 5 × 12,000 = 60,000 at 5 % (CGST 1,500 + SGST 1,500) and freight 2,800 at 12 % (168 + 168).
  supplierTotal: '66136.00',
  lines: [
    {
      kind: 'goods',
      productId: EXAMPLE_IDS.product,
      quantity: 5,
      price: '12000.00',
      gstPercentage: 5,
      serialNumbers: ['WS540-0001', 'WS540-0002', 'WS540-0003', 'WS540-0004', 'WS540-0005'],
    },
    {
      kind: 'expense',
      description: 'Freight to shop',
      hsnCode: '996511',
      quantity: 1,
      price: '2800.00',
      gstPercentage: 12,
      itcEligibility: 'input-services',
      expenseCategory: 'Fuel and transport',
    },
  ],
};

/** Purchase bills and purchase returns (issue 31). */
export const purchaseRoutes: RestRoute[] = [
  route('GET', '/api/purchase-bill', {
    summary:
      'List purchase bills newest first (page, pageSize, search, supplierId, status; from/to bill date; updatedSince), or one with ?billId=',
    query: z.object({
      billId: z.string().optional(),
      ...queryOf(fieldsOf(ZPurchaseBillListInput).filter((f) => !(f in SYNC_FILTERS))),
      ...SYNC_QUERY,
    }),
    handler: listOrOne('billId', {
      one: ['Purchase bill fetched', (caller, id) => caller.tenant.purchases.get({ id })],
      list: [
        'Purchase bills fetched',
        (caller, page, query) =>
          caller.tenant.purchases.list({
            ...page,
            ...(query.supplierId ? { supplierId: query.supplierId } : {}),
            ...(query.status === 'active' || query.status === 'cancelled'
              ? { status: query.status }
              : {}),
            ...syncQuery(query),
          }),
      ],
    }),
  }),
  route('GET', '/api/purchase-bill/:id', {
    summary: 'One purchase bill with its lines and serial numbers',
    handler: async ({ caller, params }) => ({
      body: one(
        'Purchase bill fetched',
        await caller.tenant.purchases.get({ id: params.id ?? '' }),
      ),
    }),
  }),
  route('POST', '/api/purchase-bill', {
    summary:
      "Enter a supplier's bill: lines of goods (serials bring items into stock) or expenses, each with its GST rate, ITC eligibility and reverse charge; the computed total must agree with supplierTotal within the shop's tolerance",
    body: ZPurchaseBillInput,
    examples: { request: BILL_EXAMPLE },
    handler: async ({ caller, body }) => ({
      status: 201,
      body: one(
        'Purchase bill saved',
        await caller.tenant.purchases.create(parseInput(ZPurchaseBillInput, body)),
      ),
    }),
  }),
  route('PATCH', '/api/purchase-bill/:id', {
    summary:
      'Revise a purchase bill (the whole bill as on POST); its entry number is kept, revision + 1',
    body: ZPurchaseBillInput,
    examples: {
      request: { ...BILL_EXAMPLE, supplierTotal: '66136.00', notes: 'Corrected freight' },
    },
    handler: async ({ caller, params, body }) => ({
      body: one(
        'Purchase bill updated',
        await caller.tenant.purchases.update(
          parseInput(ZPurchaseBillUpdate, { ...(body as object), id: params.id ?? '' }),
        ),
      ),
    }),
  }),
  route('DELETE', '/api/purchase-bill/:id', {
    summary:
      'Cancel a purchase bill: it keeps its number; its stock goes back out (refused once its serials were sold, or while returns or payments stand)',
    handler: async ({ caller, params }) => ({
      body: one(
        'Purchase bill cancelled',
        await caller.tenant.purchases.cancel({ id: params.id ?? '' }),
      ),
    }),
  }),
  route('POST', '/api/purchase-return', {
    summary:
      'Send goods back to a supplier against a bill’s lines (a debit note, or the supplier’s credit note recorded): quantities, and the serial-numbered items going back',
    body: ZPurchaseReturnInput,
    examples: {
      request: {
        billId: EXAMPLE_IDS.purchaseBill,
        kind: 'debit-note',
        returnDate: '2026-05-10',
        reason: 'Two panels cracked in transit',
        lines: [
          {
            billLineId: EXAMPLE_IDS.purchaseBillLine,
            quantity: 2,
            itemIds: [EXAMPLE_IDS.item, EXAMPLE_IDS.item2],
          },
        ],
      },
    },
    handler: async ({ caller, body }) => ({
      status: 201,
      body: one(
        'Purchase return saved',
        await caller.tenant.purchases.createReturn(parseInput(ZPurchaseReturnInput, body)),
      ),
    }),
  }),
];
