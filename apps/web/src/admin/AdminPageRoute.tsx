import { useDocumentTitle } from '@mantine/hooks';
import { NoAccess } from '../components/NoAccess';
import { useShop } from '../lib/useShop';
import { type AdminMenuItem, canAccess } from './menu';
import { ADMIN_PAGE_VIEWS } from './pages/registry';
import { useAdminUser } from './session';

/** One menu page: the view when the user may see it, else the no-access state. */
export function AdminPageRoute({ item }: { item: AdminMenuItem }) {
  const { user } = useAdminUser();
  const shop = useShop();
  useDocumentTitle(`${item.label} | ${shop.name}`);

  if (!canAccess(user, item.page, 'view')) return <NoAccess />;
  const View = ADMIN_PAGE_VIEWS[item.page];
  return <View title={item.label} />;
}
