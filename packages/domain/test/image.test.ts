import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, validateImageDataUrl, ZImageDataUrl } from '../src';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const WEBP_HEAD = [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50];

function dataUrl(type: string, head: number[], totalBytes = 64): string {
  const bytes = Buffer.alloc(totalBytes);
  Buffer.from(head).copy(bytes);
  return `data:${type};base64,${bytes.toString('base64')}`;
}

describe('validateImageDataUrl', () => {
  it('accepts nothing, PNG, JPEG and WebP', () => {
    expect(validateImageDataUrl('')).toEqual({ ok: true });
    expect(validateImageDataUrl(dataUrl('image/png', PNG_HEAD))).toEqual({ ok: true });
    expect(validateImageDataUrl(dataUrl('image/jpeg', JPEG_HEAD))).toEqual({ ok: true });
    expect(validateImageDataUrl(dataUrl('image/webp', WEBP_HEAD))).toEqual({ ok: true });
  });

  it('accepts exactly 1 MB and refuses one byte more, saying how big it was', () => {
    expect(validateImageDataUrl(dataUrl('image/png', PNG_HEAD, IMAGE_MAX_BYTES)).ok).toBe(true);
    const result = validateImageDataUrl(dataUrl('image/png', PNG_HEAD, IMAGE_MAX_BYTES + 1));
    expect(result).toEqual({ ok: false, error: 'the image is 1.0 MB; the limit is 1.0 MB' });
    const big = validateImageDataUrl(dataUrl('image/png', PNG_HEAD, 1.5 * IMAGE_MAX_BYTES));
    expect(big.ok || big.error).toContain('1.5 MB');
  });

  it('refuses SVG, other types, and bytes that do not match the declared type', () => {
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;
    expect(validateImageDataUrl(svg)).toEqual({
      ok: false,
      error: 'SVG images are not accepted: use a PNG, JPEG or WebP image',
    });
    expect(validateImageDataUrl(dataUrl('application/pdf', [0x25, 0x50])).ok).toBe(false);
    expect(validateImageDataUrl(dataUrl('image/png', JPEG_HEAD)).ok).toBe(false);
    expect(validateImageDataUrl(dataUrl('image/jpeg', [0x3c, 0x73, 0x76, 0x67])).ok).toBe(false);
  });

  it('refuses things that are not data URLs', () => {
    for (const value of [
      'https://example.com/logo.png',
      'data:image/png,rawtext',
      'data:image/png;base64,@@@@',
      'data:image/png;base64,',
      'javascript:alert(1)',
    ]) {
      expect(validateImageDataUrl(value).ok, value).toBe(false);
    }
  });

  it('ZImageDataUrl turns null into empty and reports the problem', () => {
    expect(ZImageDataUrl.parse(null)).toBe('');
    expect(ZImageDataUrl.safeParse('nope').success).toBe(false);
  });
});
