import { IconWorldQuestion } from '@tabler/icons-react';
import { MESSAGES } from '@gst/domain';
import { NoticeCard } from './NoticeCard';

/** Shown when the host names no tenant, or one the server does not know (HTTP 404). */
export function TenantNotFound() {
  return (
    <NoticeCard icon={<IconWorldQuestion size={28} />} color="orange" title="Tenant not found">
      {MESSAGES.tenantNotFound}
    </NoticeCard>
  );
}
