import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { MESSAGES, ZEmail, ZOptionalGstin, ZPhone } from '@gst/domain';
import { withTenant, type Tx } from '@gst/db/client';
import { quotes } from '@gst/db/schema';
import type { Actor } from '../../infra/audit';
import { AppError } from '../../errors';
import type { RequestScope, ServiceCtx, UnscopedServiceCtx } from '../context';
import { createQuote } from '../quotes/quotes.service';
import { ZQuoteInput } from '../quotes/quotes.schema';
import { publicIpLimiter } from './ip-limit';
import type { TPublicQuoteRequest, TQuoteStatusInput } from './quotes.schema';

const PUBLIC_ACTOR: Actor = { type: 'public', id: null };
/** kW a single request may ask for; larger jobs are a phone call, not a web form. */
const MAX_DEMAND_KW = 10_000;

export const QUOTE_NOT_FOUND_MESSAGE =
  'No quote matches this Quote ID and Phone Number. Please check both and try again.';

type FieldErrors = Partial<Record<keyof TPublicQuoteRequest, string>>;

function fail(message: string, fieldErrors: FieldErrors): never {
  throw new AppError('BAD_REQUEST', message, { details: { fieldErrors } });
}

/** Spec §5: name, address, phone, email and demand are required; GSTIN is checked when given. */
function validate(input: TPublicQuoteRequest) {
  const required: FieldErrors = {};
  if (!input.name) required.name = 'Name is required';
  if (!input.address) required.address = 'Address is required';
  if (!input.userDemand) required.userDemand = 'Power demand is required';
  if (!input.phoneNumber) required.phoneNumber = 'Phone number is required';
  if (!input.email) required.email = 'Email is required';
  if (Object.keys(required).length) fail(MESSAGES.publicQuote.requiredFields, required);

  const invalid: FieldErrors = {};
  const demand = Number(input.userDemand);
  if (!Number.isFinite(demand) || demand <= 0 || demand > MAX_DEMAND_KW)
    invalid.userDemand = `Power demand must be a number of kW between 0 and ${MAX_DEMAND_KW}`;
  const phone = ZPhone.safeParse(input.phoneNumber);
  if (!phone.success) invalid.phoneNumber = phone.error.issues[0]?.message ?? 'Invalid phone';
  const email = ZEmail.safeParse(input.email);
  if (!email.success) invalid.email = email.error.issues[0]?.message ?? 'Invalid email';
  const gstin = ZOptionalGstin.safeParse(input.gstin);
  if (!gstin.success) invalid.gstin = gstin.error.issues[0]?.message ?? 'Invalid GSTIN';
  if (!phone.success || !email.success || !gstin.success || invalid.userDemand) {
    const line = Object.entries(invalid)
      .map(([field, message]) => `${field}: ${message}`)
      .join('; ');
    fail(line, invalid);
  }
  return {
    demand: Math.round(demand * 100) / 100,
    phoneNumber: phone.data,
    email: email.data,
    gstin: gstin.data ?? '',
  };
}

export type PublicQuoteReceipt = { message: string; quoteNumber: string | null };

/** Counts one public-quote call of the visitor's IP in the window (RATE_LIMITED past the limit). */
function takeIpAllowance(
  ctx: Pick<RequestScope, 'meta' | 'config'>,
  action: 'quote-request' | 'quote-status',
  limit: 'requestsPerIp' | 'statusChecksPerIp',
) {
  const limits = ctx.config.publicQuotes;
  publicIpLimiter(ctx.config).take(action, ctx.meta.ip, limits[limit], limits.windowSeconds);
}

/**
 * A visitor's quote request becomes a Pending quote (source 'public') in the shop's back-office
 * list, numbered from the shop's quote template. Limits: per IP per window (this process), and
 * per phone number per hour (this tenant, counted in the database under a per-phone lock).
 * `ctx` carries the site's tenant but no transaction: the IP limit, the spam trap and the checks
 * run before one is opened, and the count and the insert then share one transaction.
 */
