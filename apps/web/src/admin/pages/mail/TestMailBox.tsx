import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { toastText } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';

/** "Send a test mail" with the saved settings: to an address, or (empty) to the signed-in user. */
export function TestMailBox() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [to, setTo] = useState('');
  const test = useMutation(
    trpc.tenant.mail.test.mutationOptions({
      onSuccess: async (sent) => {
        notifications.show({
          color: 'green',
          message: `Test mail queued to ${sent.to}: see it in the message log`,
        });
        await queryClient.invalidateQueries({ queryKey: trpc.tenant.mail.messages.pathKey() });
      },
      onError: (e) =>
        notifications.show({ color: 'red', message: toastText(e, 'The test mail was not sent') }),
    }),
  );
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        label="Test mail to"
        placeholder="Your own address"
        value={to}
        onChange={(e) => setTo(e.currentTarget.value)}
        w={260}
      />
      <Button
        variant="default"
        leftSection={<IconSend size={16} />}
        loading={test.isPending}
        onClick={() => test.mutate(to.trim() ? { to: to.trim() } : {})}
      >
        Send a test mail
      </Button>
    </Group>
  );
}
