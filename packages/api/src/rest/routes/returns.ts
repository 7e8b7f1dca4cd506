import { z } from 'zod';
import { returnsWorkbookFile } from '../../services/documents/downloads';
import { returnsWorkbookSheets } from '../../services/returns/returns.workbook';
import { ZLockInput, ZReturnPeriodInput } from '../../services/returns/returns.schema';
import { bodyField, parseInput, routesOf } from '../route-helpers';
import { gstr3bRoutes } from './returns-gstr3b';
import type { RestRoute } from '../types';

const route = routesOf('tenant', 'Returns');

/** A return period (MMYYYY) from the URL or the body, as the period contract. */
const periodOf = (value: unknown) => parseInput(ZReturnPeriodInput, { period: value });

/** The example's one intra-state B2C supply at 5 %, in its B2CS row and its HSN (B2C) row. */
const B2C_AT_5 = { rt: 5, txval: 2000, iamt: 0, camt: 50, samt: 50, csamt: 0 };

const GSTR1_EXAMPLE = {
  gstin: '19AAACR5055K1Z4',
  fp: '102025',
  version: 'GST3.1.6',
  b2b: [
    {
      ctin: '24AAHFS5678Q1ZA',
      inv: [
        {
          inum: 'INV/25-26/0007',
          idt: '05-10-2025',
          val: 11800,
          pos: '24',
          rchrg: 'N',
          inv_typ: 'R',
          itms: [
            { num: 1, itm_det: { rt: 18, txval: 10000, iamt: 1800, camt: 0, samt: 0, csamt: 0 } },
          ],
        },
      ],
    },
  ],
  b2cl: [],
  exp: [],
  b2cs: [{ sply_ty: 'INTRA', pos: '19', typ: 'OE', ...B2C_AT_5 }],
  cdnr: [],
  cdnur: [],
  hsn: {
    hsn_b2b: [
      {
        num: 1,
        hsn_sc: '8507',
        uqc: 'NOS',
        qty: 1,
        rt: 18,
        txval: 10000,
        iamt: 1800,
        camt: 0,
        samt: 0,
        csamt: 0,
      },
    ],
    hsn_b2c: [{ num: 1, hsn_sc: '8541', uqc: 'NOS', qty: 2, ...B2C_AT_5 }],
  },
  doc_issue: {
    doc_det: [
      {
        doc_num: 1,
        docs: [
          {
            num: 1,
            from: 'INV/25-26/0007',
            to: 'INV/25-26/0008',
            totnum: 2,
            cancel: 0,
            net_issue: 2,
          },
        ],
      },
    ],
  },
};

/** A filed period as the lock routes answer it: its dates, who filed it, its filed copy. */
const FILED_EXAMPLE = {
  period: '102025',
  label: 'October 2025',
  from: '2025-10-01',
  to: '2025-10-31',
  filedAt: '2025-11-11T06:30:00.000Z',
  filedBy: 'Owner <owner@example.com>',
  copy: {
    gstr1Sha256: '3f0a9c2e4b1d7a6f5e8c9b0a1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e',
    gstr3bSha256: '9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a0f9e8d',
    gstin: '19AAACR5055K1Z4',
    stateCode: 19,
    frequency: 'monthly',
    entered: {
      reversals: { rule42_43: { igst: '12.50' }, others: { cgst: '3.00', sgst: '3.00' } },
      paymentDate: '2025-11-20',
    },
  },
};

const HEADS = z
  .object({
    igst: z.string().optional(),
    cgst: z.string().optional(),
    sgst: z.string().optional(),
    cess: z.string().optional(),
  })
  .optional();

