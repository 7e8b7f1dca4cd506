import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRPCClientError } from '@trpc/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findToast, stubMatchMedia } from '../../../../../test/render';
import { renderWithApi, type ApiAnswers } from '../testApi';
import { BillDrawer } from './BillDrawer';

/** A 1 × 1 PNG, as a photo of the supplier's bill would be (only smaller). */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const photo = () => new File([PNG], 'ESD-0412.png', { type: 'image/png' });

/** A 400 from the server, as the tRPC client hands it over. */
const refusal = (message: string) =>
  new TRPCClientError(message, {
    result: { error: { message, code: -32600, data: { httpStatus: 400, code: 'BAD_REQUEST' } } },
  });

const savedBill = (attachment: unknown) => ({
  id: 'b1',
  supplierId: 's1',
  supplierInvoiceNumber: 'ESD/0412',
  billDate: '2026-05-05',
  receivedDate: '2026-05-05',
  supplierTotal: '2625.00',
  notes: '',
  revision: 1,
  attachment,
  lines: [
    {
      kind: 'expense',
      productId: null,
      description: 'Freight',
      hsnCode: '996511',
      quantity: '1.000',
      price: '2500.00',
      discount: '0.00',
      gstPercentage: '5.00',
      itcEligibility: 'input-services',
      itcReason: '',
      reverseCharge: false,
      expenseCategory: 'Fuel and transport',
      serials: [],
    },
  ],
});

const answers = (attachment: unknown, extra: ApiAnswers = {}): ApiAnswers => ({
  'tenant.settings.get': () => ({ stateCode: '19', roundOffTotals: '0' }),
  'tenant.expenses.categories': () => [{ name: 'Fuel and transport' }],
  'tenant.purchases.get': () => savedBill(attachment),
  'tenant.suppliers.pick': () => [{ id: 's1', name: 'Eastern Solar Distributors', stateCode: 19 }],
  ...extra,
});

/** Reading a file and the drawer's renders take a while on a busy machine. */
const WAIT = { timeout: 5000 };

/** The hidden file input behind "Attach …" / "Replace file". */
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

// The notes' autosizing textarea listens to font loading, which happy-dom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

// Object URLs: happy-dom's are not revocable in a way a test can see, so they are counted here.
const live = new Set<string>();
beforeEach(() => {
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const url = `blob:bill/${++n}`;
    live.add(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void live.delete(url));
  // A wide screen: the preview sits beside the form (min-width queries match).
  stubMatchMedia((query) => query.includes('min-width'));
});
afterEach(() => {
  vi.restoreAllMocks();
  live.clear();
});

describe("BillDrawer: the supplier's bill beside the entry", () => {
  it('previews a picked image beside a new bill; a picked file asks before discarding', async () => {
    const onClose = vi.fn();
    renderWithApi(<BillDrawer opened onClose={onClose} canAttach />, answers(null));
    await screen.findByRole('button', { name: "Attach the supplier's bill" });
    // A text file is refused in the server's words, and nothing is shown.
    fireEvent.change(fileInput(), {
      target: { files: [new File(['hi'], 'a.txt', { type: 'text/plain' })] },
    });
    expect(
      await screen.findByText("'text/plain' is not accepted: attach a PDF, PNG, JPEG or WebP"),
    ).toBeTruthy();
    expect(live.size).toBe(0);

    fireEvent.change(fileInput(), { target: { files: [photo()] } });
    const preview = await screen.findByRole('img', { name: 'Preview of ESD-0412.png' }, WAIT);
    expect(preview.getAttribute('src')).toBe('blob:bill/1');
    expect(screen.getByText(/attached when the bill is saved/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: "Attach the supplier's bill" })).toBeNull();

    // The form is untouched, yet the picked file is a change: Cancel asks first.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(live.size).toBe(0);
  });

  it("shows a revised bill's saved file, and sends a replacement after the revision", async () => {
    const saved = {
      fileLink: '/files/abc',
      name: 'old.pdf',
      contentType: 'application/pdf',
      size: 2048,
    };
    const onClose = vi.fn();
    const { calls } = renderWithApi(<BillDrawer opened onClose={onClose} editId="b1" canAttach />, {
      ...answers(saved),
      'tenant.purchases.update': () => ({ id: 'b1', entryNumber: 'PB/26-27/0001' }),
      'tenant.purchases.attach': () => ({ ...saved, name: 'ESD-0412.png' }),
    });
    const frame = await screen.findByTitle('Preview of old.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/files/abc');

    fireEvent.change(fileInput(), { target: { files: [photo()] } });
    await screen.findByRole('img', { name: 'Preview of ESD-0412.png' }, WAIT);
    expect(screen.getByText('Replaces old.pdf · 2 KB.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: /Save changes to Purchase Bill/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Save' }));
    await findToast('Purchase bill revised');
    const paths = calls.map((c) => c.path).filter((p) => !p.endsWith('get') && !p.endsWith('pick'));
    expect(paths.slice(-2)).toEqual(['tenant.purchases.update', 'tenant.purchases.attach']);
    expect(calls.find((c) => c.path === 'tenant.purchases.attach')?.input).toMatchObject({
      id: 'b1',
      name: 'ESD-0412.png',
    });
    expect(onClose).toHaveBeenCalled();
    expect(live.size).toBe(0);
  });

  it('keeps the revision when the file is refused, and says where to attach it', async () => {
    const onClose = vi.fn();
    renderWithApi(<BillDrawer opened onClose={onClose} editId="b1" canAttach />, {
      ...answers(null),
      'tenant.purchases.update': () => ({ id: 'b1' }),
      'tenant.purchases.attach': () => {
        throw refusal('file: the image is 5000 × 4000 pixels');
      },
    });
    await screen.findByRole('button', { name: "Attach the supplier's bill" });
    fireEvent.change(fileInput(), { target: { files: [photo()] } });
    await screen.findByRole('img', { name: 'Preview of ESD-0412.png' }, WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const confirm = await screen.findByRole('dialog', { name: /Save changes to Purchase Bill/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Save' }));
    await findToast(
      "The purchase bill was saved, but ESD-0412.png was not attached (file: the image is 5000 × 4000 pixels). Attach it from the bill's row (Show details, then Attach the supplier's bill).",
    );
    await findToast('Purchase bill revised');
    expect(onClose).toHaveBeenCalled();
    expect(live.size).toBe(0);
  });
});
