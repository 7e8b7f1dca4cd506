import { AppError } from '../../../errors';
import { router, tenantUserProcedure } from '../../../trpc';
import { ZApiKeyCreate, ZApiKeyRevoke } from '../../../services/api-keys/api-keys.schema';
import * as service from '../../../services/api-keys/api-keys.service';

/**
 * A signed-in superadmin, never an API key: a key cannot mint or revoke keys, so a leaked key
 * can do no more than it was given.
 */
const superadminProcedure = tenantUserProcedure.use(({ ctx, next }) => {
  if (ctx.actor.type !== 'user' || ctx.user.role !== 'superadmin') {
    throw new AppError('FORBIDDEN', 'Only a superadmin can manage API keys');
  }
  return next();
});

export const apiKeysRouter = router({
  list: superadminProcedure.query(({ ctx }) => service.listApiKeys(ctx)),
  create: superadminProcedure
    .input(ZApiKeyCreate)
    .mutation(({ ctx, input }) => service.createApiKey(ctx, input)),
  revoke: superadminProcedure
    .input(ZApiKeyRevoke)
    .mutation(({ ctx, input }) => service.revokeApiKey(ctx, input)),
});
