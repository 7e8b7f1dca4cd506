import type { AppRouter } from '@gst/api';
import type { inferRouterOutputs } from '@trpc/server';

/**
 * A share link's public page (issue 34) reads `/public/share/<token>` with plain fetch, like the
 * rest of the public site (no tRPC client in this chunk). The shop comes from the host: no
 * x-tenant-id is sent, so a link opened on another shop's host is simply not found.
 */
type Outputs = inferRouterOutputs<AppRouter>;
export type SharedView = Outputs['public']['share']['view'];
export type SharedDocument = SharedView['document'];
export type SharedInvoice = Extract<SharedDocument, { kind: 'invoice' }>;
export type SharedQuote = Extract<SharedDocument, { kind: 'quote' }>;
export type SharedStatement = Extract<SharedDocument, { kind: 'statement' }>;

export type ShareLoad =
  | { state: 'ready'; view: SharedView }
  | { state: 'missing' | 'limited' | 'failed'; message: string };

const FAILED = 'The document could not be loaded. Check your connection and try again.';

export function sharePdfUrl(token: string): string {
  return `/public/share/${encodeURIComponent(token)}/pdf`;
}

export async function loadShare(token: string): Promise<ShareLoad> {
  let response: Response;
  try {
    response = await fetch(`/public/share/${encodeURIComponent(token)}`, {
      headers: { accept: 'application/json' },
      credentials: 'omit',
    });
  } catch {
    return { state: 'failed', message: FAILED };
  }
  const body = (await response.json().catch(() => null)) as {
    data?: SharedView;
    error?: string;
  } | null;
  if (response.ok && body?.data) return { state: 'ready', view: body.data };
  const message = typeof body?.error === 'string' && body.error ? body.error : FAILED;
  if (response.status === 404) return { state: 'missing', message };
  if (response.status === 429) return { state: 'limited', message };
  return { state: 'failed', message };
}
