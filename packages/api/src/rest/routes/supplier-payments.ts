import { z } from 'zod';
import { fieldsOf, SYNC_FILTERS } from '@gst/domain/contracts';
import {
  ZSupplierPaymentInput,
  ZSupplierPaymentListInput,
  ZSupplierStatementFileInput,
  ZSupplierStatementInput,
} from '../../services/supplier-payments/supplier-payments.schema';
import { deleteById, listOrOne, one, parseInput, routesOf } from '../route-helpers';
import type { RestRoute } from '../types';
import { base64File } from './documents';
import {
  DATE_RANGE_QUERY,
  optionalDateParam,
  EXAMPLE_IDS,
  queryOf,
  SYNC_QUERY,
  syncQuery,
} from './shared';

const route = routesOf('tenant', 'Supplier payments');

/** Supplier payments, payables and supplier statements (issue 31). */
export const supplierPaymentRoutes: RestRoute[] = [
  route('GET', '/api/supplier-payment', {
    summary:
      'List supplier payments newest first (page, pageSize, search, supplierId; from/to payment date; updatedSince), or one with ?paymentId=',
    query: z.object({
      paymentId: z.string().optional(),
      ...queryOf(fieldsOf(ZSupplierPaymentListInput).filter((f) => !(f in SYNC_FILTERS))),
      ...SYNC_QUERY,
    }),
    handler: listOrOne('paymentId', {
      one: ['Supplier payment fetched', (caller, id) => caller.tenant.supplierPayments.get({ id })],
      list: [
        'Supplier payments fetched',
        (caller, page, query) =>
          caller.tenant.supplierPayments.list({
            ...page,
            supplierId: query.supplierId,
            ...syncQuery(query),
          }),
      ],
    }),
  }),
  route('POST', '/api/supplier-payment', {
    summary:
      'Record a payment to a supplier ({supplierId, paymentDate, amount, mode, bankAccountId, reference, allocations:[{billId, amount}]}); what is not allocated is an advance to the supplier; bankAccountId names the shop’s bank account a payment not in cash left from (GET /api/bank-accounts; required once the shop has an active one, refused for cash)',
    body: ZSupplierPaymentInput,
    examples: {
      request: {
        supplierId: EXAMPLE_IDS.supplier,
        paymentDate: '2026-04-30',
        amount: '50000.00',
        mode: 'bank-transfer',
        reference: 'NEFT N120260430001',
        remarks: 'Against April panels',
        allocations: [{ billId: EXAMPLE_IDS.purchaseBill, amount: '50000.00' }],
      },
    },
    handler: async ({ caller, body }) => {
      const created = await caller.tenant.supplierPayments.create(
        parseInput(ZSupplierPaymentInput, body),
      );
      return { status: 201, body: one('Supplier payment saved', created) };
    },
  }),
  route('DELETE', '/api/supplier-payment/:id', {
    summary: 'Reverse a supplier payment: it keeps its number, its allocations stop counting',
    handler: deleteById(
      (caller, id) => caller.tenant.supplierPayments.delete({ id }),
      'Supplier payment reversed',
    ),
  }),
  route('GET', '/api/payables', {
    summary:
      'What the shop owes per supplier in aging buckets (not due, 0-30, 31-60, 61-90, over 90 days past due), advances paid, and totals; ?asOf=YYYY-MM-DD&search=',
    query: z.object({
      asOf: optionalDateParam(
        'Aging as on the end of this India day; today when left out',
        '2026-06-30',
      ),
      search: z
        .string()
        .optional()
        .meta({ description: "Part of a supplier's name or GSTIN", example: 'Eastern' }),
    }),
    handler: async ({ caller, query }) => {
      const data = await caller.tenant.supplierPayments.payables({
        ...(query.asOf ? { asOf: query.asOf } : {}),
        ...(query.search ? { search: query.search } : {}),
      });
      return { body: { message: 'Payables fetched', ...data } };
    },
  }),
  route('GET', '/api/supplier-statement/:id', {
    summary:
      'A supplier statement for ?from=YYYY-MM-DD&to=YYYY-MM-DD: opening balance, every bill, purchase return and payment with a running balance (what the shop owes), closing balance',
    query: z.object(DATE_RANGE_QUERY),
    handler: async ({ caller, params, query }) => {
      const data = await caller.tenant.supplierPayments.statement(
        parseInput(ZSupplierStatementInput, {
          supplierId: params.id ?? '',
          from: query.from,
          to: query.to,
        }),
      );
      return { body: { message: 'Supplier statement fetched', data } };
    },
  }),
  route('GET', '/api/supplier-statement-file/:id', {
    summary:
      'The supplier statement for ?from=YYYY-MM-DD&to=YYYY-MM-DD as a PDF (format=pdf, the default) or an Excel workbook (format=xlsx)',
    query: z.object({
      ...DATE_RANGE_QUERY,
      format: z.enum(['pdf', 'xlsx']).optional(),
    }),
    handler: async ({ caller, params, query }) =>
      base64File(
        await caller.tenant.documents.supplierStatementFile(
          parseInput(ZSupplierStatementFileInput, {
            supplierId: params.id ?? '',
            from: query.from,
            to: query.to,
            format: query.format ?? 'pdf',
          }),
        ),
      ),
  }),
];
