import type { Db } from '@gst/db/client';
import type { FileStorageConfig } from '../../config';
import { databaseFileStore, type FileStore } from './file-store';
import { createS3FileStore } from './s3-file-store';

/** The backend the config names (FILE_STORAGE); the database needs nothing more. */
export function createFileStore(config: FileStorageConfig, db: Db): FileStore {
  return config.backend === 's3' ? createS3FileStore(config, db) : databaseFileStore;
}
