// `pnpm seed:large [--tenant large] [--invoices 200000] [--customers 5000] [--products 60]
//   [--batch 10000] [--start YYYY-MM-DD] [--end YYYY-MM-DD] [--reset]`
// Fills one tenant with dashboard-scale data on DATABASE_URL (a local PostgreSQL) or the embedded
// database in DATA_DIR. Refuses non-local databases, like the demo seed.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../client';
import { migrateAll } from '../migrate';
import { assertLocalTarget } from '../seed/index';
import { LARGE_DEFAULTS, LARGE_OWNER, seedLarge } from '../seed/large';

const { values } = parseArgs({
  options: {
    tenant: { type: 'string' },
    invoices: { type: 'string' },
    customers: { type: 'string' },
    products: { type: 'string' },
    batch: { type: 'string' },
    start: { type: 'string' },
    end: { type: 'string' },
    reset: { type: 'boolean' },
  },
});

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
  return n;
}

const options = {
  tenantId: values.tenant ?? LARGE_DEFAULTS.tenantId,
  invoices: count(values.invoices, LARGE_DEFAULTS.invoices, 'invoices'),
  customers: count(values.customers, LARGE_DEFAULTS.customers, 'customers'),
  products: count(values.products, LARGE_DEFAULTS.products, 'products'),
  batch: count(values.batch, LARGE_DEFAULTS.batch, 'batch'),
  startDate: values.start,
  endDate: values.end,
  reset: values.reset ?? false,
};

const url = process.env.DATABASE_URL;
const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR ?? './data');
const database = url
  ? await openDatabase({ engine: 'postgres', url, poolMax: 2 })
  : await openDatabase({ engine: 'pglite', dataDir });
try {
  assertLocalTarget(database.engine, url ?? database.location);
  await migrateAll(database.db);
  console.log(`seeding tenant '${options.tenantId}' in ${database.location}`);
  const result = await seedLarge(database.db, options, (done, total, lines) => {
    const pct = ((done / total) * 100).toFixed(0).padStart(3);
    process.stdout.write(`\r${pct}%  invoices ${done}/${total}  lines ${lines}`);
  });
  console.log(
    `\nseeded ${result.invoices} invoices, ${result.lines} lines, ${result.customers} customers, ` +
      `${result.products} products (${result.startDate} to ${result.endDate}) into ` +
      `${result.schemaName} in ${(result.ms / 1000).toFixed(1)} s`,
  );
  console.log(
    `log in at http://${options.tenantId}.localhost:3000/admin/login as ${LARGE_OWNER.email} / ` +
      `${LARGE_OWNER.password} (when the tenant was created by this command)`,
  );
} finally {
  await database.close();
}
