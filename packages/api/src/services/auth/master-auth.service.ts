import { eq } from 'drizzle-orm';
import { operators } from '@gst/db/schema';
import type { RequestScope } from '../context';
import type { TLoginInput } from './auth.schema';
import { checkPassword, withLoginAttempt } from './rate-limit';
import { createSession, deleteCurrentSession } from './session';

/** The login rate limit's scope for master operators (a tenant's is its tenant id). */
const SCOPE = 'master';

/**
 * A master operator's login: rate limited and slowed down like a tenant login, verified against a dummy hash for
 * an unknown e-mail, then a new operator session (an old cookie for this browser is dropped).
 */
export async function loginOperator(
  ctx: Pick<RequestScope, 'db' | 'meta' | 'cookies' | 'config'>,
  input: TLoginInput,
) {
  const operator = await withLoginAttempt(ctx, ctx.db, SCOPE, input.email, async (attempt) => {
    const [found] = await ctx.db.select().from(operators).where(eq(operators.email, input.email));
    return checkPassword(ctx.db, attempt, found, input.password);
  });
  await ctx.db.transaction(async (tx) => {
    await tx.update(operators).set({ lastLogin: new Date() }).where(eq(operators.id, operator.id));
    await deleteCurrentSession(ctx, tx, 'operator');
    await createSession(ctx, tx, { kind: 'operator', operatorId: operator.id });
  });
  return { operator: { id: operator.id, email: operator.email, name: operator.name } };
}

/** Ends this browser's operator session, if it has one, and clears its cookie; never refused. */
export async function logoutOperator(
  ctx: Pick<RequestScope, 'db' | 'meta' | 'cookies'>,
): Promise<{ ok: true }> {
  await deleteCurrentSession(ctx, ctx.db, 'operator');
  return { ok: true as const };
}
