import { eq } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '@gst/db/password';
import { users } from '@gst/db/schema';
import { auditChange } from '../../infra/audit';
import { createSession, deleteUserSessions } from '../auth/session';
import { AppError } from '../../errors';
import { loadUser, type SessionUser } from '../auth/session-user';
import { actingUser, type RequestScope, type ServiceCtx } from '../context';
import type { TProfileUpdate } from './profile.schema';
import { storedPhoto } from '../shared/photos';

/**
 * One's own name, photo and password. Only people have a profile: API keys are refused.
 *
 * A new password needs the current one (issue 28, item 9: a session left open or stolen must not
 * be enough to lock the owner out). On success every session of the user ends, this one too,
 * and this browser gets a new one (a new token in its cookie), so it stays signed in while a
 * token copied before the change no longer works.
 */
export async function updateProfile(
  ctx: ServiceCtx & Pick<RequestScope, 'meta' | 'cookies' | 'config'>,
  input: TProfileUpdate,
): Promise<SessionUser> {
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
  if (input.password) await checkCurrentPassword(ctx, me.id, input.currentPassword);
  const before = await profileOf();
  await tx
    .update(users)
    .set({
      name: input.name,
      ...(input.image !== undefined ? { image: (await storedPhoto(input.image)) || null } : {}),
      ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, me.id));
  if (input.password) {
    await deleteUserSessions(tx, ctx.tenant.id, me.id);
    await createSession(ctx, tx, { kind: 'user', tenantRowId: ctx.tenant.id, userId: me.id });
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

/**
 * Wrong current passwords per user, in this process: a session left open must not become an
 * unlimited password oracle. Five in 15 minutes, then 429 until the oldest leaves the window.
 * Each check is reserved before the (slow) verify, so parallel requests cannot pass the limit.
 */
const WRONG_CURRENT_LIMIT = 5;
const WRONG_CURRENT_WINDOW_MS = 15 * 60_000;
const wrongCurrent = new Map<string, number[]>();

function recentWrong(key: string, now: number): number[] {
  const list = (wrongCurrent.get(key) ?? []).filter((t) => now - t < WRONG_CURRENT_WINDOW_MS);
  if (list.length) wrongCurrent.set(key, list);
  else wrongCurrent.delete(key);
  return list;
}

/** 400 unless `current` is the user's password (the row is locked: one change at a time). */
async function checkCurrentPassword(
  { tx, tenant }: Pick<ServiceCtx, 'tx' | 'tenant'>,
  userId: string,
  current: string | null | undefined,
) {
  if (!current) {
    throw new AppError('BAD_REQUEST', 'Enter your current password to set a new one');
  }
  const key = `${tenant.id}:${userId}`;
  const now = Date.now();
  const recent = recentWrong(key, now);
  if (recent.length >= WRONG_CURRENT_LIMIT) {
    const oldest = recent[0] ?? now;
    const minutes = Math.max(1, Math.ceil((oldest + WRONG_CURRENT_WINDOW_MS - now) / 60_000));
    throw new AppError(
      'RATE_LIMITED',
      `Too many wrong current passwords: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
  wrongCurrent.set(key, [...recent, now]);
  const [row] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row || !(await verifyPassword(row.passwordHash, current))) {
    throw new AppError('BAD_REQUEST', 'The current password is wrong');
  }
  // Right: this check was not a wrong one.
  const left = [...(wrongCurrent.get(key) ?? [])];
  const mine = left.indexOf(now);
  if (mine >= 0) left.splice(mine, 1);
  if (left.length) wrongCurrent.set(key, left);
  else wrongCurrent.delete(key);
}
