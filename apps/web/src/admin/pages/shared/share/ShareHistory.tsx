import { Anchor, Collapse, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDate } from '@gst/domain';

type Link = {
  id: string;
  state: 'live' | 'expired' | 'revoked';
  createdAt: string | Date;
  expiresAt: string | Date;
  revokedAt: string | Date | null;
  lastViewedAt: string | Date | null;
  viewCount: number;
};

const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** '21 Nov 2026' for a date, '21 Nov 2026, 4:05 pm' with the time. */
export function whenText(value: string | Date, withTime = false): string {
  return withTime ? DATE_TIME.format(new Date(value)) : formatDate(new Date(value));
}

/** 'Not viewed yet' or 'Viewed 3 times, last 21 Nov 2026, 4:05 pm'. */
export function viewsText(link: Pick<Link, 'viewCount' | 'lastViewedAt'>): string {
  if (!link.viewCount || !link.lastViewedAt) return 'Not viewed yet';
  const times = link.viewCount === 1 ? 'once' : `${link.viewCount} times`;
  return `Viewed ${times}, last ${whenText(link.lastViewedAt, true)}`;
}

/** Earlier links (revoked or expired), folded: when each was made, how it ended, its views. */
export function ShareHistory({ links }: { links: readonly Link[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap={4}>
      <Anchor component="button" type="button" size="xs" onClick={() => setOpen((o) => !o)}>
        {open ? 'Hide' : 'Show'} earlier links ({links.length})
      </Anchor>
      <Collapse expanded={open}>
        <Stack gap={2}>
          {links.map((link) => (
            <Group key={link.id} gap="xs" wrap="wrap">
              <Text size="xs">Made {whenText(link.createdAt)}</Text>
              <Text size="xs" c={link.state === 'revoked' ? 'red' : 'dimmed'}>
                {link.state === 'revoked' && link.revokedAt
                  ? `revoked ${whenText(link.revokedAt)}`
                  : `expired ${whenText(link.expiresAt)}`}
              </Text>
              <Text size="xs" c="dimmed">
                · {viewsText(link)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Collapse>
    </Stack>
  );
}
