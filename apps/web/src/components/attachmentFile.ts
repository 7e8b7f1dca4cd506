/**
 * A document attached to a record (issue 31: the supplier's bill beside a purchase bill, the
 * receipt beside an expense), as the web handles it: a picked file checked as the server checks
 * it (type, size, then its first bytes), read as the data URL the attach call takes, shown from
 * an object URL until it is sent, and sent once the record it belongs to is saved.
 */
import {
  attachmentSizeError,
  attachmentTypeError,
  formatBytes,
  validateAttachmentDataUrl,
} from '@gst/domain';
import { toastText } from '../lib/errors';

/** An attachment as a record's detail gives it (its link serves the file inline). */
export type Attachment = { fileLink: string; name: string; contentType: string; size: number };

/** How a file is previewed: an image in an `<img>`, a PDF in a frame. */
export type PreviewKind = 'image' | 'pdf';

export const previewKindOf = (contentType: string): PreviewKind =>
  contentType === 'application/pdf' ? 'pdf' : 'image';

/** The server's message as a sentence ('the file is 4.0 MB; …' → 'The file is 4.0 MB; …'). */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('The file could not be read'));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * A picked file as the data URL the server takes, or the reason it cannot be attached in the
 * server's words: a type other than PDF, PNG, JPEG or WebP, over 3 MB, or not what it claims.
 * (An image's pixel count is checked by the server alone.)
 */
export async function readAttachment(
  file: File,
): Promise<{ ok: true; dataUrl: string } | { ok: false; error: string }> {
  const refused = attachmentTypeError(file.type) ?? attachmentSizeError(file.size);
  if (refused) return { ok: false, error: sentence(refused) };
  let dataUrl: string;
  try {
    dataUrl = await readAsDataUrl(file);
  } catch {
    return { ok: false, error: `${file.name} could not be read` };
  }
  const check = validateAttachmentDataUrl(dataUrl);
  return check.ok ? { ok: true, dataUrl } : { ok: false, error: sentence(check.error) };
}

/** A file picked in a drawer before its record is saved: what is shown, and what is sent. */
export interface PickedAttachment {
  name: string;
  size: number;
  contentType: string;
  kind: PreviewKind;
  /** The object URL the preview shows; revoked with `releasePicked`. */
  url: string;
  /** What the attach call takes. */
  dataUrl: string;
}

/** The object URL maker (the browser's `URL`; a fake in tests). */
export type ObjectUrls = Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;

/** Checks and reads a picked file; an accepted one gets an object URL for its preview. */
export async function pickAttachment(
  file: File,
  urls: ObjectUrls = URL,
): Promise<{ ok: true; picked: PickedAttachment } | { ok: false; error: string }> {
  const read = await readAttachment(file);
  if (!read.ok) return read;
  return {
    ok: true,
    picked: {
      name: file.name,
      size: file.size,
      contentType: file.type,
      kind: previewKindOf(file.type),
      url: urls.createObjectURL(file),
      dataUrl: read.dataUrl,
    },
  };
}

/** Frees a picked file's object URL (a replaced, removed, sent or abandoned pick). */
export function releasePicked(picked: PickedAttachment | null, urls: ObjectUrls = URL) {
  if (picked) urls.revokeObjectURL(picked.url);
}

/** One line for the file: 'bill.pdf · 120 KB'. */
export const fileSummary = (file: { name: string; size: number }) =>
  `${file.name} · ${formatBytes(file.size)}`;

export type AttachOutcome =
  | { status: 'none' }
  | { status: 'attached'; name: string }
  | { status: 'failed'; name: string; reason: string };

/**
 * Sends the picked file to the record just saved (`recordId`), through the record's attach call.
 * Never throws: the record is saved whatever happens here, so a failure is an outcome to tell
 * the user (`attachFailedMessage`), not a failed save.
 */
export async function attachAfterSave(
  picked: PickedAttachment | null,
  recordId: string | null | undefined,
  upload: (input: { id: string; file: string; name: string }) => Promise<unknown>,
): Promise<AttachOutcome> {
  if (!picked) return { status: 'none' };
  if (!recordId)
    return { status: 'failed', name: picked.name, reason: 'the saved record has no id' };
  try {
    await upload({ id: recordId, file: picked.dataUrl, name: picked.name });
    return { status: 'attached', name: picked.name };
  } catch (error) {
    return {
      status: 'failed',
      name: picked.name,
      reason: toastText(error, 'the upload failed', 'the server could not be reached'),
    };
  }
}

/**
 * What the user is told when the record was saved but its file was not attached: the file, why,
 * and where to attach it again. Null when there is nothing to tell.
 */
export function attachFailedMessage(
  outcome: AttachOutcome,
  record: { what: string; where: string },
): string | null {
  if (outcome.status !== 'failed') return null;
  const reason = outcome.reason.replace(/[.\s]+$/, '');
  return `${sentence(record.what)} was saved, but ${outcome.name} was not attached (${reason}). Attach it from ${record.where}.`;
}
