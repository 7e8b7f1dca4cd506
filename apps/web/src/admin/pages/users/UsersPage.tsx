import { Avatar, Badge, Button, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTimeIN, holdsAllOf, MESSAGES, PERMISSION_FLAGS } from '@gst/domain';
import {
  confirmDelete,
  type DataTableColumn,
  useDrawerState,
  useListQuery,
  usePagePermissions,
  useServerTable,
  ListPage,
} from '../../../components/data';
import { PersonLine } from '../../../components/PersonLine';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { useAdminUser } from '../../session';
import { viewAction } from '../shared/documentList';
import type { AdminPageProps } from '../shared/pageProps';
import { PermissionMatrixView } from './PermissionMatrix';
import { gridOf, ROLE_COLORS, ROLE_LABELS, type UserRow } from './types';
import { UserDrawer } from './UserDrawer';

type SortField = 'name' | 'email' | 'role' | 'lastLogin' | 'createdAt';

/** 'User Details' (spec §2 Users): newest first, the roles matrix on a row click, Add User. */
export default function UsersPage({ title }: AdminPageProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const can = usePagePermissions('manage-user');
  const { user: me } = useAdminUser();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const table = useServerTable<SortField>({ initialSort: { field: 'createdAt', dir: 'desc' } });
  const drawer = useDrawerState();
  const [viewing, setViewing] = useState<UserRow | null>(null);

  const list = useListQuery(
    trpc.tenant.users.list.queryOptions(table.query),
    MESSAGES.users.listFailed,
  );
  const permissionsKeys = list.data?.permissionsKeys ?? [...PERMISSION_FLAGS];

  const remove = useMutation(
    trpc.tenant.users.delete.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: 'green', message: 'User deleted successfully' });
        await queryClient.invalidateQueries({ queryKey: trpc.tenant.users.pathKey() });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: toastText(error, MESSAGES.users.deleteFailed),
        }),
    }),
  );

  // Issue 28: a non-superadmin changes or deletes only users holding nothing they lack (the
  // server refuses the rest, saying what); one's own row stays editable (name, photo).
  const mayTouch = (row: UserRow) =>
    me.role === 'superadmin' || row.id === me.id || holdsAllOf(me, row);

  const columns: DataTableColumn<UserRow>[] = [
    {
      key: 'image',
      header: 'Image',
      width: 64,
      render: (row) => (
        <Avatar src={row.image || null} name={row.name} color="initials" radius="xl" alt="" />
      ),
    },
    {
      key: 'name',
      header: 'User Name',
      sortable: true,
      render: (row) => (
        <Text size="sm" fw={500}>
          {row.name}
          {row.id === me.id ? (
            <Text span size="xs" c="dimmed">
              {' '}
              (you)
            </Text>
          ) : null}
        </Text>
      ),
    },
    { key: 'email', header: 'Email ID', sortable: true },
    {
      key: 'lastLogin',
      header: 'Last Active',
      sortable: true,
      render: (row) => (row.lastLogin ? formatDateTimeIN(row.lastLogin) : '—'),
    },
    {
      key: 'role',
      header: 'Role',
      sortable: true,
      render: (row) => (
        <Badge color={ROLE_COLORS[row.role]} variant="light">
          {ROLE_LABELS[row.role]}
        </Badge>
      ),
    },
  ];

  return (
    <ListPage<UserRow>
      title={title}
      headerAction={
        can('create') ? (
          <Button leftSection={<IconPlus size={18} />} onClick={drawer.openCreate}>
            Add User
          </Button>
        ) : undefined
      }
      label="Users"
      table={table}
      list={list}
      columns={columns}
      searchPlaceholder="Search name or email"
      onRowClick={setViewing}
      actions={[
        viewAction(can('view'), setViewing),
        {
          label: 'Edit',
          icon: <IconPencil size={16} />,
          onClick: (row) => drawer.openEdit(row.id),
          allowed: can('edit'),
          hidden: (row) => !mayTouch(row),
        },
        {
          label: 'Delete',
          icon: <IconTrash size={16} />,
          color: 'red',
          allowed: can('delete'),
          hidden: (row) => row.id === me.id || !mayTouch(row),
          onClick: (row) =>
            void confirmDelete({ entity: 'User', name: row.name }).then((confirmed) => {
              if (confirmed) remove.mutate({ id: row.id });
            }),
        },
      ]}
    >
      <Modal
        opened={viewing !== null}
        onClose={() => setViewing(null)}
        title="User Roles"
        size="xl"
        fullScreen={isPhone}
      >
        {viewing ? (
          <Stack gap="sm">
            <PersonLine
              person={viewing}
              nameWeight={600}
              badgeColor={ROLE_COLORS[viewing.role]}
              badge={ROLE_LABELS[viewing.role]}
            />
            {viewing.role === 'superadmin' ? (
              <Text size="sm" c="dimmed">
                A Super Admin has every permission on every page.
              </Text>
            ) : null}
            <PermissionMatrixView
              grid={gridOf(viewing.permissionSets)}
              flags={permissionsKeys}
              allGranted={viewing.role === 'superadmin'}
            />
          </Stack>
        ) : null}
      </Modal>
      <UserDrawer
        opened={drawer.opened}
        editId={drawer.editId}
        permissionsKeys={permissionsKeys}
        onClose={drawer.close}
      />
    </ListPage>
  );
}
