import { Badge } from '@mantine/core';
import type { TenantStatus } from './types';

/** ACTIVE green / INACTIVE red (ui.md), upper case as the spec's table shows it. */
export function TenantStatusBadge({
  status,
  size = 'sm',
}: {
  status: TenantStatus;
  size?: string;
}) {
  return (
    <Badge color={status === 'active' ? 'green' : 'red'} variant="light" size={size}>
      {status.toUpperCase()}
    </Badge>
  );
}
