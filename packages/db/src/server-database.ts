import postgres from 'postgres';

/**
 * Databases of their own on a PostgreSQL server or a Citus cluster, for tests and benchmarks:
 * created, and dropped again, on every node. Uses postgres.js directly (no drizzle, no app pool).
 */

type CitusNode = { nodename: string; nodeport: number };

/**
 * On a Citus coordinator (TEST_DATABASE_URL names one, e.g. infra/citus/cluster.sh's), the workers
 * the cluster's own database knows; undefined on plain PostgreSQL.
 */
async function citusWorkersOf(admin: postgres.Sql): Promise<CitusNode[] | undefined> {
  const [loaded] = await admin<{ citus: boolean }[]>`
    select exists (select 1 from pg_extension where extname = 'citus') as citus`;
  if (!loaded?.citus) return undefined;
  return admin<CitusNode[]>`
    select nodename, nodeport from pg_dist_node where groupid > 0 and noderole = 'primary'
    order by nodeid`;
}

/**
 * Citus keeps its metadata per database: a new test database (created on every node by
 * `citus.enable_create_database_propagation`) needs the extension on each node and the same
 * coordinator and workers registered in it. About 0.7 s.
 */
async function joinCitusCluster(url: URL, workers: CitusNode[]): Promise<void> {
  for (const worker of workers) {
    const node = new URL(url);
    node.hostname = worker.nodename;
    node.port = String(worker.nodeport);
    const sql = postgres(node.toString(), { max: 1, onnotice: () => {} });
    await sql`create extension if not exists citus`;
    await sql.end();
  }
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  await sql`create extension if not exists citus`;
  await sql`select citus_set_coordinator_host(${url.hostname}, ${Number(url.port || 5432)})`;
  for (const worker of workers) {
    await sql`select citus_add_node(${worker.nodename}, ${worker.nodeport})`;
  }
  await sql.end();
}

/**
 * Drops a test database on every node. Connections that Citus opened from the coordinator's
 * backends to the workers can outlive those backends for a moment, and the propagated drop then
 * finds the database "being accessed by other users" (55006): they are ended and the drop retried.
 */
async function dropOnCitus(admin: postgres.Sql, name: string, url: URL, workers: CitusNode[]) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 10) throw error;
      for (const worker of workers) {
        const node = new URL(url);
        node.hostname = worker.nodename;
        node.port = String(worker.nodeport);
        node.pathname = '/postgres';
        const sql = postgres(node.toString(), { max: 1, onnotice: () => {} });
        await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name}`;
        await sql.end();
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/** True when the server at `serverUrl` is a Citus coordinator. */
export async function serverIsCitus(serverUrl: string): Promise<boolean> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    return (await citusWorkersOf(admin)) !== undefined;
  } finally {
    await admin.end();
  }
}

/**
 * Creates database `name` on the server `serverUrl` names (its own database is used to run
 * CREATE DATABASE). On a Citus coordinator the database is created on every node and joins the
 * cluster (extension, coordinator and workers registered). Returns its URL and `drop`.
 */
export async function createServerDatabase(
  serverUrl: string,
  name: string,
): Promise<{ url: string; citus: boolean; drop: () => Promise<void> }> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Bad database name '${name}'`);
  const admin = () => postgres(serverUrl, { max: 1, onnotice: () => {} });
  const creator = admin();
  let workers: CitusNode[] | undefined;
  try {
    workers = await citusWorkersOf(creator);
    if (workers) await creator.unsafe(`set citus.enable_create_database_propagation = on`);
    await creator.unsafe(`create database ${name}`);
  } finally {
    await creator.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  if (workers) await joinCitusCluster(url, workers);
  return {
    url: url.toString(),
    citus: workers !== undefined,
    drop: async () => {
      const dropper = admin();
      try {
        if (workers) {
          await dropper.unsafe(`set citus.enable_create_database_propagation = on`);
          await dropOnCitus(dropper, name, url, workers);
        } else {
          await dropper.unsafe(`drop database if exists ${name} with (force)`);
        }
      } finally {
        await dropper.end();
      }
    },
  };
}
