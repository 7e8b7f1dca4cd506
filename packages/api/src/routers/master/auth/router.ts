import { eq } from 'drizzle-orm';
import { dummyPasswordHash, verifyPassword } from '@gst/db/password';
import { operators } from '@gst/db/schema';
import { beginLoginAttempt, markLoginSucceeded } from '../../../services/auth/rate-limit';
import { createSession, deleteCurrentSession } from '../../../services/auth/session';
import { AppError } from '../../../errors';
import { masterProcedure, publicProcedure, router } from '../../../trpc';
import { ZLoginInput } from '../../../services/auth/auth.schema';

const SCOPE = 'master';

export const masterAuthRouter = router({
  login: publicProcedure.input(ZLoginInput).mutation(async ({ ctx, input }) => {
    const attempt = await beginLoginAttempt(ctx, ctx.db, SCOPE, input.email);
    const [operator] = await ctx.db
      .select()
      .from(operators)
      .where(eq(operators.email, input.email));
    const isValid = await verifyPassword(
      operator?.passwordHash ?? (await dummyPasswordHash()),
      input.password,
    );
    if (!operator || !isValid) {
      throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
    }
    await markLoginSucceeded(ctx.db, attempt);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(operators)
        .set({ lastLogin: new Date() })
        .where(eq(operators.id, operator.id));
      await deleteCurrentSession(ctx, tx, 'operator');
      await createSession(ctx, tx, { kind: 'operator', operatorId: operator.id });
    });
    return { operator: { id: operator.id, email: operator.email, name: operator.name } };
  }),
  verify: masterProcedure.query(({ ctx }) => ({ operator: ctx.operator })),
  logout: publicProcedure.mutation(async ({ ctx }) => {
    await deleteCurrentSession(ctx, ctx.db, 'operator');
    return { ok: true as const };
  }),
});
