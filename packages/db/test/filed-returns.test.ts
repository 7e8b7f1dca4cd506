import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/client';
import { provisionTenant } from '../src/provision';
import { filedPeriods, filedReturns } from '../src/schema/tenant/index';
import { withTenant } from '../src/tenant';
import { useTestDatabase } from './database';

/**
 * Migration 0009 (issue 28 item 7): `filed_returns` keeps a filed period's returns as text with
 * the SHA-256 of each; the database holds each hash to its text, refuses any UPDATE of a filed
 * copy, drops it with its period's lock, and takes none for a period that is not filed. The
 * audit trail gets a partial index for the filed period's history.
 */
const database = useTestDatabase();

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** Text with characters outside ASCII, so the hash is of its UTF-8 bytes. */
const GSTR1 = '{"gstin":"19AAACR5055K1Z4","fp":"102025","b2b":[],"note":"₹ দোকান"}';
const GSTR3B = '{"gstin":"19AAACR5055K1Z4","ret_period":"102025"}';
const copy = (period: string, overrides: Partial<typeof filedReturns.$inferInsert> = {}) => ({
  period,
  frequency: 'monthly',
  gstin: '19AAACR5055K1Z4',
  stateCode: 19,
  gstr1: GSTR1,
  gstr1Sha256: sha256(GSTR1),
  gstr3b: GSTR3B,
  gstr3bSha256: sha256(GSTR3B),
  figures: '{}',
  ...overrides,
});

/** The SQLSTATE of a failed statement (drivers wrap it differently). */
async function failureCode(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    let e: unknown = error;
    while (e && typeof e === 'object') {
      if ('code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
      e = (e as { cause?: unknown }).cause;
    }
    return 'unknown';
  }
  return undefined;
}

describe('filed_returns (migration 0009)', () => {
  it('keeps a filed copy whose hashes match its text, and never changes it', async () => {
    const tenant = await provisionTenant(database.db, {
      tenantId: 'filed-copy',
      name: 'Filed Copy',
      ownerEmail: 'owner@filed.test',
      owner: { name: 'Owner', email: 'owner@filed.test', password: 'secret-pass-1' },
    });
    const run = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(database.db, tenant, fn);
    await run((tx) =>
      tx.insert(filedPeriods).values([
        { period: '102025', fromDate: '2025-10-01', toDate: '2025-10-31' },
        { period: '112025', fromDate: '2025-11-01', toDate: '2025-11-30' },
      ]),
    );
    await run((tx) => tx.insert(filedReturns).values(copy('102025')));
    const [stored] = await run((tx) =>
      tx.select().from(filedReturns).where(eq(filedReturns.period, '102025')),
    );
    expect(stored?.gstr1).toBe(GSTR1);
    expect(stored?.gstr1Sha256).toBe(sha256(GSTR1));

    // A hash that is not the text's, an unknown frequency: check violations.
    expect(
      await failureCode(() =>
        run((tx) => tx.insert(filedReturns).values(copy('112025', { gstr1Sha256: sha256('{}') }))),
      ),
    ).toBe('23514');
    expect(
      await failureCode(() =>
        run((tx) => tx.insert(filedReturns).values(copy('112025', { gstr3bSha256: 'x' }))),
      ),
    ).toBe('23514');
    expect(
      await failureCode(() =>
        run((tx) => tx.insert(filedReturns).values(copy('112025', { frequency: 'yearly' }))),
      ),
    ).toBe('23514');
    // No copy without its period's lock.
    expect(
      await failureCode(() => run((tx) => tx.insert(filedReturns).values(copy('122025')))),
    ).toBe('23503');
    // A filed copy is never changed, even with a matching hash.
    const other = '{"gstin":"27AAPFU0939F1ZV"}';
    expect(
      await failureCode(() =>
        run((tx) =>
          tx
            .update(filedReturns)
            .set({ gstr1: other, gstr1Sha256: sha256(other) })
            .where(eq(filedReturns.period, '102025')),
        ),
      ),
    ).toBe('42501');

    // Unlocking (deleting the period's lock) drops the copy with it.
    await run((tx) => tx.delete(filedPeriods).where(eq(filedPeriods.period, '102025')));
    expect(await run((tx) => tx.select().from(filedReturns))).toEqual([]);
  });

  it('indexes audit rows that name a filed period, and only those', async () => {
    const indexes = rowsOf<{ indexdef: string }>(
      await database.db.execute(
        sql`select indexdef from pg_indexes where schemaname = 'tenant_filed_copy' and indexname = 'audit_log_filed_period_idx'`,
      ),
    );
    expect(indexes).toHaveLength(1);
    expect(indexes[0]?.indexdef).toMatch(
      /WHERE \(\(details ->> 'filedPeriod'::text\) IS NOT NULL\)/,
    );
  });
});
