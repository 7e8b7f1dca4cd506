import { z } from 'zod';
import type { Caller } from '../caller';
import { routesOf } from '../route-helpers';
import type { CallerInput, RestRoute } from '../types';

/**
 * E-invoices and e-way bills for third parties (issue 17): the INV-01 JSON of an invoice or
 * note, the batch of a date range, recording the IRP's answer, the e-way bill JSON and number.
 * Each answers 400 naming the field when the portal would refuse the file.
 */
const route = routesOf('tenant', 'E-documents');

type Answer = CallerInput<Caller['tenant']['invoices']['recordIrn']>;
const answerOf = (id: string | undefined, body: unknown) =>
  ({ id: id ?? '', answer: body }) as Answer;

const NOTE_URLS = [
  ['credit-note', 'creditNotes', 'credit note'],
  ['debit-note', 'debitNotes', 'debit note'],
] as const;

const IRP_ANSWER_EXAMPLE = {
  AckNo: 112010036563310,
  AckDt: '2025-10-05 11:41:00',
  Irn: '8f0b4d4e0a3d1f3b5f0a9c2b7e6d5c4b3a29181716151413121110090807f0e1',
  SignedQRCode: 'eyJhbGciOiJSUzI1NiJ9.eyJkYXRhIjoiLi4uIn0.c2lnbmF0dXJl',
  EwbNo: 181009201234,
  EwbDt: '2025-10-05 11:41:00',
  EwbValidTill: '2025-10-06 23:59:00',
};

export const edocRoutes: RestRoute[] = [
  route('GET', '/api/invoice/:id/einvoice', {
    summary:
      "The invoice's e-invoice JSON (INV-01 v1.1), validated against the repo's JSON Schema: 400 naming the field the IRP would refuse",
    handler: async ({ caller, params }) => ({
      body: await caller.tenant.invoices.einvoice({ id: params.id ?? '' }),
    }),
  }),
  ...NOTE_URLS.map(([url, procedures, noun]) =>
    route('GET', `/api/${url}/:id/einvoice`, {
      summary: `The ${noun}'s e-invoice JSON (INV-01 v1.1, the invoice in RefDtls.PrecDocDtls)`,
      handler: async ({ caller, params }) => ({
        body: await caller.tenant[procedures].einvoice({ id: params.id ?? '' }),
      }),
    }),
  ),
  route('GET', '/api/einvoice', {
    summary:
      "Every B2B, SEZ and export invoice and note dated ?from=YYYY-MM-DD&to=YYYY-MM-DD (up to 92 days) as the IRP's bulk tool takes them: {documents: [INV-01…], skipped: [{number, reason}]}",
    query: z.object({ from: z.string(), to: z.string() }),
    handler: async ({ caller, query }) => ({
      body: await caller.tenant.invoices.einvoiceBatch({
        from: query.from ?? '',
        to: query.to ?? '',
      }),
    }),
  }),
  route('POST', '/api/invoice/:id/irn', {
    summary:
      "Record the IRP's answer (the body is its JSON: Irn, AckNo, AckDt, SignedQRCode, and EwbNo/EwbDt if any; NIC's {Status, Data} wrapping is accepted). From then on the invoice is read-only; it can be cancelled within 24 hours of AckDt",
    examples: { request: IRP_ANSWER_EXAMPLE },
    handler: async ({ caller, params, body }) => ({
      status: 201,
      body: {
        message: 'IRN recorded',
        data: await caller.tenant.invoices.recordIrn(answerOf(params.id, body)),
      },
    }),
  }),
  ...NOTE_URLS.map(([url, procedures, noun]) =>
    route('POST', `/api/${url}/:id/irn`, {
      summary: `Record the IRP's answer for a ${noun}; it is read-only from then on`,
      examples: { request: IRP_ANSWER_EXAMPLE },
      handler: async ({ caller, params, body }) => ({
        status: 201,
        body: {
          message: 'IRN recorded',
          data: await caller.tenant[procedures].recordIrn(answerOf(params.id, body)),
        },
      }),
    }),
  ),
  route('GET', '/api/invoice/:id/ewaybill', {
    summary:
      "The e-way bill JSON of the portal's bulk-generation format for an invoice whose goods are worth more than ₹50,000 with tax (Rule 138): Part A from the invoice, Part B from its transport mode, vehicle number (normalised), distance and transporter",
    handler: async ({ caller, params }) => ({
      body: await caller.tenant.invoices.ewayBill({ id: params.id ?? '' }),
    }),
  }),
  route('POST', '/api/invoice/:id/ewaybill', {
    summary:
      'Record the e-way bill the portal generated: {ewayBillNo, ewayBillDate, validUpto} as it answers (or {ewbNo, ewbDate}); printed on the invoice PDF',
    examples: {
      request: {
        ewayBillNo: 181009201234,
        ewayBillDate: '05/10/2025 11:41:00 AM',
        validUpto: '06/10/2025 11:59:00 PM',
      },
    },
    handler: async ({ caller, params, body }) => ({
      status: 201,
      body: {
        message: 'E-way bill recorded',
        data: await caller.tenant.invoices.recordEwayBill(answerOf(params.id, body)),
      },
    }),
  }),
];
