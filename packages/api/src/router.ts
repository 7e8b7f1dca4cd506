import { masterAuthRouter } from './routers/master/auth/router';
import { masterTenantsRouter } from './routers/master/tenants/router';
import { masterJobsRouter } from './routers/master/jobs/router';
import { publicSiteRouter } from './routers/public/router';
import { amendmentsRouter } from './routers/tenant/amendments/router';
import { apiKeysRouter } from './routers/tenant/api-keys/router';
import { auditRouter } from './routers/tenant/audit/router';
import { tenantAuthRouter } from './routers/tenant/auth/router';
import { customersRouter } from './routers/tenant/customers/router';
import { documentsRouter } from './routers/tenant/documents/router';
import { dashboardRouter } from './routers/tenant/dashboard/router';
import { gstinRouter } from './routers/tenant/gstin/router';
import { invoicesRouter } from './routers/tenant/invoices/router';
import { creditNotesRouter, debitNotesRouter } from './routers/tenant/notes/router';
import { paymentsRouter } from './routers/tenant/payments/router';
import { returnsRouter } from './routers/tenant/returns/router';
import { itemsRouter } from './routers/tenant/items/router';
import { productsRouter } from './routers/tenant/products/router';
import { profileRouter } from './routers/tenant/profile/router';
import { quotesRouter } from './routers/tenant/quotes/router';
import { refundsRouter } from './routers/tenant/refunds/router';
import { settingsRouter } from './routers/tenant/settings/router';
import { bankAccountsRouter } from './routers/tenant/bank-accounts/router';
import { recurringRouter } from './routers/tenant/recurring/router';
import { webhooksRouter } from './routers/tenant/webhooks/router';
import { setupRouter } from './routers/tenant/setup/router';
import { usersRouter } from './routers/tenant/users/router';
import { suppliersRouter } from './routers/tenant/suppliers/router';
import { purchasesRouter } from './routers/tenant/purchases/router';
import { stockRouter } from './routers/tenant/stock/router';
import { supplierPaymentsRouter } from './routers/tenant/supplier-payments/router';
import { expensesRouter } from './routers/tenant/expenses/router';
import { gstr2bRouter } from './routers/tenant/gstr2b/router';
import { reconciliationRouter } from './routers/tenant/reconciliation/router';
import { itcRouter } from './routers/tenant/itc/router';
import { reportsRouter } from './routers/tenant/reports/router';
import { shopExportRouter } from './routers/tenant/shop-export/router';
import { mailRouter } from './routers/tenant/mail/router';
import { shareLinksRouter } from './routers/tenant/share-links/router';
import { router } from './trpc';

export const appRouter = router({
  tenant: router({
    auth: tenantAuthRouter,
    customers: customersRouter,
    dashboard: dashboardRouter,
    products: productsRouter,
    items: itemsRouter,
    gstin: gstinRouter,
    invoices: invoicesRouter,
    creditNotes: creditNotesRouter,
    debitNotes: debitNotesRouter,
    payments: paymentsRouter,
    refunds: refundsRouter,
    returns: returnsRouter,
    amendments: amendmentsRouter,
    documents: documentsRouter,
    quotes: quotesRouter,
    users: usersRouter,
    profile: profileRouter,
    settings: settingsRouter,
    // Issue 33: the shop's bank accounts (Settings).
    bankAccounts: bankAccountsRouter,
    recurring: recurringRouter,
    setup: setupRouter,
    apiKeys: apiKeysRouter,
    audit: auditRouter,
    // Issue 31: the buying half.
    suppliers: suppliersRouter,
    purchases: purchasesRouter,
    stock: stockRouter,
    supplierPayments: supplierPaymentsRouter,
    expenses: expensesRouter,
    // Issue 32: GSTR-2B imports and view.
    gstr2b: gstr2bRouter,
    reconciliation: reconciliationRouter,
    itc: itcRouter,
    // Issue 33: registers and books.
    reports: reportsRouter,
    shopExport: shopExportRouter,
    // Issue 34: share links of invoices, quotes and statements.
    shareLinks: shareLinksRouter,
    mail: mailRouter,
    // Issue 34: webhook endpoints and deliveries.
    webhooks: webhooksRouter,
  }),
  /** The public site: no login; the host's shop or DEFAULT_TENANT. */
  public: publicSiteRouter,
  master: router({
    auth: masterAuthRouter,
    tenants: masterTenantsRouter,
    // Issue 34: the background-job queue.
    jobs: masterJobsRouter,
  }),
});

export type AppRouter = typeof appRouter;
