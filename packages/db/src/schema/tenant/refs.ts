import { text } from 'drizzle-orm/pg-core';
import { files } from './system';

/** The document generated from a row (its PDF): a file id, cleared when the file goes. */
export const fileIdColumn = () => text().references(() => files.id, { onDelete: 'set null' });
