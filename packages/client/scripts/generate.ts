// `pnpm --filter @gst/client generate`: rewrites src/schema.ts from the API's OpenAPI document.
import { readFileSync, writeFileSync } from 'node:fs';
import { generateSchema, SCHEMA_FILE } from './schema';

const next = await generateSchema();
let previous = '';
try {
  previous = readFileSync(SCHEMA_FILE, 'utf8');
} catch {
  // first run: no file yet
}
if (next === previous) {
  console.log(`${SCHEMA_FILE}: up to date`);
} else {
  writeFileSync(SCHEMA_FILE, next);
  console.log(`${SCHEMA_FILE}: written (${next.split('\n').length} lines)`);
}
