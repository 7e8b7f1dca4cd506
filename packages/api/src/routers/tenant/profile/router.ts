import { router, tenantUserProcedure } from '../../../trpc';
import { ZProfileUpdate } from '../../../services/profile/profile.schema';
import { updateProfile } from '../../../services/profile/profile.service';

/** 'my-profile': every signed-in user may edit their own record, whatever their permissions. */
export const profileRouter = router({
  update: tenantUserProcedure
    .input(ZProfileUpdate)
    .mutation(({ ctx, input }) => updateProfile(ctx, input)),
});
