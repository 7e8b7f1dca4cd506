import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const here = fileURLToPath(new URL('.', import.meta.url));
export const MASTER_MIGRATIONS_DIR = resolve(here, '../../../drizzle/master');
export const TENANT_MIGRATIONS_DIR = resolve(here, '../../../drizzle/tenant');
