import { createHash } from 'node:crypto';
import {
  appendFileSync,
  createReadStream,
  createWriteStream,
  rmSync,
  writeFileSync,
} from 'node:fs';
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

type Open = (error: Error | null, stream: NodeJS.ReadableStream) => void;

/**
 * The entry yazl just queued (`entries`, `doFileDataPump`: yazl 3's internals; undefined if a
 * later release renames them, which costs only memory). Measured on the writer alone, 60,000
 * entries of 38 KB: heap +0.31 KB an entry with the opener dropped, +0.55 KB kept.
 */
type YazlEntry = {
  state?: unknown;
  doFileDataPump?: unknown;
  utf8FileName?: unknown;
  getCentralDirectoryRecord?: () => Buffer;
};

function yazlEntries(zip: yazl.ZipFile): YazlEntry[] | undefined {
  const entries = (zip as unknown as { entries?: unknown }).entries;
  return Array.isArray(entries) ? (entries as YazlEntry[]) : undefined;
}

function lastEntry(zip: yazl.ZipFile): YazlEntry | undefined {
  const entries = yazlEntries(zip);
  const entry = entries?.[entries.length - 1];
  return entry && 'doFileDataPump' in entry ? entry : undefined;
}

/** yazl 3's `Entry.FILE_DATA_DONE`: the entry's data, sizes and CRC are written. */
const FILE_DATA_DONE = 3;

/**
 * A written entry as yazl still needs it: done (`state`), and its central directory record, made
 * once when its data was written and kept in a shared block (`ByteBlocks`). yazl keeps every entry
 * until the end for the central directory; its own entry object (a score of fields, the name's
 * buffer) cost about 0.3 KB of heap each, a third of the export's capped heap at 100,000 PDFs.
 */
class WrittenEntry {
  readonly state = FILE_DATA_DONE;

  constructor(
    private readonly block: Buffer,
    private readonly start: number,
    private readonly end: number,
  ) {}

  getCentralDirectoryRecord(): Buffer {
    return this.block.subarray(this.start, this.end);
  }
}

const BLOCK_BYTES = 64 * 1024;

/**
 * Small byte strings kept for the whole archive, copied into blocks of their own. yazl keeps each
 * entry's file name as a `Buffer.from(name)`: a few dozen bytes cut from Node's shared 8 KB buffer
 * pool, and a kept slice keeps its whole 8 KB block alive with everything else cut from it since
 * (measured: about 1.7 KB of buffers per entry). Names, and then the entries' central directory
 * records, go here instead: blocks that hold nothing else.
 */
class ByteBlocks {
  private block = Buffer.allocUnsafeSlow(BLOCK_BYTES);
  private used = 0;

  /** The copy's block and range. */
  place(bytes: Buffer): { block: Buffer; start: number; end: number } {
    if (bytes.length > this.block.length - this.used) {
      this.block = Buffer.allocUnsafeSlow(Math.max(BLOCK_BYTES, bytes.length));
      this.used = 0;
    }
    const start = this.used;
    bytes.copy(this.block, start);
    this.used += bytes.length;
    return { block: this.block, start, end: this.used };
  }

  copy(bytes: Buffer): Buffer {
    const { block, start, end } = this.place(bytes);
    return block.subarray(start, end);
  }
}

/** yazl's opener of one entry's data: hands the stream over once, then forgets it. */
function openOnce(stream: PassThrough, name: string): (open: Open) => void {
  let pending: PassThrough | null = stream;
  return (open) => {
    const handed = pending;
    pending = null;
    if (handed) open(null, handed);
    else open(new Error(`archive entry ${name} opened twice`), undefined as never);
  };
}

export class ArchiveWriter {
  private readonly zip = new yazl.ZipFile();
  private readonly blocks = new ByteBlocks();
  /** Entries before this index are `WrittenEntry`s. */
  private compacted = 0;
  private readonly out: ReturnType<typeof createWriteStream>;
  private readonly done: Promise<void>;
  private readonly sumsPath: string;
  private readonly mtime: Date;

