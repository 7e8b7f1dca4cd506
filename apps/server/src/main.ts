import { pruneExpiredSessions } from '@gst/api';
import { jobDb } from '@gst/db/client';
import { DEMO } from '@gst/db/seed';
import { apiConfigFrom, createServer } from './app';
import { bootstrap } from './bootstrap';
import { loadConfig } from './config';

async function main() {
  const config = loadConfig();
  const started = Date.now();
  const boot = await bootstrap(config);
  const app = await createServer({ config, database: boot.database });

  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await boot.database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const prune = setInterval(
    () =>
      // A long job: it may delete many rows, without the request timeouts.
      void pruneExpiredSessions(jobDb(boot.database.db), apiConfigFrom(config)).catch((err) =>
        app.log.warn({ err }, 'session prune failed'),
      ),
    10 * 60_000,
  );
  prune.unref();

  await app.listen({ port: config.env.PORT, host: config.env.HOST });
  const port = (app.server.address() as { port: number }).port;
  const lines = [
    '',
    `GST Platform is running (${boot.database.engine}: ${boot.database.location}) in ${Date.now() - started} ms`,
    `  migrations: master +${boot.migration.masterApplied}, ${boot.migration.tenants} tenant(s) +${boot.migration.tenantMigrationsApplied}`,
    `  public site    http://localhost:${port}/`,
    `  API docs       http://localhost:${port}/api/docs`,
  ];
  if (config.seedDemo) {
    lines.push(
      `  demo shop      http://demo.localhost:${port}/admin/login`,
      `      superadmin ${DEMO.admin.email} / ${DEMO.admin.password}`,
      `      staff      ${DEMO.staff.email} / ${DEMO.staff.password}`,
    );
    const history = boot.demoHistory;
    if (history) {
      lines.push(
        `      a year of demo business added: ${history.invoices} invoices, ${history.creditNotes + history.debitNotes} notes, ${history.receipts} receipts, ${history.quotes} quotes; ${monthName(history.filedPeriod)} filed (${history.ms} ms)`,
      );
    }
  }
  lines.push(`  master panel   http://localhost:${port}/master/login`);
  if (boot.masterIsDemo)
    lines.push(`      operator   ${DEMO.master.email} / ${DEMO.master.password}`);
  else if (boot.master === 'missing')
    lines.push('      no operator yet: set MASTER_EMAIL and MASTER_PASSWORD and restart');
  if (boot.migration.failed.length)
    lines.push(`  WARNING: ${boot.migration.failed.length} tenant(s) failed to migrate`);
  console.log(lines.join('\n') + '\n');
}

/** '092026' (a return period, MMYYYY) as 'September 2026'. */
function monthName(period: string): string {
  const month = new Date(Date.UTC(Number(period.slice(2)), Number(period.slice(0, 2)) - 1, 1));
  return month.toLocaleString('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
