import { AppShell, Avatar, Badge, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconClockPlay,
  IconListDetails,
  IconLogout,
} from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { BackOfficeShell, MenuLink } from '../components/BackOfficeShell';
import { ShopBrand } from '../components/ShopBrand';
import { PRODUCT_TITLE } from '../lib/brand';
import { MASTER_MENU } from './menu';
import { useMasterLogout, useMasterOperator } from './session';

const ICONS = {
  dashboard: IconBuildingCommunity,
  'manage-tenant': IconListDetails,
  jobs: IconClockPlay,
} as const;

export function MasterLayout() {
  const operator = useMasterOperator();
  const logout = useMasterLogout();
  const { pathname } = useLocation();

  return (
    <BackOfficeShell
      navbarWidth={{ sm: 230 }}
      brand={
        <>
          <ShopBrand name={PRODUCT_TITLE} logo={null} size="sm" />
          <Badge color="amber" visibleFrom="xs">
            Master
          </Badge>
        </>
      }
      actions={
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
      }
      navLabel="Master panel"
      navbar={(close) => (
        <>
          <AppShell.Section grow component={ScrollArea} type="scroll">
            {MASTER_MENU.map((item) => (
              <MenuLink
                key={item.path}
                to={`/master/${item.path}`}
                label={item.label}
                icon={ICONS[item.path]}
                active={pathname === `/master/${item.path}`}
                onClick={close}
              />
            ))}
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
        </>
      )}
    />
  );
}
