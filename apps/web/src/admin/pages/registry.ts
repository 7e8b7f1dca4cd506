import type { PageKey } from '@gst/domain';
import { type ComponentType, lazy } from 'react';
import type { AdminPageProps } from './shared/pageProps';

// Every page is its own lazy chunk, so heavy pages (the dashboard's charts) load only when opened.
const ProductsPage = lazy(() => import('./products/ProductsPage'));
const ItemsPage = lazy(() => import('./items/ItemsPage'));
const CustomersPage = lazy(() => import('./customers/CustomersPage'));
const SettingsPage = lazy(() => import('./settings/SettingsPage'));
const UsersPage = lazy(() => import('./users/UsersPage'));
const ProfilePage = lazy(() => import('./profile/ProfilePage'));
const ManageInvoicePage = lazy(() => import('./invoices/ManageInvoicePage'));
const ManageQuotePage = lazy(() => import('./quotes/ManageQuotePage'));
const DashboardPage = lazy(() => import('./dashboard/DashboardPage'));
const CreditNotesPage = lazy(() => import('./notes/CreditNotesPage'));
const DebitNotesPage = lazy(() => import('./notes/DebitNotesPage'));
const PaymentsPage = lazy(() => import('./payments/PaymentsPage'));
const ReturnsPage = lazy(() => import('./returns/ReturnsPage'));
const AuditPage = lazy(() => import('./audit/AuditPage'));
const SuppliersPage = lazy(() => import('./purchases/SuppliersPage'));
const PurchaseBillsPage = lazy(() => import('./purchases/PurchaseBillsPage'));
const SupplierPaymentsPage = lazy(() => import('./purchases/SupplierPaymentsPage'));
const PayablesPage = lazy(() => import('./purchases/PayablesPage'));
const StockPage = lazy(() => import('./purchases/StockPage'));
const ExpensesPage = lazy(() => import('./purchases/ExpensesPage'));
const ReportsPage = lazy(() => import('./reports/ReportsPage'));
const ShopDataPage = lazy(() => import('./shop-data/ShopDataPage'));
const WebhooksPage = lazy(() => import('./webhooks/WebhooksPage'));
const MailPage = lazy(() => import('./mail/MailPage'));
const RecurringInvoicesPage = lazy(() => import('./recurring/RecurringInvoicesPage'));

export const ADMIN_PAGE_VIEWS: Record<PageKey, ComponentType<AdminPageProps>> = {
  dashboard: DashboardPage,
  'manage-invoice': ManageInvoicePage,
  'manage-quote': ManageQuotePage,
  'manage-credit-note': CreditNotesPage,
  'manage-debit-note': DebitNotesPage,
  'manage-payment': PaymentsPage,
  returns: ReturnsPage,
  'manage-product': ProductsPage,
  'manage-item': ItemsPage,
  'manage-customer': CustomersPage,
  'change-details': SettingsPage,
  'manage-user': UsersPage,
  'audit-trail': AuditPage,
  'manage-supplier': SuppliersPage,
  'manage-purchase-bill': PurchaseBillsPage,
  'manage-supplier-payment': SupplierPaymentsPage,
  payables: PayablesPage,
  stock: StockPage,
  'manage-expense': ExpensesPage,
  reports: ReportsPage,
  'shop-data': ShopDataPage,
  webhooks: WebhooksPage,
  mail: MailPage,
  'manage-recurring-invoice': RecurringInvoicesPage,
};

/** Edit Profile: open to every signed-in user, not in the menu. */
export const MyProfileView: ComponentType<AdminPageProps> = ProfilePage;
