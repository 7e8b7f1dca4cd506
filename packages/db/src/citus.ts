import { sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from './client';
import { rowsOf } from './client';
import { assertSchemaName } from './tenant-id';

/**
 * Citus (schema-based sharding) support: one tenant schema is one distributed schema whose tables
 * all live on one worker. Nothing here runs on PostgreSQL without Citus or on PGlite: callers check
 * `isCitus` (or get `undefined`/empty answers). See docs/architecture/tenancy.md "Beyond one node".
 */

const citusOf = new WeakMap<object, Promise<boolean>>();

/**
 * True when the database has the Citus extension (a Citus coordinator, infra/citus/). Asked once
 * per database or transaction handle. Inside a transaction pass it as `askThrough`: the answer is
 * kept for `db`, but the question goes through the transaction. On PGlite (one connection) a
 * query on the root handle while a transaction holds the connection waits for ever, and with it
 * every other request (issue 19: the first session read after a restart froze the server).
 */
export function isCitus(db: Queryable, askThrough: Queryable = db): Promise<boolean> {
  let known = citusOf.get(db);
  if (!known) {
    known = askThrough
      .execute(sql`select exists (select 1 from pg_extension where extname = 'citus') as citus`)
      .then((result) => rowsOf<{ citus: boolean }>(result)[0]?.citus === true);
    known.catch(() => citusOf.delete(db));
    citusOf.set(db, known);
  }
  return known;
}

/** `host:port` of a node, as the master panel and `pnpm db:move-tenant` name it. */
export type NodeName = string;

export type WorkerLoad = { node: NodeName; host: string; port: number; tenants: number };

/** Active primary workers with the number of tenant schemas each holds, fewest first. */
export async function workerLoads(db: Queryable, except?: string): Promise<WorkerLoad[]> {
  const rows = rowsOf<{ host: string; port: number; tenants: number }>(
    await db.execute(sql`
      select n.nodename as host, n.nodeport as port,
        count(distinct s.schema_name) filter (where s.schema_name like 'tenant\\_%'
          and s.schema_name is distinct from ${except ?? null}) ::int as tenants
      from pg_dist_node n
      left join (
        select distinct sh.nodename, sh.nodeport, sc.schema_name::text as schema_name
        from citus_shards sh join public.citus_schemas sc on sc.colocation_id = sh.colocation_id
      ) s on s.nodename = n.nodename and s.nodeport = n.nodeport
      where n.groupid > 0 and n.noderole = 'primary' and n.isactive and n.shouldhaveshards
      group by n.nodeid, n.nodename, n.nodeport
      order by tenants, n.nodeid`),
  );
  return rows.map((r) => ({ ...r, port: Number(r.port), node: `${r.host}:${r.port}` }));
}

/** The node holding each distributed tenant schema: schema name → `host:port`. */
export async function schemaNodes(db: Queryable): Promise<Map<string, NodeName>> {
  if (!(await isCitus(db))) return new Map();
  const rows = rowsOf<{ schema_name: string; node: string }>(
    await db.execute(sql`
      select distinct sc.schema_name::text as schema_name, sh.nodename || ':' || sh.nodeport as node
      from public.citus_schemas sc join citus_shards sh on sh.colocation_id = sc.colocation_id`),
  );
  return new Map(rows.map((r) => [r.schema_name, r.node]));
}

/**
 * Makes a freshly migrated tenant schema a distributed schema, inside the provisioning transaction.
 * `citus.enable_unsafe_triggers` is on for this transaction only: Citus refuses distributed tables
 * with triggers without it, and the roll-up triggers only touch tables of the same schema, on the
 * same worker. Citus puts the new schema on worker `colocation id mod workers` (round robin);
 * `placeTenantSchema` then moves it to the least loaded worker once the transaction committed (a
 * shard move cannot see the uncommitted schema). No-op when the database is not Citus.
 */
export async function distributeTenantSchema(tx: Tx, schemaName: string): Promise<void> {
  if (!(await isCitus(tx))) return;
  const schema = assertSchemaName(schemaName);
  await tx.execute(sql`select set_config('citus.enable_unsafe_triggers', 'on', true)`);
  await tx.execute(sql`select citus_schema_distribute(${schema})`);
}

/**
 * Moves a just-provisioned (empty) tenant schema to the worker holding the fewest tenant schemas
 * when Citus's round robin put it on a busier one: `block_writes`, 0.2–1.5 s for an empty schema
 * (the move copies nothing but creates every table and index again).
 * Returns the tenant's node, or undefined when the database is not Citus.
 */
export async function placeTenantSchema(
  db: Db,
  schemaName: string,
): Promise<NodeName | undefined> {
  if (!(await isCitus(db))) return undefined;
  const schema = assertSchemaName(schemaName);
  // One placement at a time: two shops provisioned together would otherwise both see the same
  // loads and both go to the same worker.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('gst-platform:place-tenant'))`);
    const loads = await workerLoads(tx, schema);
    const [target] = loads;
    const current = (await schemaNodes(tx)).get(schema);
    // Stay where Citus put it when that worker is as lightly loaded as any (no move at all).
    const here = loads.find((w) => w.node === current);
    if (!target || !here || here.tenants <= target.tenants) return current;
    await tx.execute(
      sql`select citus_schema_move(${schema}, ${target.host}, ${target.port}, 'block_writes')`,
    );
    return target.node;
  });
}
