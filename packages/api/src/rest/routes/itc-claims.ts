import { z } from 'zod';
import { ZItcClaimsInput, ZItcSetClaimInput } from '../../services/returns/returns.claims-schema';
import { parseInput, routesOf } from '../route-helpers';
import type { RestRoute } from '../types';
import { EXAMPLE_IDS } from './shared';

const route = routesOf('tenant', 'Returns');

const ROW_EXAMPLE = {
  billId: EXAMPLE_IDS.purchaseBill,
  entryNumber: 'PB/2025-26/0012',
  supplierInvoiceNumber: 'B-201',
  supplierName: 'Mumbai Modules',
  supplierGstin: '27AAAAA0000A1Z2',
  billDate: '2025-10-10',
  period: '102025',
  taxableValue: '10000.00',
  igst: '1800.00',
  cgst: '0.00',
  sgst: '0.00',
  cess: '0.00',
  outcome: 'Missing in 2B',
  choice: 'auto',
  claimPeriod: null,
  status: 'held',
  claimedIn: null,
  reason:
    'Held back: not in GSTR-2B of October 2025; no credit until the supplier reports it (CGST Act s.16(2)(aa))',
};

/** The shop's ITC claim per purchase bill (issue 32). */
export const itcClaimRoutes: RestRoute[] = [
  route('GET', '/api/itc/claims', {
    summary:
      "The ITC claims of ?period=MMYYYY: filed, twoB (the period has an active GSTR-2B import), bills (the period's active purchase bills with credit) and deferred (earlier bills deferred to this period or not yet given one), each with its credit net of purchase returns (2-decimal strings), reconciliation's outcome in its month's GSTR-2B (Exact Match, Suggested Match, Mismatch, Missing in 2B, Manual Match; null: no GSTR-2B or not a GSTR-2B supplier), the shop's choice (auto, now, defer, never) and claimPeriod, status (claimed, held, reversed, not claimed), claimedIn and a one-line reason; totals.claimed and totals.heldBack per head. 'auto' holds a regular supplier's forward-charge credit back while GSTR-2B does not show the bill (CGST Act s.16(2)(aa)); a deferred bill GSTR-2B showed is reported and reversed in 4(B)(2) of its month and reclaimed in 4(A)(5) and 4(D)(1) of the period chosen (CBIC Circular 170/02/2022). Needs the view flag of the returns page",
    query: z.object({ period: z.string() }),
    examples: {
      response: {
        message: 'ITC claims fetched',
        data: {
          period: '102025',
          filed: false,
          twoB: true,
          bills: [ROW_EXAMPLE],
          deferred: [],
          totals: {
            claimed: { igst: '0.00', cgst: '900.00', sgst: '900.00', cess: '0.00' },
            heldBack: { igst: '1800.00', cgst: '0.00', sgst: '0.00', cess: '0.00' },
          },
        },
      },
    },
    handler: async ({ caller, query }) => ({
      body: {
        message: 'ITC claims fetched',
        data: await caller.tenant.itc.claims(
          parseInput(ZItcClaimsInput, { period: query.period ?? '' }),
        ),
      },
    }),
  }),
  route('POST', '/api/itc/claims', {
    summary:
      "Choose how the credit of purchase bills is claimed: {billIds (1 to 500), choice: auto | now | defer | never, claimPeriod: MMYYYY (defer only)}. auto follows GSTR-2B; now claims in the bill's month (400 when that month's active GSTR-2B does not show it, s.16(2)(aa)); defer without claimPeriod holds the credit back, with one claims it in that later period (400 when not later than the bill's month, filed, or after the s.16(4) limit: the return for November following the end of the bill's financial year); never. 400 when the bill's month, or the period its credit is deferred to or moved from, is filed; 404 for a bill not found; a cancelled bill is refused. All or none; each change audited with the choice before and after. Answers {updated, bills} (the bills' claim rows as GET /api/itc/claims gives them). Needs the edit flag of the returns page",
    body: ZItcSetClaimInput,
    examples: {
      request: { billIds: [EXAMPLE_IDS.purchaseBill], choice: 'defer', claimPeriod: '112025' },
    },
    handler: async ({ caller, body }) => ({
      body: {
        message: 'ITC claims updated',
        data: await caller.tenant.itc.setClaim(parseInput(ZItcSetClaimInput, body)),
      },
    }),
  }),
];
