import { z } from 'zod';
import { ZTallyExportInput } from '../../services/tally/tally.schema';
import { parseInput, routesOf } from '../route-helpers';
import type { RestResult, RestRoute } from '../types';

const route = routesOf('tenant', 'Reports');

/** Issue 33: a period's vouchers or masters as a TallyPrime XML import file. */
export const tallyExportRoutes: RestRoute[] = [
  route('GET', '/api/export/tally', {
    summary:
      "Tally export: the vouchers dated ?from..to (sales invoices, credit and debit notes, purchase bills, purchase returns as debit notes, receipts, supplier payments, refunds and expenses; cancelled and reversed ones left out) or the masters they name (party ledgers under Sundry Debtors/Creditors with GSTIN and state, GST ledgers under Duties & Taxes, sales/purchase ledgers by rate, units, stock items with HSN and GST rate) as TallyPrime's XML import file (ENVELOPE / TALLYREQUEST Import Data / REPORTNAME Vouchers or All Masters), Tally_{Vouchers|Masters}_{from}_to_{to}.xml. Every voucher balances to the paisa. Import the masters first (Gateway of Tally → Import → Masters), then the vouchers (Import → Transactions). Needs the reports page's export flag; audited as report.export",
    query: z.object({
      from: z.string().describe('First date, YYYY-MM-DD (at most 366 days before to)'),
      to: z.string().describe('Last date, YYYY-MM-DD'),
      what: z.string().describe('vouchers or masters'),
    }),
    handler: async ({ caller, query }): Promise<RestResult> => {
      const input = parseInput(ZTallyExportInput, {
        from: query.from,
        to: query.to,
        what: query.what,
      });
      const file = await caller.tenant.reports.tallyExport(input);
      return {
        file: {
          bytes: new TextEncoder().encode(file.xml),
          contentType: 'application/xml; charset=utf-8',
          fileName: file.fileName,
        },
      };
    },
  }),
];
