import { z } from 'zod';
import { ZId } from './common';
import { filterDate } from './dates';

/**
 * Share links (issue 34): an invoice, quote or customer statement opened by anyone holding the
 * link, on the shop's own host, without logging in. The same contracts for tRPC, REST and the
 * Share panel.
 */
export * from '../share/whatsapp';

export const SHARE_LINK_KINDS = ['invoice', 'quote', 'statement'] as const;
export type ShareLinkKind = (typeof SHARE_LINK_KINDS)[number];

/** Days a new link stays valid unless another expiry is chosen; and the most that may be chosen. */
export const SHARE_LINK_DEFAULT_DAYS = 30;
export const SHARE_LINK_MAX_DAYS = 365;
/** The expiries the Share panel offers (days). */
export const SHARE_LINK_EXPIRY_CHOICES = [7, 30, 90, 365] as const;

/** The public page's path: `/s/<token>` on the shop's host. */
export const SHARE_PATH_PREFIX = '/s/';

/** 32 random bytes as base64url: 43 characters of A–Z a–z 0–9 - _. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const ZKind = z.enum(SHARE_LINK_KINDS, {
  error: `kind must be one of ${SHARE_LINK_KINDS.join(', ')}`,
});

const ZExpiresInDays = z.coerce
  .number({ error: 'expiresInDays must be a number of days' })
  .int('expiresInDays must be a whole number of days')
  .min(1, 'A link must stay valid at least 1 day')
  .max(SHARE_LINK_MAX_DAYS, `A link may stay valid at most ${SHARE_LINK_MAX_DAYS} days`);

/** What a link shows: an invoice or quote by id, or a customer's statement for a period. */
const target = {
  kind: ZKind,
  documentId: ZId.optional(),
  customerId: ZId.optional(),
  periodFrom: filterDate('periodFrom').optional(),
  periodTo: filterDate('periodTo').optional(),
};

type Target = {
  kind: ShareLinkKind;
  documentId?: string | undefined;
  customerId?: string | undefined;
  periodFrom?: string | undefined;
  periodTo?: string | undefined;
};

/** An invoice or quote names its document; a statement names its customer and period. */
function checkTarget(v: Target, ctx: z.RefinementCtx) {
  if (v.kind !== 'statement') {
    if (!v.documentId) {
      ctx.addIssue({
        code: 'custom',
        message: `Name the ${v.kind} to share (documentId)`,
        path: ['documentId'],
      });
    }
    for (const key of ['customerId', 'periodFrom', 'periodTo'] as const) {
      if (v[key] !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `${key} is for a statement; an ${v.kind} link names only documentId`,
          path: [key],
        });
      }
    }
    return;
  }
  if (v.documentId !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: 'A statement link names customerId, periodFrom and periodTo, not documentId',
      path: ['documentId'],
    });
  }
  if (!v.customerId) {
    ctx.addIssue({
      code: 'custom',
      message: 'Name the customer (customerId)',
      path: ['customerId'],
    });
  }
  if (!v.periodFrom || !v.periodTo) {
    ctx.addIssue({
      code: 'custom',
      message: 'A statement link needs its period: periodFrom and periodTo',
      path: [v.periodFrom ? 'periodTo' : 'periodFrom'],
    });
  } else if (v.periodFrom > v.periodTo) {
    ctx.addIssue({
      code: 'custom',
      message: 'periodFrom must not be after periodTo',
      path: ['periodFrom'],
    });
  }
}

/**
 * Make (or reuse) the live link of a document. `expiresInDays` (1–365): the link's expiry from
 * now; omitted, a new link lasts SHARE_LINK_DEFAULT_DAYS and a live one keeps its own expiry.
 */
export const ZShareLinkCreate = z
  .strictObject({ ...target, expiresInDays: ZExpiresInDays.optional() })
  .superRefine(checkTarget);
export type TShareLinkCreate = z.output<typeof ZShareLinkCreate>;

/** The links of one document (or one customer's statement of one period). */
export const ZShareLinkListInput = z.strictObject(target).superRefine(checkTarget);
export type TShareLinkListInput = z.output<typeof ZShareLinkListInput>;

/** A link's token as it appears in `/s/<token>`: anything else is simply not found. */
export const ZShareToken = z.strictObject({
  token: z.string().max(200, 'Not a share link'),
});
export type TShareToken = z.output<typeof ZShareToken>;

/** A link's state: live until revoked or past its expiry. */
export type ShareLinkState = 'live' | 'expired' | 'revoked';

export function shareLinkState(
  link: { revokedAt: Date | string | null; expiresAt: Date | string },
  now: Date = new Date(),
): ShareLinkState {
  if (link.revokedAt) return 'revoked';
  return new Date(link.expiresAt).getTime() <= now.getTime() ? 'expired' : 'live';
}
