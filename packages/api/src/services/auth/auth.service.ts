import { eq, sql } from 'drizzle-orm';
import { hasPermission, MESSAGES, PERMISSION_FLAGS } from '@gst/domain';
import { withTenant } from '@gst/db/client';
import { tenants, users } from '@gst/db/schema';
import { checkPassword, withLoginAttempt } from './rate-limit';
import { createSession, deleteCurrentSession } from './session';
import { AppError } from '../../errors';
import { loadUser, type SessionUser } from './session-user';
import { writeAudit } from '../../infra/audit';
import {
  actingUser,
  type RequestScope,
  type ServiceCtx,
  type UnscopedServiceCtx,
} from '../context';
import { readSettings } from '../settings/settings.service';
import type { TLoginInput } from './auth.schema';

/** Who is signed in (a user, or an API key acting as one) and the permission flags there are. */
export function verifyUser(ctx: ServiceCtx) {
  return { user: actingUser(ctx), permissionsKeys: [...PERMISSION_FLAGS] };
}

/**
 * Login runs outside the tenant transaction on purpose: failed attempts must be recorded even
 * though the call fails, and the ~12 ms argon2 verify must not hold a transaction open.
 */
export async function login(
  ctx: Pick<UnscopedServiceCtx, 'db' | 'tenant'> &
    Pick<RequestScope, 'meta' | 'cookies' | 'config'>,
  input: TLoginInput,
): Promise<{ user: SessionUser; permissionsKeys: readonly string[] }> {
  const scope = ctx.tenant.tenantId;
  const address = ctx.meta.ip;
  let account: { id: string; passwordHash: string } | undefined;
  try {
    // An account under attack is slowed down for everyone, never locked (rate-limit.ts).
    account = await withLoginAttempt(ctx, ctx.db, scope, input.email, async (attempt) => {
      const [row] = await withTenant(ctx.db, ctx.tenant, (tx) =>
        tx
          .select({ id: users.id, passwordHash: users.passwordHash })
          .from(users)
          .where(eq(sql`lower(${users.email})`, input.email)),
      );
      return checkPassword(ctx.db, attempt, row, input.password);
    });
  } catch (error) {
    if (error instanceof AppError && error.appCode === 'INVALID_CREDENTIALS') {
      // The trail says who tried which e-mail from where; never the password. Refusals (429)
      // are not written: the rate limit bounds the failures, nothing bounds the refusals.
      await withTenant(ctx.db, ctx.tenant, (tx) =>
        writeAudit(tx, { type: 'public', id: null }, 'user.login-failed', 'user', null, {
          email: input.email,
          address,
        }),
      );
    }
    throw error;
  }
  const found = account;
  const user = await withTenant(ctx.db, ctx.tenant, async (tx) => {
    // A deactivated shop lets in only who may take its data (issue 33); anyone else is told the
    // shop is disabled, as before, and no session is made.
    if (ctx.tenant.status !== 'active') {
      const who = await loadUser(tx, found.id);
      if (!who || !hasPermission(who, 'shop-data', 'export')) {
        throw new AppError('TENANT_DISABLED', MESSAGES.projectDisabled);
      }
    }
    await tx.update(users).set({ lastLogin: new Date() }).where(eq(users.id, found.id));
    // Rotation: a new token at every login; an old cookie for this browser is dropped.
    await deleteCurrentSession(ctx, tx, 'user');
    await createSession(ctx, tx, { kind: 'user', tenantRowId: ctx.tenant.id, userId: found.id });
    await tx.update(tenants).set({ lastPing: new Date() }).where(eq(tenants.id, ctx.tenant.id));
    await writeAudit(tx, { type: 'user', id: found.id }, 'user.login', 'user', found.id, {
      address,
    });
    return loadUser(tx, found.id);
  });
  if (!user) throw new AppError('INVALID_CREDENTIALS', 'Invalid email or password');
  return { user, permissionsKeys: PERMISSION_FLAGS };
}

/** Ends this browser's session, if it has one, and clears its cookie; never refused. */
export async function logout(
  ctx: Pick<ServiceCtx, 'tx'> & Pick<RequestScope, 'meta' | 'cookies'>,
): Promise<{ ok: true }> {
  await deleteCurrentSession(ctx, ctx.tx, 'user');
  return { ok: true as const };
}

/** The public face of a shop: what the header and public site show. */
export const SHOP_DETAIL_KEYS = [
  'shopName',
  'shopLogo',
  'shopDescription',
  'email',
  'mobileNumber',
  'website',
  'address',
] as const;

export type ShopDetails = {
  shopName: string;
  shopLogo: string | null;
  shopDescription: string;
  email: string;
  mobileNumber: string;
  website: string;
  address: string;
};

/** The public site's shop (its host's or DEFAULT_TENANT): name, logo and contact details. */
export async function shopDetails(ctx: ServiceCtx): Promise<ShopDetails> {
  const value = await readSettings(ctx, SHOP_DETAIL_KEYS);
  return {
    shopName: value.shopName || ctx.tenant.name,
    shopLogo: value.shopLogo || null,
    shopDescription: value.shopDescription,
    email: value.email,
    mobileNumber: value.mobileNumber,
    website: value.website,
    address: value.address,
  };
}
