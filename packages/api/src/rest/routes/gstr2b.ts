import { z } from 'zod';
import {
  ZGstr2bHistoryInput,
  ZGstr2bImportInput,
  ZReturnPeriodInput,
} from '../../services/gstr2b/gstr2b.schema';
import { parseInput, routesOf } from '../route-helpers';
import type { RestRoute } from '../types';

const route = routesOf('tenant', 'GSTR-2B');

/** A supplier's intra-state invoice at 18 %, ITC available: the smallest GSTR-2B that adds up. */
const ITC = { igst: 0, cgst: 900, sgst: 900, cess: 0 };
const GSTR2B_EXAMPLE = {
  chksum: 'ADFADRGA4GADFADGERER',
  data: {
    gstin: '19AAACR5055K1Z4',
    rtnprd: '102025',
    version: '1.0',
    gendt: '14-11-2025',
    itcsumm: { itcavl: { nonrevsup: { ...ITC, b2b: ITC } } },
    docdata: {
      b2b: [
        {
          ctin: '19AAHFS5678Q1Z1',
          trdnm: 'Surya Panels',
          supprd: '102025',
          supfildt: '11-11-2025',
          inv: [
            {
              inum: 'SP/25-26/0311',
              typ: 'R',
              dt: '08-10-2025',
              val: 11800,
              pos: '19',
              rev: 'N',
              itcavl: 'Y',
              rsn: '',
              items: [{ num: 1, rt: 18, txval: 10000, ...ITC }],
            },
          ],
        },
      ],
    },
  },
};

const IMPORT_EXAMPLE = {
  id: '6f1c2a9e-3b7d-4e5f-8a0b-1c2d3e4f5a6b',
  period: '102025',
  gstin: '19AAACR5055K1Z4',
  importedAt: '2025-11-15T06:30:00.000Z',
  generatedOn: '2025-11-14',
  documentCount: 1,
  replacedImportId: null,
  diff: null,
};

/** GSTR-2B as downloaded from the GST portal (issue 32): upload a period's, read it back. */
export const gstr2bRoutes: RestRoute[] = [
  route('POST', '/api/gstr2b', {
    summary:
      "Import a period's GSTR-2B as downloaded from the GST portal: {period: MMYYYY, fileName, file}, file being the portal's JSON (as an object, or its text, at most 4 MB). Refused (400, saying why) when it is not a GSTR-2B, is for another GSTIN than the shop's or another period than the one chosen, or its documents do not add up to its itcsumm. A later import of the same period replaces the earlier one and answers with the diff (documents added, removed, changed); every import is kept and audited. A filed period takes an import (2B is the portal's data, not the shop's books). Needs the import flag of the returns page",
    body: ZGstr2bImportInput,
    examples: {
      request: {
        period: '102025',
        fileName: 'returns_R2B_19AAACR5055K1Z4_102025.json',
        file: GSTR2B_EXAMPLE,
      },
      response: { message: 'GSTR-2B imported', data: IMPORT_EXAMPLE },
    },
    handler: async ({ caller, body }) => ({
      status: 201,
      body: {
        message: 'GSTR-2B imported',
        data: await caller.tenant.gstr2b.import(parseInput(ZGstr2bImportInput, body)),
      },
    }),
  }),
  route('GET', '/api/gstr2b', {
    summary:
      "The GSTR-2B of ?period=MMYYYY as last imported: the import (who, when, the file's date), suppliers, documents (with ITC available or not and the portal's reason), ITC available and not available by reason, and totals: per itcsumm sub-section recomputed from the documents beside the file's itcsumm (they are equal). import: null when none was imported. Needs the view flag of the returns page",
    query: z.object({ period: z.string() }),
    handler: async ({ caller, query }) => ({
      body: {
        message: 'GSTR-2B fetched',
        data: await caller.tenant.gstr2b.view(
          parseInput(ZReturnPeriodInput, { period: query.period ?? '' }),
        ),
      },
    }),
  }),
  route('GET', '/api/gstr2b/imports', {
    summary:
      'Every GSTR-2B import, newest first (of ?period=MMYYYY when given): who and when, the file, active or replaced, and the diff against the import it replaced. Needs the view flag of the returns page',
    query: z.object({ period: z.string().optional() }),
    handler: async ({ caller, query }) => ({
      body: {
        message: 'GSTR-2B imports fetched',
        data: await caller.tenant.gstr2b.imports(
          parseInput(
            ZGstr2bHistoryInput,
            query.period === undefined ? {} : { period: query.period },
          ),
        ),
      },
    }),
  }),
];
