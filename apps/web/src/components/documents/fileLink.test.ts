import { describe, expect, it } from 'vitest';
import {
  downloadUrl,
  fileIdFromLink,
  fileNameFromDisposition,
  viewerUrl,
  warrantyFileName,
} from './fileLink';

const ID = 'AbCdEfGhIjKlMnOpQrStUvWxYz012_-3';

describe('file links', () => {
  it('finds the id as a run of 25+ word or dash characters', () => {
    expect(fileIdFromLink(`/files/${ID}`)).toBe(ID);
    expect(fileIdFromLink(`https://demo.example.com/files/${ID}?x=1`)).toBe(ID);
    expect(fileIdFromLink(`https://drive.example.com/file/d/${ID}/view`)).toBe(ID);
  });

  it('finds nothing in a missing or short link', () => {
    expect(fileIdFromLink(undefined)).toBeNull();
    expect(fileIdFromLink('')).toBeNull();
    expect(fileIdFromLink('/files/short-id')).toBeNull();
    expect(fileIdFromLink('/files/has spaces in it and is long enough')).toBeNull();
  });

  it('builds the viewer and download URLs', () => {
    expect(viewerUrl(ID)).toBe(`/files/${ID}`);
    expect(downloadUrl(ID)).toBe(`/files/${ID}?download=1`);
  });

  it('names warranty bundles and reads download names', () => {
    expect(warrantyFileName('SS/26-27/0042')).toBe('Warranty-SS-26-27-0042.zip');
    expect(fileNameFromDisposition('attachment; filename="Warranty-INV-1.zip"')).toBe(
      'Warranty-INV-1.zip',
    );
    expect(
      fileNameFromDisposition(`inline; filename="a_b.pdf"; filename*=UTF-8''a%E2%82%B9b.pdf`),
    ).toBe('a₹b.pdf');
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
