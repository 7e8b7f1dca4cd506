import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { todayIN } from '@gst/domain';
import { renderWithApi } from '../testApi';
import { ReturnDrawer } from './ReturnDrawer';

const bill = {
  id: 'b1',
  entryNumber: 'PB/26-27/0001',
  supplierInvoiceNumber: 'SD/881',
  supplierName: 'Surya Distributors',
  billDate: '2026-04-02',
  totalAmount: '70800.00',
  lines: [
    {
      id: 'l1',
      position: 0,
      description: 'Mono panel 540 W',
      uomUnit: 'NOS',
      quantity: '3.000',
      serials: [
        { itemId: 'i1', serialNo: 'P-001', status: 'in-stock' },
        { itemId: 'i2', serialNo: 'P-002', status: 'sold' },
        { itemId: 'i3', serialNo: 'P-003', status: 'in-stock' },
      ],
    },
  ],
};

// The reason's autosizing textarea listens to font loading, which happy-dom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

describe('ReturnDrawer', () => {
  it('sends the chosen serials back with the reason', async () => {
    const onClose = vi.fn();
    const { calls } = renderWithApi(<ReturnDrawer billId="b1" opened onClose={onClose} />, {
      'tenant.purchases.get': () => bill,
      'tenant.purchases.listReturns': () => [],
      'tenant.purchases.createReturn': () => ({
        id: 'r1',
        returnNumber: 'PR/26-27/0001',
        totalAmount: '23600.00',
      }),
    });
    // Only the units still in stock can go back.
    await screen.findByRole('checkbox', { name: 'P-001' });
    expect(screen.queryByRole('checkbox', { name: 'P-002' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Say why the goods go back')).toBeTruthy();
    expect(screen.getByText('Return at least one line')).toBeTruthy();

    await userEvent.click(screen.getByRole('checkbox', { name: 'P-003' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'Cracked glass');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Purchase return PR/26-27/0001 recorded (₹23,600.00)'),
    ).toBeTruthy();
    expect(calls.find((c) => c.path === 'tenant.purchases.createReturn')?.input).toEqual({
      billId: 'b1',
      kind: 'debit-note',
      returnDate: todayIN(),
      supplierNoteNumber: '',
      reason: 'Cracked glass',
      lines: [{ billLineId: 'l1', quantity: 1, itemIds: ['i3'] }],
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows per line what was bought, what went back and what is left, and caps at it', async () => {
    // 10 m of cable: 4 m went back on an active return, 3 m on a cancelled one (given back).
    const cable = {
      ...bill,
      lines: [
        {
          id: 'l2',
          position: 0,
          description: 'DC cable 4 sq mm',
          uomUnit: 'MTR',
          quantity: '10.000',
          serials: [],
        },
      ],
    };
    const returned = (status: string, quantity: string) => ({
      id: `r-${status}`,
      status,
      lines: [
        {
          billLineId: 'l2',
          quantity,
          uomUnit: 'MTR',
          description: 'DC cable 4 sq mm',
          serials: [],
        },
      ],
    });
    const { calls } = renderWithApi(<ReturnDrawer billId="b1" opened onClose={vi.fn()} />, {
      'tenant.purchases.get': () => cable,
      'tenant.purchases.listReturns': () => [
        returned('active', '4.000'),
        returned('cancelled', '3.000'),
      ],
      'tenant.purchases.createReturn': () => ({
        id: 'r2',
        returnNumber: 'PR/26-27/0002',
        totalAmount: '708.00',
      }),
    });
    expect(await screen.findByText('Bought 10 MTR · returned 4 · left 6')).toBeTruthy();
    const quantity = screen.getByRole('textbox', {
      name: 'Quantity of DC cable 4 sq mm going back',
    });
    // Typing more than is left stops at what is left.
    await userEvent.type(quantity, '9');
    expect((quantity as HTMLInputElement).value).toBe('');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '6');
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'Wrong gauge');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Purchase return PR/26-27/0002 recorded (₹708.00)'),
    ).toBeTruthy();
    expect(calls.find((c) => c.path === 'tenant.purchases.createReturn')?.input).toMatchObject({
      lines: [{ billLineId: 'l2', quantity: 6, itemIds: [] }],
    });
  });

  it('a line all gone back says so and takes no quantity', async () => {
    renderWithApi(<ReturnDrawer billId="b1" opened onClose={vi.fn()} />, {
      'tenant.purchases.get': () => ({
        ...bill,
        lines: [
          { ...bill.lines[0], id: 'l3', description: 'Clamp', serials: [], quantity: '2.000' },
        ],
      }),
      'tenant.purchases.listReturns': () => [
        {
          id: 'r1',
          status: 'active',
          lines: [
            {
              billLineId: 'l3',
              quantity: '2.000',
              uomUnit: 'NOS',
              description: 'Clamp',
              serials: [],
            },
          ],
        },
      ],
    });
    expect(await screen.findByText('Everything on this line has gone back already.')).toBeTruthy();
    expect(screen.getByText('Bought 2 NOS · returned 2 · left 0')).toBeTruthy();
    const clamp = screen.getByRole<HTMLInputElement>('textbox', {
      name: 'Quantity of Clamp going back',
    });
    expect(clamp.disabled).toBe(true);
  });
});
