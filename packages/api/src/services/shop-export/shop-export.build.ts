import { safeFileName } from '@gst/documents';
import { withTenantRead, type Db, type Tx } from '@gst/db/client';
import type { Logger } from '../../context';
import type { FileStore } from '../../infra/files/file-store';
import type { ResolvedTenant } from '../../infra/tenant-resolver';
import { archivePdf } from '../documents/archive-pdfs';
import type { UnscopedServiceCtx } from '../context';
import { writeData, type Progress } from './shop-export.data';
import type { Manifest } from './shop-export.schema';
import { ArchiveWriter } from './shop-export.zip';

/**
 * One export archive, start to end (issue 33): the records in one snapshot
 * (shop-export.data.ts), then every issued document's PDF, then the stored files' bytes, then
 * `README.txt` and `checksums.json`. PDFs render a few at a time on the renderer's threads; every
 * file is fetched in its own short read, so no transaction is held while bytes travel.
 */

export type BuildDeps = {
  db: Db;
  tenant: ResolvedTenant;
  fileStore: FileStore;
  log: Logger;
  shop: Manifest['shop'];
  includePdfs: boolean;
  now: Date;
};

/** PDFs in flight at once: enough to keep the renderer's threads busy, few enough for memory. */
const PDF_CONCURRENCY = 4;

const README = `GST Platform shop export

manifest.json      what this archive is: format, version, the shop, the tables in restore order
data/<table>.jsonl every record of the table, one JSON object per line (columns as stored;
                   amounts in paise; timestamps in UTC); files.jsonl lists the stored files
excel/<table>/     the same records as Excel workbooks (1,000 rows each; nested JSON only in data/)
files/<id>         the bytes of each stored file (document PDFs, supplier bills, receipts' images)
pdf/<folder>/      every issued document's PDF as issued (when the export included PDFs)
checksums.json     the SHA-256 and size of every other entry; a restore checks them all

The records include the users' password hashes (argon2id) and API key hashes: keep this archive
as safe as the shop's books. docs/EXPORT-FORMAT.md in the source describes every field.
`;

async function writePdfs(
  ctx: UnscopedServiceCtx,
  documents: readonly { kind: Parameters<typeof archivePdf>[1]; id: string }[],
  archive: ArchiveWriter,
  tick: () => void,
): Promise<void> {
  const used = new Set<string>();
  for (let i = 0; i < documents.length; i += PDF_CONCURRENCY) {
    const slice = documents.slice(i, i + PDF_CONCURRENCY);
    const pdfs = await Promise.all(slice.map((d) => archivePdf(ctx, d.kind, d.id)));
    for (const [n, pdf] of pdfs.entries()) {
      const folder = safeFileName(pdf.folder);
      let name = `pdf/${folder}/${safeFileName(pdf.name)}`;
      if (used.has(name)) name = name.replace(/\.pdf$/, ` (${slice[n]?.id ?? n}).pdf`);
      used.add(name);
      await archive.add(name, pdf.bytes, false);
      tick();
    }
  }
}

async function writeFiles(
  deps: BuildDeps,
  fileIds: readonly string[],
  archive: ArchiveWriter,
  tick: () => void,
): Promise<void> {
  for (const id of fileIds) {
    const fetch = await withTenantRead(deps.db, deps.tenant, async (tx: Tx) => {
      const scope = { tx, tenant: deps.tenant };
      const info = await deps.fileStore.find(scope, id);
      return info ? deps.fileStore.open(scope, info) : null;
    });
    // A file deleted since the snapshot has no bytes left to copy; its row says what it was.
    if (fetch) await archive.add(`files/${id}`, await fetch(), false);
    tick();
  }
}

/** Writes the archive to `path` (a new file); returns its size in bytes. */
export async function buildArchive(
  deps: BuildDeps,
  path: string,
  report: (p: Progress) => void,
): Promise<number> {
  const archive = new ArchiveWriter(path, deps.now);
  try {
    const data = await writeData(deps, archive, report);
    let done = Object.values(data.counts).reduce((a, b) => a + b, 0);
    const total = done + data.documents.length + data.fileIds.length;
    const ctx: UnscopedServiceCtx = {
      db: deps.db,
      tenant: deps.tenant,
      fileStore: deps.fileStore,
      actor: { type: 'system', id: null },
      user: null,
      sessionId: null,
    };
    const phaseTick = (phase: string) => () => report({ phase, done: ++done, total });
    await writePdfs(ctx, data.documents, archive, phaseTick('PDFs'));
    await writeFiles(deps, data.fileIds, archive, phaseTick('Stored files'));
    await archive.add('README.txt', README);
    await archive.addChecksums('checksums.json');
    report({ phase: 'Finishing', done, total });
    return await archive.close();
  } catch (error) {
    archive.abort();
    throw error;
  }
}
