import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@gst/db/client';
import { files } from '@gst/db/schema';
import { AppError } from '../../errors';

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
export type FileScope = { tx: Tx; tenant: FileTenant };
export type FileTenant = { tenantId: string; schemaName: string };

/**
 * No call that may wait on the network runs inside a transaction: on PGlite (one session) every
 * other request would wait for it. So a file is added in three steps, `upload` before the
 * transaction, `insert` in it, and `discard` after it when it did not keep the row; and its
 * bytes are read in two, `open` in the transaction and the fetch it returns after it.
 */
export interface FileStore {
  /**
   * Before the transaction that adds the row: a backend keeping bytes outside the database
   * writes them now (the database backend does nothing). A failure adds nothing.
   */
  upload(tenant: FileTenant, meta: StoredFileMeta, bytes: Uint8Array): Promise<void>;
  /** In the transaction: the index row (with the bytes, for the database backend). */
  insert(scope: FileScope, meta: StoredFileMeta, bytes: Uint8Array): Promise<void>;
  /**
   * After a transaction that did not keep `upload`'s file (it failed, or a concurrent request's
   * file was used instead): removes what `upload` wrote, unless a committed row names it.
   */
  discard(tenant: FileTenant, meta: StoredFileMeta): Promise<void>;
  /** The index row, without the bytes. */
  find(scope: FileScope, id: string): Promise<StoredFileInfo | undefined>;
  /**
   * In the transaction, for a file `find` returned: the fetch of its bytes, to run once the
   * transaction has ended. NOT_FOUND (from either) when the backend has lost them.
   */
  open(scope: FileScope, file: StoredFileInfo): Promise<() => Promise<Uint8Array>>;
  /**
   * Deletes the rows in the caller's transaction; a bucket's objects go once that transaction
   * has committed, by a call that holds no transaction.
   */
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
  upload: () => Promise.resolve(),
  async insert({ tx }, meta, bytes) {
    await fileIndex.insert(tx, meta, bytes, bytes);
  },
  discard: () => Promise.resolve(),
  find: ({ tx }, id) => fileIndex.find(tx, id),
  async open({ tx }, file) {
    const [row] = await tx
      .select({ content: files.content })
      .from(files)
      .where(eq(files.id, file.id));
    if (!row) throw new AppError('NOT_FOUND', 'File not found');
    // Empty content with a non-zero size: the bytes were put in a bucket (FILE_STORAGE=s3).
    if (row.content.byteLength !== file.size) {
      throw new AppError('NOT_FOUND', 'The file is missing from storage');
    }
    const { content } = row;
    return () => Promise.resolve(content);
  },
  async remove({ tx }, id) {
    await fileIndex.delete(tx, { id });
  },
  async removeBySource({ tx }, sourceType, sourceId) {
    await fileIndex.delete(tx, { sourceType, sourceId });
  },
};
