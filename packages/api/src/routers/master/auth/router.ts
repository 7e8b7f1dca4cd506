import { masterProcedure, publicProcedure, router } from '../../../trpc';
import { ZLoginInput } from '../../../services/auth/auth.schema';
import { loginOperator, logoutOperator } from '../../../services/auth/master-auth.service';

export const masterAuthRouter = router({
  login: publicProcedure.input(ZLoginInput).mutation(({ ctx, input }) => loginOperator(ctx, input)),
  verify: masterProcedure.query(({ ctx }) => ({ operator: ctx.operator })),
  logout: publicProcedure.mutation(({ ctx }) => logoutOperator(ctx)),
});
