// @engines postgres citus
// Races between requests on separate connections: PGlite runs one transaction at a time, so
// none of these can happen there.
import { describe, expect, it } from 'vitest';
import { sleep, trpcData, trpcError, type Reply } from './helpers';
import { concurrencySuite, outcome } from './concurrency-fixtures';
import {
  byBooks,
  byPortal,
  DOCS,
  gstr2b,
  PERIOD,
  setupReconciliation,
  type View,
} from './reconciliation-fixtures';

/**
 * GSTR-2B imports and reconciliation decisions racing (issue 32), on the bills and 2B of
 * reconciliation-fixtures.ts (May 2026 of shop alpha).
 * - Two imports of May at once: both read the active import, then queue on the period's import
 *   lock (gstr2b.service.ts); the first replaces the active import, the second finds an import
 *   it did not read and is refused with a 409 naming it. One import stays active.
 * - Two decisions on the same bill at once queue on the period's reconciliation lock
 *   (reconciliation.actions.ts): the same accept twice leaves one link (the second replaces the
 *   first's decision on the same pair); an accept and a hand link to another document leave one
 *   link, the other refused with the server's words.
 * Each race holds the lock the requests queue on from a transaction of the test's own until both
 * are waiting, so the race happens every run, not only when the timing allows.
 */
const suite = concurrencySuite();
let bills: Awaited<ReturnType<typeof setupReconciliation>>['bills'];

/** Until `n` backends wait for an advisory lock (pg_stat_activity, or Citus's view). */
async function untilAdvisoryWaiters(n: number) {
  const [citus] = await suite.h.sql<{ view: string | null }>(
    "select to_regclass('pg_catalog.citus_stat_activity')::text as view",
  );
  const view = citus?.view ? 'citus_stat_activity' : 'pg_stat_activity';
  for (let i = 0; i < 500; i += 1) {
    const [row] = await suite.h.sql<{ n: number }>(
      `select count(*)::int as n from ${view} where datname = current_database()
        and wait_event_type = 'Lock' and wait_event = 'advisory'`,
    );
    if (row && row.n >= n) return;
    await sleep(20);
  }
  throw new Error(`fewer than ${n} requests waited for an advisory lock`);
}

/** Runs `requests` while the advisory lock `key` of shop alpha is held, then lets them go. */
async function race(key: string, requests: (() => Promise<Reply>)[]) {
  const release = await suite.holdLocks(
    `select pg_advisory_xact_lock(hashtext(current_schema()), hashtext('${key}'))`,
  );
  const replies = Promise.all(requests.map((r) => r()));
  await untilAdvisoryWaiters(requests.length);
  await release();
  return replies;
}

const importMay = (fileName: string) =>
  suite.mutate('tenant.gstr2b.import', { period: PERIOD, fileName, file: gstr2b(DOCS) });
const view = async () =>
  trpcData<View>(await suite.query('tenant.reconciliation.view', { period: PERIOD }));
const act = (action: string, items: object[]) =>
  suite.mutate('tenant.reconciliation.action', { period: PERIOD, action, items });
const linksOf = (billId: string) =>
  suite.sql<{ status: string; gstr2b_document_id: string | null }>(
    `select status, gstr2b_document_id from reconciliation_links where purchase_bill_id = '${billId}'`,
  );

describe('GSTR-2B imports race each other', () => {
  it('sets up May: five bills and its GSTR-2B', async () => {
    ({ bills } = await setupReconciliation(suite.h, suite.opts()));
  });

  it('two imports of one period at once: one wins, the other a clear 409, one active', async () => {
    const [first] = await suite.sql<{ id: string }>(
      `select id from gstr2b_imports where period = '${PERIOD}' and status = 'active'`,
    );
    const replies = await race(`gstr2b:${PERIOD}`, [
      () => importMay('R2B_052026_a.json'),
      () => importMay('R2B_052026_b.json'),
    ]);
    const results = replies.map(outcome);
    const won = replies.findIndex((r) => r.status === 200);
    expect(won, results.join(' | ')).toBeGreaterThanOrEqual(0);
    const lost = replies[1 - won]!;
    expect(trpcError(lost).data.httpStatus).toBe(409);
    expect(trpcError(lost).message).toMatch(
      /^Another GSTR-2B import for 052026 \(R2B_052026_[ab]\.json\) was saved while this one was being processed/,
    );
    const winner = trpcData<{ id: string; replacedImportId: string }>(replies[won]!);
    expect(winner.replacedImportId).toBe(first?.id);
    const active = await suite.sql<{ id: string }>(
      `select id from gstr2b_imports where period = '${PERIOD}' and status = 'active'`,
    );
    expect(active).toEqual([{ id: winner.id }]);
    const audited = await suite.sql<{ n: number }>(
      `select count(*)::int as n from audit_log where action = 'gstr2b.import'`,
    );
    expect(audited[0]?.n).toBe(2); // the set-up's and the winner's
    // An import after the race replaces the winner as usual.
    const after = trpcData<{ replacedImportId: string }>(await importMay('R2B_052026_c.json'));
    expect(after.replacedImportId).toBe(winner.id);
  });
});

describe('reconciliation decisions race on one bill', () => {
  it('the same accept twice at once: one link, both answered', async () => {
    const doc = byPortal(await view(), 'inv-102').portal?.id;
    const item = { purchaseBillId: bills.restyled, gstr2bDocumentId: doc };
    const replies = await race(`reconciliation:${PERIOD}`, [
      () => act('accept', [item]),
      () => act('accept', [item]),
    ]);
    const results = replies.map(outcome);
    expect(results.filter((r) => r === 'ok').length, results.join(' | ')).toBeGreaterThanOrEqual(1);
    expect(await linksOf(bills.restyled)).toEqual([
      { status: 'matched-auto', gstr2b_document_id: doc },
    ]);
    expect(byBooks(await view(), bills.restyled)).toMatchObject({
      status: 'matched-auto',
      portal: { number: 'inv-102' },
    });
  });

  it('an accept and a hand link of one bill at once: one wins, the other is refused', async () => {
    const v = await view();
    const suggested = byBooks(v, bills.off).portal?.id; // INV-103, the Mismatch
    const other = byPortal(v, 'EXP-9').portal?.id; // the same supplier's lone document
    const replies = await race(`reconciliation:${PERIOD}`, [
      () => act('accept', [{ purchaseBillId: bills.off, gstr2bDocumentId: suggested }]),
      () => act('link', [{ purchaseBillId: bills.off, gstr2bDocumentId: other }]),
    ]);
    const results = replies.map(outcome);
    expect(
      results.filter((r) => r === 'ok'),
      results.join(' | '),
    ).toHaveLength(1);
    const refusal = results.find((r) => r !== 'ok');
    expect(refusal).toMatch(/linked|decided|unlink/i);
    const links = await linksOf(bills.off);
    expect(links).toHaveLength(1);
    const won = replies[0]!.status === 200 ? suggested : other;
    expect(links[0]?.gstr2b_document_id).toBe(won);
  });
});
