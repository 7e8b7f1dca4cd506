import { z } from 'zod';
import { returnsWorkbookFile } from '../../services/documents/downloads';
import { returnsWorkbookSheets } from '../../services/returns/returns.workbook';
import { ZReturnPeriodInput } from '../../services/returns/returns.schema';
import { parseInput, routesOf } from '../route-helpers';
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

/** GST returns for third parties (issue 17): GSTR-1, GSTR-3B and filed-period locks. */
export const returnRoutes: RestRoute[] = [
  route('GET', '/api/returns/gstr1', {
    summary:
      "GSTR-1 of ?period=MMYYYY (a quarter by its last month for a shop filing quarterly) as the offline tool's JSON; &format=xlsx for a workbook with one sheet per section and GSTR-3B",
    query: z.object({ period: z.string(), format: z.enum(['json', 'xlsx']).optional() }),
    examples: { response: GSTR1_EXAMPLE },
    handler: async ({ caller, query }) => {
      const input = periodOf(query.period ?? '');
      const gstr1 = await caller.tenant.returns.gstr1(input);
      if (query.format !== 'xlsx') return { body: gstr1 };
      const gstr3b = await caller.tenant.returns.gstr3b(input);
      return {
        file: returnsWorkbookFile(returnsWorkbookSheets(gstr1, gstr3b), gstr1.gstin, gstr1.fp),
      };
    },
  }),
  route('GET', '/api/returns/gstr3b', {
    summary:
      'GSTR-3B Table 3.1 (a) taxable, (b) zero-rated, (c) nil-rated and exempt outward supplies and Table 3.2 inter-State supplies to unregistered persons by place of supply, for ?period=MMYYYY',
    query: z.object({ period: z.string() }),
    examples: {
      response: {
        gstin: '19AAACR5055K1Z4',
        ret_period: '102025',
        sup_details: {
          osup_det: { txval: 12000, iamt: 1800, camt: 50, samt: 50, csamt: 0 },
          osup_zero: { txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 },
          osup_nil_exmp: { txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 },
        },
        inter_sup: { unreg_details: [{ pos: '24', txval: 3000, iamt: 540 }] },
      },
    },
    handler: async ({ caller, query }) => ({
      body: await caller.tenant.returns.gstr3b(periodOf(query.period ?? '')),
    }),
  }),
  route('GET', '/api/returns/lock', {
    summary: 'The return periods marked as filed, oldest first',
    handler: async ({ caller }) => ({
      body: { message: 'Filed periods fetched', data: await caller.tenant.returns.filed() },
    }),
  }),
  route('POST', '/api/returns/lock', {
    summary:
      'Mark a return period as filed ({period: "MMYYYY"}): from then on no invoice, note or receipt dated in it can be created, changed or cancelled (400). Needs the approve flag of the returns page',
    body: z.object({ period: z.string() }),
    examples: {
      request: { period: '102025' },
      response: {
        message: 'Period marked as filed',
        data: {
          period: '102025',
          label: 'October 2025',
          from: '2025-10-01',
          to: '2025-10-31',
          filedAt: '2025-11-11T06:30:00.000Z',
          filedBy: 'Owner <owner@example.com>',
        },
      },
    },
    handler: async ({ caller, body }) => {
      const period = (body as { period?: unknown } | undefined)?.period;
      const data = await caller.tenant.returns.lock(periodOf(period));
      return { status: 201, body: { message: 'Period marked as filed', data } };
    },
  }),
  route('DELETE', '/api/returns/lock/:period', {
    summary: 'Unlock a filed return period (a superadmin only); the unlock is in the audit log',
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
];
