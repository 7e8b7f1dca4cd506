import { migrateAll, type MigrationSummary } from '@gst/db/migrate';
import { jobDb, openDatabase, type Database } from '@gst/db/client';
import { assertLocalTarget, DEMO, ensureMasterOperator, seedDemoTenant } from '@gst/db/seed';
import { createApiDeps, failInterruptedExports } from '@gst/api';
import { apiConfigFrom } from './app';
import type { ServerConfig } from './config';
import { seedDemoHistory, type DemoHistorySummary } from './demo-history';

export type BootstrapResult = {
  database: Database;
  migration: MigrationSummary;
  master: 'created' | 'exists' | 'missing';
  masterIsDemo: boolean;
  demoCreated: boolean;
  /** The demo shop's year of documents, when the shop was created on this start. */
  demoHistory: DemoHistorySummary | null;
  /** Why the demo history could not be seeded (the shop is there, without documents). */
  demoHistoryError: string | null;
};

/** Open the database, migrate master and every tenant, make the first operator, seed the demo. */
export async function bootstrap(config: ServerConfig): Promise<BootstrapResult> {
  const database =
    config.database.engine === 'postgres'
      ? await openDatabase({
          engine: 'postgres',
          url: config.database.url,
          poolMax: config.database.poolMax,
          limits: config.database.limits,
        })
      : await openDatabase({ engine: 'pglite', dataDir: config.database.dataDir });
  // Migrations and the demo seed are long jobs: they run without the request timeouts.
  const jobs = jobDb(database.db);
  try {
    const migration = await migrateAll(jobs);
    // Issue 33: without the job queue, an export this server was building when it stopped will
    // never finish. With it (issue 34) the export's job is still queued and runs again.
    if (config.jobs === 'off') await failInterruptedExports(jobs);
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
    let demoHistory: DemoHistorySummary | null = null;
    let demoHistoryError: string | null = null;
    if (config.seedDemo) {
      assertLocalTarget(database.engine, database.location);
      demoCreated = (await seedDemoTenant(jobs)).created;
      // A year of invoices, notes, receipts and quotes, only for a shop created just now.
      if (demoCreated) {
        const deps = createApiDeps(jobs, apiConfigFrom(config));
        const tenant = await deps.tenants.find(DEMO.tenantId);
        try {
          if (!tenant) throw new Error('the demo shop was not found');
          demoHistory = await seedDemoHistory(deps, tenant);
        } catch (error) {
          demoHistoryError = error instanceof Error ? error.message : String(error);
          console.error(`The demo shop's history was not seeded: ${demoHistoryError}`);
        }
      }
    }
    return {
      database,
      migration,
      master,
      masterIsDemo,
      demoCreated,
      demoHistory,
      demoHistoryError,
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
