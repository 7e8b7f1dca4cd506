/** What the API layer needs from the server's validated config. */
export type ApiConfig = {
  isProduction: boolean;
  session: { idleMinutes: number; absoluteHours: number };
  loginRateLimit: {
    windowSeconds: number;
    maxFailuresPerAccount: number;
    maxFailuresPerIp: number;
  };
  /** Seconds a resolved tenant row may be reused before it is looked up again. */
  tenantCacheSeconds: number;
  /** GSTIN details provider (spec §7); null base URL = lookups off, checksum still checked. */
  gstin: { baseUrl: string | null; apiKey: string | null; apiKeyHeader: string };
  /** The shop whose public site a bare or www host shows (DEFAULT_TENANT); null = none. */
  defaultTenant: string | null;
  /** Limits on the public quote calls (per process for IPs, per tenant in the database for phones). */
  publicQuotes: {
    windowSeconds: number;
    requestsPerIp: number;
    statusChecksPerIp: number;
    requestsPerPhonePerHour: number;
  };
};

export const DEFAULT_API_CONFIG: ApiConfig = {
  isProduction: false,
  session: { idleMinutes: 30, absoluteHours: 12 },
  loginRateLimit: { windowSeconds: 15 * 60, maxFailuresPerAccount: 5, maxFailuresPerIp: 50 },
  tenantCacheSeconds: 2,
  gstin: { baseUrl: null, apiKey: null, apiKeyHeader: 'key' },
  defaultTenant: null,
  publicQuotes: {
    windowSeconds: 10 * 60,
    requestsPerIp: 10,
    statusChecksPerIp: 30,
    requestsPerPhonePerHour: 3,
  },
};
