// `pnpm db:move-tenant <tenantId> <host:port>`: moves a shop's schema to another Citus worker while
// the shop keeps working, printing progress until the move ends. `pnpm db:move-tenant --list`
// prints each worker with its number of shops. Needs DATABASE_URL naming the Citus coordinator.
import { eq } from 'drizzle-orm';
import { schemaNodes, workerLoads } from '../citus';
import { openDatabase } from '../client';
import { tenants } from '../schema/master/index';
import { startTenantMove, tenantMoveProgress, TenantMoveRefused } from '../tenant-move';

const [tenantId, node] = process.argv.slice(2).filter((a) => a !== '--');
const url = process.env.DATABASE_URL;
if (!url || !tenantId || (tenantId !== '--list' && !node)) {
  console.error(
    'usage: DATABASE_URL=postgres://…coordinator… pnpm db:move-tenant <tenantId> <host:port>\n' +
      '       DATABASE_URL=… pnpm db:move-tenant --list',
  );
  process.exit(2);
}
const database = await openDatabase({ engine: 'postgres', url });
try {
  const { db } = database;
  if (tenantId === '--list') {
    for (const w of await workerLoads(db)) console.log(`${w.node}\t${w.tenants} tenant(s)`);
  } else {
    const [tenant] = await db.select().from(tenants).where(eq(tenants.tenantId, tenantId));
    if (!tenant) throw new TenantMoveRefused(`No tenant '${tenantId}'`);
    const started = Date.now();
    const { move, done } = await startTenantMove(db, tenant.id, node ?? '');
    console.log(`moving ${tenantId} (${tenant.schemaName}) from ${move.source} to ${move.target}`);
    let finished = false;
    void done.finally(() => (finished = true));
    while (!finished) {
      await new Promise((r) => setTimeout(r, 1000));
      const progress = await tenantMoveProgress(db, tenant.schemaName);
      if (progress && !finished) {
        process.stdout.write(
          `\r${progress.percent}% ${progress.phase} (${progress.copiedBytes}/${progress.totalBytes} bytes)   `,
        );
      }
    }
    const result = await done;
    const now = (await schemaNodes(db)).get(tenant.schemaName);
    if (result.status === 'done') {
      console.log(`\nmoved ${tenantId} to ${now} in ${Date.now() - started} ms`);
    } else {
      console.error(`\nmove failed, ${tenantId} stays on ${now}: ${result.error}`);
      process.exitCode = 1;
    }
  }
} catch (error) {
  console.error(error instanceof TenantMoveRefused ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
