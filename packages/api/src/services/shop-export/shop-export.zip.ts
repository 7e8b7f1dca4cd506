import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';

/**
 * The archive as it is written (issue 33): a ZIP streamed to a file entry by entry, never held
 * whole in memory. yazl (ZIP64 when an archive passes 4 GiB, which a shop with every PDF can)
 * takes one entry at a time; an entry's bytes go through a PassThrough whose `drain` paces the
 * producer, so memory holds at most a stream buffer per entry. Each entry's SHA-256 and size are
 * kept for `checksums.json`, the last entry, which the restore checks every entry against.
 */
export type EntrySum = { sha256: string; bytes: number; rows?: number };

export class ArchiveWriter {
  private readonly zip = new yazl.ZipFile();
  private readonly out: ReturnType<typeof createWriteStream>;
  private readonly done: Promise<void>;
  readonly sums: Record<string, EntrySum> = {};
  private readonly mtime: Date;

  constructor(path: string, mtime: Date) {
    this.mtime = mtime;
    this.out = createWriteStream(path, { flags: 'wx' });
    this.zip.outputStream.pipe(this.out);
    this.done = finished(this.out);
    // An error of the file stream surfaces from `close`; keep it from being unhandled meanwhile.
    this.done.catch(() => undefined);
  }

  /** An entry written in pieces: `write` waits while the archive is behind, `end` closes it. */
  entry(name: string, options: { compress?: boolean } = {}) {
    const stream = new PassThrough({ highWaterMark: 1 << 20 });
    const hash = createHash('sha256');
    let bytes = 0;
    this.zip.addReadStream(stream, name, { mtime: this.mtime, compress: options.compress ?? true });
    const sums = this.sums;
    return {
      async write(chunk: string | Uint8Array): Promise<void> {
        const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk);
        hash.update(buffer);
        bytes += buffer.length;
        if (!stream.write(buffer)) {
          await new Promise<void>((resolve) => stream.once('drain', resolve));
        }
      },
      end(rows?: number): void {
        sums[name] = { sha256: hash.digest('hex'), bytes, ...(rows === undefined ? {} : { rows }) };
        stream.end();
      },
    };
  }

  /** A whole entry at once (a PDF, a workbook, an attachment). */
  async add(name: string, bytes: Uint8Array | string, compress = true): Promise<void> {
    const entry = this.entry(name, { compress });
    await entry.write(bytes);
    entry.end();
  }

  /** Ends the ZIP and waits for the file to be on disk; returns its size. */
  async close(): Promise<number> {
    this.zip.end();
    await this.done;
    return this.out.bytesWritten;
  }

  /** Stops writing after a failure (the caller deletes the partial file). */
  abort(): void {
    this.zip.outputStream.unpipe(this.out);
    this.out.destroy();
  }
}
