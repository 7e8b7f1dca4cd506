import { eq } from 'drizzle-orm';
import { hashPassword } from '@gst/db/password';
import { users } from '@gst/db/schema';
import { auditChange } from '../../infra/audit';
import { deleteUserSessions } from '../auth/session';
import { AppError } from '../../errors';
import { loadUser, type SessionUser } from '../auth/session-user';
import { actingUser, type ServiceCtx } from '../context';
import type { TProfileUpdate } from './profile.schema';

/** One's own name, photo and password. Only people have a profile: API keys are refused. */
export async function updateProfile(ctx: ServiceCtx, input: TProfileUpdate): Promise<SessionUser> {
  const { tx, actor, sessionId } = ctx;
  if (actor.type !== 'user' || !sessionId) {
    throw new AppError('FORBIDDEN', 'Only a signed-in user can change a profile');
  }
  const me = actingUser(ctx);
  if (input.id !== undefined && input.id !== me.id) {
    throw new AppError('FORBIDDEN', 'You can only update your own profile');
  }
  const profileOf = async () => {
    const [row] = await tx
      .select({ name: users.name, email: users.email, image: users.image })
      .from(users)
      .where(eq(users.id, me.id));
    return row ?? null;
  };
  const before = await profileOf();
  await tx
    .update(users)
    .set({
      name: input.name,
      ...(input.image !== undefined ? { image: input.image || null } : {}),
      ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, me.id));
  if (input.password) {
    // Changing one's password signs out every other browser; this one stays signed in.
    await deleteUserSessions(tx, ctx.tenant.id, me.id, sessionId);
  }
  await auditChange(
    tx,
    actor,
    'profile.update',
    'user',
    me.id,
    { before, after: await profileOf() },
    { passwordChanged: Boolean(input.password) },
  );
  const updated = await loadUser(tx, me.id);
  if (!updated) throw new AppError('NOT_FOUND', 'User not found');
  return updated;
}
