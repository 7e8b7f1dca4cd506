import { z } from 'zod';
import { ZId } from '@gst/domain';
import { permitted, router } from '../../../trpc';
import { ZUserCreate, ZUserListInput, ZUserUpdate } from '../../../services/users/users.schema';
import * as service from '../../../services/users/users.service';

const PAGE = 'manage-user';

/**
 * Users and their page permissions (spec §2 Users, §6). Only a superadmin creates, changes,
 * promotes or deletes a superadmin; nobody grants a flag they do not hold; nobody deletes
 * themselves or the last superadmin.
 */
export const usersRouter = router({
  list: permitted(PAGE, 'view')
    .input(ZUserListInput)
    .query(({ ctx, input }) => service.listUsers(ctx, input)),
  get: permitted(PAGE, 'view')
    .input(z.object({ id: ZId }))
    .query(({ ctx, input }) => service.getUser(ctx, input)),
  create: permitted(PAGE, 'create')
    .input(ZUserCreate)
    .mutation(({ ctx, input }) => service.createUser(ctx, input)),
  update: permitted(PAGE, 'edit')
    .input(ZUserUpdate)
    .mutation(({ ctx, input }) => service.updateUser(ctx, input)),
  delete: permitted(PAGE, 'delete')
    .input(z.object({ id: ZId }))
    .mutation(({ ctx, input }) => service.deleteUser(ctx, input)),
});
