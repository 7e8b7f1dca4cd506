import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';

/**
 * The archive as it is written (issue 33): a ZIP streamed to a file entry by entry, never held
 * whole in memory. yazl (ZIP64 when an archive passes 4 GiB, which a shop with every PDF can)
 * takes one entry at a time; an entry's bytes go through a PassThrough whose `drain` paces the
 * producer, so memory holds at most a stream buffer per entry. Each entry's SHA-256 and size go
 * to a file beside the archive (`<archive>.sums`, a JSON line each) and become `checksums.json`,
 * the last entry, which the restore checks every entry against: a shop with 100,000 PDFs has as
 * many sums, which held in memory took a good part of the export process's capped heap.
 */
export type EntrySum = { sha256: string; bytes: number; rows?: number };

export class ArchiveWriter {
  private readonly zip = new yazl.ZipFile();
  private readonly out: ReturnType<typeof createWriteStream>;
  private readonly done: Promise<void>;
  private readonly sumsPath: string;
  private readonly sums: ReturnType<typeof createWriteStream>;
  private readonly mtime: Date;

  constructor(path: string, mtime: Date) {
    this.mtime = mtime;
    this.sumsPath = `${path}.sums`;
    this.sums = createWriteStream(this.sumsPath, { flags: 'w' });
    this.out = createWriteStream(path, { flags: 'wx' });
    this.zip.outputStream.pipe(this.out);
    this.done = finished(this.out);
    // An error of the file stream surfaces from `close`; keep it from being unhandled meanwhile.
    this.done.catch(() => undefined);
  }

  /** An entry written in pieces: `write` waits while the archive is behind, `end` closes it. */
  entry(name: string, options: { compress?: boolean; summed?: boolean } = {}) {
    const stream = new PassThrough({ highWaterMark: 1 << 20 });
    const hash = createHash('sha256');
    let bytes = 0;
    // yazl keeps every entry (for the central directory) and, with it, the function that opens its
    // data: handed over lazily, the entry holds only this small function, not the spent stream
    // (a PassThrough per PDF held for the whole export grew it by about 1.5 KB an entry).
    let pending: PassThrough | null = stream;
    this.zip.addReadStreamLazy(
      name,
      { mtime: this.mtime, compress: options.compress ?? true },
      (open) => {
        const handed = pending;
        pending = null;
        if (handed) open(null, handed);
        else open(new Error(`archive entry ${name} opened twice`), undefined as never);
      },
    );
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
        if (options.summed !== false) {
          const sum: EntrySum = {
            sha256: hash.digest('hex'),
            bytes,
            ...(rows === undefined ? {} : { rows }),
          };
          sums.write(`${JSON.stringify([name, sum])}\n`);
        }
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

  /**
   * `checksums.json`: `{"entries": {<name>: {sha256, bytes, rows?}}}` for every entry added so far,
   * written from the sums file line by line. Add it last.
   */
  async addChecksums(name: string): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      this.sums.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    const entry = this.entry(name, { summed: false });
    await entry.write('{"entries":{\n');
    const lines = createInterface({ input: createReadStream(this.sumsPath), crlfDelay: Infinity });
    let first = true;
    for await (const line of lines) {
      if (!line) continue;
      const [entryName, sum] = JSON.parse(line) as [string, EntrySum];
      await entry.write(`${first ? '' : ',\n'}${JSON.stringify(entryName)}:${JSON.stringify(sum)}`);
      first = false;
    }
    await entry.write('\n}}\n');
    entry.end();
  }

  /** Ends the ZIP and waits for the file to be on disk; returns its size. */
  async close(): Promise<number> {
    this.zip.end();
    await this.done;
    this.dropSums();
    return this.out.bytesWritten;
  }

  /** Stops writing after a failure (the caller deletes the partial file). */
  abort(): void {
    this.zip.outputStream.unpipe(this.out);
    this.out.destroy();
    this.dropSums();
  }

  private dropSums(): void {
    this.sums.destroy();
    rmSync(this.sumsPath, { force: true });
  }
}
