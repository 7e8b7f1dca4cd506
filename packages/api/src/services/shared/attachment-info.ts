import { eq } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import { files } from '@gst/db/schema';

/** A record's attached document as its detail shows it (documents/attachments.ts stores them). */
export type AttachmentInfo = { fileLink: string; name: string; contentType: string; size: number };

/** The attachment of a record as its detail shows it, or null. */
export async function attachmentOf(tx: Tx, fileId: string | null): Promise<AttachmentInfo | null> {
  if (!fileId) return null;
  const [file] = await tx
    .select({ name: files.name, contentType: files.contentType, size: files.size })
    .from(files)
    .where(eq(files.id, fileId));
  return file ? { fileLink: `/files/${fileId}`, ...file, size: Number(file.size) } : null;
}
