import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = { Pending: 'orange', Approved: 'green' };

/** Pending orange, Approved green, anything else red (spec §4, ui.md). */
export function QuoteStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={COLORS[status] ?? 'red'} variant="light">
      {status}
    </Badge>
  );
}
