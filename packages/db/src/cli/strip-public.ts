// drizzle-kit writes `"public".` into tenant foreign keys; tenant SQL must run in any schema.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TENANT_MIGRATIONS_DIR } from '../paths';

for (const name of readdirSync(TENANT_MIGRATIONS_DIR)) {
  if (!name.endsWith('.sql')) continue;
  const path = join(TENANT_MIGRATIONS_DIR, name);
  const before = readFileSync(path, 'utf8');
  const after = before.replaceAll('"public".', '');
  if (after !== before) {
    writeFileSync(path, after);
    console.log(`stripped schema qualifiers from ${name}`);
  }
}
