import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { findToast, setPhoneViewport } from '../../../../../test/render';
import { AdminSessionContext, type AdminSession } from '../../../session';
import { renderWithApi, type ApiAnswers } from '../testApi';
import { ExpenseBillsTable } from './ExpenseBillsTable';
import { ExpenseDetail } from './ExpenseDetail';

const OWNER = {
  user: { id: 'u1', name: 'Owner', email: 'o@shop.test', role: 'superadmin', permissionSets: [] },
  permissionsKeys: [],
} as unknown as AdminSession;

const expense = (attachment: unknown) => () => ({
  id: 'e1',
  expenseNumber: 'EX/26-27/0001',
  status: 'active',
  note: 'Shop rent, May',
  attachment,
});

function render(ui: React.ReactElement, answers: ApiAnswers) {
  return renderWithApi(
    <AdminSessionContext.Provider value={OWNER}>{ui}</AdminSessionContext.Provider>,
    answers,
  );
}

afterEach(() => setPhoneViewport(false));

describe('an expense’s receipt (issue 31)', () => {
  it('links the attached file and removes it', async () => {
    const { calls } = render(<ExpenseDetail id="e1" cancelled={false} />, {
      'tenant.expenses.get': expense({
        fileLink: '/files/abc/receipt.pdf',
        name: 'receipt.pdf',
        contentType: 'application/pdf',
        size: 20480,
      }),
      'tenant.expenses.detach': () => ({ id: 'e1' }),
      'tenant.expenses.list': () => ({ data: [], total: 0 }),
    });
    expect(screen.getByLabelText('Loading the expense')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'receipt.pdf' });
    expect(link.getAttribute('href')).toBe('/files/abc/receipt.pdf');
    expect(screen.getByText('Shop rent, May')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove file' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'tenant.expenses.detach')?.input).toEqual({ id: 'e1' }),
    );
  });

  it('refuses a file over 3 MB in the browser, before sending it', async () => {
    const { calls } = render(<ExpenseDetail id="e1" cancelled={false} />, {
      'tenant.expenses.get': expense(null),
    });
    await screen.findByRole('button', { name: 'Attach the receipt' });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File([new Uint8Array(3 * 1024 * 1024 + 1)], 'scan.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(input, big);
    await findToast('the limit is');
    expect(calls.some((c) => c.path === 'tenant.expenses.attach')).toBe(false);
  });

  it('says when the expense cannot be loaded, and offers to try again', async () => {
    render(<ExpenseDetail id="e1" cancelled={false} />, {
      'tenant.expenses.get': () => {
        throw new Error('Expense not found');
      },
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('takes no new file on a cancelled expense', async () => {
    render(<ExpenseDetail id="e1" cancelled />, { 'tenant.expenses.get': expense(null) });
    await screen.findByText('Shop rent, May');
    expect(screen.queryByRole('button', { name: 'Attach the receipt' })).toBeNull();
  });
});

describe('bills for expenses (issue 31)', () => {
  it('lists the bills of the dates with their cost and what is due, as cards on a phone', async () => {
    setPhoneViewport(true);
    const { calls } = render(
      <ExpenseBillsTable range={{ from: '2026-05-01', to: '2026-05-31' }} />,
      {
        'tenant.expenses.bills': () => ({
          data: [
            {
              id: 'b1',
              entryNumber: 'PB/26-27/0004',
              supplierInvoiceNumber: 'F-1',
              billDate: '2026-05-10',
              supplierId: 's1',
              supplierName: 'Howrah Roadways',
              categories: 'Fuel and transport',
              amount: '2500.00',
              totalAmount: '2625.00',
              balance: '2625.00',
              paymentStatus: 'overdue',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 10,
        }),
      },
    );
    expect(await screen.findByText('Howrah Roadways')).toBeTruthy();
    expect(screen.getByText('₹2,500.00')).toBeTruthy();
    expect(screen.getByText(/Overdue · ₹2,625.00 due/)).toBeTruthy();
    expect(calls[0]?.input).toMatchObject({ from: '2026-05-01', to: '2026-05-31', page: 1 });
  });
});
