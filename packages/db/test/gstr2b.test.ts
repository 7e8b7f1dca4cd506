import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { provisionTenant } from '../src/provision';
import { gstr2bDocuments, gstr2bImports } from '../src/schema/tenant/index';
import { withTenant } from '../src/tenant';
import { useTestDatabase } from './database';

/**
 * Migration 0015 (issue 32): GSTR-2B imports and their documents. One active import per period
 * (a later one replaces it), a document belongs to its import and goes with it, and a document's
 * section is one the parser reads.
 */
const database = useTestDatabase();

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

const anImport = (overrides: Partial<typeof gstr2bImports.$inferInsert> = {}) => ({
  period: '032020',
  gstin: '01AABCE2207R1Z5',
  actorType: 'user',
  itcSummary: {},
  ...overrides,
});

const aDocument = (
  importId: string,
  overrides: Partial<typeof gstr2bDocuments.$inferInsert> = {},
) => ({
  importId,
  section: 'b2b' as const,
  supplierGstin: '01AABCE2207R1Z5',
  documentType: 'R',
  number: 'S008400',
  documentDate: '2016-11-24',
  taxableValue: '400.00',
  cgst: '200.00',
  sgst: '200.00',
  itcAvailable: 'N',
  reason: 'P',
  raw: { inum: 'S008400' },
  ...overrides,
});

describe('gstr2b_imports and gstr2b_documents (migration 0015)', () => {
  it('keeps one active import per period, documents with their import, known sections only', async () => {
    const tenant = await provisionTenant(database.db, {
      tenantId: 'gstr2b-store',
      name: 'GSTR-2B Store',
      ownerEmail: 'owner@gstr2b.test',
      owner: { name: 'Owner', email: 'owner@gstr2b.test', password: 'secret-pass-1' },
    });
    const run = <T>(fn: Parameters<typeof withTenant<T>>[2]) => withTenant(database.db, tenant, fn);
    const first = await run(async (tx) => {
      const [row] = await tx.insert(gstr2bImports).values(anImport()).returning();
      if (!row) throw new Error('no import row');
      await tx.insert(gstr2bDocuments).values(aDocument(row.id));
      return row;
    });
    expect(first.status).toBe('active');
    // A second active import of the same period is refused (unique_violation).
    expect(await failureCode(() => run((tx) => tx.insert(gstr2bImports).values(anImport())))).toBe(
      '23505',
    );
    // Replacing the first, then adding the second, is what an import does in one transaction.
    await run(async (tx) => {
      await tx
        .update(gstr2bImports)
        .set({ status: 'replaced' })
        .where(eq(gstr2bImports.id, first.id));
      await tx.insert(gstr2bImports).values(anImport({ diff: { added: [] } }));
      // Another period has an active import of its own.
      await tx.insert(gstr2bImports).values(anImport({ period: '042020' }));
    });
    // An unknown section or status is refused (check_violation).
    expect(
      await failureCode(() =>
        run((tx) =>
          tx.insert(gstr2bDocuments).values(aDocument(first.id, { section: 'zzz' as 'b2b' })),
        ),
      ),
    ).toBe('23514');
    expect(
      await failureCode(() =>
        run((tx) => tx.insert(gstr2bImports).values(anImport({ status: 'gone' as 'active' }))),
      ),
    ).toBe('23514');
    // Deleting an import takes its documents with it.
    const remaining = await run(async (tx) => {
      await tx.delete(gstr2bImports).where(eq(gstr2bImports.id, first.id));
      return tx.select().from(gstr2bDocuments);
    });
    expect(remaining).toEqual([]);
  });
});
