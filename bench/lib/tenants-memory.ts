/**
 * The tenants bench's memory phase (issue 10): the server's RSS (a real `src/main.ts` process)
 * while requests are spread over every tenant, sampled every `sampleEvery` tenants touched, then
 * a second pass over all of them: it must level off, not grow with every tenant touched. The
 * PostgreSQL backends' private memory (RssAnon) is sampled alongside.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { startServerProcess } from '../../apps/server/load/server';
import { round, rssMiB } from './common';
import { queryOf, type BenchDb } from './tenants-setup';

export type ServingOptions = {
  db: BenchDb;
  /** The bench database's URL, for the server. */
  bench: string;
  dbName: string;
  /** Citus workers' connections (postgres.js), for their backends' memory. */
  workerSqls: any[];
  tenants: number;
  sampleEvery: number;
  concurrency: number;
};

export async function measureServing(options: ServingOptions) {
  const { db, bench, workerSqls } = options;
  const DB_NAME = options.dbName;
  const N = options.tenants;
  const SAMPLE_EVERY = options.sampleEvery;
  const CONCURRENCY = options.concurrency;
  const q = queryOf(db);
  const owners = await q<{ id: string; tenant_id: string; schema_name: string }>(
    'select id, tenant_id, schema_name from master.tenants order by tenant_id',
  );
  const cookies = new Map<string, string>();
  for (const t of owners) {
    const token = randomBytes(20).toString('hex');
    const id = createHash('sha256').update(token).digest('hex');
    await db.execute(
      `insert into master.sessions (id, kind, tenant_id, user_id, expires_at)
     select '${id}', 'user', '${t.id}', (select id from ${t.schema_name}.users order by created_at limit 1), now() + interval '12 hours'`,
    );
    cookies.set(t.tenant_id, `gst_session=${token}`);
  }

  // Server output is kept (the last 500 lines), and printed below if any request failed.
  const app = await startServerProcess(bench, { LOG_LEVEL: 'warn' }, 120_000);
  const { base } = app;
  const pid = app.child.pid ?? 0;

  /**
   * Private memory of this database's backends (shared buffers are not counted); on Citus those of
   * the coordinator and of every worker.
   */
  async function backendsMiB(): Promise<{ backends: number; rssAnonMiB: number }> {
    const pids = await q<{ pid: number }>(
      `select pid from pg_stat_activity where datname = '${DB_NAME}' and pid <> pg_backend_pid()`,
    );
    for (const sql of workerSqls) {
      pids.push(
        ...((await sql.unsafe(
          `select pid from pg_stat_activity where datname = '${DB_NAME}' and pid <> pg_backend_pid()`,
        )) as { pid: number }[]),
      );
    }
    let kb = 0;
    for (const { pid: p } of pids) {
      try {
        kb += Number(/RssAnon:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
      } catch {
        // backend gone
      }
    }
    return { backends: pids.length, rssAnonMiB: round(kb / 1024, 1) };
  }

  const PATHS = [
    `tenant.invoices.list?input=${encodeURIComponent(JSON.stringify({ page: 1, pageSize: 20 }))}`,
    `tenant.customers.list?input=${encodeURIComponent(JSON.stringify({ page: 1, pageSize: 20 }))}`,
    'tenant.settings.get',
  ];
  let failures = 0;
  let requests = 0;
  async function touch(t: string) {
    for (const path of PATHS) {
      const reply = await fetch(`${base}/trpc/${path}`, {
        headers: { cookie: cookies.get(t) ?? '', 'x-tenant-id': t },
        signal: AbortSignal.timeout(30_000),
      });
      await reply.arrayBuffer();
      requests++;
      if (reply.status !== 200) failures++;
    }
  }

  type Sample = {
    pass: number;
    touched: number;
    rssMiB: number;
    pgBackends: number;
    pgRssAnonMiB: number;
  };
  const samples: Sample[] = [];
  async function sample(pass: number, touched: number) {
    const pg = await backendsMiB();
    const s = {
      pass,
      touched,
      rssMiB: rssMiB(pid),
      pgBackends: pg.backends,
      pgRssAnonMiB: pg.rssAnonMiB,
    };
    samples.push(s);
    console.log(
      `pass ${pass} ${String(touched).padStart(5)} tenants touched: server RSS ${s.rssMiB} MiB, ${s.pgBackends} PG backends ${s.pgRssAnonMiB} MiB private`,
    );
  }

  const started = Date.now();
  await sample(0, 0);
  for (const pass of [1, 2]) {
    let next = 0;
    let done = 0;
    let nextSample = SAMPLE_EVERY;
    const worker = async () => {
      while (next < owners.length) {
        const t = owners[next++]?.tenant_id ?? '';
        await touch(t);
        done++;
        if (done >= nextSample || done === owners.length) {
          nextSample += SAMPLE_EVERY;
          await sample(pass, done);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  }
  const servingS = round((Date.now() - started) / 1000, 1);
  await app.stop();
  if (failures > 0) console.log(`server output:\n${app.output.join('\n')}`);

  const pass1 = samples.filter((s) => s.pass === 1);
  const pass2 = samples.filter((s) => s.pass === 2);
  const at = (list: Sample[], fraction: number) =>
    list[Math.min(list.length - 1, Math.floor(list.length * fraction))];
  const mean = (list: Sample[]) =>
    list.reduce((a, s) => a + s.rssMiB, 0) / Math.max(1, list.length);
  const lastHalf = (list: Sample[]) => list.slice(Math.floor(list.length / 2));
  const firstHalf = (at(pass1, 0.5)?.rssMiB ?? 0) - (samples[0]?.rssMiB ?? 0);
  const secondHalf = (pass1.at(-1)?.rssMiB ?? 0) - (at(pass1, 0.5)?.rssMiB ?? 0);
  const secondPass = (pass2.at(-1)?.rssMiB ?? 0) - (pass1.at(-1)?.rssMiB ?? 0);
  const perHundred = (mib: number, tenants: number) => round((mib / Math.max(1, tenants)) * 100, 2);
  // V8 grows its heap lazily and collects in steps, so RSS is a sawtooth: compare plateaus, not
  // end points. Levelled off: the second pass over the same tenants sits within 25% of the first
  // pass's second half, and is flat (within 5%) over its own second half.
  const plateau1 = mean(lastHalf(pass1));
  const plateau2 = mean(lastHalf(pass2));
  const tail2 = lastHalf(pass2);
  const tailChange =
    ((tail2.at(-1)?.rssMiB ?? 0) - (tail2[0]?.rssMiB ?? 0)) / Math.max(1, tail2[0]?.rssMiB ?? 1);
  const memory = {
    requests,
    failures,
    servingS,
    samples,
    growthMiB: {
      firstHalf: round(firstHalf, 1),
      secondHalf: round(secondHalf, 1),
      secondPass: round(secondPass, 1),
    },
    slopeMiBPer100Tenants: {
      firstHalf: perHundred(firstHalf, N / 2),
      secondHalf: perHundred(secondHalf, N / 2),
      secondPass: perHundred(secondPass, N),
    },
    peakMiB: {
      pass1: Math.max(...pass1.map((s) => s.rssMiB)),
      pass2: Math.max(...pass2.map((s) => s.rssMiB)),
    },
    plateauMiB: { pass1SecondHalf: round(plateau1, 1), pass2SecondHalf: round(plateau2, 1) },
    pgBackendsPrivateMiB: {
      afterPass1: pass1.at(-1)?.pgRssAnonMiB,
      afterPass2: pass2.at(-1)?.pgRssAnonMiB,
    },
    leveledOff: plateau2 <= plateau1 * 1.25 && Math.abs(tailChange) <= 0.05,
  };
  console.log(
    `server RSS: +${memory.growthMiB.firstHalf} MiB over the first ${N / 2} tenants, +${memory.growthMiB.secondHalf} MiB over the second ${N / 2}, ` +
      `plateau ${memory.plateauMiB.pass1SecondHalf} MiB (pass 1) vs ${memory.plateauMiB.pass2SecondHalf} MiB (pass 2 over the same tenants): ${memory.leveledOff ? 'levels off' : 'DOES NOT level off'} ` +
      `(${requests} requests, ${failures} failed, ${servingS} s)`,
  );
  return memory;
}
