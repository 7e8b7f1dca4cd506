import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Code,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconArrowsExchange,
  IconExternalLink,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDate } from '@gst/domain';
import { PersonLine } from '../../components/PersonLine';
import { formatLongDateTime, tenantLoginUrl } from './format';
import { MoveProgress } from './MoveParts';
import { gstinStateHint } from './tenantForm';
import { TenantStatusBadge } from './TenantStatusBadge';
import type { TenantDetails, TenantMove } from './types';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" ta="right" component="div" style={{ wordBreak: 'break-word', minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      <Stack gap={8}>{children}</Stack>
    </Card>
  );
}

const dash = (
  <Text span c="dimmed">
    —
  </Text>
);

/** Everything the master operator knows about one tenant, with its lifecycle actions. */
export function TenantDetailsView({
  tenant,
  isBusy,
  onEdit,
  onToggleStatus,
  onDelete,
  move,
  onMove,
}: {
  tenant: TenantDetails;
  isBusy: boolean;
  onEdit: () => void;
  onToggleStatus: () => void;
  onDelete: () => void;
  /** The running move of this shop to another database node, if any. */
  move?: TenantMove;
  /** Given on a Citus cluster: offers 'Move node' (hidden while a move runs). */
  onMove?: () => void;
}) {
  const isActive = tenant.status === 'active';
  const { migrations, owner } = tenant;
  const stateHint = gstinStateHint(tenant.gstin);

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" gap="md" wrap="wrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Avatar name={tenant.name} color="initials" size={48} radius="md" alt="" />
            <Stack gap={2} miw={0}>
              <Group gap="xs" wrap="wrap">
                <Title order={2} size="h3" style={{ wordBreak: 'break-word' }}>
                  {tenant.name}
                </Title>
                <TenantStatusBadge status={tenant.status} size="md" />
              </Group>
              <Anchor href={tenantLoginUrl(tenant.tenantId)} target="_blank" size="sm">
                <Group gap={4} wrap="nowrap" component="span">
                  {tenant.tenantId}
                  <IconExternalLink size={14} />
                </Group>
              </Anchor>
            </Stack>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={onEdit}>
              Edit
            </Button>
            <Button
              variant="light"
              color={isActive ? 'orange' : 'green'}
              leftSection={isActive ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
              onClick={onToggleStatus}
              disabled={isBusy}
            >
              {isActive ? 'Deactivate' : 'Activate'}
            </Button>
            {onMove && tenant.node && !move ? (
              <Button
                variant="light"
                leftSection={<IconArrowsExchange size={16} />}
                onClick={onMove}
              >
                Move node
              </Button>
            ) : null}
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={onDelete}
              disabled={isBusy}
            >
              Delete
            </Button>
          </Group>
        </Group>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="Shop">
          <Detail label="Tenant ID">{tenant.tenantId}</Detail>
          <Detail label="Domain">{tenant.domain || dash}</Detail>
          <Detail label="GSTIN">
            {tenant.gstin ? (
              <>
                <Code>{tenant.gstin}</Code>
                {stateHint ? (
                  <Text size="xs" c="dimmed">
                    {stateHint}
                  </Text>
                ) : null}
              </>
            ) : (
              dash
            )}
          </Detail>
          <Detail label="Owner email">{tenant.ownerEmail}</Detail>
          <Detail label="Created">{formatDate(tenant.createdAt)}</Detail>
          <Detail label="Last changed">{formatLongDateTime(tenant.updatedAt)}</Detail>
        </Section>

        <Section title="Activity">
          <Detail label="Status">
            <TenantStatusBadge status={tenant.status} />
          </Detail>
          <Detail label="Last Ping">{formatLongDateTime(tenant.lastPing)}</Detail>
          <Detail label="Owner’s last login">{formatLongDateTime(owner?.lastLogin)}</Detail>
          <Detail label="Users">{tenant.userCount}</Detail>
        </Section>

        <Section title="Owner user">
          {owner ? (
            <PersonLine person={owner} nameWeight={500} badge="Super Admin" />
          ) : (
            <Text size="sm" c="dimmed">
              No Super Admin is left in this shop.
            </Text>
          )}
        </Section>

        <Section title="Storage and migrations">
          <Detail label="Schema">
            <Code>{tenant.schemaName}</Code>
          </Detail>
          {tenant.node ? (
            <Detail label="Node">
              <Code>{tenant.node}</Code>
            </Detail>
          ) : null}
          {move ? (
            <Detail label="Moving to">
              <Stack gap={4} align="flex-end">
                <Code>{move.target}</Code>
                <MoveProgress move={move} compact />
              </Stack>
            </Detail>
          ) : null}
          <Detail label="Migrations">
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              <span style={{ fontVariantNumeric: 'tabular-nums' }}>
                {migrations.applied} of {migrations.available}
              </span>
              <Badge color={migrations.isCurrent ? 'green' : 'orange'} variant="light">
                {migrations.isCurrent ? 'Up to date' : 'Behind'}
              </Badge>
            </Group>
          </Detail>
          <Detail label="Last migration">
            {migrations.lastMigrationTag ? <Code>{migrations.lastMigrationTag}</Code> : dash}
          </Detail>
          <Detail label="Migrated">{formatLongDateTime(migrations.migratedAt)}</Detail>
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
