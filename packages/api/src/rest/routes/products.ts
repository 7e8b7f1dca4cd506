import { z } from 'zod';
import { MESSAGES } from '@gst/domain';
import { AppError } from '../../errors';
import {
  PRODUCT_EXPORT_COLUMNS,
  ZProductImportInput,
  ZProductInput,
} from '../../services/products/products.schema';
import type { RestRoute } from '../types';
import { withUnderscoreId, ZIdList } from './shared';
import { datedFileName, sortFromQuery, xlsxFile, ZExportQuery } from './xlsx-file';

type ProductBody = { products?: unknown };

export const productRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/product',
    scope: 'tenant',
    tag: 'Products',
    summary: 'List products (page, pageSize, search, sortField, sortDir), or one with ?productId=',
    query: z.object({
      productId: z.string().optional(),
      page: z.string().optional(),
      pageSize: z.string().optional(),
      search: z.string().optional(),
      sortField: z.string().optional(),
      sortDir: z.enum(['asc', 'desc']).optional(),
    }),
    handler: async ({ caller, query }) => {
      if (query.productId) {
        const product = await caller.tenant.products.get({ id: query.productId });
        return { body: { message: 'Product fetched', data: withUnderscoreId(product) } };
      }
      const list = await caller.tenant.products.list({
        page: query.page ?? 1,
        pageSize: query.pageSize ?? 1000,
        search: query.search,
        sort: sortFromQuery(query),
      });
      return {
        body: { message: 'Products fetched', ...list, data: list.data.map(withUnderscoreId) },
      };
    },
  },
  {
    method: 'GET',
    url: '/api/product/export',
    scope: 'tenant',
    tag: 'Products',
    summary: 'Every product matching ?search= as Products_{date}.xlsx (needs export)',
    query: ZExportQuery,
    handler: async ({ caller, query }) => {
      const rows = await caller.tenant.products.export({
        search: query.search,
        sort: sortFromQuery(query),
      });
      if (rows.length === 0) throw new AppError('NOT_FOUND', MESSAGES.uploads.noDataToExport);
      return { file: xlsxFile(rows, PRODUCT_EXPORT_COLUMNS, datedFileName('Products')) };
    },
  },
  {
    method: 'POST',
    url: '/api/product',
    scope: 'tenant',
    tag: 'Products',
    summary:
      'Create one product ({products:[p]}, needs create) or import many ({products:[...]}, needs import): all or nothing with a per-row report',
    body: ZProductImportInput,
    handler: async ({ caller, body }) => {
      const { products } = (body ?? {}) as ProductBody;
      const list = Array.isArray(products) ? (products as Record<string, unknown>[]) : [];
      const [only, ...rest] = list;
      if (only && rest.length === 0) {
        const created = await caller.tenant.products.create(only);
        return {
          status: 201,
          body: { message: MESSAGES.products.created, data: [withUnderscoreId(created)] },
        };
      }
      const result = await caller.tenant.products.createMany({ products: list, returnRows: true });
      return {
        status: 201,
        body: {
          message: MESSAGES.products.uploaded,
          count: result.count,
          data: result.data.map(withUnderscoreId),
        },
      };
    },
  },
  {
    method: 'PATCH',
    url: '/api/product',
    scope: 'tenant',
    tag: 'Products',
    summary: 'Update a product ({products:[p with _id]}); productMetaData is not editable',
    body: ZIdList('products', ZProductInput.extend({ _id: z.string() })),
    handler: async ({ caller, body }) => {
      const list = (body as { products?: ({ _id?: string; id?: string } & object)[] } | null)
        ?.products;
      const first = list?.[0];
      if (!first || list.length !== 1)
        throw new AppError('BAD_REQUEST', 'Send exactly one product to update');
      const { _id, id, ...fields } = first;
      const updated = await caller.tenant.products.update({
        ...(fields as z.input<typeof ZProductInput>),
        id: (_id ?? id) as string,
      });
      return { body: { message: MESSAGES.products.updated, data: [withUnderscoreId(updated)] } };
    },
  },
  {
    method: 'DELETE',
    url: '/api/product/hard-delete/:id',
    scope: 'tenant',
    tag: 'Products',
    summary: 'Delete a product (refused while items or invoices use it)',
    handler: async ({ caller, params }) => {
      await caller.tenant.products.delete({ id: params.id ?? '' });
      return { body: { message: MESSAGES.products.deleted } };
    },
  },
];
