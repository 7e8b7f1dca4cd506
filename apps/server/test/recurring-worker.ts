// A server process's queue of its own, for the recurring invoices' queue tests (the restart
// test kills one with SIGKILL; the two-process test runs two on one database):
//
//   node --import tsx test/recurring-worker.ts <postgres url> [--sweep]
//
// It opens the database and runs the API's jobs as a server with JOBS=work does (defineApiJobs);
// `--sweep` also does what a starting server does (scheduleApiJobs: the schedules and one
// recurring sweep). Prints "ready" once its workers poll; SIGTERM stops it gracefully.
import { createApiDeps, DEFAULT_API_CONFIG, defineApiJobs, scheduleApiJobs } from '@gst/api';
import { openDatabase } from '@gst/db/client';
import { createJobQueue } from '@gst/jobs';

const [url, flag] = process.argv.slice(2);
if (!url) throw new Error('usage: recurring-worker.ts <postgres url> [--sweep]');

const database = await openDatabase({ engine: 'postgres', url, poolMax: 4 });
const deps = createApiDeps(database.db, DEFAULT_API_CONFIG);
const quiet = () => {};
const log = {
  info: quiet,
  warn: quiet,
  error: (fields: object, message?: string) =>
    console.error(`[recurring worker ${process.pid}] ${message ?? ''}`, fields),
};
const queue = createJobQueue({
  engine: 'postgres',
  url,
  log,
  pollingIntervalSeconds: 0.5,
  superviseIntervalSeconds: 1,
  batchSize: 2,
  poolMax: 3,
});
deps.jobs = defineApiJobs(queue, deps, log);
await queue.start();
if (flag === '--sweep') await scheduleApiJobs(deps.jobs);
process.stdout.write('ready\n');

process.on('SIGTERM', () => {
  void queue
    .stop({ timeoutMs: 5_000 })
    .then(() => database.close())
    .finally(() => process.exit(0));
});
