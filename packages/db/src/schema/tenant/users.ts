import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PageKey, PermissionMap, UserRole } from '@gst/domain';
import { idColumn, momentColumn, requiredRef, timestamps } from '../columns';

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    name: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    image: text(),
    role: text().$type<UserRole>().notNull().default('staff'),
    lastLogin: momentColumn(),
    ...timestamps(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('superadmin', 'admin', 'staff')`),
    // Login looks users up by e-mail, case-insensitively; unique within the tenant.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // Users list is shown newest first.
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** One row per (user, page): the flags granted there. */
export const permissionSets = pgTable(
  'permission_sets',
  {
    id: idColumn(),
    userId: requiredRef(() => users.id, 'cascade'),
    page: text().$type<PageKey>().notNull(),
    permissions: jsonb().$type<PermissionMap>().notNull().default({}),
  },
  (t) => [uniqueIndex('permission_sets_user_id_page_idx').on(t.userId, t.page)],
);
