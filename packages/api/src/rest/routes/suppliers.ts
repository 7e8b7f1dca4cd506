import { z } from 'zod';
import { ZSupplierFields } from '@gst/domain/contracts';
import {
  SUPPLIER_EXCEL_COLUMNS,
  ZSupplierBulkInput,
  ZSupplierUpdate,
} from '../../services/suppliers/suppliers.schema';
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
  CREATED_SYNC_QUERY,
  syncQuery,
  ZIdList,
} from './shared';
import { exportInput, xlsxExport, xlsxFile, ZExportQuery } from './xlsx-file';

/** A distributor in West Bengal, as an integrator sends it. */
const SUPPLIER_EXAMPLE = {
  name: 'Eastern Solar Distributors',
  gstin: '19AAACE1234F1Z3',
  registration: 'regular',
  stateCode: 19,
  address: '22 Strand Road',
  city: 'Kolkata',
  pinCode: '700001',
  contactPerson: 'R. Ghosh',
  phoneNumber: '9830033333',
  email: 'sales@easternsolar.in',
  openingBalance: '0.00',
  creditPeriodDays: 30,
};

const ZSupplierRestRecord = ZSupplierFields.extend({ _id: z.string() });
type SupplierRecord = { _id?: string; id?: string } & Record<string, unknown>;

const route = routesOf('tenant', 'Suppliers');

/** Suppliers (issue 31): as /api/customer. */
export const supplierRoutes: RestRoute[] = [
  route('GET', '/api/supplier', {
    summary:
      'List suppliers (page, pageSize, search by name, GSTIN, phone or e-mail; from/to the day created; updatedSince), or one with ?supplierId=',
    query: z.object({ supplierId: z.string().optional(), ...PAGE_QUERY, ...CREATED_SYNC_QUERY }),
    handler: listOrOne('supplierId', {
      one: ['Supplier fetched', (caller, id) => caller.tenant.suppliers.get({ id })],
      list: [
        'Suppliers fetched',
        (caller, page, query) => caller.tenant.suppliers.list({ ...page, ...syncQuery(query) }),
      ],
    }),
  }),
  route('GET', '/api/supplier/export', {
    summary: 'Every supplier matching ?search= as Suppliers.xlsx (needs export)',
    query: ZExportQuery,
    handler: xlsxExport(
      (caller, query) => caller.tenant.suppliers.export(exportInput(query)),
      'There are no suppliers to download',
      (rows) => xlsxFile(rows, SUPPLIER_EXCEL_COLUMNS, 'Suppliers.xlsx'),
    ),
  }),
  route('POST', '/api/supplier', {
    summary:
      'Create one supplier ({suppliers:[s]}) or import many ({suppliers:[...]}), all or nothing with a per-row report',
    body: ZSupplierBulkInput,
    examples: { request: { suppliers: [SUPPLIER_EXAMPLE] } },
    handler: createOneOrMany({
      key: 'suppliers',
      create: (caller, supplier: Record<string, unknown>) =>
        caller.tenant.suppliers.create(without(supplier, RECORD_READ_ONLY)),
      createMany: (caller, suppliers) =>
        caller.tenant.suppliers.createMany({ suppliers, returnRows: true }),
      messages: { created: 'Supplier created', uploaded: 'Suppliers uploaded' },
    }),
  }),
  route('PATCH', '/api/supplier', {
    summary: 'Update a supplier ({suppliers:[s with _id]})',
    body: ZIdList('suppliers', ZSupplierRestRecord),
    examples: {
      request: {
        suppliers: [{ ...SUPPLIER_EXAMPLE, _id: EXAMPLE_IDS.supplier, creditPeriodDays: 45 }],
      },
    },
    handler: updateOneOf({
      key: 'suppliers',
      noun: 'supplier',
      update: (caller, { _id, id, ...fields }: SupplierRecord) =>
        caller.tenant.suppliers.update(
          parseInput(ZSupplierUpdate, { id: _id ?? id, ...without(fields, RECORD_READ_ONLY) }),
        ),
      message: 'Supplier updated',
    }),
  }),
  route('DELETE', '/api/supplier/hard-delete/:id', {
    summary: 'Delete a supplier (refused while its bills, purchase returns or payments exist)',
    handler: deleteById(
      (caller, id) => caller.tenant.suppliers.delete({ id }),
      'Supplier deleted successfully',
    ),
  }),
];
