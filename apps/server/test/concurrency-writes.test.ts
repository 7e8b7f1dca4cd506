// @engines postgres citus
// Races between requests on separate connections: PGlite runs one transaction at a time, so
// none of these can happen there.
import { describe, expect, it } from 'vitest';
import { seedBilling } from './billing-fixtures';
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

const FILED = /^\w+ 2026 is filed; /;

/**
 * Everything dated in a month that a return counts, as stored: what a filed return was made
 * from. Receipts are not in it: they change no return and pass a filed month (issue 29 item 6).
 */
const booksOf = (month: string) =>
  suite.sql(`
    select 'invoice' as kind, invoice_number as number, status, total_amount::text as amount
      from invoices where to_char(invoice_date, 'YYYY-MM') = '${month}'
    union all select kind, note_number, status, total_amount::text
      from notes where to_char(note_date, 'YYYY-MM') = '${month}'
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

  it("a month held in one shop holds back that shop's writers only", async () => {
    // The key lockPeriod takes (shared/return-periods.ts), held exclusively in alpha's schema.
    const release = await suite.holdLocks(
      "select pg_advisory_xact_lock(hashtextextended('gst-period:' || current_schema() || ':2026-06', 0))",
    );
    const alpha = suite.invoice('2026-06-10');
    try {
      await suite.untilWaiting("wait_event = 'advisory'");
      const fxB = await seedBilling(suite.h, suite.h.b, 1);
      const beta = await suite.h.trpcMutation(
        'tenant.invoices.create',
        {
          invoiceDate: '2026-06-10',
          billToId: fxB.local.id,
          lines: [{ productId: fxB.battery.id, quantity: 1, price: '100' }],
        },
        { tenant: 'beta', cookie: await suite.h.login(suite.h.b) },
      );
      expect(beta.status, beta.text).toBe(200);
    } finally {
      await release();
    }
    expect((await alpha).invoiceNumber).toMatch(/^INV\//);
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
    // Every invoice or note either committed before the lock (and is in the return) or was
    // refused; every receipt was recorded, before or after the lock (issue 29 item 6).
    for (const reply of replies) {
      const result = outcome(reply);
      if (result === 'ok') {
        const doc = trpcData<{
          invoiceNumber?: string;
          noteNumber?: string;
          receiptNumber?: string;
        }>(reply);
        if (doc.receiptNumber) continue;
        expect(atLock.books).toContain(`"number":"${doc.invoiceNumber ?? doc.noteNumber ?? ''}"`);
      } else expect(result).toMatch(FILED);
    }
    const receipts = await suite.sql(
      "select count(*)::int as n from payments where to_char(payment_date, 'YYYY-MM') = '2026-08'",
    );
    expect(receipts).toEqual([{ n: 20 }]);
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

describe('every conflicting pair on one invoice, sent together', () => {
  it('edit, cancel, notes, receipts and an allocation, 8 rounds: the books still agree', async () => {
    const advance = trpcData<{ id: string }>(await suite.receipt('2026-10-01', '30000'));
    // A paid invoice is not cancelled: the receipt would go on counting against it.
    const paidFor = await suite.invoice('2026-10-09');
    const receipt = trpcData<{ receiptNumber: string }>(
      await suite.receipt('2026-10-09', '100', [{ invoiceId: paidFor.id, amount: '100' }]),
    );
    const refused = await suite.mutate('tenant.invoices.delete', { id: paidFor.id, reason: 'x' });
    expect(refused.status).toBe(409);
    expect(outcome(refused)).toBe(
      `Invoice ${paidFor.invoiceNumber} is paid by receipt ${receipt.receiptNumber}: reverse it before you cancel the invoice`,
    );
    for (let round = 0; round < 8; round += 1) {
      // 10,000 + CGST 900 + SGST 900 = 11,800.
      const on = await suite.invoice('2026-10-10');
      const line = (taxableValue: string) => [{ invoiceLineId: on.lines[0]?.id, taxableValue }];
      const pay = (amount: string) =>
        suite.receipt('2026-10-12', amount, [{ invoiceId: on.id, amount }]);
      const [edit, cancel, creditA, creditB, debit, payA, payB, allocate] = await Promise.all([
        suite.mutate('tenant.invoices.update', {
          id: on.id,
          invoiceDate: '2026-10-11',
          billToId: suite.fx.local.id,
          lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '9000' }],
        }),
        suite.mutate('tenant.invoices.delete', { id: on.id, reason: 'Duplicate' }),
        suite.creditNote(on, '2026-10-13', '6000'),
        suite.creditNote(on, '2026-10-13', '6000'),
        suite.mutate('tenant.debitNotes.create', {
          noteDate: '2026-10-13',
          reason: 'price-revision',
          lines: line('500'),
        }),
        pay('7000'),
        pay('7000'),
        suite.mutate('tenant.payments.allocate', {
          paymentId: advance.id,
          allocations: [{ invoiceId: on.id, amount: '3000' }],
        }),
      ]);
      const ok = Object.fromEntries(
        Object.entries({ edit, cancel, creditA, creditB, debit, payA, payB, allocate }).map(
          ([name, reply]) => [name, outcome(reply) === 'ok'],
        ),
      );
      const said = JSON.stringify(ok);
      // Two credits of 6,000 on 10,000, two receipts of 7,000 on 11,800: never both.
      expect(ok.creditA && ok.creditB, said).toBe(false);
      expect(ok.payA && ok.payB, said).toBe(false);
      // A cancelled invoice took no note, receipt or allocation; an edited one, no note first.
      if (ok.cancel) {
        expect([ok.creditA, ok.creditB, ok.debit, ok.payA, ok.payB, ok.allocate], said).toEqual(
          Array(6).fill(false),
        );
      }
      if (ok.edit) expect([ok.creditA, ok.creditB, ok.debit], said).toEqual([false, false, false]);
    }
    expect(await numberingProblems(suite)).toEqual([]);
    expect(await ledgerProblems(suite)).toEqual([]);
    expect(await returnProblems(suite, '102026')).toEqual([]);
  });

  it('re-issue and cancel of one note with a new note on its line, 8 rounds', async () => {
    for (let round = 0; round < 8; round += 1) {
      const on = await suite.invoice('2026-10-15');
      const note = trpcData<{ id: string }>(await suite.creditNote(on, '2026-10-16', '4000'));
      const replies = await Promise.all([
        suite.mutate('tenant.creditNotes.update', {
          id: note.id,
          reason: 'post-sale-discount',
          lines: [{ invoiceLineId: on.lines[0]?.id, taxableValue: '5000' }],
        }),
        suite.mutate('tenant.creditNotes.delete', { id: note.id, reason: 'Issued twice' }),
        suite.creditNote(on, '2026-10-17', '5500'),
        suite.mutate('tenant.invoices.delete', { id: on.id, reason: 'Duplicate' }),
      ]);
      replies.forEach(outcome);
    }
    expect(await numberingProblems(suite)).toEqual([]);
    expect(await ledgerProblems(suite)).toEqual([]);
    expect(await returnProblems(suite, '102026')).toEqual([]);
  });
});

describe('every conflicting pair on one period, sent together', () => {
  it('two locks of September with edits across its edges, cancels, a note and a receipt', async () => {
    const [s1, s2, s3, o1] = [
      await suite.invoice('2026-09-03'),
      await suite.invoice('2026-09-04'),
      await suite.invoice('2026-09-05'),
      await suite.invoice('2026-10-03'),
    ];
    const note = trpcData<{ id: string }>(await suite.creditNote(s1, '2026-09-20', '100'));
    const paid = trpcData<{ id: string }>(await suite.receipt('2026-09-21', '1000'));
    const move = (on: Invoice | undefined, invoiceDate: string) =>
      suite.mutate('tenant.invoices.update', {
        id: on?.id,
        invoiceDate,
        billToId: suite.fx.local.id,
        lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '8000' }],
      });
    const writers = () => [
      move(s2, '2026-10-02'),
      move(o1, '2026-09-25'),
      suite.mutate('tenant.invoices.delete', { id: s3?.id, reason: 'Duplicate' }),
      suite.mutate('tenant.creditNotes.delete', { id: note.id, reason: 'Issued twice' }),
      // Reversing a receipt changes no return: it passes, before or after the lock.
      suite.mutate('tenant.payments.delete', { id: paid.id }),
      suite.mutate('tenant.invoices.create', {
        invoiceDate: '2026-09-28',
        billToId: suite.fx.local.id,
        lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '700' }],
      }),
      suite.creditNote(s2, '2026-09-29', '50'),
    ];
    const early = writers();
    const lock = () =>
      suite.mutate('tenant.returns.lock', { period: '092026' }).then(async (reply) => ({
        reply,
        gstr1: (await suite.query('tenant.returns.gstr1', { period: '092026' })).text,
        books: JSON.stringify(await booksOf('2026-09')),
      }));
    const locks = [lock(), lock()];
    const late = writers();
    const [first, second] = await Promise.all(locks);
    const replies = await Promise.all([...early, ...late]);
    const filed = [first, second].find((l) => l?.reply.status === 200);
    expect([first?.reply.status, second?.reply.status].sort()).toEqual([200, 409]);
    expect((await suite.query('tenant.returns.gstr1', { period: '092026' })).text).toBe(
      filed?.gstr1,
    );
    expect(JSON.stringify(await booksOf('2026-09'))).toBe(filed?.books);
    for (const reply of replies) {
      const result = outcome(reply);
      if (result !== 'ok')
        expect(result).toMatch(
          / 2026 is filed; |cancelled|reversed|paid by|does not exist|has credit/,
        );
    }
    expect(await numberingProblems(suite)).toEqual([]);
    expect(await ledgerProblems(suite)).toEqual([]);
    expect(await returnProblems(suite, '102026')).toEqual([]);
  });
});
