import type { PageKey, PermissionFlag } from '@gst/domain';
import { useAdminUser } from '../../admin/session';
import { canAccess } from '../../admin/menu';

/**
 * The signed-in back-office user's flags on one page: `const can = usePagePermissions('manage-product')`
 * then `can('edit')`. The server refuses the same calls; this only hides what it would refuse.
 * (Master pages do not use it: the master operator has every flag.)
 */
export function usePagePermissions(page: PageKey): (flag: PermissionFlag) => boolean {
  const { user } = useAdminUser();
  return (flag) => canAccess(user, page, flag);
}
