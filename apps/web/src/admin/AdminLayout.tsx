import { UnstyledButton } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { BackOfficeShell } from '../components/BackOfficeShell';
import { SerialSearch } from '../components/SerialSearch';
import { ShopBrand } from '../components/ShopBrand';
import { useShop } from '../lib/useShop';
import { AdminNavbar } from './AdminNavbar';
import { canAccess, visibleMenuItems } from './menu';
import { useAdminUser } from './session';
import { UserMenu } from './UserMenu';

export function AdminLayout() {
  const { user } = useAdminUser();
  const shop = useShop();
  const items = useMemo(() => visibleMenuItems(user), [user]);

  return (
    <BackOfficeShell
      navbarWidth={{ sm: 220, lg: 250 }}
      brand={
        <UnstyledButton
          component={Link}
          to="/admin"
          aria-label={`${shop.name} back-office home`}
          miw={0}
        >
          <ShopBrand name={shop.name} logo={shop.logo} size="sm" />
        </UnstyledButton>
      }
      actions={
        <>
          {canAccess(user, 'manage-item') && <SerialSearch />}
          <UserMenu user={user} />
        </>
      }
      navLabel="Back-office"
      navbar={(close) => <AdminNavbar items={items} onNavigate={close} />}
    />
  );
}
