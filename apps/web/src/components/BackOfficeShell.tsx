/**
 * The frame of the back-office and the master panel: AppShell with a 60 px header (the phone
 * menu's burger, the brand, the colour-scheme toggle and `actions`), the side menu (`navbar`, a
 * <nav> named `navLabel`; collapsed on phones until the burger opens it, `close` shuts it after a
 * choice) and the routed page below, behind a loader while its chunk arrives.
 */
import { AppShell, Group, NavLink, type AppShellNavbarConfiguration } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Icon } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { FullPageLoader } from './FullPageLoader';
import { NavBurger } from './NavBurger';

export function BackOfficeShell(props: {
  navbarWidth: AppShellNavbarConfiguration['width'];
  brand: ReactNode;
  actions: ReactNode;
  navLabel: string;
  navbar: (close: () => void) => ReactNode;
}) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: props.navbarWidth, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'md' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <NavBurger opened={opened} onClick={toggle} hiddenFrom="sm" />
            {props.brand}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ColorSchemeToggle />
            {props.actions}
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label={props.navLabel}>
        {props.navbar(close)}
      </AppShell.Navbar>

      <AppShell.Main>
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}

/** A side-menu entry: a router link with its icon, marked as the current page when `active`. */
export function MenuLink({
  to,
  icon: ItemIcon,
  active,
  ...rest
}: {
  to: string;
  icon: Icon;
  active: boolean;
  label: ReactNode;
  onClick: () => void;
}) {
  return (
    <NavLink
      component={Link}
      to={to}
      leftSection={<ItemIcon size={20} stroke={1.6} />}
      active={active}
      aria-current={active ? 'page' : undefined}
      variant="light"
      fw={500}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      {...rest}
    />
  );
}
