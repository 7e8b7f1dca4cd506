/**
 * The shop-export process (shop-export.process.ts starts it): builds one archive and exits.
 * Its log lines are JSON on stderr, like the server's.
 */
import { openDatabase } from '@gst/db/client';
import { limitPdfThreads } from '@gst/documents';
import { AppError } from '../../errors';
import { createFileStore } from '../../infra/files/create-file-store';
import { closeDocumentRenderer } from '../documents/documents.service';
import { buildArchive } from './shop-export.build';
import type { Progress } from './shop-export.data';
import type { ExportJob, ExportMessage } from './shop-export.process';

/** Progress messages at most this often (the last one always goes). */
const PROGRESS_EVERY_MS = 250;

const send = (message: ExportMessage) =>
  new Promise<void>((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });

const line = (level: number) => (obj: object, msg?: string) =>
  process.stderr.write(
    JSON.stringify({
      level,
      time: Date.now(),
      pid: process.pid,
      name: 'shop-export',
      ...obj,
      msg,
    }) + '\n',
  );
const log = { info: line(30), warn: line(40), error: line(50) };

// One render thread: the export is background work beside the server's own threads (pool.ts).
limitPdfThreads(1);

/** The bench's diagnosis (memoryLog): the heap's figures every 10 s. */
function logMemory(): void {
  const mib = (n: number) => Math.round(n / 2 ** 20);
  setInterval(() => {
    const m = process.memoryUsage();
    log.info(
      {
        rssMiB: mib(m.rss),
        heapUsedMiB: mib(m.heapUsed),
        heapTotalMiB: mib(m.heapTotal),
        externalMiB: mib(m.external),
        arrayBuffersMiB: mib(m.arrayBuffers),
      },
      'export process memory',
    );
  }, 10_000).unref();
}

// The server went away: nobody will take the archive.
process.on('disconnect', () => process.exit(1));

process.once('message', (job: ExportJob) => {
  void run(job).then(
    () => process.exit(0),
    () => process.exit(1),
  );
});

async function run(job: ExportJob): Promise<void> {
  if (job.memoryLog) logMemory();
  const database = await openDatabase({ engine: 'postgres', url: job.databaseUrl, poolMax: 3 });
  let sentAt = 0;
  let last: Progress | undefined;
  const report = (progress: Progress) => {
    last = progress;
    if (Date.now() - sentAt < PROGRESS_EVERY_MS) return;
    sentAt = Date.now();
    void send({ type: 'progress', progress });
  };
  try {
    const size = await buildArchive(
      {
        db: database.db,
        tenant: job.tenant,
        fileStore: createFileStore(job.fileStorage, database.db),
        log,
        shop: job.shop,
        includePdfs: job.includePdfs,
        now: new Date(job.now),
      },
      job.path,
      report,
    );
    if (last) await send({ type: 'progress', progress: last });
    await send({ type: 'done', size });
  } catch (error) {
    log.error({ err: String((error as Error)?.stack ?? error) }, 'shop export failed');
    await send({
      type: 'error',
      message: error instanceof AppError ? error.message : null,
      detail: String((error as Error)?.message ?? error),
    });
  } finally {
    await closeDocumentRenderer().catch(() => undefined);
    await database.close().catch(() => undefined);
  }
}
