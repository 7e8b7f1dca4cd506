import { eq } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import { hashPassword } from '@gst/db/password';
import { users } from '@gst/db/schema';
import { writeAudit, type Actor } from '../../infra/audit';
import { deleteUserSessions } from '../auth/session';
import { AppError } from '../../errors';
import { loadUser, type SessionUser } from '../auth/session-user';
import type { TProfileUpdate } from './profile.schema';

export type ProfileCtx = {
  tx: Tx;
  actor: Actor;
  me: SessionUser;
  tenantRowId: string;
  sessionId: string | null;
};

/** One's own name, photo and password. Only people have a profile: API keys are refused. */
export async function updateProfile(
  { tx, actor, me, tenantRowId, sessionId }: ProfileCtx,
  input: TProfileUpdate,
): Promise<SessionUser> {
  if (actor.type !== 'user' || !sessionId) {
    throw new AppError('FORBIDDEN', 'Only a signed-in user can change a profile');
  }
  if (input.id !== undefined && input.id !== me.id) {
    throw new AppError('FORBIDDEN', 'You can only update your own profile');
  }
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
    await deleteUserSessions(tx, tenantRowId, me.id, sessionId);
  }
  await writeAudit(tx, actor, 'profile.update', 'user', me.id, {
    passwordChanged: Boolean(input.password),
  });
  const updated = await loadUser(tx, me.id);
  if (!updated) throw new AppError('NOT_FOUND', 'User not found');
  return updated;
}
