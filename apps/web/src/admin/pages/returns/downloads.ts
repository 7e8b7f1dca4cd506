import { fileNameFromDisposition } from '../../../components/documents';
import { restFetch } from '../../../lib/trpc';

/** GSTR1_{gstin}_{MMYYYY}.json / .xlsx, the names the server gives its own downloads. */
export function returnFileName(gstin: string, period: string, extension: 'json' | 'xlsx'): string {
  return `GSTR1_${gstin || 'unregistered'}_${period}.${extension}`;
}

/** The GSTR-1 JSON as the offline tool takes it. */
export function gstr1JsonBlob(gstr1: unknown): Blob {
  return new Blob([JSON.stringify(gstr1)], { type: 'application/json' });
}

/**
 * GETs the server-built GSTR-1 workbook (a sheet per section and GSTR-3B). A refusal becomes an
 * Error carrying the server's `{error}` text.
 */
export async function fetchGstr1Workbook(
  period: string,
  fallbackName: string,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await restFetch(
    `/api/returns/gstr1?period=${encodeURIComponent(period)}&format=xlsx`,
  );
  if (!response.ok) {
    let message = `The workbook could not be downloaded (${response.status})`;
    try {
      const body = (await response.json()) as { error?: unknown };
      if (typeof body.error === 'string') message = body.error;
    } catch {
      // not JSON: keep the status text
    }
    throw new Error(message);
  }
  const fileName =
    fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  return { blob: await response.blob(), fileName };
}
