import { z } from 'zod';

/** Back-office pages that carry permissions, in menu order (spec §2, §6; architecture.md §4). */
export const PAGE_KEYS = [
  'dashboard',
  'manage-invoice',
  'manage-quote',
  // Issue 16: credit notes, debit notes, receipts and receivables.
  'manage-credit-note',
  'manage-debit-note',
  'manage-payment',
  // Issue 17: GST returns (view, export to download, approve to mark a period filed).
  'returns',
  'manage-product',
  'manage-item',
  'manage-customer',
  'change-details',
  'manage-user',
  // Issue 19: the audit trail (view; export for the Excel download). Admins only: see ADMIN_ONLY_PAGES.
  'audit-trail',
  // Issue 31: the buying half (menu "Purchases").
  'manage-supplier',
  'manage-purchase-bill',
  'manage-supplier-payment',
  'payables',
  'stock',
  'manage-expense',
  // Issue 33: the registers and books (menu "Reports"; view to open, export for Excel and PDF).
  'reports',
  // Issue 33: the shop's own data (view the exports, export to build and download the archive).
  // Admins only: see ADMIN_ONLY_PAGES.
  'shop-data',
  // Issue 34: e-mail (settings, outbox, message log, reminders; view to open, edit to change).
  'mail',
  // Issue 34: webhook endpoints and their delivery log. Not admin-only: an API key (which acts as
  // staff) may hold it, so a third party can register its own endpoint.
  'webhooks',
  // Issue 34: recurring invoice profiles and their runs.
  'manage-recurring-invoice',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];
export const ZPageKey = z.enum(PAGE_KEYS);

/** Flags a permission set may grant on a page. */
export const PERMISSION_FLAGS = [
  'view',
  'create',
  'edit',
  'delete',
  'approve',
  'import',
  'export',
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
export const ZPermissionFlag = z.enum(PERMISSION_FLAGS);

export const USER_ROLES = ['superadmin', 'admin', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const ZUserRole = z.enum(USER_ROLES);

export const ZPermissionMap = z.partialRecord(ZPermissionFlag, z.boolean());
export type PermissionMap = z.infer<typeof ZPermissionMap>;

export const ZPermissionSet = z.object({ page: ZPageKey, permissions: ZPermissionMap });
export type PermissionSet = z.infer<typeof ZPermissionSet>;

/** Every flag on every page: what a new shop owner (superadmin) gets. */
export function fullPermissionSets(pages: readonly PageKey[] = PAGE_KEYS): PermissionSet[] {
  return pages.map((page) => ({
    page,
    permissions: Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, true])),
  }));
}

/**
 * Pages only a superadmin or an admin may open, whatever a staff member's permission sets say:
 * the audit trail (who changed what) is for the shop's administrators.
 */
export const ADMIN_ONLY_PAGES: readonly PageKey[] = ['audit-trail', 'shop-data'];

/**
 * Superadmin has every flag; an admin has exactly what their permission sets grant; staff the
 * same, except on ADMIN_ONLY_PAGES, which they never have.
 */
export function hasPermission(
  user: { role: UserRole; permissionSets: readonly PermissionSet[] },
  page: PageKey,
  flag: PermissionFlag,
): boolean {
  if (user.role === 'superadmin') return true;
  if (user.role === 'staff' && ADMIN_ONLY_PAGES.includes(page)) return false;
  const set = user.permissionSets.find((s) => s.page === page);
  return set?.permissions[flag] === true;
}

/** Roles from least to most: a user may hand out no role above their own (issue 28). */
export const ROLE_RANK: Readonly<Record<UserRole, number>> = { staff: 1, admin: 2, superadmin: 3 };

type PermissionHolder = { role: UserRole; permissionSets: readonly PermissionSet[] };

/** What `holder` has that another does not: a role above theirs, or one page's flag. */
export type GrantBeyond = { role: UserRole } | { page: PageKey; flag: PermissionFlag };

/**
 * The first thing `other` holds that `holder` does not: a role ranked above the holder's, or a
 * (page, flag) the other has (`hasPermission`, so role effects such as ADMIN_ONLY_PAGES count)
 * and the holder lacks. Null when the holder holds everything the other does (issue 28: nobody
 * edits, resets or deletes a user who holds more, and nobody makes a user with more).
 */
export function grantBeyond(holder: PermissionHolder, other: PermissionHolder): GrantBeyond | null {
  if (ROLE_RANK[other.role] > ROLE_RANK[holder.role]) return { role: other.role };
  for (const page of PAGE_KEYS) {
    for (const flag of PERMISSION_FLAGS) {
      if (hasPermission(other, page, flag) && !hasPermission(holder, page, flag)) {
        return { page, flag };
      }
    }
  }
  return null;
}

/** True when `holder` holds every role rank and permission `other` holds. */
export function holdsAllOf(holder: PermissionHolder, other: PermissionHolder): boolean {
  return grantBeyond(holder, other) === null;
}

/** A GrantBeyond in words: "the admin role", "the 'delete' permission on manage-customer". */
export function describeGrant(grant: GrantBeyond): string {
  return 'role' in grant
    ? `the ${grant.role} role`
    : `the '${grant.flag}' permission on ${grant.page}`;
}