  constructor(path: string, mtime: Date) {
    this.mtime = mtime;
    this.sumsPath = `${path}.sums`;
    writeFileSync(this.sumsPath, '');
    this.out = createWriteStream(path, { flags: 'wx' });
    this.zip.outputStream.pipe(this.out);
    this.done = finished(this.out);
    // An error of the file stream surfaces from `close`; keep it from being unhandled meanwhile.
    this.done.catch(() => undefined);
  }

  /** An entry written in pieces: `write` waits while the archive is behind, `end` closes it. */
  entry(name: string, options: { compress?: boolean; summed?: boolean } = {}) {
    this.compactWritten();
    const stream = new PassThrough({ highWaterMark: 1 << 20 });
    const hash = createHash('sha256');
    let bytes = 0;
    // yazl keeps every entry (for the central directory) and, with it, the function that opens its
    // data: that function is made apart (`openOnce`), so it holds neither the spent stream nor
    // this entry's hash (a closure made here would share this scope and keep both alive).
    this.zip.addReadStreamLazy(
      name,
      { mtime: this.mtime, compress: options.compress ?? true },
      openOnce(stream, name),
    );
    const zipEntry = lastEntry(this.zip);
    if (zipEntry && Buffer.isBuffer(zipEntry.utf8FileName)) {
      zipEntry.utf8FileName = this.blocks.copy(zipEntry.utf8FileName);
    }
    const addSum = (line: string) => this.addSumLine(line);
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
          addSum(`${JSON.stringify([name, sum])}\n`);
        }
        stream.end();
      },
      /** `end`, then wait until the ZIP has read the entry's last byte. */
      async finish(rows?: number): Promise<void> {
        this.end(rows);
        await finished(stream);
        // Read to its end, the entry's data is never opened again: yazl needs only the entry's
        // sizes and offset for the central directory, not its opener.
        if (zipEntry) zipEntry.doFileDataPump = null;
      },
    };
  }

  /**
   * A whole entry at once (a PDF, a workbook, an attachment), resolved once the ZIP has taken its
   * bytes: yazl writes one entry at a time, and an entry handed over before the previous ones are
   * written would wait in memory with all its bytes (a producer faster than the disk queued every
   * PDF of a shop).
   */
  async add(name: string, bytes: Uint8Array | string, compress = true): Promise<void> {
    const entry = this.entry(name, { compress });
    await entry.write(bytes);
    await entry.finish();
  }

  /**
   * `checksums.json`: `{"entries": {<name>: {sha256, bytes, rows?}}}` for every entry added so far,
   * written from the sums file line by line. Add it last.
   */
  async addChecksums(name: string): Promise<void> {
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

  /** Each entry written since the last call becomes a `WrittenEntry` (in order: yazl writes so). */
  private compactWritten(): void {
    const entries = yazlEntries(this.zip);
    if (!entries) return;
    while (this.compacted < entries.length) {
      const entry = entries[this.compacted];
      if (entry instanceof WrittenEntry) {
        this.compacted += 1;
        continue;
      }
      if (
        entry?.state !== FILE_DATA_DONE ||
        typeof entry.getCentralDirectoryRecord !== 'function'
      ) {
        return;
      }
      const { block, start, end } = this.blocks.place(entry.getCentralDirectoryRecord());
      entries[this.compacted] = new WrittenEntry(block, start, end);
      this.compacted += 1;
    }
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

  /**
   * One entry's sum, appended at once (a small write per entry). Gathering lines into a string
   * and appending it in blocks kept about 0.6 KB of V8 heap per entry alive (measured: 12 MB for
   * 20,000 entries against 0.9 MB appended one by one).
   */
  private addSumLine(line: string): void {
    appendFileSync(this.sumsPath, line);
  }

  private dropSums(): void {
    rmSync(this.sumsPath, { force: true });
  }
}
