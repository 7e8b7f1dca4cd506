import { withTenantRead, type Tx } from '@gst/db/client';
import type { ResolvedTenant } from '../../infra/tenant-resolver';
import type { Actor } from '../../infra/audit';
import { fileLinkOf, invoiceFileLink, statementFile } from '../documents/documents.service';
import type { MailDeps } from './mail.deps';

/**
 * The PDF a message attaches, as the product renders and stores it (issue 34): the document's
 * stored PDF while it is current, otherwise rendered and stored as a download would (the
 * documents service); a statement is rendered for its period. No transaction is held while it
 * renders.
 */
export type AttachmentSource = {
  kind: string;
  documentId: string | null;
  customerId: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  attachmentName: string;
};

const SYSTEM: Actor = { type: 'system', id: null };

export async function attachmentOf(
  deps: MailDeps,
  tenant: ResolvedTenant,
  message: AttachmentSource,
): Promise<{ filename: string; content: Buffer } | null> {
  if (!message.attachmentName) return null;
  const ctx = { ...deps, tenant, actor: SYSTEM, user: null, sessionId: null };
  if (message.kind === 'statement') {
    if (!message.customerId || !message.periodFrom || !message.periodTo) return null;
    const file = await statementFile(ctx, {
      customerId: message.customerId,
      from: message.periodFrom,
      to: message.periodTo,
      format: 'pdf',
    });
    return { filename: message.attachmentName, content: Buffer.from(file.bytes) };
  }
  if (!message.documentId) return null;
  // A reminder attaches the invoice it is about.
  const kind = message.kind === 'reminder' ? 'invoice' : message.kind;
  const link =
    kind === 'invoice'
      ? await invoiceFileLink(ctx, { id: message.documentId })
      : kind === 'quote' || kind === 'credit-note' || kind === 'debit-note' || kind === 'receipt'
        ? await fileLinkOf(kind)(ctx, { id: message.documentId })
        : null;
  if (!link) return null;
  const fileId = link.fileLink.replace(/^\/files\//, '');
  const fetch = await withTenantRead(deps.db, tenant, async (tx: Tx) => {
    const scope = { tx, tenant };
    const found = await deps.fileStore.find(scope, fileId);
    if (!found) throw new Error('The document PDF was not found');
    return deps.fileStore.open(scope, found);
  });
  return { filename: message.attachmentName, content: Buffer.from(await fetch()) };
}
