import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { findToast, setPhoneViewport } from '../../../../test/render';
import { renderWithApi, type ApiAnswers } from '../purchases/testApi';
import type { ShopExportJob } from './shopData';
import { ShopExportPanel } from './ShopExportPanel';
import { serverError } from './testErrors';

const job = (over: Partial<ShopExportJob> = {}): ShopExportJob => ({
  id: 'j1',
  status: 'done',
  phase: 'Done',
  done: 300,
  total: 300,
  percent: 100,
  sizeBytes: 13_002_342,
  fileName: 'demo-shop-export-2026-11-29.zip',
  error: null,
  requestedBy: 'Demo Admin',
  createdAt: '2026-11-29T12:30:00.000Z',
  finishedAt: '2026-11-29T12:31:00.000Z',
  includePdfs: true,
  ...over,
});
const RUNNING = job({
  status: 'running',
  phase: 'PDFs',
  done: 120,
  total: 300,
  percent: 40,
  sizeBytes: null,
  finishedAt: null,
});

function renderPanel(answers: ApiAnswers, canExport = true) {
  return renderWithApi(<ShopExportPanel canExport={canExport} />, answers);
}

describe('ShopExportPanel', () => {
  afterEach(() => setPhoneViewport(false));

  it('says so when there is no export yet, and offers to start one', async () => {
    renderPanel({ 'tenant.shopExport.list': () => ({ items: [] }) });
    expect(screen.getByLabelText('Loading exports')).toBeTruthy();
    expect(await screen.findByText('No exports yet')).toBeTruthy();
    const start = screen.getByRole('button', { name: 'Export shop data' });
    expect(start.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('switch', { name: /Include PDFs/ })).toHaveProperty('checked', true);
  });

  it('shows a running export’s phase, count and percent, and follows it with get', async () => {
    const { calls } = renderPanel({
      'tenant.shopExport.list': () => ({ items: [RUNNING] }),
      'tenant.shopExport.get': () => RUNNING,
    });
    const bar = await screen.findByRole('progressbar', { name: 'Export progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(await screen.findByText('40%')).toBeTruthy();
    expect(screen.getAllByText('PDFs · 120 of 300').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Export shop data' }).hasAttribute('disabled')).toBe(
      true,
    );
    await waitFor(() =>
      expect(calls).toContainEqual({ path: 'tenant.shopExport.get', input: { id: 'j1' } }),
    );
  });

  it('lists a finished export with its size, who asked, and a download link', async () => {
    renderPanel({ 'tenant.shopExport.list': () => ({ items: [job()] }) });
    const table = await screen.findByRole('table', { name: 'Exports' });
    const row = within(table).getAllByRole('row')[1];
    expect(row?.textContent).toContain('Ready');
    expect(row?.textContent).toContain('12.4 MB');
    expect(row?.textContent).toContain('Demo Admin');
    expect(row?.textContent).toContain('Data, PDFs');
    const link = screen.getByRole('link', { name: 'Download demo-shop-export-2026-11-29.zip' });
    expect(link.getAttribute('href')).toBe('/api/export/shop/j1/file');
    expect(link.getAttribute('download')).toBe('demo-shop-export-2026-11-29.zip');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows why an export failed, without a download', async () => {
    renderPanel({
      'tenant.shopExport.list': () => ({
        items: [job({ status: 'failed', error: 'The disk is full', sizeBytes: null })],
      }),
    });
    expect(await screen.findByText('The disk is full')).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
  });

  it('starts an export without PDFs, follows it and announces the download', async () => {
    let polls = 0;
    const { calls } = renderPanel({
      'tenant.shopExport.list': () => ({ items: polls > 1 ? [job({ includePdfs: false })] : [] }),
      'tenant.shopExport.start': () => job({ ...RUNNING, status: 'queued', includePdfs: false }),
      'tenant.shopExport.get': () => {
        polls += 1;
        return polls > 1 ? job({ includePdfs: false }) : { ...RUNNING, includePdfs: false };
      },
    });
    await screen.findByText('No exports yet');
    await userEvent.click(screen.getByRole('switch', { name: /Include PDFs/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Export shop data' }));
    expect(calls).toContainEqual({
      path: 'tenant.shopExport.start',
      input: { includePdfs: false },
    });
    expect(await screen.findByRole('progressbar', { name: 'Export progress' })).toBeTruthy();
    // The next poll (1.5 s later) finds it done; the list is read again.
    const link = await screen.findByRole(
      'link',
      { name: 'Download demo-shop-export-2026-11-29.zip' },
      { timeout: 5000 },
    );
    expect(link).toBeTruthy();
    await findToast('Your shop’s data is ready to download');
    expect(screen.getByText('Data only')).toBeTruthy();
  });

  it('shows the server’s refusal when an export already runs', async () => {
    renderPanel({
      'tenant.shopExport.list': () => ({ items: [] }),
      'tenant.shopExport.start': () => {
        throw serverError(409, 'CONFLICT', 'An export of this shop is already running');
      },
    });
    await screen.findByText('No exports yet');
    await userEvent.click(screen.getByRole('button', { name: 'Export shop data' }));
    await findToast('An export of this shop is already running');
  });

  it('offers no download for an export a newer one replaced', async () => {
    const replaced = 'This export was replaced by a newer one; download the newest export';
    renderPanel({
      'tenant.shopExport.list': () => ({
        items: [job({ id: 'j2' }), job({ id: 'j1', error: replaced })],
      }),
    });
    expect(await screen.findByText(replaced)).toBeTruthy();
    expect(screen.getByText('Replaced')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Download/ })).toHaveLength(1);
  });

  it('keeps the button off without the export permission', async () => {
    renderPanel({ 'tenant.shopExport.list': () => ({ items: [] }) }, false);
    await screen.findByText('No exports yet');
    expect(screen.getByRole('button', { name: 'Export shop data' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByText(/needs the export permission/)).toBeTruthy();
  });

  it('lists exports as cards on a phone', async () => {
    setPhoneViewport(true);
    renderPanel({ 'tenant.shopExport.list': () => ({ items: [job()] }) });
    const cards = await screen.findByLabelText('Exports');
    expect(cards.tagName).not.toBe('TABLE');
    expect(within(cards).getByRole('link', { name: /Download/ })).toBeTruthy();
  });
});
