import { Accordion, Alert, Box, Button, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { MESSAGES, SETTINGS_FIELDS, SETTINGS_GROUPS } from '@gst/domain';
import { PageHeader } from '../../../components/PageHeader';
import { usePagePermissions } from '../../../components/data';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { useAdminUser } from '../../session';
import type { AdminPageProps } from '../shared/pageProps';
import { ApiKeysSection } from './ApiKeysSection';
import { BankAccountsSection } from './BankAccountsSection';
import { SettingsFieldInput } from './SettingsField';
import {
  EMPTY_SETTINGS,
  refusedField,
  type SettingsValues,
  validateSettings,
} from './settingsForm';

const WIDE_TYPES = new Set(['textarea', 'image', 'template']);

/** Settings ('change-details', spec §2): numbered groups of every shop field, Save Settings. */
export default function SettingsPage({ title }: AdminPageProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const can = usePagePermissions('change-details');
  const { user } = useAdminUser();
  const readOnly = !can('edit');
  // A link to a group (`#contact-info`, from the setup checklist or a refused invoice) opens it.
  const linkedGroup = useLocation().hash.slice(1);
  const openGroups = [...new Set([groupId(SETTINGS_GROUPS[0]), linkedGroup].filter(Boolean))];

  const settings = useQuery(trpc.tenant.settings.get.queryOptions());
  const form = useForm<SettingsValues>({
    initialValues: EMPTY_SETTINGS,
    validate: validateSettings,
    validateInputOnBlur: true,
  });

  useEffect(() => {
    if (settings.data && !form.isDirty()) {
      form.setValues(settings.data);
      form.resetDirty(settings.data);
    }
    // Fill the form when the stored settings arrive; keep unsaved edits on a background refetch.
  }, [settings.data]);

  useEffect(() => {
    if (settings.data && linkedGroup) {
      document.getElementById(`settings-${linkedGroup}`)?.scrollIntoView({ block: 'start' });
    }
  }, [Boolean(settings.data), linkedGroup]);

  useEffect(() => {
    if (settings.isError) {
      notifications.show({ color: 'red', message: MESSAGES.settings.fetchFailed });
    }
  }, [settings.isError]);

  const save = useMutation(
    trpc.tenant.settings.update.mutationOptions({
      onSuccess: async ({ warnings, ...saved }) => {
        notifications.show({ color: 'green', message: MESSAGES.settings.saved });
        // A numbering template that starts a new series mid-year (issue 29): said again on save.
        for (const warning of warnings) {
          notifications.show({ color: 'orange', message: warning, autoClose: 10_000 });
        }
        form.setValues(saved);
        form.resetDirty(saved);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.tenant.settings.get.queryKey() }),
          // The header shows the shop's name and logo.
          queryClient.invalidateQueries({ queryKey: trpc.tenant.auth.shopDetails.queryKey() }),
        ]);
      },
      onError: (error) => {
        const message = toastText(error, MESSAGES.settings.updateFailed);
        // A value refused by the server alone (an image over the pixel budget): under its field too.
        const field = refusedField(error);
        if (field) form.setFieldError(field, message);
        notifications.show({ color: 'red', message });
      },
    }),
  );

  const submit = form.onSubmit(
    (values) => save.mutate(values),
    () =>
      notifications.show({
        color: 'red',
        message: `${MESSAGES.settings.updateFailed}: please correct the highlighted fields`,
      }),
  );

  // In the title row and under the groups, so it is at hand however far the page is scrolled.
  const saveButton = (
    <Button
      type="submit"
      form="settings-form"
      loading={save.isPending}
      disabled={save.isPending || !settings.data}
      leftSection={<IconDeviceFloppy size={18} />}
    >
      Save Settings
    </Button>
  );

  return (
    <>
      <PageHeader title={title} action={readOnly ? undefined : saveButton} />
      {settings.isError ? (
        <Alert color="red" mb="md" title={MESSAGES.settings.fetchFailed}>
          <Button size="xs" variant="light" color="red" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {settings.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading settings">
          {SETTINGS_GROUPS.map((group) => (
            <Skeleton key={group} h={52} />
          ))}
        </Stack>
      ) : settings.data ? (
        <form id="settings-form" onSubmit={submit} noValidate>
          {/* Item values become element ids (aria-controls), so they carry no spaces. */}
          <Accordion multiple variant="separated" defaultValue={openGroups}>
            {SETTINGS_GROUPS.map((group, index) => (
              <Accordion.Item key={group} value={groupId(group)} id={`settings-${groupId(group)}`}>
                <Accordion.Control>{`${index + 1}. ${group}`}</Accordion.Control>
                <Accordion.Panel>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
                    {SETTINGS_FIELDS.filter((f) => f.group === group).map((field) => (
                      <Box
                        key={field.key}
                        style={WIDE_TYPES.has(field.type) ? { gridColumn: '1 / -1' } : undefined}
                      >
                        <SettingsFieldInput field={field} form={form} readOnly={readOnly} />
                      </Box>
                    ))}
                  </SimpleGrid>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          {readOnly ? null : (
            <Group justify="flex-end" mt="md">
              {saveButton}
            </Group>
          )}
        </form>
      ) : null}
      <BankAccountsSection readOnly={readOnly} />
      {user.role === 'superadmin' ? <ApiKeysSection /> : null}
    </>
  );
}

function groupId(group: string) {
  return group.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
