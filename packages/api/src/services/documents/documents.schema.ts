import { z } from 'zod';
import { FILE_ID } from '../../infra/files/file-store';

/** `GET /files/:id`: a stored file's id, as the file store names files. */
export const ZFileIdInput = z.strictObject({ id: z.string().regex(FILE_ID, 'Invalid file id') });
