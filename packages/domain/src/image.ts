import { z } from 'zod';

/**
 * Images stored as data URLs (shop logo, partner logo, signature, user photos). Only raster
 * formats: an SVG can carry script, and these images are shown inside the back-office and PDFs.
 */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];
/** Largest decoded image: 1 MB. */
export const IMAGE_MAX_BYTES = 1024 * 1024;

const DATA_URL = /^data:([a-z0-9.+/-]+);base64,([A-Za-z0-9+/]*={0,2})$/i;

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  return prefix.every((b, i) => bytes[offset + i] === b);
}

/** What the first bytes say the file is, whatever the data URL claims. */
function sniff(bytes: Uint8Array): ImageMimeType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return undefined;
}

function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

function decodeHead(base64: string, bytes: number): Uint8Array {
  // Decode only the first few bytes: enough to recognise the format without copying megabytes.
  const chunk = base64.slice(0, Math.ceil(bytes / 3) * 4);
  const binary = atob(chunk);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(1)} MB`;
  if (n >= 1024) return `${Math.ceil(n / 1024)} KB`;
  return `${n} bytes`;
}

export type ImageCheck = { ok: true } | { ok: false; error: string };

/** '' (no image) passes; anything else must be a PNG, JPEG or WebP data URL of at most 1 MB. */
export function validateImageDataUrl(value: string, maxBytes = IMAGE_MAX_BYTES): ImageCheck {
  if (value === '') return { ok: true };
  const match = DATA_URL.exec(value);
  const declared = match?.[1]?.toLowerCase();
  const base64 = match?.[2] ?? '';
  if (!match || base64.length % 4 !== 0 || base64.length === 0) {
    return { ok: false, error: 'must be an image file (PNG, JPEG or WebP) sent as a data URL' };
  }
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(declared ?? '')) {
    const what = declared === 'image/svg+xml' ? 'SVG images are' : `'${declared}' is`;
    return { ok: false, error: `${what} not accepted: use a PNG, JPEG or WebP image` };
  }
  const size = decodedLength(base64);
  if (size > maxBytes) {
    return {
      ok: false,
      error: `the image is ${formatBytes(size)}; the limit is ${formatBytes(maxBytes)}`,
    };
  }
  if (sniff(decodeHead(base64, 12)) !== declared) {
    return {
      ok: false,
      error: `the file is not a valid ${declared?.slice(6).toUpperCase()} image`,
    };
  }
  return { ok: true };
}

/** A stored image field: '' for none, else a checked data URL. null/undefined become ''. */
export const ZImageDataUrl = z
  .string({ error: 'must be an image data URL' })
  .nullish()
  .transform((value, ctx): string => {
    const text = value ?? '';
    const result = validateImageDataUrl(text);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    }
    return text;
  });

/** A document attached to a record (a supplier's bill, an expense's receipt): PDF or image. */
export const ATTACHMENT_MIME_TYPES = ['application/pdf', ...IMAGE_MIME_TYPES] as const;
export type AttachmentMimeType = (typeof ATTACHMENT_MIME_TYPES)[number];
/** Largest attachment: 3 MB decoded (4 MB as base64, inside the 5 MB request body limit). */
export const ATTACHMENT_MAX_BYTES = 3 * 1024 * 1024;

/**
 * Why a file of this content type cannot be attached, in the server's words; null when it can.
 * The web checks a picked file with it before reading it.
 */
export function attachmentTypeError(contentType: string): string | null {
  const type = contentType.toLowerCase();
  return (ATTACHMENT_MIME_TYPES as readonly string[]).includes(type)
    ? null
    : `'${type || 'a file of unknown type'}' is not accepted: attach a PDF, PNG, JPEG or WebP`;
}

/** Why a file of this many bytes cannot be attached (over 3 MB), in the server's words; or null. */
export function attachmentSizeError(size: number): string | null {
  return size > ATTACHMENT_MAX_BYTES
    ? `the file is ${formatBytes(size)}; the limit is ${formatBytes(ATTACHMENT_MAX_BYTES)}`
    : null;
}

/**
 * A PDF or a PNG, JPEG or WebP image sent as a data URL, of at most 3 MB, whose first bytes are
 * what it claims ('%PDF-' for a PDF). The server also checks an image's pixels (16 megapixels).
 */
export function validateAttachmentDataUrl(value: string): ImageCheck {
  const match = DATA_URL.exec(value);
  const declared = match?.[1]?.toLowerCase();
  const base64 = match?.[2] ?? '';
  if (!match || base64.length % 4 !== 0 || base64.length === 0) {
    return { ok: false, error: 'must be a PDF or an image (PNG, JPEG or WebP) sent as a data URL' };
  }
  if (declared !== 'application/pdf') {
    const typeError = attachmentTypeError(declared ?? '');
    if (typeError) return { ok: false, error: typeError };
    return validateImageDataUrl(value, ATTACHMENT_MAX_BYTES);
  }
  const sizeError = attachmentSizeError(decodedLength(base64));
  if (sizeError) return { ok: false, error: sizeError };
  if (!startsWith(decodeHead(base64, 6), [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    return { ok: false, error: 'the file is not a valid PDF' };
  }
  return { ok: true };
}

/** An attachment upload: the file as a data URL and the name it had (shown and downloaded). */
export const ZAttachmentUpload = z.strictObject({
  file: z
    .string({ error: 'must be a PDF or image data URL' })
    .max(Math.ceil(ATTACHMENT_MAX_BYTES / 3) * 4 + 64, {
      message: `the file is larger than ${formatBytes(ATTACHMENT_MAX_BYTES)}`,
    })
    .superRefine((value, ctx) => {
      const result = validateAttachmentDataUrl(value);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.error });
    }),
  name: z.string().trim().min(1, 'the file name is required').max(200),
});
export type TAttachmentUpload = z.infer<typeof ZAttachmentUpload>;
