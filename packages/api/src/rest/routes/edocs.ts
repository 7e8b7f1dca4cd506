import { z } from 'zod';
import { ZRecordAnswer } from '../../services/edocs/edocs.schema';
import { parseInput, routesOf } from '../route-helpers';
import type { RestRoute } from '../types';

/**
 * E-invoices and e-way bills for third parties (issue 17): the INV-01 JSON of an invoice or
 * note, the batch of a date range, recording the IRP's answer, the e-way bill JSON and number.
 * Each answers 400 naming the field when the portal would refuse the file.
 */
const route = routesOf('tenant', 'E-documents');

/** The IRP's answer as it sends it (other fields it adds pass, and so does NIC's {Status, Data}). */
const ZIrpAnswerBody = z.union([
  z.looseObject({
    Irn: z.string().meta({ description: 'The invoice reference number (64 hex characters)' }),
    AckNo: z.union([z.number(), z.string()]),
    AckDt: z.string().meta({ description: 'yyyy-MM-dd HH:mm:ss' }),
    SignedQRCode: z.string(),
    EwbNo: z.union([z.number(), z.string()]).optional(),
    EwbDt: z.string().optional(),
    EwbValidTill: z.string().optional(),
  }),
  z.looseObject({ Status: z.union([z.number(), z.string()]), Data: z.unknown() }),
]);

/** The e-way bill portal's answer: {ewayBillNo, ewayBillDate, validUpto} or {ewbNo, ewbDate}. */
const ZEwayBillAnswerBody = z.union([
  z.looseObject({
    ewayBillNo: z.union([z.number(), z.string()]),
    ewayBillDate: z.string(),
    validUpto: z.string().optional(),
  }),
  z.looseObject({ ewbNo: z.union([z.number(), z.string()]), ewbDate: z.string() }),
]);

/** The URL's document and the portal's answer (the body), as the record-answer contract. */
const answerOf = (id: string | undefined, body: unknown) =>
  parseInput(ZRecordAnswer, { id: id ?? '', answer: body });

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

const INV01_EXAMPLE = {
  Version: '1.1',
  TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N' },
  DocDtls: { Typ: 'INV', No: 'INV/25-26/0007', Dt: '06/10/2025' },
  SellerDtls: {
    Gstin: '19AAACR5055K1Z4',
    LglNm: 'Ray Solar',
    Addr1: '1 Park Street',
    Loc: 'Kolkata',
    Pin: 700016,
    Stcd: '19',
  },
  BuyerDtls: {
    Gstin: '19AABCD1234E1Z5',
    LglNm: 'Sunrise RWA',
    Addr1: '14 Lake Road',
    Loc: 'Kolkata',
    Pin: 700029,
    Stcd: '19',
    Pos: '19',
  },
  ItemList: [
    {
      SlNo: '1',
      PrdDesc: 'Mono PERC 540',
      IsServc: 'N',
      HsnCd: '85414300',
      Qty: 2,
      Unit: 'UNT',
      UnitPrice: 10000,
      TotAmt: 20000,
      Discount: 0,
      AssAmt: 20000,
      GstRt: 5,
      IgstAmt: 0,
      CgstAmt: 500,
      SgstAmt: 500,
      CesRt: 0,
      CesAmt: 0,
      TotItemVal: 21000,
    },
  ],
  ValDtls: {
    AssVal: 20000,
    CgstVal: 500,
    SgstVal: 500,
    IgstVal: 0,
    CesVal: 0,
    Discount: 0,
    OthChrg: 0,
    RndOffAmt: 0,
    TotInvVal: 21000,
  },
};

const EWAY_BILL_EXAMPLE = {
  version: '1.0.0621',
  billLists: [
    {
      userGstin: '19AAACR5055K1Z4',
      supplyType: 'O',
      subSupplyType: 1,
      docType: 'INV',
      docNo: 'INV/25-26/0011',
      docDate: '11/10/2025',
      fromGstin: '19AAACR5055K1Z4',
      fromPincode: 700016,
      fromStateCode: 19,
      toGstin: '24AAHFS5678Q1ZA',
      toPincode: 395002,
      toStateCode: 24,
      transType: 1,
      totalValue: 60000,
      igstValue: 10800,
      totInvValue: 70800,
      transMode: 1,
      transDistance: 1950,
      vehicleNo: 'WB02AB0123',
      vehicleType: 'R',
      itemList: [
        {
          itemNo: 1,
          productName: 'Li-ion 5 kWh',
          hsnCode: '85076000',
          quantity: 1,
          qtyUnit: 'UNT',
          taxableAmount: 60000,
          igstRate: 18,
        },
      ],
    },
  ],
};

export const edocRoutes: RestRoute[] = [
  route('GET', '/api/invoice/:id/einvoice', {
    summary:
      "The invoice's e-invoice JSON (INV-01 v1.1), validated against the repo's JSON Schema: 400 naming the field the IRP would refuse",
    examples: { response: INV01_EXAMPLE },
    handler: async ({ caller, params }) => ({
      body: await caller.tenant.invoices.einvoice({ id: params.id ?? '' }),
    }),
  }),
  ...NOTE_URLS.map(([url, procedures, noun]) =>
    route('GET', `/api/${url}/:id/einvoice`, {
      summary: `The ${noun}'s e-invoice JSON (INV-01 v1.1, the invoice in RefDtls.PrecDocDtls)`,
      examples: {
        response: {
          ...INV01_EXAMPLE,
          DocDtls: {
            Typ: url === 'credit-note' ? 'CRN' : 'DBN',
            No: 'CN/25-26/0001',
            Dt: '08/10/2025',
          },
          RefDtls: { PrecDocDtls: [{ InvNo: 'INV/25-26/0007', InvDt: '06/10/2025' }] },
        },
      },
      handler: async ({ caller, params }) => ({
        body: await caller.tenant[procedures].einvoice({ id: params.id ?? '' }),
      }),
    }),
  ),
  route('GET', '/api/einvoice', {
    summary:
      "Every B2B, SEZ and export invoice and note dated ?from=YYYY-MM-DD&to=YYYY-MM-DD (up to 92 days) as the IRP's bulk tool takes them: {documents: [INV-01…], skipped: [{number, reason}]}",
    query: z.object({ from: z.string(), to: z.string() }),
    examples: {
      response: {
        from: '2025-10-01',
        to: '2025-10-31',
        documents: [INV01_EXAMPLE],
        skipped: [
          {
            number: 'INV/25-26/0008',
            reason:
              'INV/25-26/0008 is a B2C document (the buyer has no GSTIN): e-invoices are only for registered buyers, SEZ units and exports.',
          },
        ],
      },
    },
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
    body: ZIrpAnswerBody,
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
      body: ZIrpAnswerBody,
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
    examples: { response: EWAY_BILL_EXAMPLE },
    handler: async ({ caller, params }) => ({
      body: await caller.tenant.invoices.ewayBill({ id: params.id ?? '' }),
    }),
  }),
  route('POST', '/api/invoice/:id/ewaybill', {
    summary:
      'Record the e-way bill the portal generated: {ewayBillNo, ewayBillDate, validUpto} as it answers (or {ewbNo, ewbDate}); printed on the invoice PDF',
    body: ZEwayBillAnswerBody,
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
