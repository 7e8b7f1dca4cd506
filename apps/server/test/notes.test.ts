// @engines pglite postgres
// Requests within one shop's schema: on Citus the whole query goes to the worker holding it, as on
// PostgreSQL, so no Citus round (scripts/test-engines.mjs, the rule).
import { describe, expect, it } from 'vitest';
import { soldFlags } from './billing-fixtures';
import { trpcData, trpcError } from './helpers';
import { notesSuite, type Invoice, type Note } from './notes-fixtures';

/**
 * Credit and debit notes (issue 16; CGST Act s.34, Rule 53), through the real server on both
 * engines: numbering, tax, serials back in stock, the s.34(2) refusals. The shop is in West
 * Bengal (19). Every figure is worked out by hand in the comments. (Isolation, REST, PDF and the
 * dashboard: notes-access.test.ts.)
 */
const { suite, mutate, invoiceWith, counts, refusedWith } = notesSuite();

describe('credit notes', () => {
  it('takes back 2 of 3 serials: its own number, the tax of the invoice, serials in stock again', async () => {
    const [s1, s2, s3] = suite.fx.moduleSerials;
    const invoice = await invoiceWith([s1!, s2!, s3!]);
    const line = invoice.lines[0]!;
    // 2 of 3 units: 42,000 × 2 / 3 = 28,000.00 taxable; halves 28,000 × 2.5 % = 700.00 each;
    // total 29,400.00.
    const note = trpcData<Note>(
      await mutate('tenant.creditNotes.create', {
        noteDate: '2025-10-20',
        reason: 'sales-return',
        lines: [{ invoiceLineId: line.id, quantity: 2, serialItemIds: [s1, s2] }],
      }),
    );
    expect(note).toMatchObject({
      kind: 'credit',
      status: 'issued',
      noteNumber: 'CN/25-26/0001',
      taxableAmount: '28000.00',
      cgstAmount: '700.00',
      sgstAmount: '700.00',
      igstAmount: '0.00',
      totalAmount: '29400.00',
      invoices: [{ invoiceNumber: invoice.invoiceNumber }],
    });
    expect(note.lines[0]).toMatchObject({ quantity: '2.000', taxableValue: '28000.00' });
    expect(note.lines[0]?.serials.map((s) => s.serialNo).sort()).toEqual(['M-1000', 'M-1001']);
    expect(await soldFlags(suite.h, suite.h.a, [s1!, s2!, s3!])).toEqual([false, false, true]);

    // The rest of the line, 1 unit, is exactly what is left: 42,000 − 28,000 = 14,000.00.
    const before = await counts();
    refusedWith(
      await mutate('tenant.creditNotes.create', {
        noteDate: '2025-10-21',
        reason: 'sales-return',
        lines: [{ invoiceLineId: line.id, quantity: 2 }],
      }),
      /Invoice line 1: returning 2 is more than the 1 the invoice still has/,
    );
    refusedWith(
      await mutate('tenant.creditNotes.create', {
        noteDate: '2025-10-21',
        reason: 'post-sale-discount',
        lines: [{ invoiceLineId: line.id, taxableValue: '14000.01' }],
      }),
      /crediting 14000.01 is more than the 14000.00 the invoice still has/,
    );
    // A serial that came back already is no longer on the line.
    refusedWith(
      await mutate('tenant.creditNotes.create', {
        noteDate: '2025-10-21',
        reason: 'sales-return',
        lines: [{ invoiceLineId: line.id, quantity: 1, serialItemIds: [s1] }],
      }),
      /serial item .* is not on this line/,
    );
    expect(await counts()).toEqual(before);

    // An invoice with notes is corrected by notes: edit and cancel are refused.
    const edit = await mutate('tenant.invoices.update', {
      id: invoice.id,
      invoiceDate: '2025-10-10',
      billToId: suite.fx.local.id,
      lines: [{ productId: suite.fx.module.id, quantity: 1, price: '14000', serialItemIds: [s3] }],
    });
    expect(edit.status, edit.text).toBe(409);
    expect(trpcError(edit).message).toMatch(/has credit note CN\/25-26\/0001/);
    const cancelInvoice = await mutate('tenant.invoices.delete', { id: invoice.id });
    expect(cancelInvoice.status).toBe(409);

    // Cancelling the note keeps its number and sells the serials again on the invoice.
    const cancel = await mutate('tenant.creditNotes.delete', {
      id: note.id,
      reason: 'Wrong units',
    });
    expect(cancel.status, cancel.text).toBe(200);
    expect(await soldFlags(suite.h, suite.h.a, [s1!, s2!])).toEqual([true, true]);
    const again = await mutate('tenant.creditNotes.delete', { id: note.id });
    expect(again.status).toBe(409);
    const next = trpcData<Note>(
      await mutate('tenant.creditNotes.create', {
        noteDate: '2025-10-22',
        reason: 'post-sale-discount',
        lines: [{ invoiceLineId: line.id, taxableValue: '1000' }],
      }),
    );
    // The cancelled note keeps 0001; discount 1,000: halves 25.00; total 1,050.00.
    expect(next).toMatchObject({ noteNumber: 'CN/25-26/0002', totalAmount: '1050.00' });
  });

  it('charges IGST against an inter-state invoice', async () => {
    // Gujarat (24) buyer: 1 battery at 10,000 at 18 % → IGST. Credit 2,500: IGST 450.00.
    const invoice = trpcData<Invoice>(
      await mutate('tenant.invoices.create', {
        invoiceDate: '2025-11-05',
        billToId: suite.fx.remote.id,
        lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '10000' }],
      }),
    );
    const note = trpcData<Note>(
      await mutate('tenant.creditNotes.create', {
        noteDate: '2025-11-06',
        reason: 'deficiency-in-service',
        lines: [{ invoiceLineId: invoice.lines[0]!.id, taxableValue: '2500' }],
      }),
    );
    expect(note).toMatchObject({
      taxableAmount: '2500.00',
      cgstAmount: '0.00',
      sgstAmount: '0.00',
      igstAmount: '450.00',
      totalAmount: '2950.00',
    });
  });

  it('refuses a note after the s.34(2) deadline, a note dated before its invoice, and a cancelled invoice', async () => {
    const old = await invoiceWith([], { invoiceDate: '2024-10-10' });
    const line = old.lines[0]!.id;
    // FY 2024-25 → deadline 30 Nov 2025.
    refusedWith(
      await mutate('tenant.creditNotes.create', {
        noteDate: '2025-12-01',
        reason: 'post-sale-discount',
        lines: [{ invoiceLineId: line, taxableValue: '100' }],
      }),
      /must be issued by 2025-11-30 \(CGST Act s\.34\(2\)\)/,
    );
    refusedWith(
      await mutate('tenant.creditNotes.create', {
        noteDate: '2024-10-09',
        reason: 'post-sale-discount',
        lines: [{ invoiceLineId: line, taxableValue: '100' }],
      }),
      /before invoice .* date 2024-10-10/,
    );
    trpcData(await mutate('tenant.invoices.delete', { id: old.id }));
    refusedWith(
      await mutate('tenant.creditNotes.create', {
        noteDate: '2024-11-01',
        reason: 'post-sale-discount',
        lines: [{ invoiceLineId: line, taxableValue: '100' }],
      }),
      /is cancelled/,
    );
  });

  it('100 concurrent creates get 100 consecutive numbers', async () => {
    const invoice = trpcData<Invoice>(
      await mutate('tenant.invoices.create', {
        invoiceDate: '2025-12-10',
        billToId: suite.fx.local.id,
        lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '100000' }],
      }),
    );
    const replies = await Promise.all(
      Array.from({ length: 100 }, () =>
        mutate('tenant.creditNotes.create', {
          noteDate: '2025-12-11',
          reason: 'post-sale-discount',
          lines: [{ invoiceLineId: invoice.lines[0]!.id, taxableValue: '10' }],
        }),
      ),
    );
    const numbers = replies.map((r) => trpcData<Note>(r).noteNumber);
    const sequences = numbers.map((n) => Number(n.split('/').pop())).sort((a, b) => a - b);
    const first = sequences[0]!;
    expect(sequences).toEqual(Array.from({ length: 100 }, (_, i) => first + i));
  });
});

describe('debit notes', () => {
  it('raise the value of an invoice line in their own series', async () => {
    const invoice = await invoiceWith([]);
    // Price revised up by 2,000 on the line: halves 50.00 each; total 2,100.00.
    const note = trpcData<Note>(
      await mutate('tenant.debitNotes.create', {
        noteDate: '2025-10-25',
        reason: 'price-revision',
        lines: [{ invoiceLineId: invoice.lines[0]!.id, taxableValue: '2000' }],
      }),
    );
    expect(note).toMatchObject({
      kind: 'debit',
      noteNumber: 'DN/25-26/0001',
      cgstAmount: '50.00',
      sgstAmount: '50.00',
      totalAmount: '2100.00',
    });
    // A credit note may then take back the raised value too: 42,000 + 2,000 = 44,000.00 left.
    const credit = trpcData<Note>(
      await mutate('tenant.creditNotes.create', {
        noteDate: '2025-10-26',
        reason: 'correction',
        lines: [{ invoiceLineId: invoice.lines[0]!.id, taxableValue: '44000' }],
      }),
    );
    expect(credit.taxableAmount).toBe('44000.00');
  });
});
