import { z } from 'zod';
import { MESSAGES } from '@gst/domain';
import {
  PRODUCT_EXPORT_COLUMNS,
  ZProductImportInput,
  ZProductFields,
  ZProductUpdate,
} from '../../services/products/products.schema';
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

/** A solar module as an integrator sends it (prices in rupees as text, rates in percent). */
const PRODUCT_EXAMPLE = {
  productUniqueID: 'MONO-540',
  productName: 'Mono PERC 540 Wp module',
  productLabel: 'Mono PERC 540',
  productMinPrice: '11500.00',
  productHSNCode: '85414300',
  productCategory: 'Solar Panel',
  gstPercentage: '12',
  uomUnit: 'Nos',
  productCapacity: '0.54',
};

const route = routesOf('tenant', 'Products');

/** The spec entity's server-assigned and not-editable fields: sent back, they are left out. */
const PRODUCT_READ_ONLY = [...RECORD_READ_ONLY, 'productMetaData'];

export const productRoutes: RestRoute[] = [
  route('GET', '/api/product', {
    summary:
      'List products (page, pageSize, search, sortField, sortDir; from/to the day created; updatedSince, oldest change first), or one with ?productId=',
    query: z.object({
      productId: z.string().optional(),
      ...PAGE_QUERY,
      ...SORT_QUERY,
      ...SYNC_QUERY,
    }),
    handler: listOrOne('productId', {
      one: ['Product fetched', (caller, id) => caller.tenant.products.get({ id })],
      list: [
        'Products fetched',
        (caller, page, query) =>
          caller.tenant.products.list({ ...page, sort: sortFromQuery(query), ...syncQuery(query) }),
      ],
    }),
  }),
  route('GET', '/api/product/export', {
    summary: 'Every product matching ?search= as Products_{date}.xlsx (needs export)',
    query: ZExportQuery,
    handler: xlsxExport(
      (caller, query) => caller.tenant.products.export(exportInput(query)),
      MESSAGES.uploads.noDataToExport,
      (rows) => xlsxFile(rows, PRODUCT_EXPORT_COLUMNS, datedFileName('Products')),
    ),
  }),
  route('POST', '/api/product', {
    summary:
      'Create one product ({products:[p]}, needs create) or import many ({products:[...]}, needs import): all or nothing with a per-row report',
    body: ZProductImportInput,
    examples: { request: { products: [PRODUCT_EXAMPLE] } },
    handler: createOneOrMany({
      key: 'products',
      create: (caller, product: Record<string, unknown>) =>
        caller.tenant.products.create(without(product, PRODUCT_READ_ONLY)),
      createMany: (caller, products) =>
        caller.tenant.products.createMany({ products, returnRows: true }),
      messages: { created: MESSAGES.products.created, uploaded: MESSAGES.products.uploaded },
    }),
  }),
  route('PATCH', '/api/product', {
    summary: 'Update a product ({products:[p with _id]}); productMetaData is not editable',
    body: ZIdList('products', ZProductFields.extend({ _id: z.string() })),
    examples: {
      request: {
        products: [{ ...PRODUCT_EXAMPLE, _id: EXAMPLE_IDS.product, productMinPrice: '11000.00' }],
      },
    },
    handler: updateOneOf({
      key: 'products',
      noun: 'product',
      update: (caller, { _id, id, ...fields }: { _id?: string; id?: string } & object) =>
        caller.tenant.products.update(
          parseInput(ZProductUpdate, { ...without(fields, PRODUCT_READ_ONLY), id: _id ?? id }),
        ),
      message: MESSAGES.products.updated,
    }),
  }),
  route('DELETE', '/api/product/hard-delete/:id', {
    summary: 'Delete a product (refused while items or invoices use it)',
    handler: deleteById(
      (caller, id) => caller.tenant.products.delete({ id }),
      MESSAGES.products.deleted,
    ),
  }),
];
