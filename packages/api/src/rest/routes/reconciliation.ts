import { z } from 'zod';
import { RECONCILIATION_EXCEL_COLUMNS } from '../../services/reconciliation/reconciliation.view';
import {
  ZReconciliationActionInput,
  ZReconciliationInput,
  ZSupplierSummaryInput,
} from '../../services/reconciliation/reconciliation.schema';
import { parseInput, routesOf } from '../route-helpers';
import type { RestRoute } from '../types';
import { EXAMPLE_IDS } from './shared';
import { xlsxExport, xlsxFile } from './xlsx-file';

const route = routesOf('tenant', 'Reconciliation');

const periodQuery = (query: Record<string, string | undefined>) => ({
  period: query.period ?? '',
  ...(query.tolerance === undefined ? {} : { tolerance: query.tolerance }),
});

/** Purchase register against GSTR-2B (issue 32): the reconciliation, decisions, the Excel. */
export const reconciliationRoutes: RestRoute[] = [
  route('GET', '/api/reconciliation', {
    summary:
      "The reconciliation of ?period=MMYYYY: the active purchase bills and purchase returns of suppliers with a GSTIN dated in the period against the period's active GSTR-2B import, matched by supplier GSTIN, type, number (case, punctuation, leading zeros and the financial year ignored), date and amounts within &tolerance= rupees (default: the shop's Reconciliation Tolerance setting, ₹1 unless changed). One row per pair or lone document: outcome (Exact Match, Suggested Match, Mismatch with every field that differs and by how much, books − 2B; Missing in 2B: ITC at risk; Missing in PR: not in the books), status (matched-auto, matched-manual, pending, ignored, open), both sides and the decision taken on it; the counts and the ITC at risk. Decisions persist across recomputation and a re-import of the period (staleDecisions: those whose documents are gone). Needs the view flag of the returns page",
    query: z.object({ period: z.string(), tolerance: z.string().optional() }),
    handler: async ({ caller, query }) => ({
      body: {
        message: 'Reconciliation fetched',
        data: await caller.tenant.reconciliation.view(
          parseInput(ZReconciliationInput, periodQuery(query)),
        ),
      },
    }),
  }),
  route('POST', '/api/reconciliation/action', {
    summary:
      "Decide on the reconciliation of a period: {period, action, items: [{purchaseBillId | purchaseReturnId, gstr2bDocumentId}], note}. accept: the pair the reconciliation suggests (both sides); link: a books document with a 2B document by hand (both sides); pending (follow up with the supplier) or ignore: a document or a pair; unlink: forget the decisions on these documents. Up to 500 items, all or none; each document must be in the period's books or its active GSTR-2B and not linked to another (409: unlink it first). Every item is audited. Needs the edit flag of the returns page",
    body: ZReconciliationActionInput,
    examples: {
      request: {
        period: '102025',
        action: 'link',
        items: [
          {
            purchaseBillId: EXAMPLE_IDS.purchaseBill,
            gstr2bDocumentId: '6f1c2a9e-3b7d-4e5f-8a0b-1c2d3e4f5a6b',
          },
        ],
        note: 'The supplier reported the bill under its delivery challan number',
      },
    },
    handler: async ({ caller, body }) => ({
      body: {
        message: 'Reconciliation updated',
        data: await caller.tenant.reconciliation.action(
          parseInput(ZReconciliationActionInput, body),
        ),
      },
    }),
  }),
  route('GET', '/api/reconciliation/export', {
    summary:
      'The reconciliation of ?period=MMYYYY (&tolerance=) as Reconciliation_{MMYYYY}.xlsx, one row per row of GET /api/reconciliation: outcome, status, supplier, both numbers and dates, taxable value and tax of each side and their differences, the fields that differ, ITC availability, the note (needs export)',
    query: z.object({ period: z.string(), tolerance: z.string().optional() }),
    handler: async (call) => {
      const input = parseInput(ZReconciliationInput, periodQuery(call.query));
      return xlsxExport(
        (caller) => caller.tenant.reconciliation.export(input),
        'There is nothing to reconcile in this period',
        (rows) =>
          xlsxFile(rows, RECONCILIATION_EXCEL_COLUMNS, `Reconciliation_${input.period}.xlsx`),
      )(call);
    },
  }),
  route('GET', '/api/reconciliation/supplier-summary', {
    summary:
      "One supplier's documents of ?period=MMYYYY missing in GSTR-2B (&supplierGstin=; ignored ones left out): number, date, taxable value, tax per head and total of each, the totals, and the shop's name and GSTIN, for the shop to send to the supplier. Needs the view flag of the returns page",
    query: z.object({
      period: z.string(),
      supplierGstin: z.string(),
      tolerance: z.string().optional(),
    }),
    handler: async ({ caller, query }) => ({
      body: {
        message: 'Supplier summary fetched',
        data: await caller.tenant.reconciliation.supplierSummary(
          parseInput(ZSupplierSummaryInput, {
            ...periodQuery(query),
            supplierGstin: query.supplierGstin ?? '',
          }),
        ),
      },
    }),
  }),
];
