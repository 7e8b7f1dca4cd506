import { z } from 'zod';
import { fieldsOf, SYNC_FILTERS } from '@gst/domain/contracts';
import { AppError } from '../../errors';
import {
  ZPaymentInput,
  ZPaymentListInput,
  ZPaymentTdsBody,
  ZPaymentTdsInput,
  ZStatementInput,
} from '../../services/payments/payments.schema';
import { firstOf } from './billing-mapping';
import { deleteById, listOrOne, one, parseInput, routesOf } from '../route-helpers';
import type { RestRoute } from '../types';
import { EXAMPLE_IDS, oneRecordBody, queryOf, SYNC_QUERY, syncQuery } from './shared';

const route = routesOf('tenant', 'Payments');

/** The spec's receipt body names the date `date`; our own `paymentDate` passes too. */
function paymentFromRest(record: Record<string, unknown>) {
  const { date, _id: _ignored, ...rest } = record;
  void _ignored;
  return { ...rest, paymentDate: rest.paymentDate ?? date };
}

/** Receipts, receivables and customer statements (issue 16). */
export const paymentRoutes: RestRoute[] = [
  route('GET', '/api/payment', {
    summary:
      'List receipts newest first (page, pageSize, search, customerId; from/to receipt date; updatedSince, oldest change first), or one with ?paymentId=',
    query: z.object({
      paymentId: z.string().optional(),
      ...queryOf(fieldsOf(ZPaymentListInput).filter((f) => !(f in SYNC_FILTERS))),
      ...SYNC_QUERY,
    }),
    handler: listOrOne('paymentId', {
      one: ['Receipt fetched', (caller, id) => caller.tenant.payments.get({ id })],
      list: [
        'Receipts fetched',
        (caller, page, query) =>
          caller.tenant.payments.list({
            ...page,
            customerId: query.customerId,
            ...syncQuery(query),
          }),
      ],
    }),
  }),
  route('POST', '/api/payment', {
    summary:
      'Record a receipt ({payments:[{customerId, date, amount, mode, reference, allocations:[{invoiceId, amount}], tdsSection, tdsRate, tdsAmount, bankAccountId}]}): bankAccountId names the shop’s bank account a receipt not in cash went into (GET /api/bank-accounts; required once the shop has an active one, refused for cash); amount is the money received, tdsAmount the income-tax TDS the customer deducted; allocations may total amount + tdsAmount, the rest stays as the customer advance',
    body: oneRecordBody('payments', ZPaymentInput),
    examples: {
      request: {
        payments: [
          {
            customerId: EXAMPLE_IDS.customer,
            paymentDate: '2026-04-28',
            amount: '20000.00',
            mode: 'upi',
            reference: 'UPI 412345678901',
            remarks: 'Part payment',
            allocations: [{ invoiceId: EXAMPLE_IDS.invoice, amount: '20000.00' }],
            tdsSection: '194Q',
            tdsRate: '0.1',
            tdsAmount: '20.00',
            idempotencyKey: 'erp-receipt-2026-04-28-0001',
          },
        ],
      },
    },
    handler: async ({ caller, body }) => {
      const record = firstOf(body, 'payments');
      if (!Object.keys(record).length)
        throw new AppError('BAD_REQUEST', 'Send exactly one receipt as {payments:[receipt]}');
      const created = await caller.tenant.payments.create(
        parseInput(ZPaymentInput, paymentFromRest(record)),
      );
      return { status: 201, body: one('Receipt saved', created) };
    },
  }),
  route('PATCH', '/api/payment/:id/tds', {
    summary:
      'Set or correct the income-tax TDS the customer deducted on a receipt ({tdsSection, tdsRate, tdsAmount, form16aNumber, form16aDate}): the Form 16A once it arrives; refused on a reversed receipt',
    body: ZPaymentTdsBody,
    examples: {
      request: {
        tdsSection: '194Q',
        tdsRate: '0.1',
        tdsAmount: '100.00',
        form16aNumber: 'ABCDE1234F/Q1/0001',
        form16aDate: '2026-07-30',
      },
    },
    handler: async ({ caller, params, body }) => {
      const data = await caller.tenant.payments.setTds(
        parseInput(ZPaymentTdsInput, { ...(body as object), id: params.id ?? '' }),
      );
      return { body: one('Receipt TDS saved', data) };
    },
  }),
  route('DELETE', '/api/payment/hard-delete/:id', {
    summary: 'Reverse a receipt: it keeps its number, its allocations stop counting',
    handler: deleteById((caller, id) => caller.tenant.payments.delete({ id }), 'Receipt reversed'),
  }),
  route('GET', '/api/receivables', {
    summary:
      'Outstanding balance per customer in aging buckets (not due, 0-30, 31-60, 61-90, over 90 days past due), advance, and totals; ?asOf=YYYY-MM-DD&search=',
    query: z.object({ asOf: z.string().optional(), search: z.string().optional() }),
    handler: async ({ caller, query }) => {
      const data = await caller.tenant.payments.receivables({
        ...(query.asOf ? { asOf: query.asOf } : {}),
        ...(query.search ? { search: query.search } : {}),
      });
      return { body: { message: 'Receivables fetched', ...data } };
    },
  }),
  route('GET', '/api/customer-statement/:customerId', {
    summary:
      'A customer statement for ?from=YYYY-MM-DD&to=YYYY-MM-DD: opening balance, every invoice, note and receipt with a running balance, closing balance',
    query: z.object({ from: z.string(), to: z.string() }),
    handler: async ({ caller, params, query }) => {
      const data = await caller.tenant.payments.statement(
        parseInput(ZStatementInput, {
          customerId: params.customerId ?? '',
          from: query.from,
          to: query.to,
        }),
      );
      return { body: { message: 'Statement fetched', data } };
    },
  }),
];
