import { describe, expect, it } from 'vitest';
import { breakLongWords, htmlDocument, htmlToContent } from '../src/pdf/html';
import { renderInThread } from '../src/pdf/render';

/**
 * Found by the bad-input fuzzing of issue 10: pdfmake's layout time grew with the square of a
 * word's or a paragraph's length (a 20,000-character word took 46 s and 1 GB; 200,000 characters
 * of '₹' in one paragraph took minutes), so one request could hold a PDF worker for minutes.
 */
describe('print-dashboard HTML: huge words and paragraphs render in bounded time', () => {
  it('puts a zero-width break opportunity into words longer than 40 characters', () => {
    expect(breakLongWords('short words stay')).toBe('short words stay');
    const broken = breakLongWords('x'.repeat(100));
    expect(broken.replace(/\u200b/g, '')).toBe('x'.repeat(100));
    expect(broken.split('\u200b').map((w) => w.length)).toEqual([40, 40, 20]);
    // Astral characters are never split in half.
    expect(breakLongWords('😀'.repeat(50)).replace(/\u200b/g, '')).toBe('😀'.repeat(50));
  });

  it('lays a very long paragraph out as pieces, keeping every character', () => {
    const text = '₹ '.repeat(3000).trim();
    const [node] = htmlToContent(text) as { stack?: { text: { text: string }[] }[] }[];
    const pieces = node?.stack ?? [];
    expect(pieces.length).toBeGreaterThan(2);
    const joined = pieces.map((p) => p.text.map((r) => r.text).join('')).join('');
    expect(joined.replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
  });

  it('a 20,000-character word and a 20,000-character paragraph each render in seconds', async () => {
    for (const html of ['a'.repeat(20_000), '₹'.repeat(20_000)]) {
      const started = Date.now();
      const bytes = await renderInThread(htmlDocument(html, { title: 'Dashboard' }));
      expect(bytes.length).toBeGreaterThan(1000);
      expect(Date.now() - started).toBeLessThan(15_000);
    }
  }, 60_000);
});
