// @engines postgres citus
// Races between requests on separate connections: PGlite runs one transaction at a time, so
// none of these can happen there.
import { describe, expect, it } from 'vitest';
import { trpcData, type Reply } from './helpers';
import {
  concurrencySuite,
  ledgerProblems,
  numberingProblems,
  outcome,
  returnProblems,
  type Invoice,
} from './concurrency-fixtures';

/**
 * Conflicting writes on one document or one return period, sent together (issue 28): a filed
 * month never changes once the lock has answered, a cancelled invoice never gets a credit note,
 * and whatever order the racers ran in, the numbering, the ledger and the returns still agree
 * with the documents. On PostgreSQL and Citus (through the coordinator).
 */
const suite = concurrencySuite();

const FILED = /falls in the return period .* which is marked as filed/;

/** Everything dated in a month, as stored: what a filed return was made from. */
const booksOf = (month: string) =>
  suite.sql(`
    select 'invoice' as kind, invoice_number as number, status, total_amount::text as amount
      from invoices where to_char(invoice_date, 'YYYY-MM') = '${month}'
    union all select kind, note_number, status, total_amount::text
      from notes where to_char(note_date, 'YYYY-MM') = '${month}'
    union all select 'receipt', receipt_number, status, amount::text
      from payments where to_char(payment_date, 'YYYY-MM') = '${month}'
    order by 1, 2`);

describe('a filed month never changes after the lock answers (item 1)', () => {
  it('a write past its period check holds the lock back until it has committed', async () => {
    await suite.invoice('2026-07-02');
    // The writer passes the filed-period check, then waits for the invoice counter held here.
    const release = await suite.holdLocks(
      "select 1 from document_counters where kind = 'invoice' for update",
    );
    const writer = suite.invoice('2026-07-20', '2000');
    await suite.untilWaiting("query ilike '%document_counters%'");
    const lock = suite.mutate('tenant.returns.lock', { period: '072026' }).then(async (reply) => ({
      reply,
      books: JSON.stringify(await booksOf('2026-07')),
    }));
    // Before issue 28 the lock answered here, and the writer then committed into the filed month.
    await Promise.race([lock, suite.untilWaiting("wait_event = 'advisory'")]);
    await release();
    const written = await writer;
    const atLock = await lock;
    expect(atLock.reply.status, atLock.reply.text).toBe(200);
    expect(atLock.books).toContain(`"number":"${written.invoiceNumber}"`);
    expect(JSON.stringify(await booksOf('2026-07'))).toBe(atLock.books);
  });

  it('60 writers dated in August race the lock: GSTR-1 read at the answer is the final one', async () => {
    const base = [];
    for (let i = 0; i < 4; i += 1) base.push(await suite.invoice('2026-08-05'));
    const day = (i: number) => `2026-08-${String(14 + (i % 17)).padStart(2, '0')}`;
    const writers: (() => Promise<Reply>)[] = [];
    for (let i = 0; i < 20; i += 1) {
      const on = base[i % base.length] as Invoice;
      writers.push(() => suite.creditNote(on, day(i), '10'));
      writers.push(() => suite.receipt(day(i), '500', [{ invoiceId: on.id, amount: '100' }]));
      writers.push(() =>
        suite.mutate('tenant.invoices.create', {
          invoiceDate: day(i),
          billToId: suite.fx.local.id,
          lines: [{ productId: suite.fx.battery.id, quantity: 1, price: String(1000 + i) }],
        }),
      );
    }
    const started = writers.slice(0, 30).map((w) => w());
    // The lock is sent while the first half is in flight and ahead of the second half.
    const locked = suite
      .mutate('tenant.returns.lock', { period: '082026' })
      .then(async (reply) => ({
        reply,
        gstr1: (await suite.query('tenant.returns.gstr1', { period: '082026' })).text,
        books: JSON.stringify(await booksOf('2026-08')),
      }));
    started.push(...writers.slice(30).map((w) => w()));
    const atLock = await locked;
    const replies = await Promise.all(started);
    expect(atLock.reply.status, atLock.reply.text).toBe(200);
    expect((await suite.query('tenant.returns.gstr1', { period: '082026' })).text).toBe(
      atLock.gstr1,
    );
    expect(JSON.stringify(await booksOf('2026-08'))).toBe(atLock.books);
    // Every writer either committed before the lock (and is in the return) or was refused.
    for (const reply of replies) {
      const result = outcome(reply);
      if (result === 'ok') {
        const doc = trpcData<{
          invoiceNumber?: string;
          noteNumber?: string;
          receiptNumber?: string;
        }>(reply);
        const number = doc.invoiceNumber ?? doc.noteNumber ?? doc.receiptNumber ?? '';
        expect(atLock.books).toContain(`"number":"${number}"`);
      } else expect(result).toMatch(FILED);
    }
    expect(replies.length).toBe(60);
  });
});

describe('no credit note on a cancelled invoice (item 2)', () => {
  it('cancel and credit note sent together, 20 times: never both', async () => {
    for (let round = 0; round < 20; round += 1) {
      const on = await suite.invoice('2026-10-05');
      const [cancel, note] = await Promise.all([
        suite.mutate('tenant.invoices.delete', { id: on.id, reason: 'Wrong buyer' }),
        suite.creditNote(on, '2026-10-06', '100'),
      ]);
      const results = [outcome(cancel), outcome(note)];
      expect(
        results.filter((r) => r === 'ok'),
        results.join(' | '),
      ).toHaveLength(1);
    }
    expect(await returnProblems(suite, '102026')).toEqual([]);
  });
});
