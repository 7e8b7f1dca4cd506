import { amendmentRoutes } from './routes/amendments';
import { auditRoutes } from './routes/audit';
import { authRoutes } from './routes/auth';
import { customerRoutes } from './routes/customers';
import { documentRoutes } from './routes/documents';
import { dashboardRoutes } from './routes/dashboard';
import { itemRoutes } from './routes/items';
import { productRoutes } from './routes/products';
import { masterAuthRoutes, masterJobRoutes, masterTenantRoutes } from './routes/master';
import { invoiceRoutes } from './routes/invoices';
import { creditDebitNoteRoutes } from './routes/notes';
import { paymentRoutes } from './routes/payments';
import { refundRoutes } from './routes/refunds';
import { returnRoutes } from './routes/returns';
import { edocRoutes } from './routes/edocs';
import { publicRoutes } from './routes/public';
import { quoteRoutes } from './routes/quotes';
import { settingsRoutes } from './routes/settings';
import { setupRoutes } from './routes/setup';
import { userRoutes } from './routes/users';
import { supplierRoutes } from './routes/suppliers';
import { purchaseRoutes } from './routes/purchases';
import { attachmentRoutes } from './routes/attachments';
import { stockRoutes } from './routes/stock';
import { supplierPaymentRoutes } from './routes/supplier-payments';
import { expenseRoutes } from './routes/expenses';
import { bankAccountRoutes } from './routes/bank-accounts';
import { recurringRoutes } from './routes/recurring';
import { webhookRoutes } from './routes/webhooks';
import { gstr2bRoutes } from './routes/gstr2b';
import { reconciliationRoutes } from './routes/reconciliation';
import { itcClaimRoutes } from './routes/itc-claims';
import { reportRoutes } from './routes/reports';
import { tallyExportRoutes } from './routes/tally-export';
import { shopExportRoutes } from './routes/shop-export';
import { mailRoutes } from './routes/mail';
import { shareLinkRoutes } from './routes/share-links';
import type { RestRoute } from './types';

/**
 * Every documented URL, one file per area under routes/; tests check every route is served and
 * documented (apps/server/test/api-docs.test.ts).
 *
 * How to document a route (issue 29, item 11):
 * - A POST or PATCH gives `body`, the zod schema of the JSON exactly as a client sends it (the
 *   OpenAPI requestBody is generated from it), and `examples.request`, a realistic body that this
 *   schema accepts. Build `body` from the procedure's own contract, e.g.
 *   `body: oneRecordBody('invoices', ZInvoiceCreate)` for `{invoices:[invoice]}`, or
 *   `body: ZThing.omit({ id: true })` when the id is in the URL. Ids in examples come from
 *   `EXAMPLE_IDS` (routes/shared.ts), which the test swaps for a test shop's real ids.
 * - A write that takes no body says `noBody: true`; a DELETE takes its options as `query`.
 * - A GET names its query parameters in `query` (unknown ones are a 400); a list that an
 *   integrator syncs spreads `SYNC_QUERY` (from, to, updatedSince) into it.
 * - `examples.response` is optional: a 200 body as the route answers it.
 * `undocumentedWrites(REST_ROUTES)` must be empty: the api-docs test fails otherwise.
 */
export const REST_ROUTES: readonly RestRoute[] = [
  ...authRoutes,
  ...customerRoutes,
  ...productRoutes,
  ...itemRoutes,
  ...masterAuthRoutes,
  ...masterTenantRoutes,
  ...masterJobRoutes,
  ...invoiceRoutes,
  ...creditDebitNoteRoutes,
  ...amendmentRoutes,
  ...paymentRoutes,
  ...refundRoutes,
  ...returnRoutes,
  ...edocRoutes,
  ...documentRoutes,
  ...quoteRoutes,
  ...userRoutes,
  ...settingsRoutes,
  ...bankAccountRoutes,
  ...recurringRoutes,
  ...setupRoutes,
  ...publicRoutes,
  ...shareLinkRoutes,
  ...dashboardRoutes,
  ...supplierRoutes,
  ...purchaseRoutes,
  ...stockRoutes,
  ...supplierPaymentRoutes,
  ...expenseRoutes,
  ...attachmentRoutes,
  ...auditRoutes,
  ...gstr2bRoutes,
  ...reconciliationRoutes,
  ...itcClaimRoutes,
  ...reportRoutes,
  ...tallyExportRoutes,
  ...shopExportRoutes,
  ...webhookRoutes,
  ...mailRoutes,
];
