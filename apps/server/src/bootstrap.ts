import { migrateAll, type MigrationSummary } from '@gst/db/migrate';
import { openDatabase, type Database } from '@gst/db/client';
import { assertLocalTarget, DEMO, ensureMasterOperator, seedDemoTenant } from '@gst/db/seed';
import type { ServerConfig } from './config';

export type BootstrapResult = {
  database: Database;
  migration: MigrationSummary;
  master: 'created' | 'exists' | 'missing';
  masterIsDemo: boolean;
  demoCreated: boolean;
};

/** Open the database, migrate master and every tenant, make the first operator, seed the demo. */
export async function bootstrap(config: ServerConfig): Promise<BootstrapResult> {
  const database =
    config.database.engine === 'postgres'
      ? await openDatabase({
          engine: 'postgres',
          url: config.database.url,
          poolMax: config.database.poolMax,
        })
      : await openDatabase({ engine: 'pglite', dataDir: config.database.dataDir });
  try {
    const migration = await migrateAll(database.db);
    const { MASTER_EMAIL, MASTER_PASSWORD } = config.env;
    const fromEnv =
      MASTER_EMAIL && MASTER_PASSWORD
        ? { email: MASTER_EMAIL, password: MASTER_PASSWORD }
        : undefined;
    // The demo operator exists only in a seeded demo database, never from a production default.
    const masterIsDemo = !fromEnv && config.seedDemo;
    const master = await ensureMasterOperator(
      database.db,
      fromEnv ?? (config.seedDemo ? DEMO.master : undefined),
    );
    let demoCreated = false;
    if (config.seedDemo) {
      assertLocalTarget(database.engine, database.location);
      demoCreated = (await seedDemoTenant(database.db)).created;
    }
    return { database, migration, master, masterIsDemo, demoCreated };
  } catch (error) {
    await database.close();
    throw error;
  }
}