export async function requestQuote(
  ctx: Pick<UnscopedServiceCtx, 'db' | 'tenant' | 'fileStore'> &
    Pick<RequestScope, 'meta' | 'config' | 'log'>,
  input: TPublicQuoteRequest,
): Promise<PublicQuoteReceipt> {
  takeIpAllowance(ctx, 'quote-request', 'requestsPerIp');
  if (input.leaveBlank) {
    ctx.log.info({ ip: ctx.meta.ip }, 'public quote request dropped by the spam trap');
    return { message: MESSAGES.publicQuote.submitted, quoteNumber: null };
  }
  const checked = validate(input);
  return withTenant(ctx.db, ctx.tenant, async (tx: Tx) => {
    const site: ServiceCtx = {
      tx,
      tenant: ctx.tenant,
      actor: PUBLIC_ACTOR,
      user: null,
      sessionId: null,
      fileStore: ctx.fileStore,
    };
    // One request per phone at a time, across instances, so the count below cannot be raced.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`public-quote:${checked.phoneNumber}`}))`,
    );
    const since = new Date(Date.now() - 60 * 60 * 1000);
    const [recent] = await tx
      .select({ n: count() })
      .from(quotes)
      .where(
        and(
          eq(quotes.source, 'public'),
          eq(quotes.phoneNumber, checked.phoneNumber),
          gt(quotes.createdAt, since),
        ),
      );
    if ((recent?.n ?? 0) >= ctx.config.publicQuotes.requestsPerPhonePerHour) {
      throw new AppError(
        'RATE_LIMITED',
        'We already have your recent quote requests. Please wait an hour or call us.',
      );
    }
    const quote = await createQuote(
      site,
      ZQuoteInput.parse({
        status: 'Pending',
        customerName: input.name,
        gstin: checked.gstin,
        address: input.address,
        email: checked.email,
        phoneNumber: checked.phoneNumber,
        userDemand: checked.demand,
        isInstallationRequired: input.isInstallationRequired,
        lines: [],
      }),
      'public',
    );
    if (input.userMessage) {
      await tx
        .update(quotes)
        .set({ userMessage: input.userMessage })
        .where(eq(quotes.id, quote.id));
    }
    return { message: MESSAGES.publicQuote.submitted, quoteNumber: quote.quoteNumber };
  });
}

export type QuoteStatusResult = {
  status: string;
  message: string;
  expectedDate: string | null;
};

/**
 * Spec §3 quote status result, only when both the quote number and the phone match. A wrong
 * number, a wrong phone and a malformed phone all get the same answer, so quotes cannot be
 * enumerated; the per-IP limit slows guessing.
 */
export async function quoteStatus(
  ctx: ServiceCtx & Pick<RequestScope, 'meta' | 'config'>,
  input: TQuoteStatusInput,
): Promise<QuoteStatusResult> {
  takeIpAllowance(ctx, 'quote-status', 'statusChecksPerIp');
  if (!input.quoteNumber || !input.phoneNumber) {
    throw new AppError('BAD_REQUEST', MESSAGES.publicQuote.statusCheckRequired);
  }
  const phone = ZPhone.safeParse(input.phoneNumber);
  const numbers = [...new Set([input.quoteNumber, input.quoteNumber.toUpperCase()])];
  const rows = await ctx.tx
    .select({
      phoneNumber: quotes.phoneNumber,
      status: quotes.status,
      statusMessage: quotes.statusMessage,
      expectedDate: quotes.expectedDate,
    })
    .from(quotes)
    .where(inArray(quotes.quoteNumber, numbers));
  // Back-office quotes keep the phone as typed (+91 98300 11111): compare normalised.
  const match = rows.find((row) => {
    const stored = ZPhone.safeParse(row.phoneNumber);
    return phone.success && stored.success && stored.data === phone.data;
  });
  if (!match) throw new AppError('NOT_FOUND', QUOTE_NOT_FOUND_MESSAGE);
  return { status: match.status, message: match.statusMessage, expectedDate: match.expectedDate };
}
