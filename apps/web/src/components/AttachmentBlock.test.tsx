import { describe, expect, it } from 'vitest';
import { readAttachment } from './AttachmentBlock';

const file = (content: BlobPart, name: string, type: string) =>
  new File([content], name, { type });

describe('readAttachment (issue 31)', () => {
  it('reads a PDF as the data URL the server takes', async () => {
    const read = await readAttachment(file('%PDF-1.4\n%%EOF\n', 'bill.pdf', 'application/pdf'));
    expect(read).toEqual({
      ok: true,
      dataUrl: `data:application/pdf;base64,${btoa('%PDF-1.4\n%%EOF\n')}`,
    });
  });
  it('refuses another type, a file over 3 MB and a PDF that is not one', async () => {
    expect(await readAttachment(file('hello', 'a.txt', 'text/plain'))).toEqual({
      ok: false,
      error: 'Attach a PDF or a PNG, JPEG or WebP image',
    });
    const big = new Uint8Array(3 * 1024 * 1024 + 1);
    expect(await readAttachment(file(big, 'big.pdf', 'application/pdf'))).toEqual({
      ok: false,
      error: 'The file is 3.0 MB; the limit is 3.0 MB',
    });
    expect(await readAttachment(file('<html></html>', 'fake.pdf', 'application/pdf'))).toEqual({
      ok: false,
      error: 'The file: the file is not a valid PDF',
    });
  });
});
