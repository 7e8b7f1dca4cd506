import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserEdit } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SessionUser } from '../lib/trpc';
import { useAdminLogout } from './session';

const ROLE_LABELS: Record<SessionUser['role'], string> = {
  superadmin: 'Super Admin',
  admin: 'Admin',
  staff: 'Staff',
};

export function UserMenu({ user }: { user: SessionUser }) {
  const logout = useAdminLogout();
  return (
    <Menu position="bottom-end" width={220} withArrow shadow="md">
      <Menu.Target>
        <UnstyledButton
          aria-label={`Account menu for ${user.name}`}
          p={4}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Group gap="xs" wrap="nowrap">
            <Avatar
              src={user.image}
              name={user.name}
              color="initials"
              size={32}
              radius="xl"
              alt=""
            />
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate="end">
              {user.name}
            </Text>
            <IconChevronDown size={14} stroke={1.6} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate="end">
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {user.email} · {ROLE_LABELS[user.role]}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/admin/my-profile" leftSection={<IconUserEdit size={16} />}>
          Edit Profile
        </Menu.Item>
        <Menu.Item
          color="red.9"
          leftSection={<IconLogout size={16} />}
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
