import type { inferRouterOutputs } from '@trpc/server';
import {
  PAGE_KEYS,
  type PageKey,
  type PermissionFlag,
  type PermissionSet,
  type UserRole,
} from '@gst/domain';
import type { AppRouter } from '../../../lib/trpc';
import { ADMIN_MENU } from '../../menu';

type Outputs = inferRouterOutputs<AppRouter>;
export type UserRow = Outputs['tenant']['users']['list']['data'][number];
export type ApiKeyRow = Outputs['tenant']['apiKeys']['list'][number];

export const ROLE_LABELS: Record<UserRole, string> = {
  superadmin: 'Super Admin',
  admin: 'Admin',
  staff: 'Staff',
};

export const ROLE_COLORS: Record<UserRole, string> = {
  superadmin: 'grape',
  admin: 'blue',
  staff: 'gray',
};

/** The menu's wording for each page ('Customer Details', 'Settings', …). */
export function pageLabel(page: PageKey): string {
  return ADMIN_MENU.find((item) => item.page === page)?.label ?? page;
}

export const FLAG_LABELS: Record<PermissionFlag, string> = {
  view: 'View',
  create: 'Create',
  edit: 'Edit',
  delete: 'Delete',
  approve: 'Approve',
  import: 'Import',
  export: 'Export',
};

/** page → flag → granted: the shape the permission matrix edits. */
export type PermissionGrid = Record<PageKey, Partial<Record<PermissionFlag, boolean>>>;

export function emptyGrid(): PermissionGrid {
  return Object.fromEntries(PAGE_KEYS.map((page) => [page, {}])) as PermissionGrid;
}

export function gridOf(sets: readonly PermissionSet[]): PermissionGrid {
  const grid = emptyGrid();
  for (const set of sets) grid[set.page] = { ...set.permissions };
  return grid;
}

/** Only granted flags go to the server; pages with none are left out. */
export function setsOf(grid: PermissionGrid): PermissionSet[] {
  return PAGE_KEYS.map((page) => ({
    page,
    permissions: Object.fromEntries(
      Object.entries(grid[page]).filter(([, granted]) => granted === true),
    ),
  })).filter((set) => Object.keys(set.permissions).length > 0);
}