/** GST returns for third parties (issue 17): GSTR-1, GSTR-3B and filed-period locks. */
export const returnRoutes: RestRoute[] = [
  route('GET', '/api/returns/gstr1', {
    summary:
      "GSTR-1 of ?period=MMYYYY (a quarter by its last month for a shop filing quarterly) as the offline tool's JSON; &format=xlsx for a workbook with one sheet per section and GSTR-3B. A filed period answers with its filed copy, byte for byte as filed: its SHA-256 is the gstr1Sha256 of the period in GET /api/returns/lock (the workbook adds a 'filed' sheet). A quarter leaves out the months filed on their own (the workbook names them in an 'excluded' sheet)",
    query: z.object({ period: z.string(), format: z.enum(['json', 'xlsx']).optional() }),
    examples: { response: GSTR1_EXAMPLE },
    handler: async ({ caller, query }) => {
      const input = periodOf(query.period ?? '');
      if (query.format !== 'xlsx') return { body: await caller.tenant.returns.gstr1(input) };
      const { gstr1, gstr3b, ...about } = await caller.tenant.returns.workbook(input);
      const sheets = returnsWorkbookSheets(gstr1, gstr3b, about);
      return { file: returnsWorkbookFile(sheets, gstr1.gstin, gstr1.fp) };
    },
  }),
  ...gstr3bRoutes,
  route('GET', '/api/returns/lock', {
    summary:
      "The return periods marked as filed, oldest first; each with its filed copy's SHA-256 hashes, the GSTIN, state and frequency it was computed with, and what was entered when filing (copy.entered: the 4(B) reversals and the payment date; null for a period filed before issue 32) (copy: null for a period filed before copies were kept)",
    examples: {
      response: { message: 'Filed periods fetched', data: [FILED_EXAMPLE] },
    },
    handler: async ({ caller }) => ({
      body: { message: 'Filed periods fetched', data: await caller.tenant.returns.filed() },
    }),
  }),
  route('POST', '/api/returns/lock', {
    summary:
      'Mark a return period as filed ({period: "MMYYYY"}): from then on no invoice, note or receipt dated in it can be created, changed or cancelled (400), and its GSTR-1, GSTR-3B and figures are served as filed now, whatever settings change later. A quarter may be filed when some of its months were filed on their own: it leaves them out. Optional, as GET /api/returns/gstr3b takes them: reversals {rule42_43, others}, each {igst, cgst, sgst, cess} in rupees (not negative, at most 2 decimals), which the filed GSTR-3B includes in 4(B)(1)/(2), and paymentDate (YYYY-MM-DD), the day the tax is paid (and the return filed), and turnoverBand (upto1_5cr, upto5cr, above5cr: the previous year aggregate turnover, for the cap of the s.47 late fee; default the band of the outward supplies in the books that year): Table 6.1 (set-off, cash, s.50 interest and s.47 late fee to that day, challan) is stored as computed now and served by GET /api/returns/gstr3b/payment. Bad input is refused (400) and nothing is stored. The audit row names what was entered and the cash. Needs the approve flag of the returns page',
    body: z.object({
      period: z.string(),
      paymentDate: z.string().optional(),
      turnoverBand: z.enum(['upto1_5cr', 'upto5cr', 'above5cr']).optional(),
      reversals: z.object({ rule42_43: HEADS, others: HEADS }).optional(),
    }),
    examples: {
      request: {
        period: '102025',
        paymentDate: '2025-11-20',
        reversals: { rule42_43: { igst: '12.50' }, others: { cgst: '3.00', sgst: '3.00' } },
      },
      response: { message: 'Period marked as filed', data: FILED_EXAMPLE },
    },
    handler: async ({ caller, body }) => {
      // The whole body as the lock's contract (strict: an unknown key is refused).
      const input = parseInput(ZLockInput, {
        ...(body !== null && typeof body === 'object' ? body : {}),
        period: bodyField(body, 'period'),
      });
      const data = await caller.tenant.returns.lock(input);
      return { status: 201, body: { message: 'Period marked as filed', data } };
    },
  }),
  route('DELETE', '/api/returns/lock/:period', {
    summary:
      "Unlock a filed return period (a superadmin only): its filed copy is deleted and its returns are computed from the books again; the unlock (with the copy's hashes) is in the audit log",
    examples: {
      response: { message: 'Period unlocked', data: { period: '102025', unlocked: true } },
    },
    handler: async ({ caller, params }) => ({
      body: {
        message: 'Period unlocked',
        data: await caller.tenant.returns.unlock(periodOf(params.period ?? '')),
      },
    }),
  }),
  route('GET', '/api/returns/history', {
    summary:
      "The history of ?period=MMYYYY, newest first: marked filed (by whom, when, the filed copy's hashes), unlocked, and the IRNs, IRN cancellations and e-way bills recorded on its documents while it was filed, each with before and after. Needs the view flag of the returns page",
    query: z.object({ period: z.string() }),
    examples: {
      response: {
        message: 'Return period history fetched',
        data: {
          period: '102025',
          events: [
            {
              id: 412,
              at: '2025-11-20T09:15:00.000Z',
              action: 'invoice.eway-bill',
              kind: 'document',
              actor: { type: 'user', name: 'Owner', email: 'owner@example.com' },
              document: {
                kind: 'invoice',
                id: '6f1c2a9e-3b7d-4e5f-8a0b-1c2d3e4f5a6b',
                number: 'INV/25-26/0007',
              },
              hashes: null,
              before: { ewayBill: null },
              after: { ewayBill: '331009876543' },
            },
            {
              id: 398,
              at: '2025-11-11T06:30:00.000Z',
              action: 'returns.lock',
              kind: 'filed',
              actor: { type: 'user', name: 'Owner', email: 'owner@example.com' },
              document: null,
              hashes: {
                gstr1Sha256: FILED_EXAMPLE.copy.gstr1Sha256,
                gstr3bSha256: FILED_EXAMPLE.copy.gstr3bSha256,
              },
              before: null,
              after: null,
            },
          ],
        },
      },
    },
    handler: async ({ caller, query }) => ({
      body: {
        message: 'Return period history fetched',
        data: await caller.tenant.returns.history(periodOf(query.period ?? '')),
      },
    }),
  }),
];
