import {
  type PageKey,
  type PermissionFlag,
  type PermissionSet,
  type UserRole,
  hasPermission,
} from '@gst/domain';

/** A back-office page reachable from the side menu; `path` is relative to /admin. */
export interface AdminMenuItem {
  page: PageKey;
  label: string;
  path: string;
  /** A heading the item sits under in the side menu (issue 31: "Purchases"); none for the rest. */
  group?: string;
}

/** Menu order and wording from the spec (§2 Admin panel). */
export const ADMIN_MENU: readonly AdminMenuItem[] = [
  { page: 'dashboard', label: 'Dashboard', path: 'dashboard' },
  { page: 'manage-invoice', label: 'Invoices', path: 'manage-invoice' },
  { page: 'manage-quote', label: 'Quotes', path: 'manage-quote' },
  // Issue 34: recurring invoice profiles and their runs.
  {
    page: 'manage-recurring-invoice',
    label: 'Recurring Invoices',
    path: 'manage-recurring-invoice',
  },
  { page: 'manage-credit-note', label: 'Credit Notes', path: 'manage-credit-note' },
  { page: 'manage-debit-note', label: 'Debit Notes', path: 'manage-debit-note' },
  { page: 'manage-payment', label: 'Payments', path: 'manage-payment' },
  { page: 'returns', label: 'Returns', path: 'returns' },
  // Issue 33: the registers (and, later, the books).
  { page: 'reports', label: 'Reports', path: 'reports' },
  { page: 'manage-supplier', label: 'Suppliers', path: 'manage-supplier', group: 'Purchases' },
  {
    page: 'manage-purchase-bill',
    label: 'Purchase Bills',
    path: 'manage-purchase-bill',
    group: 'Purchases',
  },
  {
    page: 'manage-supplier-payment',
    label: 'Supplier Payments',
    path: 'manage-supplier-payment',
    group: 'Purchases',
  },
  { page: 'payables', label: 'Payables', path: 'payables', group: 'Purchases' },
  { page: 'stock', label: 'Stock', path: 'stock', group: 'Purchases' },
  { page: 'manage-expense', label: 'Expenses', path: 'manage-expense', group: 'Purchases' },
  { page: 'manage-product', label: 'Products', path: 'manage-product' },
  { page: 'manage-item', label: 'Items', path: 'manage-item' },
  { page: 'manage-customer', label: 'Customer Details', path: 'manage-customer' },
  { page: 'change-details', label: 'Settings', path: 'change-details' },
  // Issue 33: the shop's own data (export archive), beside Settings; admins only.
  { page: 'shop-data', label: 'Shop Data', path: 'shop-data' },
  // Issue 34: endpoints for third parties and their delivery log.
  { page: 'webhooks', label: 'Webhooks', path: 'webhooks' },
  // Issue 34: e-mail settings and templates, the outbox and message log, payment reminders.
  { page: 'mail', label: 'Mail', path: 'mail' },
  { page: 'manage-user', label: 'User Details', path: 'manage-user' },
  { page: 'audit-trail', label: 'Audit Trail', path: 'audit-trail' },
];

export const ADMIN_DEFAULT_PATH = '/admin/dashboard';

interface PermissionHolder {
  role: UserRole;
  permissionSets: readonly PermissionSet[];
}

/** The menu items the user may view, in menu order. */
export function visibleMenuItems(
  user: PermissionHolder,
  items: readonly AdminMenuItem[] = ADMIN_MENU,
): AdminMenuItem[] {
  return items.filter((item) => hasPermission(user, item.page, 'view'));
}

export function canAccess(
  user: PermissionHolder,
  page: PageKey,
  flag: PermissionFlag = 'view',
): boolean {
  return hasPermission(user, page, flag);
}

/** Where `/admin` itself leads: the first page the user may view, else the dashboard. */
export function adminHomePath(user: PermissionHolder): string {
  const first = visibleMenuItems(user)[0];
  return first ? `/admin/${first.path}` : ADMIN_DEFAULT_PATH;
}
