// @engines pglite
import { describe, expect, it } from 'vitest';
import { intraStateInvoice } from '../../../packages/api/test/services/billing-fixtures';
import { seedBilling } from './billing-fixtures';
import { harnessSuite, trpcData, trpcError, type Reply } from './helpers';

/**
 * Issue 29 item 1: a tax invoice (CGST Rule 46(a)) and a credit or debit note (Rule 53) are not
 * issued while the shop's name, address, PIN, state or GSTIN (or the recorded fact of being
 * unregistered) is missing. The refusal names what is missing, links to Settings and uses no
 * number; once the particulars are set the document issues, its supplier address with the PIN.
 */
const suite = harnessSuite({}, async (h) => {
  const fx = await seedBilling(h, h.a);
  const owner = { tenant: 'alpha', cookie: await h.login(h.a) };
  return { fx, owner };
});

type Invoice = { id: string; invoiceNumber: string; lines: { id: string }[] };

const settingsUpdate = (values: Record<string, string>) =>
  suite.h.trpcMutation('tenant.settings.update', values, suite.owner);

const createInvoice = (slot: number) =>
  suite.h.trpcMutation(
    'tenant.invoices.create',
    intraStateInvoice(suite.fx, {
      // One battery line each (no serials), so every attempt could otherwise succeed.
      lines: [{ productId: suite.fx.battery.id, quantity: 1, price: String(65000 + slot) }],
    }),
    suite.owner,
  );

function expectMissing(reply: Reply, labels: RegExp) {
  expect(reply.status, reply.text).toBe(409);
  const error = trpcError(reply) as ReturnType<typeof trpcError> & {
    data: { details?: { missing: { key: string; href: string }[]; href: string } };
  };
  expect(error.message).toMatch(labels);
  return error.data.details;
}

describe('legal particulars before a tax invoice or note (issue 29 item 1)', () => {
  it('refuses an invoice and a note naming what is missing, then issues once it is set', async () => {
    const { h, owner } = suite;
    // The harness shop has its particulars: it invoices.
    const first = trpcData<Invoice>(await createInvoice(1));
    expect(first.invoiceNumber).toMatch(/0001$/);

    // The owner clears the address and PIN, and records the shop as registered without a GSTIN.
    expect(
      (await settingsUpdate({ address: '', pinCode: '', gstRegistration: 'registered' })).status,
    ).toBe(200);

    const refused = expectMissing(
      await createInvoice(2),
      /Set the shop's Address, PIN Code and GSTIN in Settings before issuing a tax invoice \(CGST Rule 46\(a\)/,
    );
    expect(refused).toEqual({
      missing: [
        { key: 'address', label: 'Address', href: '/admin/change-details#contact-info' },
        { key: 'pinCode', label: 'PIN Code', href: '/admin/change-details#contact-info' },
        { key: 'gstin', label: 'GSTIN', href: '/admin/change-details#gst-legal' },
      ],
      href: '/admin/change-details#contact-info',
    });

    // REST says the same, with the same details, as a 409.
    const rest = await h.rest('POST', '/api/invoice', {
      ...owner,
      body: {
        invoices: [
          intraStateInvoice(suite.fx, {
            lines: [{ productId: suite.fx.battery.id, quantity: 1, price: '65000' }],
          }),
        ],
      },
    });
    expect(rest.status, rest.text).toBe(409);
    expect(rest.body.error).toMatch(/Address, PIN Code and GSTIN/);
    expect(rest.body.details.href).toBe('/admin/change-details#contact-info');

    // A credit note and a debit note on the first invoice: Rule 53 asks the same particulars.
    for (const [path, name] of [
      ['tenant.creditNotes.create', 'credit note'],
      ['tenant.debitNotes.create', 'debit note'],
    ] as const) {
      const note = await h.trpcMutation(
        path,
        {
          noteDate: '2025-11-25',
          reason: path.includes('credit') ? 'post-sale-discount' : 'price-revision',
          lines: [{ invoiceLineId: first.lines[0]!.id, taxableValue: '100' }],
        },
        owner,
      );
      expectMissing(note, new RegExp(`before issuing a ${name} \\(CGST Rule 53\\(1\\)\\(a\\)`));
    }

    // "Not registered for GST" stands in for the GSTIN; the address and PIN are still asked.
    await settingsUpdate({ gstRegistration: 'unregistered' });
    const stillMissing = expectMissing(await createInvoice(3), /Address and PIN Code in Settings/);
    expect(stillMissing?.missing.map((m) => m.key)).toEqual(['address', 'pinCode']);

    // Set: the invoice issues with the next number (no refusal used one), and the supplier's
    // address carries its PIN once.
    await settingsUpdate({ address: '22 Camac Street, Kolkata', pinCode: '700017' });
    const second = trpcData<Invoice>(await createInvoice(4));
    expect(second.invoiceNumber).toMatch(/0002$/);
    const [row] = await h.sql<{ address: string }>(
      `select supplier->>'address' as address from ${h.a.schemaName}.invoices where id = '${second.id}'`,
    );
    expect(row?.address).toBe('22 Camac Street, Kolkata - 700017');
  });

  it('refuses a malformed PIN code in Settings', async () => {
    const reply = await settingsUpdate({ pinCode: '012345' });
    expect(reply.status).toBe(400);
    expect(trpcError(reply).message).toMatch(/6-digit PIN code \(first digit 1-9\)/);
  });
});
