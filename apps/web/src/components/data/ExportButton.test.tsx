import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@gst/domain';
import { findToast, renderWithMantine } from '../../../test/render';
import { ExportButton } from './ExportButton';
import { NothingToExport, downloadExport, runExport } from './fileExport';

const fetchMock = vi.fn<typeof fetch>();
const createObjectURL = vi.fn((_blob: Blob) => 'blob:file');

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('ExportButton', () => {
  it('runs the export on a click', async () => {
    const onExport = vi.fn(async () => {});
    renderWithMantine(<ExportButton onExport={onExport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(onExport).toHaveBeenCalledTimes(1);
  });

  it("with nothing to export says 'No data to export!' instead (spec §5)", async () => {
    const onExport = vi.fn(async () => {});
    renderWithMantine(<ExportButton empty onExport={onExport} label="Excel" icon="sheet" />);
    const button = screen.getByRole('button', { name: 'Excel' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(onExport).not.toHaveBeenCalled();
    await findToast(MESSAGES.uploads.noDataToExport);
  });
});

describe('downloadExport (the server-built export)', () => {
  it('GETs the export URL with the cookies and toasts the success', async () => {
    fetchMock.mockResolvedValue(new Response(new Blob(['xlsx']), { status: 200 }));
    renderWithMantine(
      <ExportButton
        onExport={() =>
          downloadExport(
            '/api/product/export?search=mono',
            'Products.xlsx',
            'Excel file downloaded',
          )
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await findToast('Excel file downloaded');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/product/export?search=mono');
    expect(init?.credentials).toBe('include');
    expect(createObjectURL).toHaveBeenCalled();
  });

  it("shows the server's refusal text, else the spec's failure text", async () => {
    renderWithMantine(<span />);
    fetchMock.mockResolvedValueOnce(
      Response.json({ error: 'Export limit reached' }, { status: 429 }),
    );
    expect(await downloadExport('/api/item/export', 'Items.xlsx', 'done')).toBe(false);
    await findToast('Export limit reached');

    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    expect(await downloadExport('/api/item/export', 'Items.xlsx', 'done')).toBe(false);
    await findToast(MESSAGES.uploads.excelDownloadFailed);
  });
});

describe('runExport (one path for server and browser-built files)', () => {
  it('says there is nothing to export when the export finds no rows', async () => {
    renderWithMantine(<span />);
    const saved = await runExport(() => Promise.reject(new NothingToExport()), {
      success: 'never',
    });
    expect(saved).toBe(false);
    await findToast(MESSAGES.uploads.noDataToExport);
    expect(screen.queryByText('never')).toBeNull();
  });
});
