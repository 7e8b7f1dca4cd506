import { AppShell, Burger, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useMemo } from 'react';
import { Link, Outlet } from 'react-router';
import { ColorSchemeToggle } from '../components/ColorSchemeToggle';
import { FullPageLoader } from '../components/FullPageLoader';
import { ShopBrand } from '../components/ShopBrand';
import { useShop } from '../lib/useShop';
import { AdminNavbar } from './AdminNavbar';
import { visibleMenuItems } from './menu';
import { useAdminUser } from './session';
import { UserMenu } from './UserMenu';

export function AdminLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { user } = useAdminUser();
  const shop = useShop();
  const items = useMemo(() => visibleMenuItems(user), [user]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: { sm: 220, lg: 250 }, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'md' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
            />
            <UnstyledButton
              component={Link}
              to="/admin"
              aria-label={`${shop.name} back-office home`}
              miw={0}
            >
              <ShopBrand name={shop.name} logo={shop.logo} size="sm" />
            </UnstyledButton>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ColorSchemeToggle />
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label="Back-office">
        <AdminNavbar items={items} onNavigate={close} />
      </AppShell.Navbar>

      <AppShell.Main>
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
