// A queue process of its own, for the tests that need several (two-processes.test.ts) or one to
// kill (restart.test.ts):
//
//   node --import tsx test/worker-process.ts <engine> <url> <schema> <job> <delayMs> <expireSeconds> [heartbeatSeconds]
//
// Its handler records each try in <schema>.attempts (no constraint: a job run twice shows twice)
// and, after `delayMs`, its effect in <schema>.runs, keyed by the job id (a retry of a job that
// did run is a no-op there). Prints "ready" once its workers are polling; SIGTERM stops it.
import postgres from 'postgres';
import { createJobQueue, type JobEngine } from '../src';
import { recordingJob } from './recording';

const [engine, url, schema, job, delayMs, expireSeconds, heartbeatSeconds] = process.argv.slice(2);
if (!engine || !url || !schema || !job)
  throw new Error(
    'usage: worker-process.ts <engine> <url> <schema> <job> <delayMs> <expireSeconds>',
  );

const sql = postgres(url, { max: 4, onnotice: () => {} });
const queue = createJobQueue({
  engine: engine as JobEngine,
  url,
  schema,
  log: {
    info: () => {},
    warn: () => {},
    error: (fields, message) => console.error(`[worker ${process.pid}] ${message}`, fields),
  },
  pollingIntervalSeconds: 0.5,
  superviseIntervalSeconds: 1,
  poolMax: 3,
});
const {
  name,
  schema: payload,
  handler,
  options,
} = recordingJob(
  job,
  schema,
  async (text, params) => void (await sql.unsafe(text, params as never[])),
  Number(delayMs ?? 0),
  Number(expireSeconds ?? 60),
  heartbeatSeconds ? Number(heartbeatSeconds) : undefined,
);
queue.defineJob(name, payload, handler, options);
await queue.start();
process.stdout.write('ready\n');

process.on('SIGTERM', () => {
  void queue
    .stop({ timeoutMs: 5_000 })
    .then(() => sql.end({ timeout: 2 }))
    .finally(() => process.exit(0));
});
