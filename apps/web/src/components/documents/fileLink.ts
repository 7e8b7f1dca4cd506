/**
 * File links are the server's own `/files/<id>`, where the id is 32 url-safe characters. The
 * spec's preview modal finds the id as a run of 25 or more word or dash characters, so a link in
 * any form that carries one (an absolute URL, a drive-style link) still works.
 */
const FILE_ID = /[\w-]{25,}/;

export function fileIdFromLink(link: string | null | undefined): string | null {
  if (!link) return null;
  return FILE_ID.exec(link)?.[0] ?? null;
}

/** Where the viewer loads the file (inline). */
export function viewerUrl(fileId: string): string {
  return `/files/${encodeURIComponent(fileId)}`;
}

/** The same file as a download (`Content-Disposition: attachment`). */
export function downloadUrl(fileId: string): string {
  return `${viewerUrl(fileId)}?download=1`;
}

/** 'Warranty-SS-26-27-0042.zip' from 'SS/26-27/0042' (slashes cannot be in a file name). */
export function warrantyFileName(invoiceNumber: string): string {
  return `Warranty-${invoiceNumber.replace(/[/\\]/g, '-')}.zip`;
}

/** The file name in a Content-Disposition header (filename* preferred), or null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}
