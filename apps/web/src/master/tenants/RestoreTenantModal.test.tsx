import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../admin/pages/purchases/testApi';
import { RestoreTenantModal } from './RestoreTenantModal';

/** An XMLHttpRequest stand-in that answers `status` and `body` after reporting the upload. */
function fakeXhr(status: number, body: unknown) {
  const sent: { url: string; headers: Record<string, string>; body: unknown; cookies: boolean }[] =
    [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress?: (e: ProgressEvent) => void; onload?: () => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(payload: unknown) {
      sent.push({
        url: this.url,
        headers: this.headers,
        body: payload,
        cookies: this.withCredentials,
      });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
        this.upload.onload?.();
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 10);
    }
    abort() {
      this.onabort?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const zip = (size = 2048, name = 'demo-shop-export-2026-11-29.zip') => {
  const file = new File(['PK'], name, { type: 'application/zip' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function renderModal() {
  const onClose = vi.fn();
  renderWithApi(<RestoreTenantModal opened onClose={onClose} />, {});
  const dialog = screen.getByRole('dialog', { name: 'Restore a shop from its archive' });
  const fileInput = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  return { onClose, dialog, fileInput };
}

describe('RestoreTenantModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a valid Tenant ID and an archive before sending anything', async () => {
    const sent = fakeXhr(201, {});
    const { dialog } = renderModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore shop' }));
    expect(await within(dialog).findByText('Tenant ID must be at least 2 characters')).toBeTruthy();
    expect(within(dialog).getByText('Choose the archive (.zip) to restore')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/New Tenant ID/), 'acme--solar');
    expect(within(dialog).getByText('Tenant ID may not contain two hyphens in a row')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('refuses an archive over 2 GB, and a file that is not a .zip', async () => {
    const { dialog, fileInput } = renderModal();
    await userEvent.upload(fileInput, zip(3 * 1024 ** 3));
    expect(await within(dialog).findByText('The archive is 3 GB; the limit is 2 GB')).toBeTruthy();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByText(/Choose a \.zip archive/)).toBeTruthy();
  });

  it('uploads the raw archive with the session cookie and shows the restored shop', async () => {
    const sent = fakeXhr(201, {
      message: 'Shop restored',
      data: {
        tenant: { id: 't9', tenantId: 'acme-copy', name: 'Acme Solar' },
        counts: { invoices: 1234, credit_notes: 3, empty_things: 0 },
      },
    });
    const { dialog, fileInput } = renderModal();
    await userEvent.type(within(dialog).getByLabelText(/New Tenant ID/), 'acme-copy');
    await userEvent.type(within(dialog).getByLabelText(/Shop name/), 'Acme Solar');
    const file = zip();
    await userEvent.upload(fileInput, file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore shop' }));
    expect(await within(dialog).findByText('Shop restored')).toBeTruthy();
    expect(sent[0]).toEqual({
      url: '/api/master/tenant/import?tenantId=acme-copy&name=Acme+Solar',
      headers: { 'Content-Type': 'application/zip' },
      body: file,
      cookies: true,
    });
    const table = within(dialog).getByRole('table', { name: 'Restored records' });
    expect(table.textContent).toContain('Invoices1,234');
    expect(table.textContent).toContain('Credit notes3');
    expect(table.textContent).not.toContain('Empty things');
    const open = within(dialog).getByRole('link', { name: 'Open the shop' });
    expect(open.getAttribute('href')).toMatch(/^http:\/\/acme-copy\..*\/admin\/login$/);
  });

  it('shows the server’s words when it refuses the archive', async () => {
    fakeXhr(409, { error: 'Tenant ID acme-copy is already taken' });
    const { dialog, fileInput } = renderModal();
    await userEvent.type(within(dialog).getByLabelText(/New Tenant ID/), 'acme-copy');
    await userEvent.upload(fileInput, zip());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore shop' }));
    const alert = await within(dialog).findByText('Tenant ID acme-copy is already taken');
    expect(alert).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Restore shop' })).toBeTruthy();
  });

  it('closes on Escape', async () => {
    const { onClose } = renderModal();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
