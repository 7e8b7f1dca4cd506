import { z } from 'zod';
import { MESSAGES } from '@gst/domain';
import {
  ITEM_EXCEL_COLUMNS,
  ZItemImportInput,
  ZItemInput,
  ZItemLifeInput,
  ZItemListInput,
  ZItemUpdate,
} from '../../services/items/items.schema';
import {
  createOneOrMany,
  deleteById,
  listOrOne,
  parseInput,
  routesOf,
  updateOneOf,
} from '../route-helpers';
import type { RestRoute } from '../types';
import { without } from './billing-mapping';
import {
  EXAMPLE_IDS,
  PAGE_QUERY,
  RECORD_READ_ONLY,
  SORT_QUERY,
  SYNC_QUERY,
  syncQuery,
  ZIdList,
} from './shared';
import {
  datedFileName,
  exportInput,
  sortFromQuery,
  xlsxExport,
  xlsxFile,
  ZExportQuery,
} from './xlsx-file';

/**
 * Export columns: the import's (the spec's three, product as its productUniqueID, from the
 * contract), then read-only extras.
 */
const ITEM_EXPORT_COLUMNS = [...ITEM_EXCEL_COLUMNS, 'productLabel', 'status'] as const;

type ItemFields = { _id?: string; id?: string; product?: string; productId?: string } & Record<
  string,
  unknown
>;

/** The spec calls the product reference `product`; tRPC calls it `productId`. Both are taken. */
function itemFields(fields: ItemFields) {
  const { product, productId, ...rest } = without(fields, ITEM_READ_ONLY);
  return { ...rest, productId: productId ?? product };
}

/** `?status=sold|available` of the list. */
const ZItemStatus = ZItemListInput.shape.status;

/** The spec entity's server-assigned fields: sent back, they are left out. */
const ITEM_READ_ONLY = [...RECORD_READ_ONLY, 'soldToInvoice'];

const route = routesOf('tenant', 'Items');

export const itemRoutes: RestRoute[] = [
  route('GET', '/api/item', {
    summary:
      'List items (page, pageSize, search, productId, status=sold|available, sortField, sortDir; from/to the day created; updatedSince, oldest change first: a sale or return changes an item), or one with ?itemId=',
    query: z.object({
      itemId: z.string().optional(),
      ...PAGE_QUERY,
      productId: z.string().optional(),
      status: ZItemStatus,
      ...SORT_QUERY,
      ...SYNC_QUERY,
    }),
    handler: listOrOne('itemId', {
      one: ['Item fetched', (caller, id) => caller.tenant.items.get({ id })],
      list: [
        'Items fetched',
        (caller, page, query) =>
          caller.tenant.items.list({
            ...page,
            productId: query.productId,
            status: parseInput(ZItemStatus, query.status),
            sort: sortFromQuery(query),
            ...syncQuery(query),
          }),
      ],
    }),
  }),
  route('GET', '/api/item/life', {
    summary:
      "Who bought this serial (?serial=): each product's item with that serial number, when it was added to stock, each sale (invoice, customer, date, status) and return (credit note), the warranty dates and certificate link of the sale that stands, and the purchase bill that brought it in (supplier, cost) with any return to the supplier (status returned-to-supplier); sales need 'view' on invoices, the purchase 'view' on purchase bills",
    query: z.object({ serial: z.string() }),
    handler: async ({ caller, query }) => {
      const data = await caller.tenant.items.life(
        parseInput(ZItemLifeInput, { serial: query.serial }),
      );
      return { body: { message: 'Serial number traced', data } };
    },
  }),
  route('GET', '/api/item/export', {
    summary: 'Every item matching ?search= as Items_{date}.xlsx (needs export)',
    query: ZExportQuery,
    handler: xlsxExport(
      (caller, query) => caller.tenant.items.export(exportInput(query)),
      MESSAGES.uploads.noDataToExport,
      (rows) => {
        const sheet = rows.map((r) => ({
          product: r.productUniqueID,
          type: r.type,
          serialNo: r.serialNo,
          productLabel: r.productLabel,
          status: r.soldToInvoice ? 'Sold' : 'Available',
        }));
        return xlsxFile(sheet, ITEM_EXPORT_COLUMNS, datedFileName('Items'));
      },
    ),
  }),
  route('GET', '/api/search-item/:productId', {
    summary: "A product's available (unsold) items: {success, data:[{_id, serialNo}]}",
    query: z.object({ serialNo: z.string().optional() }),
    handler: async ({ caller, params }) => {
      const rows = await caller.tenant.items.available({ productId: params.productId ?? '' });
      return {
        body: { success: true, data: rows.map((r) => ({ _id: r.id, serialNo: r.serialNo })) },
      };
    },
  }),
  route('POST', '/api/item', {
    summary:
      'Create one item ({items:[{product, serialNo, type}]}, needs create) or import many (product = productUniqueID, label or id; needs import): all or nothing',
    body: ZItemImportInput,
    examples: {
      request: {
        items: [{ productId: EXAMPLE_IDS.product, serialNo: 'RS540-2026-000123', type: 'Panel' }],
      },
    },
    handler: createOneOrMany({
      key: 'items',
      single: (item: ItemFields) => isUuid(item.productId ?? item.product),
      create: (caller, item) =>
        caller.tenant.items.create(parseInput(ZItemInput, itemFields(item))),
      // Rows naming the product by its productUniqueID or label go through the import.
      createMany: (caller, items) =>
        caller.tenant.items.createMany({
          // A row that is not an object goes to the contract as it is, which refuses it (400).
          items: items.map((row) =>
            row && typeof row === 'object'
              ? { ...row, product: row.product ?? row.productId }
              : row,
          ),
          returnRows: true,
        }),
      messages: { created: MESSAGES.items.created, uploaded: MESSAGES.items.uploaded },
    }),
  }),
  route('PATCH', '/api/item', {
    summary: 'Update an item ({items:[{_id, product, serialNo, type}]})',
    body: ZIdList('items', ZItemInput.extend({ _id: z.string() })),
    examples: {
      request: {
        items: [
          {
            _id: EXAMPLE_IDS.item,
            productId: EXAMPLE_IDS.product,
            serialNo: 'RS540-2026-000124',
            type: 'Panel',
          },
        ],
      },
    },
    handler: updateOneOf({
      key: 'items',
      noun: 'item',
      update: (caller, item: ItemFields) =>
        caller.tenant.items.update(
          parseInput(ZItemUpdate, { ...itemFields(item), id: item._id ?? item.id ?? '' }),
        ),
      message: MESSAGES.items.updated,
    }),
  }),
  route('DELETE', '/api/item/hard-delete/:id', {
    summary: 'Delete an item (refused once sold on an invoice)',
    handler: deleteById((caller, id) => caller.tenant.items.delete({ id }), MESSAGES.items.deleted),
  }),
];

function isUuid(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  );
}
