import { Badge, Stack } from '@mantine/core';
import { CancelledBadge } from '../invoices/CancelledBadge';

/**
 * A note's status: green 'Issued', or the red 'Cancelled' badge invoices use. In a flex box, as
 * on the invoice list: a badge straight in a table cell is cut to its first letters.
 */
export function NoteStatusBadge({ status }: { status: string }) {
  return (
    <Stack gap={0} align="flex-start">
      {status === 'cancelled' ? (
        <CancelledBadge />
      ) : (
        <Badge color="green" variant="light" size="sm">
          Issued
        </Badge>
      )}
    </Stack>
  );
}
