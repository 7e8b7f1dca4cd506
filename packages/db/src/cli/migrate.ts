// `pnpm db:migrate`: master, then every tenant schema, each tenant in its own transaction.
import { resolve } from 'node:path';
import { openDatabase } from '../client';
import { migrateAll } from '../migrate';

const url = process.env.DATABASE_URL;
// Run from the repo root through pnpm --filter, so resolve DATA_DIR against the caller's folder.
const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR ?? './data');
const database = url
  ? await openDatabase({ engine: 'postgres', url })
  : await openDatabase({ engine: 'pglite', dataDir });
try {
  const started = Date.now();
  const summary = await migrateAll(database.db, (done, total) => {
    if (done === total || done % 100 === 0)
      process.stdout.write(`\rtenants migrated: ${done}/${total}`);
  });
  console.log(
    `\nmigrated ${database.location}: master +${summary.masterApplied}, ${summary.tenants} tenant(s), ` +
      `+${summary.tenantMigrationsApplied} tenant migration(s) in ${Date.now() - started} ms`,
  );
  for (const failure of summary.failed)
    console.error(`  tenant ${failure.tenantId} failed: ${failure.error}`);
  process.exitCode = summary.failed.length ? 1 : 0;
} finally {
  await database.close();
}
