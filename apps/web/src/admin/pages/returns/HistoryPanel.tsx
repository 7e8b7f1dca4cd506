import {
  Anchor,
  Code,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Timeline,
  Title,
} from '@mantine/core';
import { IconFileCertificate, IconLockOpen, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTimeIN } from '@gst/domain';
import { usePagePermissions } from '../../../components/data';
import { historyActor, historyChanges, historyTitle, shortHash } from './history';
import { PAGE_OF, documentHref } from './labels';
import type { HistoryEvent } from './types';

const ICONS = {
  filed: { icon: IconFileCertificate, color: 'teal' },
  unlocked: { icon: IconLockOpen, color: 'red' },
  document: { icon: IconReceipt, color: 'blue' },
} as const;

/** The document an event names, linked when the user may open it. */
function DocumentLink({ document }: { document: NonNullable<HistoryEvent['document']> }) {
  const kind = (['invoice', 'credit-note', 'debit-note'] as const).find((k) => k === document.kind);
  const canOpen = usePagePermissions(kind ? PAGE_OF[kind] : 'manage-invoice')('view');
  if (!kind || !document.number || !canOpen) return null;
  return (
    <Anchor
      component={Link}
      to={documentHref({ kind, documentNumber: document.number })}
      size="sm"
      underline="always"
    >
      Open {document.number}
    </Anchor>
  );
}

/** The title, the document number kept on one line (a phone would break it at its '-'). */
function EventTitle({ title, event }: { title: string; event: HistoryEvent }) {
  const number = event.document?.number;
  const at = number ? title.lastIndexOf(number) : -1;
  return (
    <Text size="sm" fw={600}>
      {number && at >= 0 ? (
        <>
          {title.slice(0, at)}
          <span style={{ whiteSpace: 'nowrap' }}>{number}</span>
          {title.slice(at + number.length)}
        </>
      ) : (
        title
      )}
    </Text>
  );
}

/** 'GSTR-1 781b09f61df0…' on one line; the whole hash on hover. */
function HashPart({ label, hash }: { label: string; hash: string }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {label} <Code title={hash}>{shortHash(hash)}</Code>
    </span>
  );
}

function HistoryItemBody({ event }: { event: HistoryEvent }) {
  const changes = historyChanges(event);
  return (
    <Stack gap={4} mt={2}>
      <Text size="sm" c="dimmed">
        {formatDateTimeIN(event.at)} · {historyActor(event.actor)}
      </Text>
      {event.hashes ? (
        <Text size="sm">
          <HashPart label="GSTR-1" hash={event.hashes.gstr1Sha256} /> ·{' '}
          <HashPart label="GSTR-3B" hash={event.hashes.gstr3bSha256} />
        </Text>
      ) : null}
      {changes.map((c) => (
        <Text key={c.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {c.label}: {c.before} → {c.after}
        </Text>
      ))}
      {event.document ? <DocumentLink document={event.document} /> : null}
    </Stack>
  );
}

/**
 * A filed period's history, newest first (issue 28 items 7 and 13): marked filed, unlocked and
 * filed again (with each filed copy's hashes), and the IRNs and e-way bills recorded on its
 * documents while it was filed, with before → after.
 */
export function HistoryPanel({
  events,
  loading,
}: {
  events: readonly HistoryEvent[] | undefined;
  loading: boolean;
}) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" aria-labelledby="history-title">
      <Title order={2} size="h4" id="history-title">
        History
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Filing and unlocking of this period, and the IRNs and e-way bills recorded on its documents
        after it was filed. Newest first.
      </Text>
      {loading || !events ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton h={16} />
          <Skeleton h={16} />
        </Stack>
      ) : events.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing recorded for this period yet.
        </Text>
      ) : (
        <Timeline bulletSize={26} lineWidth={2} aria-label="Period history">
          {events.map((event, i) => {
            const { icon: Icon, color } = ICONS[event.kind];
            return (
              <Timeline.Item
                key={event.id}
                bullet={
                  <ThemeIcon size={26} radius="xl" color={color} variant="light">
                    <Icon size={15} />
                  </ThemeIcon>
                }
                title={<EventTitle title={historyTitle(events, i)} event={event} />}
              >
                <HistoryItemBody event={event} />
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Paper>
  );
}
