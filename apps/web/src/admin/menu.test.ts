import type { PermissionSet, UserRole } from '@gst/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, adminHomePath, visibleMenuItems } from './menu';

const user = (role: UserRole, permissionSets: PermissionSet[] = []) => ({ role, permissionSets });

describe('visibleMenuItems', () => {
  it('shows every item to a superadmin, in spec order', () => {
    expect(visibleMenuItems(user('superadmin')).map((i) => i.label)).toEqual([
      'Dashboard',
      'Invoices',
      'Quotes',
      // Issue 34.
      'Recurring Invoices',
      'Credit Notes',
      'Debit Notes',
      'Payments',
      'Returns',
      'Reports',
      // Issue 31: the "Purchases" group.
      'Suppliers',
      'Purchase Bills',
      'Supplier Payments',
      'Payables',
      'Stock',
      'Expenses',
      'Products',
      'Items',
      'Customer Details',
      'Settings',
      'Shop Data',
      'Webhooks',
      'Mail',
      'User Details',
      'Audit Trail',
    ]);
  });

  it('shows the audit trail to an admin granted it, never to staff (issue 19)', () => {
    const grant = [{ page: 'audit-trail' as const, permissions: { view: true } }];
    expect(visibleMenuItems(user('admin', grant)).map((i) => i.page)).toEqual(['audit-trail']);
    expect(visibleMenuItems(user('staff', grant))).toEqual([]);
  });

  it('shows only pages with the view flag granted', () => {
    const staff = user('staff', [
      { page: 'manage-invoice', permissions: { view: true, create: true } },
      { page: 'manage-quote', permissions: { view: false, edit: true } },
      { page: 'manage-customer', permissions: { view: true } },
      { page: 'manage-user', permissions: {} },
    ]);
    expect(visibleMenuItems(staff).map((i) => i.page)).toEqual([
      'manage-invoice',
      'manage-customer',
    ]);
  });

  it('does not give admins anything their sets do not grant', () => {
    const admin = user('admin', [{ page: 'dashboard', permissions: { view: true } }]);
    expect(visibleMenuItems(admin).map((i) => i.page)).toEqual(['dashboard']);
  });

  it('shows nothing to a user without permission sets', () => {
    expect(visibleMenuItems(user('staff'))).toEqual([]);
  });

  it('keeps every page key exactly once', () => {
    expect(new Set(ADMIN_MENU.map((i) => i.page)).size).toBe(ADMIN_MENU.length);
  });
});

describe('adminHomePath', () => {
  it('leads to the first viewable page', () => {
    const staff = user('staff', [{ page: 'manage-item', permissions: { view: true } }]);
    expect(adminHomePath(staff)).toBe('/admin/manage-item');
  });

  it('falls back to the dashboard', () => {
    expect(adminHomePath(user('staff'))).toBe('/admin/dashboard');
  });
});
