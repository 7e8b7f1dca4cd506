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
};

export const DEFAULT_API_CONFIG: ApiConfig = {
  isProduction: false,
  session: { idleMinutes: 30, absoluteHours: 12 },
  loginRateLimit: { windowSeconds: 15 * 60, maxFailuresPerAccount: 5, maxFailuresPerIp: 50 },
  tenantCacheSeconds: 2,
  gstin: { baseUrl: null, apiKey: null, apiKeyHeader: 'key' },
};
