import type { TMailDocumentRef } from '@gst/domain/contracts';
import type { ServiceCtx } from '../context';

/**
 * The share link a mail's `{{link}}` names (issue 34). Share links are built by the share-links
 * service; until it is in this build the link is left empty, and the templates drop the line
 * that would carry it (renderMailTemplate).
 */
export function shareLinkFor(
  _ctx: Pick<ServiceCtx, 'tx' | 'tenant' | 'actor'>,
  _ref: TMailDocumentRef,
): Promise<string> {
  return Promise.resolve('');
}
