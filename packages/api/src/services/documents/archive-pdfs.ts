import { refundVoucherDocument, renderDocument } from '@gst/documents';
import { withTenantRead, type Tx } from '@gst/db/client';
import type { Logger } from '../../context';
import type { UnscopedServiceCtx } from '../context';
import { printableImages } from '../settings/settings.images';
import type { DocumentKind } from '../shared/document-kinds';
import { refundVoucherSource } from './refund-voucher.data';
import { archiveFile, numberForFileName } from './stored-files';

/** The documents whose PDFs an export archive holds: each numbered kind, and refund vouchers. */
export type ArchivePdfKind = DocumentKind | 'refund';

export type ArchivePdf = { folder: string; name: string; bytes: Uint8Array };

/**
 * One issued document's PDF for the shop's export (issue 33), as issued: the stored file while it
 * is current, else rendered from the document's frozen particulars. Read in one short scope; the
 * bytes are fetched and rendered with no transaction open. Nothing is stored: an export changes
 * nothing in the shop.
 */
export async function archivePdf(
  ctx: UnscopedServiceCtx & { log?: Logger },
  kind: ArchivePdfKind,
  id: string,
): Promise<ArchivePdf> {
  if (kind === 'refund') {
    const data = await withTenantRead(ctx.db, ctx.tenant, (tx: Tx) => refundVoucherSource(tx, id));
    const images = await printableImages(data.shop.images, ctx.log);
    const bytes = await renderDocument(
      refundVoucherDocument({ ...data, shop: { ...data.shop, images } }),
    );
    return {
      folder: 'Refunds',
      name: `RefundVoucher-${numberForFileName(data.refundNumber)}.pdf`,
      bytes,
    };
  }
  const found = await withTenantRead(ctx.db, ctx.tenant, async (tx: Tx) => {
    const file = await archiveFile({ ...ctx, tx }, kind, id);
    if (!file.fileId) return { ...file, fetch: null };
    const info = await ctx.fileStore.find({ ...ctx, tx }, file.fileId);
    return { ...file, fetch: info ? await ctx.fileStore.open({ ...ctx, tx }, info) : null };
  });
  const bytes = found.fetch ? await found.fetch() : await renderDocument(found.task);
  return { folder: found.folder, name: found.name, bytes };
}
