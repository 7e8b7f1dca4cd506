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

/**
 * Every node of the server at `serverUrl`: itself, then (on a Citus coordinator) its workers, each
 * as a URL of its `postgres` database.
 */
async function nodeUrls(serverUrl: string): Promise<{ urls: string[]; citus: boolean }> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const workers = await citusWorkersOf(admin);
    const urls = [serverUrl];
    for (const worker of workers ?? []) {
      const node = new URL(serverUrl);
      node.hostname = worker.nodename;
      node.port = String(worker.nodeport);
      urls.push(node.toString());
    }
    return { urls, citus: workers !== undefined };
  } finally {
    await admin.end();
  }
}

/**
 * Runs `statement` in each node's own database, without Citus propagating it (a worker refuses
 * DDL on a distributed database otherwise: "operation is not allowed on this node"). On plain
 * PostgreSQL the setting is an unused custom variable.
 */
async function onEveryNode(urls: string[], statement: string): Promise<void> {
  // All nodes at once: each node's copy or drop is its own (~1 s for a test database under
  // load), and one after another they made a Citus test file's database take three times that.
  const results = await Promise.allSettled(
    urls.map(async (url) => {
      const sql = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await sql.unsafe(`set citus.enable_ddl_propagation to off`);
        await sql.unsafe(statement);
      } finally {
        await sql.end();
      }
    }),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Test databases by copy (issue 27): `name` becomes a copy of database `template` on every node —
 * PostgreSQL's CREATE DATABASE … TEMPLATE, run on the coordinator and on each worker under the
 * same name. A Citus database is one database of that name on every node (the coordinator's
 * metadata names the workers by host and port, and its shards live in the workers' databases of
 * the same name), so copying each node's part gives a whole cluster database, shards included.
 * Fails if anyone is connected to the template.
 */
export async function copyServerDatabase(
  serverUrl: string,
  template: string,
  name: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  for (const n of [template, name]) {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(n)) throw new Error(`Bad database name '${n}'`);
  }
  const { urls } = await nodeUrls(serverUrl);
  await onEveryNode(urls, `create database ${name} template ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropCopyEverywhere(urls, name),
  };
}

/**
 * Drops a copied test database on every node. Even WITH (FORCE) a drop fails with "database … is
 * being accessed by other users" (55006) when a backend outlives the 5 s PostgreSQL waits for the
 * ones it ended, or a Citus maintenance daemon connects again meanwhile (CI, 29 Nov 2026, on a
 * loaded machine). So connections are refused first, as sealing a template does, and the drop is
 * retried on that error.
 */
async function dropCopyEverywhere(urls: string[], name: string) {
  await onEveryNode(urls, `alter database ${name} with allow_connections false`).catch(() => {});
  for (let attempt = 1; ; attempt++) {
    try {
      await onEveryNode(urls, `drop database if exists ${name} with (force)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Turns a finished database into a template on every node, renamed `from` → `to`: no connections
 * allowed any more (Citus's maintenance daemon would otherwise come back and hold it open), the
 * ones still there ended, then renamed. CREATE DATABASE … TEMPLATE needs it unused.
 */
export async function sealTemplateDatabase(serverUrl: string, from: string, to: string) {
  for (const n of [from, to]) {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(n)) throw new Error(`Bad database name '${n}'`);
  }
  const { urls } = await nodeUrls(serverUrl);
  // Workers' daemons talk to every node: close the door everywhere before ending anyone.
  await onEveryNode(urls, `alter database ${from} with allow_connections false`);
  // Node by node: end whoever is still there, then rename. A backend that was ending, or had got
  // past the door before it closed, can still hold the database for a moment after the count says
  // none (CI saw "database … is being accessed by other users" on a fresh cluster's first
  // template), so the rename is retried on that node until it goes through.
  await Promise.all(urls.map((url) => sealOnNode(url, from, to)));
}

async function sealOnNode(url: string, from: string, to: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`set citus.enable_ddl_propagation to off`);
    for (let attempt = 0; ; attempt++) {
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = ${from} and pid <> pg_backend_pid()`;
      try {
        await sql.unsafe(`alter database ${from} rename to ${to}`);
        return;
      } catch (error) {
        const inUse = (error as { code?: string }).code === '55006'; // object_in_use
        if (!inUse || attempt >= 100) {
          throw inUse ? new Error(`database ${from} is still in use on ${url}`) : error;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await sql.end();
  }
}

/** Drops a database on every node, without Citus propagating it; false if it is in use. */
export async function dropServerDatabaseIfIdle(serverUrl: string, name: string): Promise<boolean> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Bad database name '${name}'`);
  const { urls } = await nodeUrls(serverUrl);
  try {
    await onEveryNode(urls, `drop database if exists ${name}`);
    return true;
  } catch {
    return false;
  }
}
