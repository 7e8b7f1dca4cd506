import { formatDate, formatDateTimeIN } from '@gst/domain';

/** '21 Nov 2026, 2:05 pm': the long date the tenants table shows for Last Ping. */
export function formatLongDateTime(iso: string | null | undefined): string {
  if (!iso) return 'Never';
  const time = formatDateTimeIN(iso).split(', ')[1] ?? '';
  return time ? `${formatDate(iso)}, ${time}` : formatDate(iso);
}

/** The shop's back-office on its own host: http://<tenantId>.<this host>/admin/login. */
export function tenantLoginUrl(tenantId: string, location: Location = window.location): string {
  const host = location.host.replace(/^www\./, '');
  return `${location.protocol}//${tenantId}.${host}/admin/login`;
}
