import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import { files } from '@gst/db/schema';

/**
 * Where generated files live. The database (`files.content`) is the one backend today; a bucket
 * (S3-compatible) backend would keep the `files` row as the index and put the bytes elsewhere,
 * behind this same interface.
 */
export type StoredFileMeta = {
  id: string;
  folder: string;
  name: string;
  contentType: string;
  sourceType: string;
  sourceId: string;
  sourceVersion: string;
};

export type StoredFile = StoredFileMeta & { bytes: Uint8Array; size: number };

export interface FileStore {
  put(tx: Tx, meta: StoredFileMeta, bytes: Uint8Array): Promise<void>;
  get(tx: Tx, id: string): Promise<StoredFile | undefined>;
  /** The version a stored file was made from, without reading its bytes. */
  versionOf(tx: Tx, id: string): Promise<string | undefined>;
  remove(tx: Tx, id: string): Promise<void>;
}

/** 24 random bytes as base64url: 32 unguessable url-safe characters (files_id_check). */
export function newFileId(): string {
  return randomBytes(24).toString('base64url');
}

export const FILE_ID = /^[A-Za-z0-9_-]{32}$/;

export const databaseFileStore: FileStore = {
  async put(tx, meta, bytes) {
    await tx.insert(files).values({ ...meta, size: bytes.byteLength, content: bytes });
  },
  async get(tx, id) {
    const [row] = await tx.select().from(files).where(eq(files.id, id));
    if (!row) return undefined;
    return {
      id: row.id,
      folder: row.folder,
      name: row.name,
      contentType: row.contentType,
      sourceType: row.sourceType ?? '',
      sourceId: row.sourceId ?? '',
      sourceVersion: row.sourceVersion ?? '',
      bytes: row.content,
      size: row.size,
    };
  },
  async versionOf(tx, id) {
    const [row] = await tx
      .select({ version: files.sourceVersion })
      .from(files)
      .where(eq(files.id, id));
    return row ? (row.version ?? '') : undefined;
  },
  async remove(tx, id) {
    await tx.delete(files).where(eq(files.id, id));
  },
};

/** The backend in use. */
export const fileStore: FileStore = databaseFileStore;
