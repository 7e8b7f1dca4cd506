import { z } from 'zod';
import {
  PAGE_KEYS,
  ZEmail,
  ZId,
  ZImageDataUrl,
  ZPageInput,
  ZPassword,
  ZPermissionSet,
  ZUserRole,
  sortInput,
  type PermissionSet,
  type UserRole,
} from '@gst/domain';

export const ZUserName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(200, 'Name must be at most 200 characters');

/** The spec's user form defaults role to 'user', which this product calls 'staff'. */
export const ZRole = z.preprocess((value) => (value === 'user' ? 'staff' : value), ZUserRole);

/** One row per page; pages without a granted flag are dropped when stored. */
export const ZPermissionSets = z
  .array(ZPermissionSet.strict())
  .max(PAGE_KEYS.length)
  .refine(
    (sets) => new Set(sets.map((s) => s.page)).size === sets.length,
    'Each page may appear only once in permissionSets',
  );

/** On edit a blank password means "keep the current one" (spec §5). */
export const ZOptionalPassword = z
  .union([z.literal(''), ZPassword])
  .nullish()
  .transform((value) => (value ? value : undefined));

export const ZUserCreate = z.strictObject({
  name: ZUserName,
  email: ZEmail,
  password: ZPassword,
  image: ZImageDataUrl.optional(),
  role: ZRole.default('staff'),
  permissionSets: ZPermissionSets.default([]),
});
export type TUserCreate = z.infer<typeof ZUserCreate>;

export const ZUserUpdate = z.strictObject({
  id: ZId,
  name: ZUserName,
  email: ZEmail,
  password: ZOptionalPassword,
  /** Omitted: unchanged; '' or null: removed. */
  image: ZImageDataUrl.optional(),
  role: ZRole.optional(),
  permissionSets: ZPermissionSets.optional(),
});
export type TUserUpdate = z.infer<typeof ZUserUpdate>;

export const ZUserListInput = ZPageInput.extend({
  sort: sortInput(['name', 'email', 'role', 'lastLogin', 'createdAt']).optional(),
});
export type TUserListInput = z.infer<typeof ZUserListInput>;

/** A user as every call returns it: never the password hash. Dates are ISO strings. */
export type TUser = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: UserRole;
  lastLogin: string | null;
  createdAt: string;
  updatedAt: string;
  permissionSets: PermissionSet[];
};
