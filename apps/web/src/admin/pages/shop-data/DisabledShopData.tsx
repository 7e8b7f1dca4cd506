import { Alert, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconLock, IconLogout } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MESSAGES } from '@gst/domain';
import { ColorSchemeToggle } from '../../../components/ColorSchemeToggle';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { LoginForm } from '../../../components/LoginForm';
import { NoticeCard } from '../../../components/NoticeCard';
import { isUnauthorized, toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { ShopDataIntro } from './ShopDataIntro';
import { ShopExportPanel } from './ShopExportPanel';

/**
 * A deactivated shop's "Download your shop's data" (issue 33): the server refuses every
 * back-office call of such a shop except signing in and out and the export, so its owner can
 * still take the data. Asks for the exports; unsigned, that is the sign-in form; signed in, the
 * export panel and nothing else of the back-office.
 */
export default function DisabledShopData({ onBack }: { onBack: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.tenant.shopExport.list.queryOptions());
  const [error, setError] = useState<string | null>(null);
  const forget = () => queryClient.removeQueries({ queryKey: trpc.tenant.shopExport.pathKey() });

  const login = useMutation(
    trpc.tenant.auth.login.mutationOptions({
      onSuccess: async () => {
        setError(null);
        notifications.show({ color: 'green', message: MESSAGES.login.success });
        await queryClient.invalidateQueries({ queryKey: trpc.tenant.shopExport.pathKey() });
      },
      onError: (err) => {
        const message = toastText(err, MESSAGES.login.failed, MESSAGES.login.somethingWentWrong);
        setError(message);
        notifications.show({ color: 'red', message });
      },
    }),
  );
  const logout = useMutation(
    trpc.tenant.auth.logout.mutationOptions({
      onSettled: () => {
        forget();
        onBack();
      },
    }),
  );
  const back = (
    <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
      Back
    </Button>
  );
  const signOut = (
    <Button
      variant="default"
      leftSection={<IconLogout size={16} />}
      loading={logout.isPending}
      onClick={() => logout.mutate()}
    >
      Sign out
    </Button>
  );

  if (list.isPending) return <FullPageLoader label={MESSAGES.login.checking} />;
  if (list.error && isUnauthorized(list.error))
    return (
      <LoginForm
        title="Download your shop’s data"
        subtitle="This shop is deactivated. Sign in as its admin to take a copy of its data."
        emailLabel="Email"
        brand={<Box ml={-12}>{back}</Box>}
        submitting={login.isPending}
        error={error}
        onSubmit={(values) => {
          setError(null);
          login.mutate(values);
        }}
      />
    );
  if (list.error)
    return (
      <NoticeCard icon={<IconLock size={28} />} color="red" title="Cannot download the data">
        <Text c="dimmed">
          {toastText(list.error, 'Something went wrong', 'Could not reach the server')}
        </Text>
        <Group justify="center">
          {back}
          {signOut}
        </Group>
      </NoticeCard>
    );

  return (
    <Container size="lg" py="md" px={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={1} size="h2">
          Your shop’s data
        </Title>
        <Group gap="xs">
          <ColorSchemeToggle />
          {signOut}
        </Group>
      </Group>
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconLock size={18} />}>
          {MESSAGES.projectDisabled} You can still export and download its data here.
        </Alert>
        <ShopDataIntro />
        <ShopExportPanel canExport />
      </Stack>
    </Container>
  );
}
