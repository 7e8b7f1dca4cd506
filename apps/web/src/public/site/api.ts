import type { AppRouter } from '@gst/api';
import type { inferRouterOutputs } from '@trpc/server';
import { currentTenant } from '../../lib/tenant';

// The public site talks to the spec's REST URLs with plain fetch: React Query and the tRPC client
// (about 17 kB gzip) stay in the back-office chunk. Types still come from the router, type-only.
type Outputs = inferRouterOutputs<AppRouter>;
export type ShopDetails = Outputs['tenant']['auth']['shopDetails'];
export type SuggestionsResult = Outputs['public']['products']['suggestions'];
export type SuggestedProduct = SuggestionsResult['products'][number];
export type CatalogueEntry = Outputs['public']['products']['catalogue'][number];
export type QuoteStatusResult = Outputs['public']['quotes']['status'];

/** A failed call: the server's `{error}` text and code when it sent them (spec §8 prefers it). */
export class ApiError extends Error {
  constructor(
    readonly serverMessage: string | null,
    readonly status: number | null,
    readonly code: string | null,
  ) {
    super(serverMessage ?? (status === null ? 'Network error' : `HTTP ${status}`));
    this.name = 'ApiError';
  }
}

function readString(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  const tenant = currentTenant();
  if (tenant) headers.set('x-tenant-id', tenant);
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError(null, null, null);
  }
  const body: unknown = await response.json().catch(() => null);
  const record = (body ?? {}) as Record<string, unknown>;
  if (!response.ok) {
    throw new ApiError(readString(record.error), response.status, readString(record.code));
  }
  return body as T;
}

export async function fetchShopDetails(): Promise<ShopDetails> {
  const body = await call<{ data: ShopDetails }>('/auth/shop-details');
  return body.data;
}

export async function fetchSuggestions(demandW: number): Promise<SuggestionsResult> {
  const body = await call<{ demand: number; data: SuggestedProduct[] }>(
    `/public/suggestions?demand=${encodeURIComponent(String(demandW))}`,
  );
  return { demand: body.demand, products: body.data };
}

export async function fetchCatalogue(): Promise<CatalogueEntry[]> {
  const body = await call<{ data: CatalogueEntry[] }>('/public/catalogue');
  return body.data;
}

export interface QuoteRequestData {
  name: string;
  gstin: string;
  address: string;
  userDemand: string;
  phoneNumber: string;
  email: string;
  isInstallationRequired: boolean;
  userMessage: string;
  products: [];
  /** The spam trap: people never see it, so it stays empty. */
  leaveBlank: string;
}

export function requestQuote(
  quoteData: QuoteRequestData,
): Promise<{ message: string; data: { quoteNumber: string | null } }> {
  return call('/public/quote', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ quoteData }),
  });
}

export async function checkQuoteStatus(
  phoneNumber: string,
  quoteNumber: string,
): Promise<QuoteStatusResult> {
  const body = await call<{ message: QuoteStatusResult }>(
    `/public/quote/${encodeURIComponent(phoneNumber)}/${encodeURIComponent(quoteNumber)}`,
  );
  return body.message;
}
