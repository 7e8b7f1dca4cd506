import { pgSchema } from 'drizzle-orm/pg-core';

/** Control-plane tables live in a fixed schema; tenant tables never do. */
export const masterSchema = pgSchema('master');
