import { fetchFile } from '../../../components/data';

/** GSTR1_{gstin}_{MMYYYY}.json / .xlsx, the names the server gives its own downloads. */
export function returnFileName(
  gstin: string,
  period: string,
  extension: 'json' | 'xlsx',
  form: 'GSTR1' | 'GSTR3B' = 'GSTR1',
): string {
  return `${form}_${gstin || 'unregistered'}_${period}.${extension}`;
}

/** A return's JSON (GSTR-1, GSTR-3B) as the offline tools take it. */
export function returnJsonBlob(json: unknown): Blob {
  return new Blob([JSON.stringify(json)], { type: 'application/json' });
}

/**
 * GETs the server-built GSTR-1 workbook (a sheet per section and GSTR-3B). A refusal becomes a
 * DownloadError carrying the server's `{error}` text.
 */
export async function fetchGstr1Workbook(
  period: string,
  fallbackName: string,
): Promise<{ blob: Blob; fileName: string }> {
  const file = await fetchFile(
    `/api/returns/gstr1?period=${encodeURIComponent(period)}&format=xlsx`,
  );
  return { blob: file.blob, fileName: file.fileName ?? fallbackName };
}
