import { z } from 'zod';
import { ZStockAdjustmentInput, ZStockLedgerInput } from '../../services/stock/stock.schema';
import { parseInput, routesOf } from '../route-helpers';
import type { RestRoute } from '../types';
import { DATE_RANGE_QUERY, optionalDateParam, EXAMPLE_IDS } from './shared';

const route = routesOf('tenant', 'Stock');

/** Stock (issue 31). */
export const stockRoutes: RestRoute[] = [
  route('GET', '/api/stock', {
    summary:
      'Stock of every product as on ?date=YYYY-MM-DD (end of day; default today): quantity and value at weighted-average cost',
    query: z.object({
      date: optionalDateParam(
        'Stock as on the end of this India day; today when left out',
        '2026-06-30',
      ),
    }),
    handler: async ({ caller, query }) => {
      const data = await caller.tenant.stock.asOf(query.date ? { date: query.date } : {});
      return { body: { message: 'Stock fetched', ...data } };
    },
  }),
  route('GET', '/api/stock-ledger/:productId', {
    summary:
      "A product's stock movements for ?from=YYYY-MM-DD&to=YYYY-MM-DD: opening, each movement with its document and running balance, closing",
    query: z.object(DATE_RANGE_QUERY),
    handler: async ({ caller, params, query }) => {
      const data = await caller.tenant.stock.ledger(
        parseInput(ZStockLedgerInput, {
          productId: params.productId ?? '',
          from: query.from,
          to: query.to,
        }),
      );
      return { body: { message: 'Stock ledger fetched', data } };
    },
  }),
  route('POST', '/api/stock-adjustment', {
    summary:
      'Adjust a product’s stock with a reason (quantity + found, − lost or damaged; unitCost for units coming in)',
    body: ZStockAdjustmentInput,
    examples: {
      request: {
        productId: EXAMPLE_IDS.product,
        adjustmentDate: '2026-05-31',
        quantity: -1,
        reason: 'Panel cracked while unloading',
      },
    },
    handler: async ({ caller, body }) => {
      const data = await caller.tenant.stock.adjust(parseInput(ZStockAdjustmentInput, body));
      return { status: 201, body: { message: 'Stock adjusted', data } };
    },
  }),
];
