import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect } from 'vitest';

/** poppler's pdftotext; CI installs poppler-utils. Without it the text assertions are skipped. */
export const PDFTOTEXT = ['/usr/bin/pdftotext', '/usr/local/bin/pdftotext'].find((p) =>
  existsSync(p),
);
export const SKIP_TEXT_REASON = 'pdftotext (poppler-utils) is not installed';

/** The PDF's text as `pdftotext -layout` reads it, pages separated by form feeds. */
export function pdfText(bytes: Uint8Array): string {
  if (!PDFTOTEXT) throw new Error(SKIP_TEXT_REASON);
  return execFileSync(PDFTOTEXT, ['-layout', '-enc', 'UTF-8', '-', '-'], {
    input: bytes,
    encoding: 'utf8',
  });
}

/**
 * The text for assertions, or — without pdftotext — the test is marked skipped with the reason
 * (everything before this call, rendering included, has run and been checked).
 */
export function textOf(ctx: { skip: (note?: string) => never }, bytes: Uint8Array): string {
  if (!PDFTOTEXT) ctx.skip(SKIP_TEXT_REASON);
  return pdfText(bytes);
}

/** The same text with every run of whitespace as one space, for phrases that wrap columns. */
export function flat(text: string): string {
  return text.replace(/\s+/g, ' ');
}

export function pages(text: string): string[] {
  return text.split('\f').filter((page) => page.trim().length > 0);
}

/** '%PDF-' header, '%%EOF' trailer and the page count from the page tree. */
export function pdfPageCount(bytes: Uint8Array): number {
  const text = Buffer.from(bytes).toString('latin1');
  const counts = [...text.matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)/g)].map((m) =>
    Number(m[1]),
  );
  return Math.max(0, ...counts);
}

/**
 * The pages of a document that runs onto several, flattened, after checking each: the page
 * count agrees with the page tree, every page has 'Page N of M' and the `repeated` phrases (the
 * table header), every page after the first the `continued` header.
 */
export function numberedPages(
  ctx: { skip: (note?: string) => never },
  bytes: Uint8Array,
  repeated: string[],
  continued: string,
): string[] {
  const list = pages(textOf(ctx, bytes)).map(flat);
  expect(pdfPageCount(bytes)).toBe(list.length);
  list.forEach((f, index) => {
    const wanted = [`Page ${index + 1} of ${list.length}`, ...repeated];
    if (index > 0) wanted.push(continued);
    expect(wanted.filter((phrase) => !f.includes(phrase))).toEqual([]);
  });
  return list;
}
