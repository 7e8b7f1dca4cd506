import { z } from 'zod';
import { MESSAGES } from '@gst/domain';
import { AppError } from '../../errors';
import { ZItemImportInput, ZItemInput } from '../../services/items/items.schema';
import type { RestRoute } from '../types';
import { withUnderscoreId, ZIdList } from './shared';
import { datedFileName, sortFromQuery, xlsxFile, ZExportQuery } from './xlsx-file';

/** Export columns: the spec's three (product as its productUniqueID), then read-only extras. */
const ITEM_EXPORT_COLUMNS = ['product', 'type', 'serialNo', 'productLabel', 'status'] as const;

type ItemFields = { _id?: string; id?: string; product?: string; productId?: string } & Record<
  string,
  unknown
>;

/** The spec calls the product reference `product`; tRPC calls it `productId`. Both are taken. */
function itemInput(fields: ItemFields) {
  const { _id, id, product, productId, ...rest } = fields;
  void _id;
  void id;
  return { ...rest, productId: productId ?? product } as z.input<typeof ZItemInput>;
}

export const itemRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/item',
    scope: 'tenant',
    tag: 'Items',
    summary:
      'List items (page, pageSize, search, productId, status=sold|available, sortField, sortDir), or one with ?itemId=',
    query: z.object({
      itemId: z.string().optional(),
      page: z.string().optional(),
      pageSize: z.string().optional(),
      search: z.string().optional(),
      productId: z.string().optional(),
      status: z.enum(['sold', 'available']).optional(),
      sortField: z.string().optional(),
      sortDir: z.enum(['asc', 'desc']).optional(),
    }),
    handler: async ({ caller, query }) => {
      if (query.itemId) {
        const item = await caller.tenant.items.get({ id: query.itemId });
        return { body: { message: 'Item fetched', data: withUnderscoreId(item) } };
      }
      const list = await caller.tenant.items.list({
        page: query.page ?? 1,
        pageSize: query.pageSize ?? 1000,
        search: query.search,
        productId: query.productId,
        status: query.status as 'sold' | 'available' | undefined,
        sort: sortFromQuery(query),
      });
      return { body: { message: 'Items fetched', ...list, data: list.data.map(withUnderscoreId) } };
    },
  },
  {
    method: 'GET',
    url: '/api/item/export',
    scope: 'tenant',
    tag: 'Items',
    summary: 'Every item matching ?search= as Items_{date}.xlsx (needs export)',
    query: ZExportQuery,
    handler: async ({ caller, query }) => {
      const rows = await caller.tenant.items.export({
        search: query.search,
        sort: sortFromQuery(query),
      });
      if (rows.length === 0) throw new AppError('NOT_FOUND', MESSAGES.uploads.noDataToExport);
      const sheet = rows.map((r) => ({
        product: r.productUniqueID,
        type: r.type,
        serialNo: r.serialNo,
        productLabel: r.productLabel,
        status: r.soldToInvoice ? 'Sold' : 'Available',
      }));
      return { file: xlsxFile(sheet, ITEM_EXPORT_COLUMNS, datedFileName('Items')) };
    },
  },
  {
    method: 'GET',
    url: '/api/search-item/:productId',
    scope: 'tenant',
    tag: 'Items',
    summary: "A product's available (unsold) items: {success, data:[{_id, serialNo}]}",
    query: z.object({ serialNo: z.string().optional() }),
    handler: async ({ caller, params }) => {
      const rows = await caller.tenant.items.available({ productId: params.productId ?? '' });
      return {
        body: { success: true, data: rows.map((r) => ({ _id: r.id, serialNo: r.serialNo })) },
      };
    },
  },
  {
    method: 'POST',
    url: '/api/item',
    scope: 'tenant',
    tag: 'Items',
    summary:
      'Create one item ({items:[{product, serialNo, type}]}, needs create) or import many (product = productUniqueID, label or id; needs import): all or nothing',
    body: ZItemImportInput,
    handler: async ({ caller, body }) => {
      const { items } = (body ?? {}) as { items?: unknown };
      const list = Array.isArray(items) ? (items as ItemFields[]) : [];
      const [only, ...rest] = list;
      if (only && rest.length === 0 && isUuid(only.productId ?? only.product)) {
        const created = await caller.tenant.items.create(itemInput(only));
        return {
          status: 201,
          body: { message: MESSAGES.items.created, data: [withUnderscoreId(created)] },
        };
      }
      // Rows naming the product by its productUniqueID or label go through the import.
      const rows = list.map((row) => ({ ...row, product: row.product ?? row.productId }));
      const result = await caller.tenant.items.createMany({ items: rows, returnRows: true });
      return {
        status: 201,
        body: {
          message: MESSAGES.items.uploaded,
          count: result.count,
          data: result.data.map(withUnderscoreId),
        },
      };
    },
  },
  {
    method: 'PATCH',
    url: '/api/item',
    scope: 'tenant',
    tag: 'Items',
    summary: 'Update an item ({items:[{_id, product, serialNo, type}]})',
    body: ZIdList('items', ZItemInput.extend({ _id: z.string() })),
    handler: async ({ caller, body }) => {
      const list = (body as { items?: ItemFields[] } | null)?.items;
      const first = list?.[0];
      if (!first || list.length !== 1)
        throw new AppError('BAD_REQUEST', 'Send exactly one item to update');
      const updated = await caller.tenant.items.update({
        ...itemInput(first),
        id: first._id ?? first.id ?? '',
      });
      return { body: { message: MESSAGES.items.updated, data: [withUnderscoreId(updated)] } };
    },
  },
  {
    method: 'DELETE',
    url: '/api/item/hard-delete/:id',
    scope: 'tenant',
    tag: 'Items',
    summary: 'Delete an item (refused once sold on an invoice)',
    handler: async ({ caller, params }) => {
      await caller.tenant.items.delete({ id: params.id ?? '' });
      return { body: { message: MESSAGES.items.deleted } };
    },
  },
];

function isUuid(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  );
}
