import { Badge, type MantineSize } from '@mantine/core';

const COLORS: Record<string, string> = { Pending: 'orange', Approved: 'green' };

/** Pending orange, Approved green, anything else red (spec §4, ui.md). */
export function QuoteStatusBadge({ status, size = 'sm' }: { status: string; size?: MantineSize }) {
  return (
    <Badge
      color={COLORS[status] ?? 'red'}
      variant="light"
      size={size}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {status}
    </Badge>
  );
}
