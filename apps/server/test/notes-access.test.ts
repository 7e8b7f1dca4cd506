// @engines pglite
// Permission flags and the HTTP edge, checked before any SQL of note: one engine
// (scripts/test-engines.mjs, the rule).
import { describe, expect, it } from 'vitest';
import { PDFTOTEXT, pdfText } from './documents-helpers';
import { trpcData } from './helpers';
import { notesSuite, type Invoice, type Note } from './notes-fixtures';

/**
 * Credit and debit notes (issue 16; Rule 53) seen from outside: another shop and a user without
 * the page are refused; REST creates, lists, re-issues and cancels, the PDF prints every Rule 53
 * field; the dashboard counts revenue and GST net of the notes. Figures worked out by hand.
 */
const { suite, asOwner, mutate, invoiceWith, refusedWith } = notesSuite();

describe('isolation and permissions', () => {
  it('another shop cannot read or cancel a note, and a user without the page is refused', async () => {
    const invoice = await invoiceWith([]);
    const note = trpcData<Note>(
      await mutate('tenant.creditNotes.create', {
        noteDate: '2025-10-27',
        reason: 'post-sale-discount',
        lines: [{ invoiceLineId: invoice.lines[0]!.id, taxableValue: '10' }],
      }),
    );
    const asB = { tenant: 'beta', cookie: suite.ownerB };
    const read = await suite.h.trpcQuery('tenant.creditNotes.get', { id: note.id }, asB);
    expect(read.status).toBe(404);
    const cancel = await suite.h.trpcMutation('tenant.creditNotes.delete', { id: note.id }, asB);
    expect(cancel.status).toBe(404);
    const lines = await suite.h.trpcQuery(
      'tenant.creditNotes.invoiceLines',
      { invoiceId: invoice.id },
      asB,
    );
    expect(lines.status).toBe(404);
    const file = await suite.h.rest('GET', `/api/credit-note-file/${note.id}`, asB);
    expect(file.status).toBe(404);
    // Tenant B naming tenant A's invoice line: not found there.
    refusedWith(
      await suite.h.trpcMutation(
        'tenant.creditNotes.create',
        {
          noteDate: '2025-10-27',
          reason: 'post-sale-discount',
          lines: [{ invoiceLineId: invoice.lines[0]!.id, taxableValue: '10' }],
        },
        asB,
      ),
      /does not exist/,
    );
    const asClerk = { tenant: 'alpha', cookie: suite.clerk };
    for (const [path, input, kind] of [
      ['tenant.creditNotes.list', {}, 'query'],
      ['tenant.debitNotes.list', {}, 'query'],
      ['tenant.creditNotes.create', { reason: 'correction', lines: [] }, 'mutation'],
    ] as const) {
      const reply =
        kind === 'query'
          ? await suite.h.trpcQuery(path, input, asClerk)
          : await suite.h.trpcMutation(path, input, asClerk);
      expect(reply.status, path).toBe(403);
    }
  });
});

