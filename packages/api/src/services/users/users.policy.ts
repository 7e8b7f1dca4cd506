import { describeGrant, grantBeyond, type PermissionSet, type UserRole } from '@gst/domain';
import { AppError } from '../../errors';
import type { SessionUser } from '../auth/session-user';

/**
 * Who may manage whom (issue 28, items 3 and 4). A superadmin may do anything but change their
 * own role; everyone else:
 *  - may not edit, reset or delete a user who holds any role or permission they do not hold
 *    (`grantBeyond`), so taking over an account never gives more than one had;
 *  - may not leave a user (new or edited) holding more than they hold themselves;
 *  - may not change an admin's or superadmin's e-mail or password (only a superadmin may).
 * Nobody changes their own role or permissions, or sets their own password on the users page
 * (the profile asks for the current one).
 */
export type Holder = { role: UserRole; permissionSets: readonly PermissionSet[] };

const sameSets = (a: readonly PermissionSet[], b: readonly PermissionSet[]) => {
  const key = (sets: readonly PermissionSet[]) =>
    JSON.stringify(
      [...sets]
        .map((s) => ({
          page: s.page,
          flags: Object.keys(s.permissions)
            .filter((f) => s.permissions[f as keyof typeof s.permissions] === true)
            .sort(),
        }))
        .filter((s) => s.flags.length > 0)
        .sort((x, y) => x.page.localeCompare(y.page)),
    );
  return key(a) === key(b);
};

/** `me` may touch (edit, reset, delete) `target` as it is now. */
export function assertMayManage(
  me: SessionUser,
  target: Holder & { name: string },
  verb: 'change' | 'delete',
) {
  if (me.role === 'superadmin') return;
  const beyond = grantBeyond(me, target);
  if (beyond) {
    throw new AppError(
      'FORBIDDEN',
      `You cannot ${verb} ${target.name}: they hold ${describeGrant(beyond)}, which you do not`,
    );
  }
}

/** A user may end up holding `next` (a new user, or an edited one) when `me` holds it all. */
export function assertMayGrant(me: SessionUser, next: Holder) {
  if (me.role === 'superadmin') return;
  const beyond = grantBeyond(me, next);
  if (beyond) {
    throw new AppError(
      'FORBIDDEN',
      `You cannot grant ${describeGrant(beyond)}: you do not hold it yourself`,
    );
  }
}

/** The checks of an edit through the users page, before anything is written. */
export function assertMayUpdate(
  me: SessionUser,
  isSelf: boolean,
  target: Holder & { name: string; email: string },
  next: Holder & { email: string; password?: string },
) {
  if (isSelf) {
    if (next.role !== target.role || !sameSets(next.permissionSets, target.permissionSets)) {
      throw new AppError('FORBIDDEN', 'You cannot change your own role or permissions');
    }
    if (next.password) {
      throw new AppError(
        'FORBIDDEN',
        'Change your own password on your profile, with your current password',
      );
    }
  }
  if (me.role === 'superadmin') return;
  assertMayManage(me, target, 'change');
  const credentials = next.password !== undefined || next.email !== target.email.toLowerCase();
  if (credentials && (target.role !== 'staff' || next.role !== 'staff')) {
    throw new AppError('FORBIDDEN', "Only a superadmin can change an admin's email or password");
  }
  assertMayGrant(me, next);
}
