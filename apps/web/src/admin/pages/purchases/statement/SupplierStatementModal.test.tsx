import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPhoneViewport } from '../../../../../test/render';
import { renderWithApi, type ApiAnswers } from '../testApi';
import { SupplierStatementModal } from './SupplierStatementModal';
import { supplierStatementRange } from './supplierStatement';

const statement = (lines: unknown[]) => (input: unknown) => {
  const { from, to } = input as { from: string; to: string };
  return {
    supplier: { id: 's1', name: 'Surya Distributors', gstin: '', address: '' },
    from,
    to,
    opening: '1000.00',
    closing: lines.length ? '12250.50' : '1000.00',
    lines,
  };
};

const LINES = [
  {
    date: '2026-11-02',
    kind: 'bill',
    number: 'PB/26-27/0001 (SD/881)',
    debit: '14250.50',
    credit: '0.00',
    balance: '15250.50',
  },
  {
    date: '2026-11-05',
    kind: 'purchase-return',
    number: 'PR/26-27/0001',
    debit: '0.00',
    credit: '1000.00',
    balance: '14250.50',
  },
  {
    date: '2026-11-10',
    kind: 'payment',
    number: 'SP/26-27/0001',
    debit: '0.00',
    credit: '2000.00',
    balance: '12250.50',
  },
];

function Harness({ onClose }: { onClose: () => void }) {
  const [supplier, setSupplier] = useState<{ id: string; name: string } | null>({
    id: 's1',
    name: 'Surya Distributors',
  });
  return (
    <SupplierStatementModal
      supplier={supplier}
      onClose={() => {
        onClose();
        setSupplier(null);
      }}
    />
  );
}

function renderModal(answers: ApiAnswers) {
  const onClose = vi.fn();
  const { calls } = renderWithApi(<Harness onClose={onClose} />, answers);
  return { calls, onClose };
}

describe('SupplierStatementModal', () => {
  afterEach(() => setPhoneViewport(false));

  it('asks for this financial year and shows opening, bills, returns, payments and closing', async () => {
    const { calls } = renderModal({ 'tenant.supplierPayments.statement': statement(LINES) });
    expect(screen.getByLabelText('Loading statement')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Supplier statement' });
    const text = table.textContent ?? '';
    for (const part of [
      'Opening payable',
      '₹1,000.00',
      'Bill',
      'PB/26-27/0001 (SD/881)',
      '₹14,250.50',
      'Return',
      'Payment',
      'Closing payable',
      '₹12,250.50',
    ]) {
      expect(text).toContain(part);
    }
    expect(document.querySelector('[data-full-screen]')).toBeNull();
    expect(calls[0]).toEqual({
      path: 'tenant.supplierPayments.statement',
      input: { supplierId: 's1', ...supplierStatementRange() },
    });
  });

  it('says so when nothing happened between the dates', async () => {
    renderModal({ 'tenant.supplierPayments.statement': statement([]) });
    expect(
      await screen.findByText('No bills, returns or payments between these dates.'),
    ).toBeTruthy();
  });

  it('closes on Escape', async () => {
    const { onClose } = renderModal({ 'tenant.supplierPayments.statement': statement([]) });
    await screen.findByRole('table', { name: 'Supplier statement' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('downloads the Excel file the server makes for the same range', async () => {
    const created = vi.fn((_blob: Blob) => 'blob:statement');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const { calls } = renderModal({
      'tenant.supplierPayments.statement': statement(LINES),
      'tenant.documents.supplierStatementFile': () => ({
        fileName: 'Supplier-Statement.xlsx',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        base64: btoa('PK'),
      }),
    });
    await screen.findByRole('table', { name: 'Supplier statement' });
    await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.path === 'tenant.documents.supplierStatementFile')?.input).toEqual({
      supplierId: 's1',
      ...supplierStatementRange(),
      format: 'xlsx',
    });
    vi.unstubAllGlobals();
  });

  it('fills the screen on a phone, one card per entry', async () => {
    setPhoneViewport(true);
    renderModal({ 'tenant.supplierPayments.statement': statement(LINES) });
    const list = await screen.findByRole('list', { name: 'Supplier statement' });
    expect(document.querySelector('[data-full-screen]')).toBeTruthy();
    const cards = within(list)
      .getAllByRole('listitem')
      .map((c) => c.textContent);
    expect(cards).toHaveLength(5);
    expect(cards[1]).toContain('₹14,250.50');
    expect(cards[2]).toContain('Return');
    expect(cards[2]).toContain('−₹1,000.00');
    expect(cards[3]).toContain('Payable ₹12,250.50');
    expect(cards[4]).toContain('Closing payable');
  });
});
