// @engines pglite
import { describe, expect, it } from 'vitest';
import { rowsOf, withTenant } from '@gst/db/client';
import { trpcData, trpcError } from './helpers';
import { notesSuite, type Invoice } from './notes-fixtures';

/**
 * Issue 29 item 8: a credit note, or a filed month, locks what changes an invoice's figures, not
 * its transport details (e-way bill Part B: mode, vehicle, distance, transporter). And the audit
 * trail lists only what changed (an update of the vehicle alone is not a change of "billTo").
 */
const { suite, mutate, invoiceWith, asOwner } = notesSuite();

const TRUCK = { transportMode: 'road', vehicleNumber: 'WB02AB1234', transportDistanceKm: 12 };

/** The update that sends the invoice as it is (3 modules at 14,000.00) with `change` on top. */
const resend = (invoice: Invoice, serials: string[], change: Record<string, unknown>) => ({
  id: invoice.id,
  invoiceDate: (change.invoiceDate as string | undefined) ?? '2025-10-10',
  billToId: suite.fx.local.id,
  lines: [{ productId: suite.fx.module.id, quantity: 3, price: '14000', serialItemIds: serials }],
  ...change,
});

async function lastAudit(action: string, entityId: string) {
  return withTenant(suite.h.database.db, suite.h.a, async (tx) => {
    const rows = rowsOf<{ details: Record<string, unknown> }>(
      await tx.execute(
        `select details from audit_log where action = '${action}' and entity_id = '${entityId}' order by id desc limit 1`,
      ),
    );
    return rows[0]?.details ?? {};
  });
}

describe('transport details stay editable (item 8)', () => {
  it('an update of the vehicle alone audits the vehicle alone (no "billTo")', async () => {
    const serials = suite.fx.moduleSerials.slice(0, 3);
    const invoice = await invoiceWith(serials);
    const updated = trpcData(
      await mutate('tenant.invoices.update', resend(invoice, serials, TRUCK)),
    );
    expect(updated).toMatchObject({ vehicleNumber: 'WB02AB1234', revision: 2 });
    const details = await lastAudit('invoice.update', invoice.id);
    expect(details.changed).toEqual(['transportMode', 'vehicleNumber', 'transportDistanceKm']);
    expect(Object.keys(details.after as object).sort()).toEqual(
      ['transportDistanceKm', 'transportMode', 'vehicleNumber'].sort(),
    );
    // A new price: the lines and the amounts changed, the parties did not.
    const repriced = resend(invoice, serials, {
      ...TRUCK,
      lines: [
        { productId: suite.fx.module.id, quantity: 3, price: '13000', serialItemIds: serials },
      ],
    });
    trpcData(await mutate('tenant.invoices.update', repriced));
    expect((await lastAudit('invoice.update', invoice.id)).changed).toEqual([
      'taxableAmount',
      'cgstAmount',
      'sgstAmount',
      'totalAmount',
      'lines',
    ]);
  });

  it('with a credit note: the transport is changed, the figures stay locked (409)', async () => {
    const serials = suite.fx.moduleSerials.slice(3, 6);
    const invoice = await invoiceWith(serials);
    trpcData(
      await mutate('tenant.creditNotes.create', {
        noteDate: '2025-10-20',
        reason: 'post-sale-discount',
        lines: [{ invoiceLineId: invoice.lines[0]!.id, taxableValue: '1000' }],
      }),
    );
    const moved = trpcData(
      await mutate(
        'tenant.invoices.update',
        resend(invoice, serials, { ...TRUCK, transporterName: 'Howrah Roadways' }),
      ),
    );
    // The figures are those issued: 42,000.00 + 5 % = 44,100.00.
    expect(moved).toMatchObject({
      vehicleNumber: 'WB02AB1234',
      transporterName: 'Howrah Roadways',
      totalAmount: '44100.00',
      revision: 2,
    });
    expect((await lastAudit('invoice.update', invoice.id)).changed).toEqual([
      'transportMode',
      'vehicleNumber',
      'transportDistanceKm',
      'transporterName',
    ]);
    const repriced = trpcError(
      await mutate('tenant.invoices.update', {
        ...resend(invoice, serials, TRUCK),
        lines: [
          { productId: suite.fx.module.id, quantity: 3, price: '13000', serialItemIds: serials },
        ],
      }),
    );
    expect(repriced.data.httpStatus).toBe(409);
    expect(repriced.message).toContain('credit note CN/');
    // The invoice clerk may not edit invoices; another shop does not see the invoice.
    const clerk = await mutate('tenant.invoices.update', resend(invoice, serials, TRUCK), {
      tenant: 'alpha',
      cookie: suite.clerk,
    });
    expect(trpcError(clerk).data.httpStatus).toBe(403);
    const beta = await mutate('tenant.invoices.update', resend(invoice, serials, TRUCK), {
      tenant: 'beta',
      cookie: suite.ownerB,
    });
    expect(trpcError(beta).data.httpStatus).toBe(404);
    expect(
      trpcData(await suite.h.trpcQuery('tenant.invoices.get', { id: invoice.id }, asOwner())),
    ).toMatchObject({ transporterName: 'Howrah Roadways', totalAmount: '44100.00' });
  });

  it('in a filed month: the transport is changed, anything else is refused in words', async () => {
    const serials = suite.fx.moduleSerials.slice(6, 9);
    const invoice = await invoiceWith(serials, { invoiceDate: '2025-09-10' });
    trpcData(await mutate('tenant.returns.lock', { period: '092025' }));
    const dated = { invoiceDate: '2025-09-10' };
    const moved = trpcData(
      await mutate('tenant.invoices.update', resend(invoice, serials, { ...dated, ...TRUCK })),
    );
    expect(moved).toMatchObject({ vehicleNumber: 'WB02AB1234', totalAmount: '44100.00' });
    const redated = trpcError(
      await mutate(
        'tenant.invoices.update',
        resend(invoice, serials, { ...TRUCK, invoiceDate: '2025-09-11' }),
      ),
    );
    expect(redated.message).toBe(
      'September 2025 is filed; issue a credit or debit note in an open month instead',
    );
  });
});
