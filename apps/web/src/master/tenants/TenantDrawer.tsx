import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { MESSAGES } from '@gst/domain';
import { EntityDrawer, type DrawerProps, type DrawerSection } from '../../components/data';
import { toastText } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { OwnerFields } from './OwnerFields';
import { TenantFields } from './TenantFields';
import {
  EMPTY_TENANT_FORM,
  formValuesOf,
  tenantFormRules,
  toCreateInput,
  toUpdateInput,
  type TenantFormValues,
} from './tenantForm';

/**
 * Create or edit a tenant (spec §2 tenant drawer). Create provisions the shop and its owner
 * superadmin; edit changes the tenant's own fields only (the owner user is omitted, spec §7).
 */
export function TenantDrawer(props: DrawerProps) {
  const { opened, editId } = props;
  const trpc = useTRPC();
  const isEdit = editId !== null;
  const form = useForm<TenantFormValues>({
    initialValues: EMPTY_TENANT_FORM,
    validate: tenantFormRules(isEdit),
    validateInputOnBlur: true,
  });

  const details = useQuery({
    ...trpc.master.tenants.get.queryOptions({ id: editId ?? '' }),
    enabled: opened && isEdit,
  });
  const record = useMemo(
    () => (details.data ? formValuesOf(details.data) : undefined),
    [details.data],
  );
  const loadError = details.isError
    ? toastText(details.error, MESSAGES.tenants.loadFailed, MESSAGES.tenants.fetchFailed)
    : null;
  useEffect(() => {
    if (loadError) notifications.show({ color: 'red', message: loadError });
  }, [loadError]);

  const create = useMutation(trpc.master.tenants.create.mutationOptions());
  const update = useMutation(trpc.master.tenants.update.mutationOptions());

  const sections: DrawerSection[] = [
    { value: 'tenant', label: 'Tenant', content: <TenantFields form={form} isEdit={isEdit} /> },
    ...(isEdit
      ? []
      : [{ value: 'owner', label: 'Owner user', content: <OwnerFields form={form} /> }]),
  ];

  return (
    <EntityDrawer
      {...props}
      entityName="Tenant"
      form={form}
      record={record}
      loadError={loadError}
      sections={sections}
      defaultOpen={['tenant', 'owner']}
      onSave={(values) =>
        editId === null
          ? create.mutateAsync(toCreateInput(values))
          : update.mutateAsync(toUpdateInput(editId, values))
      }
      messages={{ ...MESSAGES.tenants, failed: MESSAGES.tenants.saveFailed }}
      refresh={[trpc.master.tenants.pathKey()]}
      recordName={(values) => values.name}
    />
  );
}
