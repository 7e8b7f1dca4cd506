import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PageKey, PermissionMap, UserRole } from '@gst/domain';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    image: text(),
    role: text().$type<UserRole>().notNull().default('staff'),
    lastLogin: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
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
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    page: text().$type<PageKey>().notNull(),
    permissions: jsonb().$type<PermissionMap>().notNull().default({}),
  },
  (t) => [uniqueIndex('permission_sets_user_id_page_idx').on(t.userId, t.page)],
);
