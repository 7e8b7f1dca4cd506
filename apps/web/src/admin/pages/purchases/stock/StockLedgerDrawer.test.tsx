import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPhoneViewport } from '../../../../../test/render';
import { renderWithApi } from '../testApi';
import { StockLedgerDrawer } from './StockLedgerDrawer';

// 10 panels on hand; 5 bought at ₹12,000.50, 3 sold, 1 sent back: 11 left.
const ledger = (input: unknown) => ({
  product: { id: 'p1', productLabel: 'Mono panel 540 W', uomUnit: 'NOS' },
  ...(input as { from: string; to: string }),
  opening: { quantity: '10.000', value: '120000.00' },
  lines: [
    {
      id: 'm1',
      date: '2026-11-02',
      kind: 'purchase',
      quantity: '5.000',
      unitCost: '12000.5000',
      value: '60002.50',
      reason: '',
      document: 'PB/26-27/0001',
      balance: '15.000',
      balanceValue: '180002.50',
    },
    {
      id: 'm2',
      date: '2026-11-04',
      kind: 'sale',
      quantity: '-3.000',
      unitCost: '12000.1667',
      value: '-36000.50',
      reason: '',
      document: 'INV/26-27/0007',
      balance: '12.000',
      balanceValue: '144002.00',
    },
    {
      id: 'm3',
      date: '2026-11-05',
      kind: 'purchase-return',
      quantity: '-1.000',
      unitCost: '12000.5000',
      value: '-12000.50',
      reason: '',
      document: 'PR/26-27/0001',
      balance: '11.000',
      balanceValue: '132001.50',
    },
  ],
  closing: { quantity: '11.000', value: '132001.50' },
});

const range = { from: '2026-11-01', to: '2026-11-29' };

describe('StockLedgerDrawer', () => {
  afterEach(() => setPhoneViewport(false));

  it('lists every movement between opening and closing, for the dates it was given', async () => {
    const { calls } = renderWithApi(
      <StockLedgerDrawer
        product={{ id: 'p1', label: 'Mono panel 540 W' }}
        range={range}
        onClose={() => {}}
      />,
      { 'tenant.stock.ledger': ledger },
    );
    const table = await screen.findByRole('table', { name: 'Stock ledger' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'DateKindDocumentInOutBalanceValue',
      '01 Nov 2026Opening balance10 NOS₹1,20,000.00',
      '02 Nov 2026PurchasePB/26-27/0001515₹60,002.50',
      '04 Nov 2026SaleINV/26-27/0007312-₹36,000.50',
      '05 Nov 2026Purchase returnPR/26-27/0001111-₹12,000.50',
      '29 Nov 2026Closing balance11 NOS₹1,32,001.50',
    ]);
    expect(calls[0]?.input).toEqual({ productId: 'p1', ...range });
  });

  it('shows cards on a phone', async () => {
    setPhoneViewport(true);
    renderWithApi(
      <StockLedgerDrawer
        product={{ id: 'p1', label: 'Mono panel 540 W' }}
        range={range}
        onClose={() => {}}
      />,
      { 'tenant.stock.ledger': ledger },
    );
    const list = await screen.findByRole('list', { name: 'Stock ledger' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(cards[2]?.textContent).toContain('Sale');
    expect(cards[2]?.textContent).toContain('−3 NOS');
  });
});
