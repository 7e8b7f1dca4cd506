/**
 * Restoring a shop from its export archive (issue 33): the form's rules and the upload. The
 * archive goes up as the raw request body (`Content-Type: application/zip`) with the operator's
 * session cookie, through XMLHttpRequest so its upload progress can be shown.
 */
import { tenantIdProblem } from '@gst/domain';
import { formatSize } from '../../lib/fileSize';

/** The server's limit on an archive's size: 2 GiB. */
export const ARCHIVE_MAX_BYTES = 2 * 1024 ** 3;

export type RestoreValues = { tenantId: string; name: string; file: File | null };

export const EMPTY_RESTORE: RestoreValues = { tenantId: '', name: '', file: null };

/** The archive's problem, or null: present, a .zip, and within 2 GB. */
export function archiveProblem(file: Pick<File, 'name' | 'size'> | null): string | null {
  if (!file) return 'Choose the archive (.zip) to restore';
  if (!/\.zip$/i.test(file.name)) return 'Choose a .zip archive made by a shop’s data export';
  if (file.size === 0) return 'The archive is empty';
  if (file.size > ARCHIVE_MAX_BYTES)
    return `The archive is ${formatSize(file.size)}; the limit is ${formatSize(ARCHIVE_MAX_BYTES)}`;
  return null;
}

/** The form's rules: the new Tenant ID as when creating a shop, an optional name, the archive. */
export const RESTORE_RULES = {
  tenantId: (value: string) => tenantIdProblem(value.trim()) ?? null,
  name: (value: string) => (value.trim().length > 200 ? 'Name is at most 200 characters' : null),
  file: (value: File | null) => archiveProblem(value),
};

/** POST /api/master/tenant/import?tenantId=…[&name=…]. */
export function restoreUrl(values: Pick<RestoreValues, 'tenantId' | 'name'>): string {
  const query = new URLSearchParams({ tenantId: values.tenantId.trim() });
  if (values.name.trim()) query.set('name', values.name.trim());
  return `/api/master/tenant/import?${query.toString()}`;
}

export type RestoredShop = {
  tenant: { id: string; tenantId: string; name: string };
  counts: Record<string, number>;
};

/** The server's `{error}` text, else a line for the status. */
function failureText(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    if (typeof parsed.error === 'string' && parsed.error) return parsed.error;
  } catch {
    // not JSON
  }
  if (status === 413) return `The archive is larger than the server accepts`;
  return `The restore failed (HTTP ${status})`;
}

/** 'Invoices' from 'invoices', 'Credit notes' from 'credit_notes' or 'creditNotes'. */
export function countLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Uploads `file` to `url`; `onProgress` gets the fraction sent (0-1). Resolves with the restored
 * shop, rejects with an Error carrying the server's words. `abort()` stops the upload.
 */
export function uploadArchive(
  url: string,
  file: Blob,
  onProgress: (fraction: number) => void,
): { done: Promise<RestoredShop>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<RestoredShop>((resolve, reject) => {
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'application/zip');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((JSON.parse(xhr.responseText) as { data: RestoredShop }).data);
        } catch {
          reject(new Error('The server’s answer could not be read'));
        }
      } else reject(new Error(failureText(xhr.status, xhr.responseText)));
    };
    xhr.onerror = () => reject(new Error('Could not reach the server'));
    xhr.onabort = () => reject(new Error('The upload was stopped'));
    xhr.send(file);
  });
  return { done, abort: () => xhr.abort() };
}
