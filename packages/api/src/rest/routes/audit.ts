import { z } from 'zod';
import { AUDIT_EXCEL_COLUMNS, ZAuditExportInput } from '../../services/audit/audit.schema';
import { fieldsOf } from '@gst/domain/contracts';
import { parseInput, routesOf } from '../route-helpers';
import type { RestCall, RestRoute } from '../types';
import { queryOf } from './shared';
import { datedFileName, xlsxExport, xlsxFile } from './xlsx-file';

const route = routesOf('tenant', 'Audit trail');

/** The filters of the list and the export: the export contract's fields. */
const FILTER_QUERY = queryOf(fieldsOf(ZAuditExportInput));

/** The filters present in the query string (absent ones are left out, not sent as ''). */
function filtersOf(query: RestCall['query']) {
  return Object.fromEntries(
    Object.keys(FILTER_QUERY)
      .filter((key) => query[key] !== undefined && query[key] !== '')
      .map((key) => [key, query[key]]),
  );
}

const EXAMPLE_ROW = {
  id: 1042,
  at: '2026-11-26T16:35:12.481Z',
  actorType: 'user',
  actorId: '0b7f3c1e-5d7a-4c1e-9a57-3f0c2d1e4b6a',
  actorName: 'Asha Rao',
  actorEmail: 'asha@example.com',
  action: 'customer.update',
  entity: 'customer',
  entityId: '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  details: {
    before: { name: 'Sunrise Traders', phoneNumber: '9876543210' },
    after: { name: 'Sunrise Traders Pvt Ltd', phoneNumber: '9876543210' },
    changed: ['name'],
  },
};

/** The audit trail (issue 19): who changed what, when, before and after. Read only. */
export const auditRoutes: RestRoute[] = [
  route('GET', '/api/audit-log', {
    summary:
      'The audit trail, newest first (page, pageSize; filters from, to (YYYY-MM-DD, India time), actorId, entity, action, entityId, search). Rows cannot be changed or deleted',
    query: z.object({
      page: z.string().optional(),
      pageSize: z.string().optional(),
      ...FILTER_QUERY,
    }),
    examples: {
      response: {
        message: 'Audit trail fetched',
        data: [EXAMPLE_ROW],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    },
    handler: async ({ caller, query }) => {
      const list = await caller.tenant.audit.list({
        ...(query.page ? { page: query.page } : {}),
        ...(query.pageSize ? { pageSize: query.pageSize } : {}),
        ...filtersOf(query),
      });
      return { body: { message: 'Audit trail fetched', ...list } };
    },
  }),
  route('GET', '/api/audit-log/export', {
    summary:
      'Every audit row matching the filters (as for the list) as AuditTrail_{date}.xlsx (needs export; at most 50,000 rows)',
    query: z.object(FILTER_QUERY),
    handler: xlsxExport(
      (caller, query) =>
        caller.tenant.audit.export(parseInput(ZAuditExportInput, filtersOf(query))),
      'No audit rows match these filters',
      (rows) => xlsxFile(rows, AUDIT_EXCEL_COLUMNS, datedFileName('AuditTrail')),
    ),
  }),
];
