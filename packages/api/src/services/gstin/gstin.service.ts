import {
  GSTIN_LENGTH,
  MESSAGES,
  gstinStateCode,
  stateCodeFromName,
  validateGstin,
} from '@gst/domain';
import { AppError } from '../../errors';
import type { RequestScope } from '../context';
import { ZProviderAnswer, type TGstinLookup, type TProviderAnswer } from './gstin.schema';

const TIMEOUT_MS = 8000;
const ADDRESS_PARTS = [
  'door_num',
  'floor_num',
  'building_name',
  'street',
  'location',
  'city',
  'district',
  'state',
] as const;

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return '';
}

/**
 * Spec §5: name = trade name; address = door, floor, building, street, location, city, district,
 * state joined, then ' - pincode'; state code matched by the state's name (the GSTIN's own
 * state digits when the name matches no state).
 */
export function mapProviderAnswer(gstin: string, answer: TProviderAnswer): TGstinLookup {
  const name = text(answer.data?.trade_name);
  const address = answer.data?.place_of_business_principal?.address;
  if (!name || !address) {
    return { status: 'not-found', message: MESSAGES.gstin.notFound, gstin };
  }
  const parts = ADDRESS_PARTS.map((key) => text(address[key])).filter(Boolean);
  const pin = text(address.pin_code);
  const joined = parts.join(', ') + (pin ? ` - ${pin}` : '');
  const stateCode = stateCodeFromName(text(address.state)) ?? gstinStateCode(gstin) ?? null;
  return {
    status: 'validated',
    message: MESSAGES.gstin.validated,
    gstin,
    name,
    stateCode,
    address: joined,
  };
}

/** Checks the GSTIN locally, then asks the provider; the API key stays on the server. */
export async function lookupGstin(
  ctx: Pick<RequestScope, 'config'>,
  { gstin: input }: { gstin: string },
): Promise<TGstinLookup> {
  const config = ctx.config.gstin;
  const local = validateGstin(input);
  if (!local.ok) {
    const gstin = input.trim().toUpperCase();
    return { status: 'invalid', message: local.error, gstin };
  }
  const { gstin } = local;
  if (gstin.length !== GSTIN_LENGTH)
    throw new AppError('BAD_REQUEST', 'GSTIN must be 15 characters');
  if (!config.baseUrl) {
    return {
      status: 'unconfigured',
      message: 'GSTIN lookup is not configured on this server; the GSTIN check character is valid.',
      gstin,
    };
  }
  const url = `${config.baseUrl.replace(/\/+$/, '')}/v1/gstin/${encodeURIComponent(gstin)}/details`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        accept: 'application/json',
        ...(config.apiKey ? { [config.apiKeyHeader]: config.apiKey } : {}),
      },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    throw new AppError('UNAVAILABLE', MESSAGES.gstin.fetchFailed, { cause: error });
  }
  // The provider answers 404 (or 400/422) for a GSTIN it does not know.
  if ([400, 404, 422].includes(response.status)) {
    return { status: 'not-found', message: MESSAGES.gstin.notFound, gstin };
  }
  if (!response.ok) {
    throw new AppError('UNAVAILABLE', MESSAGES.gstin.fetchFailed, {
      cause: new Error(`GSTIN provider answered ${response.status}`),
    });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new AppError('UNAVAILABLE', MESSAGES.gstin.fetchFailed, { cause: error });
  }
  const parsed = ZProviderAnswer.safeParse(body);
  if (!parsed.success) return { status: 'not-found', message: MESSAGES.gstin.notFound, gstin };
  return mapProviderAnswer(gstin, parsed.data);
}
