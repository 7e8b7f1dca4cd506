import { z } from 'zod';
import { PERMISSION_FLAGS, ZId } from '@gst/domain';
import { permitted, router } from '../../../trpc';
import { ZUserCreate, ZUserListInput, ZUserUpdate } from '../../../services/users/users.schema';
import * as service from '../../../services/users/users.service';
import type { UsersCtx } from '../../../services/users/users.service';

const PAGE = 'manage-user';

function usersCtx(
  ctx: Omit<UsersCtx, 'me' | 'tenantRowId'> & {
    user: UsersCtx['me'];
    tenant: { id: string };
  },
): UsersCtx {
  return {
    tx: ctx.tx,
    actor: ctx.actor,
    me: ctx.user,
    tenantRowId: ctx.tenant.id,
    sessionId: ctx.sessionId,
  };
}

/**
 * Users and their page permissions (spec §2 Users, §6). Only a superadmin creates, changes,
 * promotes or deletes a superadmin; nobody grants a flag they do not hold; nobody deletes
 * themselves or the last superadmin.
 */
export const usersRouter = router({
  list: permitted(PAGE, 'view')
    .input(ZUserListInput)
    .query(async ({ ctx, input }) => ({
      ...(await service.listUsers(usersCtx(ctx), input)),
      permissionsKeys: [...PERMISSION_FLAGS],
    })),
  get: permitted(PAGE, 'view')
    .input(z.object({ id: ZId }))
    .query(async ({ ctx, input }) => ({
      user: await service.getUser(usersCtx(ctx), input.id),
      permissionsKeys: [...PERMISSION_FLAGS],
    })),
  create: permitted(PAGE, 'create')
    .input(ZUserCreate)
    .mutation(({ ctx, input }) => service.createUser(usersCtx(ctx), input)),
  update: permitted(PAGE, 'edit')
    .input(ZUserUpdate)
    .mutation(({ ctx, input }) => service.updateUser(usersCtx(ctx), input)),
  delete: permitted(PAGE, 'delete')
    .input(z.object({ id: ZId }))
    .mutation(({ ctx, input }) => service.deleteUser(usersCtx(ctx), input.id)),
});
