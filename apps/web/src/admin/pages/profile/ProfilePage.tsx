import { Avatar, Button, Group, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconCamera, IconPhotoUp } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { MESSAGES } from '@gst/domain';
import { PageHeader } from '../../../components/PageHeader';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { useAdminUser } from '../../session';
import type { AdminPageProps } from '../shared/pageProps';
import { PickImageButton, RemoveImageButton } from '../settings/ImageButtons';
import { readImageFile } from '../settings/imageFile';

type ProfileValues = {
  name: string;
  image: string;
  currentPassword: string;
  password: string;
  confirmPassword: string;
};

/** The current password (needed for a new one), then the new one typed twice (blank keeps it). */
const PASSWORD_FIELDS = [
  ['currentPassword', 'Current Password', 'Needed only to set a new password'],
  ['password', 'New Password', 'Leave blank to keep your current password'],
  ['confirmPassword', 'Confirm Password', undefined],
] as const;

/** Camera photos are shrunk to this many pixels a side before upload. */
const PHOTO_MAX_SIDE = 512;

/** Edit Profile (spec §2 Profile, §5): photo, full name, a new password typed twice. */
export default function ProfilePage({ title }: AdminPageProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user } = useAdminUser();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [photoError, setPhotoError] = useState<string | null>(null);
  const resetPick = useRef<() => void>(null);
  const resetCapture = useRef<() => void>(null);

  const form = useForm<ProfileValues>({
    initialValues: {
      name: user.name,
      image: user.image ?? '',
      currentPassword: '',
      password: '',
      confirmPassword: '',
    },
    validate: {
      name: (value) => (value.trim() ? null : 'Full name is required'),
      password: (value) =>
        value && value.length < 8 ? 'Password must be at least 8 characters' : null,
      // The server checks it too ('The current password is wrong').
      currentPassword: (value, values) =>
        values.password && !value ? 'Enter your current password to set a new one' : null,
      // A blank new password keeps the current one; a typed one must be typed twice alike.
      confirmPassword: (value, values) =>
        values.password && value !== values.password ? MESSAGES.profile.passwordsDoNotMatch : null,
    },
    validateInputOnChange: ['confirmPassword'],
  });

  const update = useMutation(
    trpc.tenant.profile.update.mutationOptions({
      onSuccess: async (updated) => {
        notifications.show({ color: 'green', message: MESSAGES.profile.updated });
        form.setValues({
          name: updated.name,
          image: updated.image ?? '',
          currentPassword: '',
          password: '',
          confirmPassword: '',
        });
        form.resetDirty();
        await queryClient.invalidateQueries({
          queryKey: trpc.tenant.auth.verifyUser.queryKey(),
        });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: toastText(error, MESSAGES.profile.updateFailed),
        }),
    }),
  );

  const pick = async (file: File | null) => {
    resetPick.current?.();
    resetCapture.current?.();
    if (!file) return;
    const result = await readImageFile(file, 'Photo', { maxSide: PHOTO_MAX_SIDE });
    if (result.ok) {
      setPhotoError(null);
      form.setFieldValue('image', result.dataUrl);
    } else {
      setPhotoError(result.error);
    }
  };

  const submit = form.onSubmit((values) =>
    update.mutate({
      name: values.name.trim(),
      image: values.image,
      ...(values.password
        ? { password: values.password, currentPassword: values.currentPassword }
        : {}),
    }),
  );

  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" maw={560}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Group gap="md" wrap="nowrap" align="center">
              <Avatar
                src={form.values.image || null}
                name={form.values.name || user.name}
                color="initials"
                size={88}
                radius={88}
                alt="Your photo"
              />
              <Stack gap={6} miw={0}>
                <Group gap="xs">
                  <PickImageButton
                    onPick={(file) => void pick(file)}
                    resetRef={resetPick}
                    icon={<IconPhotoUp size={16} />}
                  >
                    Change photo
                  </PickImageButton>
                  {isPhone ? (
                    <PickImageButton
                      onPick={(file) => void pick(file)}
                      resetRef={resetCapture}
                      icon={<IconCamera size={16} />}
                      accept="image/*"
                      capture="user"
                    >
                      Take photo
                    </PickImageButton>
                  ) : null}
                  {form.values.image ? (
                    <RemoveImageButton onClick={() => form.setFieldValue('image', '')} />
                  ) : null}
                </Group>
                <Text
                  size="xs"
                  c={photoError ? 'red' : 'dimmed'}
                  role={photoError ? 'alert' : undefined}
                >
                  {photoError ?? 'PNG, JPEG or WebP. Large photos are shrunk.'}
                </Text>
              </Stack>
            </Group>
            <TextInput label="Email" value={user.email} readOnly variant="filled" />
            <TextInput
              label="Full Name"
              required
              autoComplete="name"
              {...form.getInputProps('name')}
            />
            {PASSWORD_FIELDS.map(([field, label, description]) => (
              <PasswordInput
                key={field}
                label={label}
                description={description}
                autoComplete={field === 'currentPassword' ? 'current-password' : 'new-password'}
                {...form.getInputProps(field)}
              />
            ))}
            <Group justify="flex-end">
              <Button type="submit" disabled={update.isPending} fullWidth={isPhone}>
                {update.isPending ? MESSAGES.profile.updating : 'Update Profile'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
