import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemaNodes, workerLoads } from '../src/citus';
import { migrateTenantSchema } from '../src/migrate';
import { TENANT_MIGRATIONS_DIR } from '../src/paths';
import { provisionTenant } from '../src/provision';
import { testDatabaseIsCitus } from '../src/testing';
import { useTestDatabase } from './database';

/**
 * Issue 18, on a Citus cluster only (the CI's third round; skipped on PGlite and PostgreSQL):
 * provisioning places tenants evenly, and a tenant migration applied to a schema that is already
 * distributed reaches the shards on its worker.
 */
const citus = await testDatabaseIsCitus();
/** The tenant journal from 0007 (the roll-up trigger rewrite) on: what an older tenant lacks. */
const journal = JSON.parse(
  readFileSync(join(TENANT_MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
) as { entries: { tag: string; when: number }[] };
const from0007 = journal.entries.filter((e) => e.tag >= '0007_');
const SINCE_0007 = Math.min(...from0007.map((e) => e.when));
const MIGRATIONS_SINCE_0007 = from0007.length;
const database = useTestDatabase();
const owner = { name: 'Owner', email: 'owner@example.com', password: 'secret-pass-1' };
const provision = (tenantId: string) =>
  provisionTenant(database.db, { tenantId, name: tenantId, ownerEmail: owner.email, owner });

describe.skipIf(!citus)('tenant schemas on Citus', () => {
  it('puts 100 new tenants on the two workers, within one of each other', async () => {
    const ids = Array.from({ length: 100 }, (_, i) => `spread-${String(i).padStart(3, '0')}`);
    // Four at a time, as a busy master panel or a bulk import would.
    for (let i = 0; i < ids.length; i += 4) {
      await Promise.all(ids.slice(i, i + 4).map(provision));
    }
    const placed = await schemaNodes(database.db);
    const counts = new Map<string, number>();
    for (const id of ids) {
      const node = placed.get(`tenant_${id.replace(/-/g, '_')}`);
      expect(node, id).toBeDefined();
      counts.set(node!, (counts.get(node!) ?? 0) + 1);
    }
    expect(counts.size).toBe(2);
    const [low, high] = [...counts.values()].sort((a, b) => a - b);
    expect(high! - low!).toBeLessThanOrEqual(1);
    expect((await workerLoads(database.db)).map((w) => w.tenants).sort()).toEqual(
      [...counts.values()].sort(),
    );
  }, 1_200_000);

  it('a migration applied to a distributed schema reaches the trigger functions on its worker', async () => {
    await provision('upgraded');
    const schema = 'tenant_upgraded';
    // The function's body as each worker holding the schema has it.
    const onWorkers = async () =>
      (
        await database.query<{ result: string }>(
          `select result from run_command_on_workers($$select coalesce(string_agg(md5(prosrc), ','), 'none')
           from pg_proc where proname = 'invoice_day_totals_add'
           and pronamespace = 'tenant_upgraded'::regnamespace$$) where result <> 'none'`,
        )
      ).map((r) => r.result);
    const [expected] = await database.query<{ md5: string }>(
      `select md5(prosrc) from pg_proc where proname = 'invoice_day_totals_add'
         and pronamespace = '${schema}'::regnamespace`,
    );
    expect(new Set(await onWorkers())).toEqual(new Set([expected!.md5]));
    // An older tenant, from before 0007 (the roll-up trigger rewrite): its function body is not
    // the latest and its journal ends before 0007. The migrator re-applies 0007 onwards through
    // Citus (0008's and 0009's statements can run again: IF NOT EXISTS, OR REPLACE).
    await database.db.transaction(async (tx) => {
      await tx.execute(`select set_config('search_path', '${schema}', true)`);
      await tx.execute(`select set_config('citus.enable_unsafe_triggers', 'on', true)`);
      await tx.execute(`create or replace function invoice_day_totals_add() returns trigger
        language plpgsql set search_path from current as $$ begin return null; end $$`);
      await tx.execute(
        `delete from __drizzle_migrations where created_at in
           (select created_at from __drizzle_migrations where created_at >= ${SINCE_0007})`,
      );
    });
    expect(new Set(await onWorkers())).not.toEqual(new Set([expected!.md5]));
    const applied = await database.db.transaction((tx) => migrateTenantSchema(tx, schema));
    expect(applied).toBe(MIGRATIONS_SINCE_0007);
    expect(new Set(await onWorkers())).toEqual(new Set([expected!.md5]));
  });
});
