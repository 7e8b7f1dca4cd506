import { z } from 'zod';
import { ZImageDataUrl } from '../image';
import { PAGE_KEYS, ZPermissionSet, ZUserRole } from '../permissions';
import { ZEmail, ZId, ZPassword } from './common';

/**
 * Users, one's own profile and logging in: the one contract of the tRPC procedures and the REST
 * bodies (`/api/user`, `/api/user-self/:id`, `/auth/login`, `/master/auth/login`).
 */

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

/**
 * Spec §7 PATCH /api/user-self/{id}: {name, password, image}; a blank password keeps the old one.
 * A new password needs the current one (issue 28): `currentPassword`, checked by the server.
 */
export const ZProfileUpdate = z.strictObject({
  /** When given (the REST URL's id), it must be the caller's own id. */
  id: ZId.optional(),
  name: ZUserName,
  password: ZOptionalPassword,
  /** Needed with a new password; ignored without one. */
  currentPassword: z.string().max(200, 'Password is too long').nullish(),
  /** Omitted: unchanged; '' or null: removed. */
  image: ZImageDataUrl.optional(),
});
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

/** A tenant user's or a master operator's login. */
export const ZLoginInput = z.strictObject({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(254)
    .pipe(z.email('Enter a valid email address')),
  password: z.string().min(1, 'Password is required').max(200, 'Password is too long'),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;
