import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Paper,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconBrandWhatsapp,
  IconCheck,
  IconCopy,
  IconExternalLink,
  IconLink,
  IconLinkOff,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SHARE_LINK_DEFAULT_DAYS, SHARE_LINK_EXPIRY_CHOICES } from '@gst/domain/contracts';
import { confirmAction, usePagePermissions } from '../../../../components/data';
import { toastText } from '../../../../lib/errors';
import { useTRPC } from '../../../../lib/trpc';
import { ShareHistory, viewsText, whenText } from './ShareHistory';
import { SHARE_PAGE, whatsAppShareUrl, type ShareTarget } from './shareTarget';

const EXPIRY_OPTIONS = SHARE_LINK_EXPIRY_CHOICES.map((days) => ({
  value: String(days),
  label: days === 365 ? '1 year' : `${days} days`,
}));

const NOUN = { invoice: 'invoice', quote: 'quote', statement: 'statement' } as const;

/**
 * "Share" (issue 34): the document's public link for the buyer. Make one (with its expiry), copy
 * it, open it, send it on WhatsApp (wa.me with the buyer's phone and a message), change its
 * expiry or revoke it, and see its views. Shown to users with 'view' on the document's page;
 * making, re-dating and revoking need 'edit' there (the server checks the same).
 * `unavailable`: why this document cannot be shared (a cancelled invoice), instead of the button.
 */
export function SharePanel({
  target,
  unavailable = null,
}: {
  target: ShareTarget;
  unavailable?: string | null;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const can = usePagePermissions(SHARE_PAGE[target.kind]);
  const [days, setDays] = useState(String(SHARE_LINK_DEFAULT_DAYS));
  const list = useQuery({
    ...trpc.tenant.shareLinks.list.queryOptions(target),
    enabled: can('view'),
  });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.tenant.shareLinks.pathKey() });
  const onError = (fallback: string) => (error: unknown) =>
    notifications.show({ color: 'red', message: toastText(error, fallback) });
  const create = useMutation(
    trpc.tenant.shareLinks.create.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: 'green', message: 'Share link ready' });
        await refresh();
      },
      onError: onError('Failed to make the share link'),
    }),
  );
  const revoke = useMutation(
    trpc.tenant.shareLinks.revoke.mutationOptions({
      onSuccess: async () => {
        notifications.show({ color: 'green', message: 'Share link revoked' });
        await refresh();
      },
      onError: onError('Failed to revoke the share link'),
    }),
  );

  if (!can('view')) return null;
  const canEdit = can('edit');
  const links = list.data?.links ?? [];
  const live = links.find((l) => l.state === 'live') ?? null;
  const earlier = links.filter((l) => l !== live);
  const make = (expiresInDays: number) => create.mutate({ ...target, expiresInDays });

  return (
    <Paper withBorder p="sm" radius="md" aria-label="Share link">
      <Stack gap="xs">
        <Group gap="xs">
          <IconLink size={16} />
          <Text fw={600} size="sm">
            Share link
          </Text>
          {live ? (
            <Badge color="green" variant="light" size="sm">
              Live
            </Badge>
          ) : null}
        </Group>
        {list.isPending ? <Skeleton h={36} aria-label="Loading share links" /> : null}
        {list.isError ? (
          <Alert color="red" title={toastText(list.error, 'Failed to fetch the share links')} />
        ) : null}
        {list.isSuccess && !live ? (
          unavailable ? (
            <Text size="sm" c="dimmed">
              {unavailable}
            </Text>
          ) : (
            <Group gap="xs" align="flex-end" wrap="wrap">
              <Text size="sm" c="dimmed" style={{ flexBasis: '100%' }}>
                A page the buyer opens without logging in: the {NOUN[target.kind]}, its status,
                {target.kind === 'quote' ? '' : ' a UPI QR for what is due,'} and its PDF.
              </Text>
              {canEdit ? (
                <>
                  <Select
                    label="Valid for"
                    data={EXPIRY_OPTIONS}
                    value={days}
                    onChange={(value) => setDays(value ?? String(SHARE_LINK_DEFAULT_DAYS))}
                    allowDeselect={false}
                    w={130}
                    size="xs"
                  />
                  <Button
                    size="xs"
                    leftSection={<IconLink size={14} />}
                    loading={create.isPending}
                    onClick={() => make(Number(days))}
                  >
                    Create link
                  </Button>
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  No live link. Making one needs the edit permission.
                </Text>
              )}
            </Group>
          )
        ) : null}
        {live && list.data ? (
          <Stack gap={6}>
            <Group gap={4} wrap="nowrap">
              <TextInput
                value={live.url}
                readOnly
                aria-label="Share link address"
                size="xs"
                style={{ flex: 1, minWidth: 0 }}
                onFocus={(e) => e.currentTarget.select()}
              />
              <CopyButton value={live.url}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Copied' : 'Copy link'}>
                    <ActionIcon variant="light" onClick={copy} aria-label="Copy link">
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
              <Tooltip label="Open the page">
                <ActionIcon
                  variant="light"
                  component="a"
                  href={live.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label="Open the shared page"
                >
                  <IconExternalLink size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
            <Text size="xs" c="dimmed">
              Expires {whenText(live.expiresAt)} · {viewsText(live)}
            </Text>
            <Group gap="xs" wrap="wrap">
              <Button
                size="xs"
                color="green"
                component="a"
                href={whatsAppShareUrl(target.kind, list.data.recipient, live.url)}
                target="_blank"
                rel="noopener noreferrer"
                leftSection={<IconBrandWhatsapp size={14} />}
              >
                Share on WhatsApp
              </Button>
              {canEdit ? (
                <>
                  <Select
                    aria-label="Change the expiry"
                    placeholder="Extend…"
                    data={EXPIRY_OPTIONS.map((o) => ({ ...o, label: `${o.label} from now` }))}
                    value={null}
                    onChange={(value) => value && make(Number(value))}
                    w={150}
                    size="xs"
                    disabled={create.isPending}
                  />
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconLinkOff size={14} />}
                    loading={revoke.isPending}
                    onClick={() =>
                      void confirmAction({
                        title: `Revoke the link to ${list.data.recipient.reference}?`,
                        message:
                          'Anyone opening it will see "link not valid". You can make a new link later.',
                        confirmLabel: 'Revoke',
                        color: 'red',
                      }).then((ok) => ok && revoke.mutate({ id: live.id }))
                    }
                  >
                    Revoke
                  </Button>
                </>
              ) : null}
            </Group>
            {!list.data.recipient.phone ? (
              <Text size="xs" c="dimmed">
                No phone number on record: WhatsApp will ask whom to send it to.
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {earlier.length ? <ShareHistory links={earlier} /> : null}
      </Stack>
    </Paper>
  );
}
