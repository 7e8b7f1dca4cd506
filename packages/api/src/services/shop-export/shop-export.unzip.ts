import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { AppError } from '../../errors';

/**
 * Reading an export archive for a restore (issue 33) with yauzl: the central directory first
 * (every entry's name and size, ZIP64 included), then any entry as a stream, so nothing is held
 * whole in memory. yauzl checks each entry's size against the directory; the restore checks
 * each entry's SHA-256 against `checksums.json`, which catches any other damage.
 */

export const DAMAGED = 'The archive is damaged or incomplete';

export type ArchiveReader = {
  names: ReadonlySet<string>;
  size(name: string): number;
  open(name: string): Promise<Readable>;
  close(): void;
};

function damaged(detail: string, cause?: unknown): AppError {
  return new AppError('BAD_REQUEST', `${DAMAGED}: ${detail}`, { cause });
}

export async function openArchive(path: string): Promise<ArchiveReader> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true },
      (error, file) =>
        error || !file
          ? reject(
              new AppError(
                'BAD_REQUEST',
                'The file is not a ZIP archive: upload the export as it was downloaded',
                {
                  cause: error,
                },
              ),
            )
          : resolve(file),
    ),
  );
  const entries = new Map<string, yauzl.Entry>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entries.has(entry.fileName)) {
        reject(damaged(`${entry.fileName} is in it twice`));
        return;
      }
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', (error: unknown) => reject(damaged('its file list cannot be read', error)));
    zip.readEntry();
  });
  return {
    names: new Set(entries.keys()),
    size: (name) => entries.get(name)?.uncompressedSize ?? 0,
    open: (name) => {
      const entry = entries.get(name);
      if (!entry) return Promise.reject(damaged(`${name} is missing`));
      return new Promise<Readable>((resolve, reject) =>
        zip.openReadStream(entry, (error, stream) =>
          error || !stream ? reject(damaged(`${name} cannot be read`, error)) : resolve(stream),
        ),
      );
    },
    close: () => zip.close(),
  };
}

/** An entry's whole bytes (small entries: the manifest, a stored file), at most `max`. */
export async function readEntry(reader: ArchiveReader, name: string, max: number): Promise<Buffer> {
  if (reader.size(name) > max) throw damaged(`${name} is larger than expected`);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of await reader.open(name)) chunks.push(chunk as Buffer);
  } catch (error) {
    throw error instanceof AppError ? error : damaged(`${name} cannot be read`, error);
  }
  return Buffer.concat(chunks);
}

/** An entry's SHA-256 and size, read as a stream. */
export async function digestEntry(
  reader: ArchiveReader,
  name: string,
): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  try {
    for await (const chunk of await reader.open(name)) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
    }
  } catch (error) {
    throw error instanceof AppError ? error : damaged(`${name} cannot be read`, error);
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** A JSON Lines entry, line by line (empty lines skipped). */
export async function* entryLines(reader: ArchiveReader, name: string): AsyncGenerator<string> {
  const lines = createInterface({ input: await reader.open(name), crlfDelay: Infinity });
  try {
    for await (const line of lines) if (line.length > 0) yield line;
  } catch (error) {
    throw error instanceof AppError ? error : damaged(`${name} cannot be read`, error);
  }
}
