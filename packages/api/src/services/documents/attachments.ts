import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hasPermission, type PageKey, type TAttachmentUpload } from '@gst/domain';
import { safeFileName } from '@gst/documents';
import { withTenant, withTenantRead, type Tx } from '@gst/db/client';
import { expenses, purchaseBills } from '@gst/db/schema';
import { AppError } from '../../errors';
import { auditChange } from '../../infra/audit';
import { newFileId, type StoredFileMeta } from '../../infra/files/file-store';
import { fitImage } from '../../infra/images';
import type { RequestScope, UnscopedServiceCtx } from '../context';
import { attachmentOf, type AttachmentInfo } from '../shared/attachment-info';
import { uploadThenStore } from './stored-files';

/**
 * Documents attached to a record (issue 31): the supplier's own bill beside a purchase bill, the
 * receipt beside an expense. One file per record; a new one replaces the old. The bytes are a
 * PDF (checked by its first bytes) or an image within the pixel budget, at most 3 MB (domain
 * `ZAttachmentUpload`); an image larger than 2400 px a side is stored fitted to it, readable on
 * screen and in print. Attaching changes no figure, so it is allowed on a cancelled record and
 * in a filed month; it is audited.
 */
const ATTACHABLE = {
  'purchase-bill': { table: purchaseBills, page: 'manage-purchase-bill', label: 'Purchase bill' },
  expense: { table: expenses, page: 'manage-expense', label: 'Expense' },
} as const satisfies Record<string, { page: PageKey; label: string; table: unknown }>;

export type AttachableKind = keyof typeof ATTACHABLE;

const ATTACHMENT_BOX = { width: 2400, height: 2400 } as const;

/** A stored file's `source_type` for a kind's attachments. */
const sourceTypeOf = (kind: AttachableKind) => `${kind}-attachment`;

/** The kind whose attachment a stored file is, or null for any other file. */
function kindOfSource(sourceType: string): AttachableKind | null {
  const kind = sourceType.replace(/-attachment$/, '');
  return sourceType.endsWith('-attachment') && kind in ATTACHABLE ? (kind as AttachableKind) : null;
}

type Ctx = UnscopedServiceCtx & Pick<RequestScope, 'log'>;

/** The bytes to store: a PDF as sent; an image checked and fitted (400 with the reason). */
async function storedBytes(dataUrl: string) {
  const comma = dataUrl.indexOf(',');
  const contentType = dataUrl.slice(5, dataUrl.indexOf(';'));
  if (contentType === 'application/pdf') {
    return { contentType, bytes: Buffer.from(dataUrl.slice(comma + 1), 'base64') };
  }
  const fitted = await fitImage(dataUrl, ATTACHMENT_BOX);
  if (!fitted.ok) throw new AppError('BAD_REQUEST', `Attachment: ${fitted.error}`);
  const stored = fitted.dataUrl;
  return {
    contentType: stored.slice(5, stored.indexOf(';')),
    bytes: Buffer.from(stored.slice(stored.indexOf(',') + 1), 'base64'),
  };
}

/** '.pdf', '.png' or '.jpg' on the name when it lacks the stored type's extension. */
function nameFor(name: string, contentType: string) {
  const ext = { 'application/pdf': '.pdf', 'image/png': '.png', 'image/jpeg': '.jpg' }[contentType];
  const safe = safeFileName(name);
  return ext && !safe.toLowerCase().endsWith(ext) && !(ext === '.jpg' && /\.jpeg$/i.test(safe))
    ? `${safe}${ext}`
    : safe;
}

async function lockedRow(tx: Tx, kind: AttachableKind, id: string) {
  const { table, label } = ATTACHABLE[kind];
  const [row] = await tx
    .select({ fileId: table.attachmentFileId })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', `${label} not found`);
  return row;
}

/** Attaches a file to the record (replacing its previous one); its link, name, type and size. */
export async function attachFile(
  ctx: Ctx,
  kind: AttachableKind,
  input: { id: string } & TAttachmentUpload,
): Promise<AttachmentInfo> {
  const { contentType, bytes } = await storedBytes(input.file);
  const meta: StoredFileMeta = {
    id: newFileId(),
    folder: `attachments/${kind}`,
    name: nameFor(input.name, contentType),
    contentType,
    sourceType: sourceTypeOf(kind),
    sourceId: input.id,
    sourceVersion: createHash('sha256').update(bytes).digest('base64url'),
  };
  await uploadThenStore(ctx, meta, bytes, () =>
    withTenant(ctx.db, ctx.tenant, async (tx: Tx) => {
      const scope = { ...ctx, tx };
      const row = await lockedRow(tx, kind, input.id);
      await ctx.fileStore.insert(scope, meta, bytes);
      const { table } = ATTACHABLE[kind];
      await tx.update(table).set({ attachmentFileId: meta.id }).where(eq(table.id, input.id));
      if (row.fileId) await ctx.fileStore.remove(scope, row.fileId);
      await auditChange(
        tx,
        ctx.actor,
        `${kind}.attach`,
        kind,
        input.id,
        { before: { attachment: row.fileId }, after: { attachment: meta.id } },
        { name: meta.name, contentType, size: bytes.length },
      );
      return meta.id;
    }),
  );
  return { fileLink: `/files/${meta.id}`, name: meta.name, contentType, size: bytes.length };
}

/** Removes the record's attachment (none: a no-op); audited when there was one. */
export async function detachFile(ctx: UnscopedServiceCtx, kind: AttachableKind, id: string) {
  await withTenant(ctx.db, ctx.tenant, async (tx: Tx) => {
    const row = await lockedRow(tx, kind, id);
    if (!row.fileId) return;
    const { table } = ATTACHABLE[kind];
    await tx.update(table).set({ attachmentFileId: null }).where(eq(table.id, id));
    await ctx.fileStore.remove({ ...ctx, tx }, row.fileId);
    await auditChange(tx, ctx.actor, `${kind}.detach`, kind, id, {
      before: { attachment: row.fileId },
      after: { attachment: null },
    });
  });
  return { removed: true };
}

/**
 * Whether the caller may read a stored file that is an attachment: 'view' on its record's page,
 * and the file is still the record's. Null when the file is not an attachment.
 */
export async function mayReadAttachment(
  ctx: Pick<UnscopedServiceCtx, 'user'>,
  tx: Tx,
  file: { id: string; sourceType: string; sourceId: string },
): Promise<boolean | null> {
  const kind = kindOfSource(file.sourceType);
  if (!kind) return null;
  const { table, page } = ATTACHABLE[kind];
  if (!ctx.user || !hasPermission(ctx.user, page, 'view')) return false;
  const [row] = await tx
    .select({ fileId: table.attachmentFileId })
    .from(table)
    .where(eq(table.id, file.sourceId));
  return row?.fileId === file.id;
}

/** For a read-only caller: the attachment of a record (404 when the record is missing). */
export async function readAttachment(ctx: UnscopedServiceCtx, kind: AttachableKind, id: string) {
  return withTenantRead(ctx.db, ctx.tenant, async (tx: Tx) => {
    const { table, label } = ATTACHABLE[kind];
    const [row] = await tx
      .select({ fileId: table.attachmentFileId })
      .from(table)
      .where(eq(table.id, id));
    if (!row) throw new AppError('NOT_FOUND', `${label} not found`);
    return attachmentOf(tx, row.fileId);
  });
}
