import { describe, expect, it } from 'vitest';
import { rowsOf, withTenant } from '@gst/db/client';
import { seedBilling, soldFlags } from './billing-fixtures';
import { PDFTOTEXT, pdfText } from './documents-helpers';
import { fileSuite, startHarness, trpcData, trpcError, type Reply } from './helpers';

/**
 * Credit and debit notes (issue 16; CGST Act s.34, Rule 53), through the real server on both
 * engines. The shop is in West Bengal (19). Every figure is worked out by hand in the comments.
 */
async function start() {
  const h = await startHarness();
  const fx = await seedBilling(h, h.a);
  const fxB = await seedBilling(h, h.b);
  const owner = await h.login(h.a);
  const ownerB = await h.login(h.b);
  await h.createUser(h.a, {
    email: 'invoices-only@alpha.test',
    password: 'invoices-only-1',
    permissions: [{ page: 'manage-invoice', permissions: { view: true, create: true } }],
  });
  const clerk = await h.login(h.a, 'invoices-only@alpha.test', 'invoices-only-1');
  return { h, fx, fxB, owner, ownerB, clerk };
}

const suite = fileSuite(start, ({ h }) => h.close());
const asOwner = () => ({ tenant: 'alpha', cookie: suite.owner });

type Line = { id: string; position: number; quantity: string; taxableValue: string };
type Invoice = { id: string; invoiceNumber: string; lines: Line[] };
type Note = {
  id: string;
  noteNumber: string;
  kind: string;
  status: string;
  taxableAmount: string;
  cgstAmount: string;
  sgstAmount: string;
  igstAmount: string;
  totalAmount: string;
  invoices: { invoiceNumber: string }[];
  lines: {
    quantity: string;
    taxableValue: string;
    cgst: string;
    sgst: string;
    igst: string;
    serials: { serialNo: string }[];
  }[];
};

const mutate = (path: string, input: unknown, opts = asOwner()) =>
  suite.h.trpcMutation(path, input, opts);

async function invoiceWith(
  serials: string[],
  extra: Record<string, unknown> = {},
): Promise<Invoice> {
  // 3 modules at 14,000.00, 5 % within the state: taxable 42,000.00, CGST = SGST = 1,050.00.
  return trpcData<Invoice>(
    await mutate('tenant.invoices.create', {
      invoiceDate: '2025-10-10',
      billToId: suite.fx.local.id,
      lines: [
        { productId: suite.fx.module.id, quantity: 3, price: '14000', serialItemIds: serials },
      ],
      ...extra,
    }),
  );
}

async function counts() {
  return withTenant(suite.h.database.db, suite.h.a, async (tx) => {
    const one = async (sql: string) =>
      String(rowsOf<{ n: string | number }>(await tx.execute(sql))[0]?.n ?? '');
    return {
      notes: await one('select count(*) as n from notes'),
      lines: await one('select count(*) as n from note_lines'),
      serials: await one('select count(*) as n from note_line_serials'),
      sold: await one('select count(*) as n from items where sold_to_invoice'),
      counters: await one(
        "select coalesce(string_agg(kind || ':' || next_value, ',' order by kind, financial_year), '') as n from document_counters",
      ),
    };
  });
}

function refusedWith(reply: Reply, message: RegExp) {
  expect(reply.status, reply.text).toBe(400);
  expect(trpcError(reply).message).toMatch(message);
}

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
