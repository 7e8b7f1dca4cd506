import { describe, expect, it, vi } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import {
  attachAfterSave,
  attachFailedMessage,
  pickAttachment,
  readAttachment,
  releasePicked,
  type PickedAttachment,
} from './attachmentFile';

const file = (content: BlobPart, name: string, type: string) => new File([content], name, { type });

/** A 1 × 1 PNG. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

/** Object URLs as the browser hands them out, remembering which are still live. */
function fakeUrls() {
  const live = new Set<string>();
  let n = 0;
  return {
    live,
    createObjectURL: () => {
      const url = `blob:test/${++n}`;
      live.add(url);
      return url;
    },
    revokeObjectURL: (url: string) => void live.delete(url),
  };
}

describe('readAttachment (issue 31)', () => {
  it('reads a PDF as the data URL the server takes', async () => {
    const read = await readAttachment(file('%PDF-1.4\n%%EOF\n', 'bill.pdf', 'application/pdf'));
    expect(read).toEqual({
      ok: true,
      dataUrl: `data:application/pdf;base64,${btoa('%PDF-1.4\n%%EOF\n')}`,
    });
  });

  it("refuses another type, a file over 3 MB and a PDF that is not one, in the server's words", async () => {
    expect(await readAttachment(file('hello', 'a.txt', 'text/plain'))).toEqual({
      ok: false,
      error: "'text/plain' is not accepted: attach a PDF, PNG, JPEG or WebP",
    });
    expect(await readAttachment(file('<svg/>', 'logo.svg', 'image/svg+xml'))).toEqual({
      ok: false,
      error: "'image/svg+xml' is not accepted: attach a PDF, PNG, JPEG or WebP",
    });
    const big = new Uint8Array(3 * 1024 * 1024 + 1);
    expect(await readAttachment(file(big, 'big.pdf', 'application/pdf'))).toEqual({
      ok: false,
      error: 'The file is 3.0 MB; the limit is 3.0 MB',
    });
    expect(await readAttachment(file('<html></html>', 'fake.pdf', 'application/pdf'))).toEqual({
      ok: false,
      error: 'The file is not a valid PDF',
    });
    expect(await readAttachment(file('not a png', 'scan.png', 'image/png'))).toEqual({
      ok: false,
      error: 'The file is not a valid PNG image',
    });
  });
});

describe('a file picked before its record is saved', () => {
  it('previews an image or a PDF from an object URL, revoked when released', async () => {
    const urls = fakeUrls();
    const image = await pickAttachment(file(PNG, 'ESD-0412.png', 'image/png'), urls);
    const pdf = await pickAttachment(file('%PDF-1.4\n', 'ESD-0412.pdf', 'application/pdf'), urls);
    expect(image).toMatchObject({
      ok: true,
      picked: { name: 'ESD-0412.png', kind: 'image', url: 'blob:test/1', size: PNG.length },
    });
    expect(pdf).toMatchObject({ ok: true, picked: { kind: 'pdf', url: 'blob:test/2' } });
    expect(image.ok && image.picked.dataUrl.startsWith('data:image/png;base64,iVBOR')).toBe(true);
    expect([...urls.live]).toEqual(['blob:test/1', 'blob:test/2']);
    releasePicked(image.ok ? image.picked : null, urls);
    releasePicked(pdf.ok ? pdf.picked : null, urls);
    releasePicked(null, urls);
    expect(urls.live.size).toBe(0);
  });

  it('makes no object URL for a refused file', async () => {
    const urls = fakeUrls();
    const refused = await pickAttachment(file('hello', 'a.txt', 'text/plain'), urls);
    expect(refused.ok).toBe(false);
    expect(urls.live.size).toBe(0);
  });
});

describe('attaching after the save', () => {
  const picked: PickedAttachment = {
    name: 'ESD-0412.png',
    size: 70,
    contentType: 'image/png',
    kind: 'image',
    url: 'blob:test/1',
    dataUrl: 'data:image/png;base64,AAAA',
  };
  const where = { what: 'the purchase bill', where: "the bill's row" };

  it('sends nothing when no file was picked', async () => {
    const upload = vi.fn();
    expect(await attachAfterSave(null, 'bill-1', upload)).toEqual({ status: 'none' });
    expect(upload).not.toHaveBeenCalled();
    expect(attachFailedMessage({ status: 'none' }, where)).toBeNull();
  });

  it('sends the file to the saved record through its attach call', async () => {
    const upload = vi.fn().mockResolvedValue({ fileLink: '/files/x' });
    const outcome = await attachAfterSave(picked, 'bill-1', upload);
    expect(upload).toHaveBeenCalledWith({
      id: 'bill-1',
      file: 'data:image/png;base64,AAAA',
      name: 'ESD-0412.png',
    });
    expect(outcome).toEqual({ status: 'attached', name: 'ESD-0412.png' });
    expect(attachFailedMessage(outcome, where)).toBeNull();
  });

  it("keeps the save when the upload fails and says so, with the server's reason", async () => {
    const refused = new TRPCClientError('file: the image is 5000 × 4000 pixels', {
      result: {
        error: {
          message: 'file: the image is 5000 × 4000 pixels',
          code: -32600,
          data: { httpStatus: 400, code: 'BAD_REQUEST' },
        },
      },
    });
    const outcome = await attachAfterSave(picked, 'bill-1', () => Promise.reject(refused));
    expect(outcome).toEqual({
      status: 'failed',
      name: 'ESD-0412.png',
      reason: 'file: the image is 5000 × 4000 pixels',
    });
    expect(attachFailedMessage(outcome, where)).toBe(
      "The purchase bill was saved, but ESD-0412.png was not attached (file: the image is 5000 × 4000 pixels). Attach it from the bill's row.",
    );
  });

  it('says the server could not be reached when no answer came', async () => {
    const outcome = await attachAfterSave(picked, 'bill-1', () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    expect(attachFailedMessage(outcome, where)).toBe(
      "The purchase bill was saved, but ESD-0412.png was not attached (the server could not be reached). Attach it from the bill's row.",
    );
  });
});
