import { zipSync, type Zippable } from 'fflate';

export type ZipEntry = { name: string; bytes: Uint8Array };

/** A file name safe on every OS: no path separators, reserved characters or control codes. */
export function safeFileName(name: string): string {
  const cleaned = [...name]
    .map((c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? '-' : c))
    .join('')
    .replace(/[\\/:*?"<>|]/g, '-')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 120);
  return cleaned || 'file';
}

/**
 * A ZIP of the given files (flat, no folders). Names are made safe and kept unique: a second
 * 'A.pdf' becomes 'A (2).pdf'.
 */
export function zipFiles(entries: readonly ZipEntry[], modified = new Date()): Uint8Array {
  const files: Zippable = {};
  for (const entry of entries) {
    const safe = safeFileName(entry.name);
    const dot = safe.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [safe.slice(0, dot), safe.slice(dot)] : [safe, ''];
    let name = safe;
    for (let n = 2; name in files; n++) name = `${stem} (${n})${ext}`;
    files[name] = [entry.bytes, { mtime: modified }];
  }
  return zipSync(files, { level: 6 });
}