describe('REST and PDF', () => {
  it('creates, lists, re-issues and cancels over REST, and prints every Rule 53 field', async () => {
    const invoice = await invoiceWith([]);
    const created = await suite.h.rest('POST', '/api/credit-note', {
      ...asOwner(),
      body: {
        creditNotes: [
          {
            noteDate: '2025-10-28',
            reason: 'post-sale-discount',
            lines: [{ invoiceLineId: invoice.lines[0]!.id, taxableValue: '2000' }],
          },
        ],
      },
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data._id as string;
    // 2,000 at 5 % within the state: halves 50.00; total 2,100.00.
    expect(created.body).toMatchObject({
      message: 'Credit note saved',
      data: { totalAmount: '2100.00', cgstAmount: '50.00', sgstAmount: '50.00' },
    });
    const one = await suite.h.rest('GET', `/api/credit-note?creditNoteId=${id}`, asOwner());
    expect(one.body.data.noteNumber).toBe(created.body.data.noteNumber);
    const list = await suite.h.rest('GET', `/api/credit-note?invoiceId=${invoice.id}`, asOwner());
    expect(list.body.data.map((n: { _id: string }) => n._id)).toEqual([id]);

    // Re-issued at 3,000: same number, revision 2, total 3,150.00.
    const patched = await suite.h.rest('PATCH', '/api/credit-note', {
      ...asOwner(),
      body: {
        creditNotes: [
          {
            _id: id,
            reason: 'post-sale-discount',
            lines: [{ invoiceLineId: invoice.lines[0]!.id, taxableValue: '3000' }],
          },
        ],
      },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body.data).toMatchObject({
      noteNumber: created.body.data.noteNumber,
      revision: 2,
      totalAmount: '3150.00',
    });

    const link = await suite.h.rest('GET', `/api/credit-note-file/${id}`, asOwner());
    expect(link.status, link.text).toBe(200);
    const file = await suite.h.rest('GET', link.body.data.fileLink as string, asOwner());
    expect(file.status).toBe(200);
    expect(file.raw.headers['content-type']).toContain('application/pdf');
    if (PDFTOTEXT) {
      const text = pdfText(file.raw.rawPayload);
      for (const field of [
        'CREDIT NOTE',
        created.body.data.noteNumber as string,
        invoice.invoiceNumber,
        'Sunrise RWA',
        '19AABCD1234E1Z5',
        '3,000.00',
        '3,150.00',
        'Authorised Signatory',
      ]) {
        expect(text, field).toContain(field);
      }
    }
    // Another shop's session cannot read the file.
    const foreign = await suite.h.rest('GET', link.body.data.fileLink as string, {
      tenant: 'beta',
      cookie: suite.ownerB,
    });
    expect(foreign.status).toBe(404);

    const cancel = await suite.h.rest('DELETE', `/api/credit-note/hard-delete/${id}`, asOwner());
    expect(cancel.status, cancel.text).toBe(200);
    expect(cancel.body).toEqual({ message: 'Credit note cancelled' });
    const cancelledLink = await suite.h.rest('GET', `/api/credit-note-file/${id}`, asOwner());
    const cancelledFile = await suite.h.rest('GET', cancelledLink.body.data.fileLink, asOwner());
    if (PDFTOTEXT) expect(pdfText(cancelledFile.raw.rawPayload)).toContain('CANCELLED');
  });
});

describe('dashboard', () => {
  it('counts revenue and GST net of credit and debit notes, in every filter mode', async () => {
    // September 2025 has nothing else. 2 modules at 10,000 (5 %): 20,000 + 500 + 500 = 21,000.
    const invoice = trpcData<Invoice>(
      await mutate('tenant.invoices.create', {
        invoiceDate: '2025-09-05',
        billToId: suite.fx.local.id,
        lines: [{ productId: suite.fx.module.id, quantity: 2, price: '10000' }],
      }),
    );
    // 1 module back at 5,000 taxable: 5,000 + 125 + 125 = 5,250 off; GST 250 off.
    trpcData(
      await mutate('tenant.creditNotes.create', {
        noteDate: '2025-09-10',
        reason: 'sales-return',
        lines: [{ invoiceLineId: invoice.lines[0]!.id, quantity: 1, taxableValue: '5000' }],
      }),
    );
    // A debit note of 1,000 taxable: 1,000 + 25 + 25 = 1,050 on; GST 50 on.
    trpcData(
      await mutate('tenant.debitNotes.create', {
        noteDate: '2025-09-12',
        reason: 'price-revision',
        lines: [{ invoiceLineId: invoice.lines[0]!.id, taxableValue: '1000' }],
      }),
    );
    // 21,000 − 5,250 + 1,050 = 16,800.00; GST 1,000 − 250 + 50 = 800.00; 1 invoice.
    const expected = { totalInvoices: 1, totalRevenue: '16800.00', totalGST: '800.00' };
    const september = { startDate: '2025-09-01', endDate: '2025-09-30' };
    for (const filters of [
      september,
      { ...september, products: [suite.fx.module.id] },
      { ...september, customers: [suite.fx.local.id] },
      { ...september, customers: [suite.fx.local.id], products: [suite.fx.module.id] },
    ]) {
      const data = trpcData<{
        totalInvoices: number;
        totalRevenue: string;
        totalGST: string;
        averageInvoiceValue: string;
        salesOverTime: { month: string; revenue: string }[];
        topCustomers: { name: string; totalSpent: string }[];
        topProducts: { name: string; totalQty: number }[];
      }>(await suite.h.trpcQuery('tenant.dashboard.get', filters, asOwner()));
      expect(data, JSON.stringify(filters)).toMatchObject({
        ...expected,
        averageInvoiceValue: '16800.00',
      });
      expect(data.salesOverTime).toEqual([
        expect.objectContaining({ month: '2025-09', revenue: '16800.00' }),
      ]);
      expect(data.topCustomers).toEqual([
        expect.objectContaining({ name: 'Sunrise RWA', totalSpent: '16800.00' }),
      ]);
      // 2 sold, 1 returned.
      expect(data.topProducts.map((p) => Number(p.totalQty))).toEqual([1]);
    }
  });
});
