import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import { files } from '@gst/db/schema';
import { AppError } from '../../../errors';

/**
 * Where generated files live. The `files` row is always the index (id, folder, name, type,
 * source, version, size); the bytes are in `files.content` (database backend, the default) or
 * in an S3-compatible bucket (`s3-file-store.ts`), chosen by config.
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

export type StoredFileInfo = StoredFileMeta & { size: number };

/** The tenant transaction a store works in, and whose files they are (bucket keys name it). */
export type FileScope = { tx: Tx; tenant: { tenantId: string; schemaName: string } };

export interface FileStore {
  /** Adds a file; a failure leaves no row (the caller's transaction rolls back). */
  put(scope: FileScope, meta: StoredFileMeta, bytes: Uint8Array): Promise<void>;
  /** The index row, without the bytes. */
  find(scope: FileScope, id: string): Promise<StoredFileInfo | undefined>;
  /** The bytes of a file `find` returned; NOT_FOUND when the backend has lost them. */
  read(scope: FileScope, file: StoredFileInfo): Promise<Uint8Array>;
  remove(scope: FileScope, id: string): Promise<void>;
  /** Every file made from one record (a deleted invoice's or quote's PDFs). */
  removeBySource(scope: FileScope, sourceType: string, sourceId: string): Promise<void>;
  /**
   * Every file of a deleted tenant, called once its schema drop has committed. Only a backend
   * that keeps bytes outside the schema needs it (the database's rows went with the schema).
   */
  removeTenant?(tenantId: string): Promise<void>;
}

/** 24 random bytes as base64url: 32 unguessable url-safe characters (files_id_check). */
export function newFileId(): string {
  return randomBytes(24).toString('base64url');
}

export const FILE_ID = /^[A-Za-z0-9_-]{32}$/;

const INFO_COLUMNS = {
  id: files.id,
  folder: files.folder,
  name: files.name,
  contentType: files.contentType,
  sourceType: files.sourceType,
  sourceId: files.sourceId,
  sourceVersion: files.sourceVersion,
  size: files.size,
};

/** The index rows shared by both backends (`files.content` is never read here). */
export const fileIndex = {
  async insert(tx: Tx, meta: StoredFileMeta, bytes: Uint8Array, content: Uint8Array) {
    await tx.insert(files).values({ ...meta, size: bytes.byteLength, content });
  },
  async find(tx: Tx, id: string): Promise<StoredFileInfo | undefined> {
    const [row] = await tx.select(INFO_COLUMNS).from(files).where(eq(files.id, id));
    if (!row) return undefined;
    return {
      ...row,
      sourceType: row.sourceType ?? '',
      sourceId: row.sourceId ?? '',
      sourceVersion: row.sourceVersion ?? '',
    };
  },
  /** Deletes the rows and says which files they were (for their bucket objects). */
  async delete(tx: Tx, where: { id: string } | { sourceType: string; sourceId: string }) {
    const condition =
      'id' in where
        ? eq(files.id, where.id)
        : and(eq(files.sourceType, where.sourceType), eq(files.sourceId, where.sourceId));
    return tx.delete(files).where(condition).returning({ id: files.id, folder: files.folder });
  },
};

export const databaseFileStore: FileStore = {
  async put({ tx }, meta, bytes) {
    await fileIndex.insert(tx, meta, bytes, bytes);
  },
  find: ({ tx }, id) => fileIndex.find(tx, id),
  async read({ tx }, file) {
    const [row] = await tx
      .select({ content: files.content })
      .from(files)
      .where(eq(files.id, file.id));
    if (!row) throw new AppError('NOT_FOUND', 'File not found');
    // Empty content with a non-zero size: the bytes were put in a bucket (FILE_STORAGE=s3).
    if (row.content.byteLength !== file.size) {
      throw new AppError('NOT_FOUND', 'The file is missing from storage');
    }
    return row.content;
  },
  async remove({ tx }, id) {
    await fileIndex.delete(tx, { id });
  },
  async removeBySource({ tx }, sourceType, sourceId) {
    await fileIndex.delete(tx, { sourceType, sourceId });
  },
};
