import type { z } from 'zod';
import { ZPageInput, sortInput, type PermissionSet, type UserRole } from '@gst/domain';

/** A user's inputs live in @gst/domain/contracts: REST and tRPC take the same objects. */
export {
  ZOptionalPassword,
  ZPermissionSets,
  ZRole,
  ZUserCreate,
  ZUserName,
  ZUserUpdate,
  type TUserCreate,
  type TUserUpdate,
} from '@gst/domain/contracts';

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
