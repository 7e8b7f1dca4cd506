import { z } from 'zod';
import { fieldsOf, SYNC_FILTERS } from '@gst/domain/contracts';
import { AppError } from '../../errors';
import { ZRefundInput, ZRefundListInput } from '../../services/refunds/refunds.schema';
import { firstOf } from './billing-mapping';
import { listOrOne, one, parseInput, routesOf } from '../route-helpers';
import type { RestRoute } from '../types';
import { EXAMPLE_IDS, oneRecordBody, queryOf, SYNC_QUERY, syncQuery } from './shared';

const route = routesOf('tenant', 'Refunds');

/** Refunds out of a customer's advance, and their Rule 51 vouchers (issue 29 item 5). */
export const refundRoutes: RestRoute[] = [
  route('GET', '/api/refund', {
    summary:
      'List refunds newest first (page, pageSize, search, customerId; from/to refund date; updatedSince, oldest change first, reversals included), or one with ?refundId=',
    query: z.object({
      refundId: z.string().optional(),
      ...queryOf(fieldsOf(ZRefundListInput).filter((f) => !(f in SYNC_FILTERS))),
      ...SYNC_QUERY,
    }),
    handler: listOrOne('refundId', {
      one: ['Refund fetched', (caller, id) => caller.tenant.refunds.get({ id })],
      list: [
        'Refunds fetched',
        (caller, page, query) =>
          caller.tenant.refunds.list({
            ...page,
            customerId: query.customerId,
            ...syncQuery(query),
          }),
      ],
    }),
  }),
  route('GET', '/api/refund/available/:customerId', {
    summary:
      'What a customer may be refunded: the advance held for them, and the receipts (unallocated rest) and credit notes a refund may name, each with what is left to refund',
    handler: async ({ caller, params }) => {
      const data = await caller.tenant.refunds.refundable({ customerId: params.customerId ?? '' });
      return { body: { message: 'Refundable advance fetched', data } };
    },
  }),
  route('POST', '/api/refund', {
    summary:
      "Record a refund ({refunds:[{customerId, refundDate, amount, mode, reference, remarks, paymentId | noteId}]}): at most the customer's advance and what is left on the receipt or credit note named. Allowed in a filed month (a refund changes no return)",
    body: oneRecordBody('refunds', ZRefundInput),
    examples: {
      request: {
        refunds: [
          {
            customerId: EXAMPLE_IDS.customer,
            refundDate: '2026-05-12',
            amount: '1180.00',
            mode: 'bank-transfer',
            reference: 'NEFT N132260512345',
            remarks: 'Balance of credit note paid back',
            noteId: EXAMPLE_IDS.creditNote,
          },
        ],
      },
    },
    handler: async ({ caller, body }) => {
      const record = firstOf(body, 'refunds');
      if (!Object.keys(record).length)
        throw new AppError('BAD_REQUEST', 'Send exactly one refund as {refunds:[refund]}');
      const created = await caller.tenant.refunds.create(parseInput(ZRefundInput, record));
      return { status: 201, body: one('Refund saved', created) };
    },
  }),
  route('POST', '/api/refund/reverse/:id', {
    summary: 'Reverse a refund: it keeps its number and the advance is held again',
    noBody: true,
    handler: async ({ caller, params }) => {
      const data = await caller.tenant.refunds.reverse({ id: params.id ?? '' });
      return { body: one('Refund reversed', data) };
    },
  }),
  route('GET', '/api/refund-file/:id', {
    summary: 'The refund voucher (CGST Rule 51) as RefundVoucher-{number}.pdf',
    handler: async ({ caller, params }) => {
      const file = await caller.tenant.refunds.voucher({ id: params.id ?? '' });
      return {
        file: {
          bytes: Buffer.from(file.base64, 'base64'),
          contentType: file.contentType,
          fileName: file.fileName,
        },
      };
    },
  }),
];
