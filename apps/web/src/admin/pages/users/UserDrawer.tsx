import { Alert, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  MESSAGES,
  PERMISSION_FLAGS,
  type PermissionFlag,
  ROLE_RANK,
  USER_ROLES,
} from '@gst/domain';
import { EntityDrawer, type DrawerProps, type DrawerSection } from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { useAdminUser } from '../../session';
import { ImageField } from '../settings/ImageField';
import { PermissionMatrixInput } from './PermissionMatrix';
import { ROLE_LABELS } from './types';
import {
  EMPTY_USER_FORM,
  formValuesOf,
  toUserInput,
  userFormRules,
  type UserFormValues,
} from './userForm';

/**
 * Create or edit a user (spec §2 User drawer): details, role, photo and the page-permissions
 * matrix whose columns are the server's permissionsKeys. No role above one's own is offered
 * (only a superadmin is offered the Super Admin role); the server enforces the same.
 */
export function UserDrawer({
  permissionsKeys,
  ...drawer
}: DrawerProps & { permissionsKeys: readonly PermissionFlag[] }) {
  const { opened, editId } = drawer;
  const trpc = useTRPC();
  const { user: me } = useAdminUser();
  const isEdit = editId !== null;
  const form = useForm<UserFormValues>({
    initialValues: EMPTY_USER_FORM,
    validate: userFormRules(isEdit),
    validateInputOnBlur: true,
  });

  const loaded = useQuery({
    ...trpc.tenant.users.get.queryOptions({ id: editId ?? '' }),
    enabled: opened && isEdit,
  });
  const record = useMemo(
    () => (loaded.data ? formValuesOf(loaded.data.user) : undefined),
    [loaded.data],
  );
  const flags = loaded.data?.permissionsKeys ?? permissionsKeys;
  const columns = flags.length ? flags : PERMISSION_FLAGS;

  const create = useMutation(trpc.tenant.users.create.mutationOptions());
  const update = useMutation(trpc.tenant.users.update.mutationOptions());

  const roleOptions = USER_ROLES.filter(
    // No role above one's own (issue 28); the server enforces the same.
    (role) => ROLE_RANK[role] <= ROLE_RANK[me.role] || form.values.role === role,
  ).map((role) => ({ value: role, label: ROLE_LABELS[role] }));
  const isSuperadmin = form.values.role === 'superadmin';

  const sections: DrawerSection[] = [
    {
      value: 'details',
      label: 'User Details',
      content: (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Name" required autoComplete="off" {...form.getInputProps('name')} />
            <TextInput
              label="Email"
              type="email"
              required
              autoComplete="off"
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label="Password"
              required={!isEdit}
              description={isEdit ? MESSAGES.users.passwordHint : 'At least 8 characters'}
              placeholder={isEdit ? MESSAGES.users.passwordHint : undefined}
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <Select
              label="Role"
              data={roleOptions}
              allowDeselect={false}
              {...form.getInputProps('role')}
            />
          </SimpleGrid>
          <ImageField
            label="Photo"
            value={form.values.image}
            onChange={(image) => form.setFieldValue('image', image)}
            maxSide={512}
          />
        </Stack>
      ),
    },
    {
      value: 'permissions',
      label: 'Page Permissions',
      content: (
        <Stack gap="sm">
          {isSuperadmin ? (
            <Alert color="grape" variant="light">
              A Super Admin has every permission on every page.
            </Alert>
          ) : null}
          <PermissionMatrixInput
            grid={form.values.grid}
            flags={columns}
            disabled={isSuperadmin}
            onChange={(grid) => form.setFieldValue('grid', grid)}
          />
        </Stack>
      ),
    },
  ];

  return (
    <EntityDrawer<UserFormValues>
      {...drawer}
      entityName="User"
      form={form}
      record={record}
      loadError={loaded.isError ? toastText(loaded.error, MESSAGES.users.fetchFailed) : null}
      sections={sections}
      defaultOpen={['details', 'permissions']}
      recordName={(values) => values.name}
      messages={{ ...MESSAGES.users, failed: MESSAGES.users.submitFailed }}
      onSave={async (values) => {
        const input = toUserInput(values);
        if (editId) await update.mutateAsync({ id: editId, ...input });
        else await create.mutateAsync({ ...input, password: values.password });
      }}
      refresh={[
        trpc.tenant.users.pathKey(),
        // One's own name, photo or permissions show in the header and menu.
        ...(editId === me.id ? [trpc.tenant.auth.verifyUser.queryKey()] : []),
      ]}
    />
  );
}
