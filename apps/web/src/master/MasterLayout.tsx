import { AppShell, Avatar, Badge, Burger, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingCommunity, IconListDetails, IconLogout } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { ColorSchemeToggle } from '../components/ColorSchemeToggle';
import { FullPageLoader } from '../components/FullPageLoader';
import { ShopBrand } from '../components/ShopBrand';
import { PRODUCT_TITLE } from '../lib/brand';
import { MASTER_MENU } from './menu';
import { useMasterLogout, useMasterOperator } from './session';

const ICONS = { dashboard: IconBuildingCommunity, 'manage-tenant': IconListDetails } as const;

export function MasterLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const operator = useMasterOperator();
  const logout = useMasterLogout();
  const { pathname } = useLocation();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: { sm: 230 }, breakpoint: 'sm', collapsed: { mobile: !opened } }}
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
            <ShopBrand name={PRODUCT_TITLE} logo={null} size="sm" />
            <Badge color="amber" visibleFrom="xs">
              Master
            </Badge>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ColorSchemeToggle />
            <Group gap="xs" wrap="nowrap" visibleFrom="sm">
              <Avatar
                name={operator.name || operator.email}
                color="initials"
                size={32}
                radius="xl"
                alt=""
              />
              <Text size="sm" fw={500} maw={180} truncate="end">
                {operator.name || operator.email}
              </Text>
            </Group>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label="Master panel">
        <AppShell.Section grow component={ScrollArea} type="scroll">
          {MASTER_MENU.map((item) => {
            const to = `/master/${item.path}`;
            const Icon = ICONS[item.path];
            return (
              <NavLink
                key={item.path}
                component={Link}
                to={to}
                label={item.label}
                leftSection={<Icon size={20} stroke={1.6} />}
                active={pathname === to}
                aria-current={pathname === to ? 'page' : undefined}
                variant="light"
                fw={500}
                onClick={close}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            );
          })}
        </AppShell.Section>
        <AppShell.Section>
          <NavLink
            component="button"
            label="Logout"
            c="red.9"
            leftSection={<IconLogout size={20} stroke={1.6} />}
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
