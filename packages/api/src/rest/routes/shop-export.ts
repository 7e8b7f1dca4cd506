import { ZShopExportId, ZShopExportStart } from '../../services/shop-export/shop-export.schema';
import { EXAMPLE_IDS } from './shared';
import { parseInput, routesOf } from '../route-helpers';
import type { RestRoute } from '../types';

const route = routesOf('tenant', 'Shop data');

const EXAMPLE_JOB = {
  id: EXAMPLE_IDS.shopExport,
  status: 'running',
  phase: 'Records: invoices',
  done: 1200,
  total: 5400,
  percent: 22,
  sizeBytes: null,
  fileName: 'demo-export-2026-11-29.zip',
  error: null,
  requestedBy: 'Demo Admin',
  includePdfs: true,
  createdAt: '2026-11-29T10:00:00.000Z',
  finishedAt: null,
};

/**
 * Issue 33: the shop's whole data as one archive, built in the background. A deactivated shop
 * still answers these (its owner can take the data). The archive itself downloads from
 * GET /api/export/shop/{id}/file (a stream, served by the server; documented in OpenAPI).
 */
export const shopExportRoutes: RestRoute[] = [
  route('GET', '/api/export/shop', {
    summary:
      "The shop's latest data exports (at most 10, newest first) with status, phase, progress (done of total, percent), size and file name. Needs 'view' on shop-data (admins only)",
    anyStatus: true,
    examples: { response: { message: 'Shop exports', data: [EXAMPLE_JOB] } },
    handler: async ({ caller }) => ({
      body: { message: 'Shop exports', data: (await caller.tenant.shopExport.list()).items },
    }),
  }),
  route('POST', '/api/export/shop', {
    summary:
      "Starts a data export of the whole shop (every record as JSON Lines and Excel, every issued document's PDF unless includePdfs is false, stored files, the audit trail; format in docs/EXPORT-FORMAT.md). Answers at once with the queued job; poll GET /api/export/shop/{id}, then download GET /api/export/shop/{id}/file. 409 while another export of the shop is queued or running. Needs 'export' on shop-data; audited as shop.export",
    anyStatus: true,
    body: ZShopExportStart,
    examples: {
      request: { includePdfs: true },
      response: { message: 'Export started', data: EXAMPLE_JOB },
    },
    handler: async ({ caller, body }) => ({
      status: 202,
      body: {
        message: 'Export started',
        data: await caller.tenant.shopExport.start(parseInput(ZShopExportStart, body ?? {})),
      },
    }),
  }),
  route('GET', '/api/export/shop/:id', {
    summary: "One export's status and progress. Needs 'view' on shop-data",
    anyStatus: true,
    examples: { response: { message: 'Shop export', data: EXAMPLE_JOB } },
    handler: async ({ caller, params }) => ({
      body: {
        message: 'Shop export',
        data: await caller.tenant.shopExport.get(parseInput(ZShopExportId, { id: params.id })),
      },
    }),
  }),
];
