import { Badge } from '@mantine/core';

/** The red 'Cancelled' badge of a cancelled invoice or note (table rows and detail panels). */
export function CancelledBadge() {
  return (
    <Badge color="red" variant="light" size="sm">
      Cancelled
    </Badge>
  );
}
