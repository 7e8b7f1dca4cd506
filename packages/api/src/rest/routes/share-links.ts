import { z } from 'zod';
import {
  SHARE_LINK_KINDS,
  ZShareLinkCreate,
  ZShareLinkListInput,
} from '../../services/share-links/share-links.schema';
import { one, parseInput, routesOf } from '../route-helpers';
import type { RestRoute } from '../types';
import { base64File } from './documents';
import { EXAMPLE_IDS, withUnderscoreId } from './shared';

const route = routesOf('tenant', 'Share links');
const publicRoute = routesOf('public', 'Public');

const ZListQuery = z.object({
  kind: z.enum(SHARE_LINK_KINDS),
  documentId: z.string().optional(),
  customerId: z.string().optional(),
  periodFrom: z.string().optional(),
  periodTo: z.string().optional(),
});

/**
 * Share links (issue 34): a public page on the shop's host for one invoice, quote or customer
 * statement, without logging in. `/api/share-links` manages them (the document's page permission:
 * view to list, edit to make or revoke); `/public/share/:token` is what the link opens.
 */
export const shareLinkRoutes: RestRoute[] = [
  route('GET', '/api/share-links', {
    summary:
      "A document's share links, newest first, each with its url, state (live, expired, revoked), expiry and views (first and last viewed, count), and the recipient (name, phone, number, amount due) for a message: ?kind=invoice|quote&documentId=, or ?kind=statement&customerId=&periodFrom=&periodTo=",
    query: ZListQuery,
    handler: async ({ caller, query }) => {
      const input = parseInput(ZShareLinkListInput, {
        kind: query.kind,
        ...(query.documentId !== undefined && { documentId: query.documentId }),
        ...(query.customerId !== undefined && { customerId: query.customerId }),
        ...(query.periodFrom !== undefined && { periodFrom: query.periodFrom }),
        ...(query.periodTo !== undefined && { periodTo: query.periodTo }),
      });
      const { links, recipient } = await caller.tenant.shareLinks.list(input);
      return {
        body: { message: 'Share links fetched', data: links.map(withUnderscoreId), recipient },
      };
    },
  }),
  route('POST', '/api/share-links', {
    summary:
      "The document's live share link, made when it has none ({kind, documentId} or {kind: 'statement', customerId, periodFrom, periodTo}; expiresInDays 1–365, default 30). Asked again, the same link is answered (its expiry set anew when expiresInDays is given), so a link already sent keeps working",
    body: ZShareLinkCreate,
    examples: {
      request: { kind: 'invoice', documentId: EXAMPLE_IDS.invoice, expiresInDays: 30 },
    },
    handler: async ({ caller, body }) => {
      const link = await caller.tenant.shareLinks.create(parseInput(ZShareLinkCreate, body));
      return { status: 201, body: one('Share link ready', link) };
    },
  }),
  route('POST', '/api/share-links/:id/revoke', {
    summary:
      'Revoke a share link: its page answers 404 from the next request (revoking twice changes nothing)',
    noBody: true,
    handler: async ({ caller, params }) => {
      const link = await caller.tenant.shareLinks.revoke({ id: params.id ?? '' });
      return { body: one('Share link revoked', link) };
    },
  }),
  publicRoute('GET', '/public/share/:token', {
    summary:
      "What a share link shows, on the shop's own host, no login: {data: {expiresAt, document}} with the shop's name and contact, the document (number, dates, lines, totals, tax), its status (invoices: paid, partly-paid, unpaid, overdue, cancelled; quotes: valid, accepted, expired, rejected, invoiced) and, with something due and a UPI ID, {upi: {link, vpa, amount, qrSvg}}. Records a view. An unknown, revoked or expired token, or another shop's, is the same 404; rate limited per IP; X-Robots-Tag: noindex",
    handler: async ({ caller, params }) => {
      const view = await caller.public.share.view({ token: params.token ?? '' });
      return { body: { message: 'Shared document', data: view } };
    },
  }),
  publicRoute('GET', '/public/share/:token/pdf', {
    summary:
      "The shared document's PDF as the shop prints it (the same 404 and rate limit as the page; not counted as a view)",
    handler: async ({ caller, params }) =>
      base64File(await caller.public.share.pdf({ token: params.token ?? '' })),
  }),
];
