import { fromPglite, PgBoss, type ConstructorOptions } from 'pg-boss';
import postgres from 'postgres';
import type { JobQueueOptions } from './types';

/** A schema name the queue may create: it is written into SQL unquoted, by pg-boss and here. */
export function assertSchemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`Job queue schema must be a lower-case SQL identifier, got "${schema}"`);
  }
  return schema;
}

/**
 * On Citus with schema-based sharding on (the product's tenancy), a newly created schema becomes a
 * distributed schema whose tables live on a worker. The queue's own schema must stay a plain local
 * schema on the coordinator, where every process's workers see one job table and its advisory
 * locks: it is created here, before pg-boss starts, with sharding and DDL propagation off for that
 * transaction (pg-boss's own `CREATE SCHEMA IF NOT EXISTS` then finds it).
 */
export async function createLocalCitusSchema(url: string, schema: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql.begin(async (tx) => {
      await tx.unsafe('SET LOCAL citus.enable_schema_based_sharding TO off');
      // Nor is it created on the workers (Citus propagates CREATE SCHEMA): nothing of the queue is.
      await tx.unsafe('SET LOCAL citus.enable_ddl_propagation TO off');
      await tx.unsafe(`CREATE SCHEMA IF NOT EXISTS ${assertSchemaName(schema)}`);
    });
  } finally {
    await sql.end();
  }
}

/** pg-boss for the engine: its timings and the connection each engine needs. */
export function createBoss(options: JobQueueOptions, schema: string): PgBoss {
  const common: ConstructorOptions = {
    schema,
    // A pass's expiry sweep is claimed per queue for monitorIntervalSeconds (one instance does it
    // at a time): both follow the one setting.
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 60,
    monitorIntervalSeconds: options.superviseIntervalSeconds ?? 60,
    // The queues' counts are read from the job table by `counts()`; no snapshot table is kept.
    persistQueueStats: false,
  };
  switch (options.engine) {
    case 'pglite': {
      if (!options.pglite) throw new Error('engine "pglite" needs the PGlite instance (pglite)');
      // pg-boss's own adapter: executeSql over PGlite's query() (one statement with parameters) or
      // exec() (its multi-statement install and maintenance scripts), an aborted transaction
      // rolled back after a failed statement, LISTEN/NOTIFY in-process. No wire server is needed.
      return new PgBoss({ ...common, db: fromPglite(options.pglite), backend: 'pglite' });
    }
    case 'postgres':
      return new PgBoss({ ...common, connectionString: requireUrl(options), max: options.poolMax ?? 4 });
    case 'citus':
      return new PgBoss({
        ...common,
        connectionString: requireUrl(options),
        max: options.poolMax ?? 4,
        // pg-boss's `citus` profile: its tables stay coordinator-local (it never distributes them).
        backend: 'citus',
        // Citus would propagate the queue's types and functions to every worker, where its
        // one-round-trip install script fails ("cannot insert multiple commands into a prepared
        // statement", from a worker). Nothing of the queue is used on a worker, so the queue's own
        // connections create its objects on the coordinator only.
        options: '-c citus.enable_ddl_propagation=off',
      });
    default:
      throw new Error(`Unknown job queue engine ${String(options.engine)}`);
  }
}

function requireUrl(options: JobQueueOptions): string {
  if (!options.url) throw new Error(`engine "${options.engine}" needs a url`);
  return options.url;
}
