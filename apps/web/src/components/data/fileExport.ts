/**
 * The one way a page exports or downloads a file (spec §5, §8):
 * - `fetchFile(url, init?)`: GET (or POST) a file the server builds over REST; a refusal throws a
 *   `DownloadError` carrying the server's `{error}` text.
 * - `downloadFromRest(url, fileName, init?)`: that file saved under `fileName` (or the name the
 *   server gives in Content-Disposition when `fileName` is null).
 * - `runExport(produce, messages)`: runs a download, server-built (`downloadFromRest`) or, where
 *   the server has no export, browser-built (`exportRowsToXlsx`), with the spec's toasts: green
 *   `success`, red with the server's words, else `failed` ('Failed to download Excel file.').
 * Pages prefer the server's export; the browser builds a sheet only where the server has none.
 */
import { notifications } from '@mantine/notifications';
import { isTRPCClientError } from '@trpc/client';
import { MESSAGES } from '@gst/domain';
import { toastText } from '../../lib/errors';
import { restFetch } from '../../lib/trpc';
import { fileNameFromDisposition } from '../documents/fileLink';
import { downloadBlob } from './excel';

/** A REST download the server refused; `serverText` is its `{error}` text, when it sent one. */
export class DownloadError extends Error {
  override name = 'DownloadError';
  constructor(
    readonly status: number,
    readonly serverText: string | null,
  ) {
    super(serverText ?? `Download failed (${status})`);
  }
}

/** Thrown by an export that finds no rows: its toast is 'No data to export!' (spec §5). */
export class NothingToExport extends Error {
  override name = 'NothingToExport';
  constructor() {
    super(MESSAGES.uploads.noDataToExport);
  }
}

/** The file a REST endpoint answers with, and the name it suggests (Content-Disposition). */
export async function fetchFile(
  url: string,
  init?: RequestInit,
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await restFetch(url, init);
  if (!response.ok) {
    let serverText: string | null = null;
    try {
      const body = (await response.json()) as { error?: unknown };
      if (typeof body.error === 'string' && body.error) serverText = body.error;
    } catch {
      // not JSON: no words from the server
    }
    throw new DownloadError(response.status, serverText);
  }
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition'));
  return { blob: await response.blob(), fileName };
}

/** Saves a server-built file: `fileName`, else the server's name, else `fallbackName`. */
export async function downloadFromRest(
  url: string,
  fileName: string | null,
  init?: RequestInit,
  fallbackName = 'download',
): Promise<void> {
  const file = await fetchFile(url, init);
  downloadBlob(file.blob, fileName ?? file.fileName ?? fallbackName);
}

/** A failed download's toast text: the server's words when it gave some, else `fallback`. */
export function downloadErrorText(error: unknown, fallback: string): string {
  if (error instanceof DownloadError) return error.serverText ?? fallback;
  if (error instanceof NothingToExport) return error.message;
  if (isTRPCClientError(error)) return toastText(error, fallback);
  return fallback;
}

/** Runs an export with the spec's toasts; resolves true when the file was saved. */
export async function runExport(
  produce: () => Promise<void>,
  messages: { success: string; failed?: string },
): Promise<boolean> {
  try {
    await produce();
    notifications.show({ color: 'green', message: messages.success });
    return true;
  } catch (error) {
    notifications.show({
      color: 'red',
      message: downloadErrorText(error, messages.failed ?? MESSAGES.uploads.excelDownloadFailed),
    });
    return false;
  }
}

/** Downloads a list's server-built .xlsx (its REST export) with the spec's toasts. */
export function downloadExport(url: string, fileName: string, success: string): Promise<boolean> {
  return runExport(() => downloadFromRest(url, fileName), { success });
}
