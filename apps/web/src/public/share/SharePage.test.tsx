import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../test/render';
import SharePage from './SharePage';

const TOKEN = 'A'.repeat(43);
const SHOP = {
  name: 'Alpha Solar',
  address: '1 Park Street, Kolkata',
  gstin: '19AAHFS5678Q1Z1',
  phone: '9830000000',
  email: '',
  website: '',
};

const INVOICE = {
  expiresAt: '2026-12-31T00:00:00.000Z',
  document: {
    kind: 'invoice',
    shop: SHOP,
    number: 'INV/25-26/0001',
    date: '2025-10-01',
    dueDate: '2025-10-08',
    placeOfSupply: 'West Bengal',
    billTo: { name: 'Sunrise RWA', address: '14 Lake Road', gstin: '' },
    lines: [
      {
        name: 'Li-ion 5 kWh',
        description: '',
        hsnCode: '8507',
        quantity: '1.000',
        unit: 'Nos',
        rate: '10000.00',
        discount: '0.00',
        gstRate: '18.00',
        taxableValue: '10000.00',
        tax: '1800.00',
      },
    ],
    totals: {
      taxableAmount: '10000.00',
      cgst: '900.00',
      sgst: '900.00',
      utgst: '0.00',
      igst: '0.00',
      totalTax: '1800.00',
      discount: '0.00',
      roundOff: '0.00',
      total: '11800.00',
    },
    status: 'partly-paid',
    credited: '0.00',
    debited: '0.00',
    paid: '5000.50',
    amountDue: '6799.50',
    upi: {
      link: 'upi://pay?pa=alpha.solar@okaxis&pn=Alpha%20Solar&am=6799.50&cu=INR',
      vpa: 'alpha.solar@okaxis',
      amount: '6799.50',
      qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>',
    },
  },
};

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))),
  );
}

function renderAt(path: string) {
  renderWithMantine(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/s/:token" element={<SharePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('meta[name="robots"]').forEach((m) => m.remove());
});

describe('the share page', () => {
  it('shows the invoice, its status, the amount due, the UPI QR and the PDF link; asks not to be indexed', async () => {
    answer(200, { message: 'Shared document', data: INVOICE });
    renderAt(`/s/${TOKEN}`);
    expect(await screen.findByText('Tax Invoice INV/25-26/0001')).toBeTruthy();
    expect(screen.getByText('Partly paid')).toBeTruthy();
    expect(screen.getAllByText('₹6,799.50').length).toBeGreaterThan(0);
    const qr = screen.getByRole('img', { name: /UPI QR code to pay ₹6,799.50/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const download = screen.getByRole('link', { name: 'Download PDF' });
    expect(download.getAttribute('href')).toBe(`/public/share/${TOKEN}/pdf`);
    expect(screen.getByText('Li-ion 5 kWh')).toBeTruthy();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );
    expect(document.title).toBe('Invoice INV/25-26/0001 | Alpha Solar');
    const [url, init] = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock
      .calls[0] ?? ['', {}];
    expect(url).toBe(`/public/share/${TOKEN}`);
    expect(init.credentials).toBe('omit');
  });

  it('a link that is not valid says so with the server’s words and nothing else', async () => {
    answer(404, { error: 'This link is not valid. It may have expired or been withdrawn.' });
    renderAt(`/s/${TOKEN}`);
    expect(await screen.findByText('Link not available')).toBeTruthy();
    expect(screen.getByText(/This link is not valid/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('too many requests offers to try again', async () => {
    answer(429, { error: 'Too many requests from your network. Please try again in 5 minutes.' });
    renderAt(`/s/${TOKEN}`);
    await waitFor(() => expect(screen.getByText('Please wait a moment')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
