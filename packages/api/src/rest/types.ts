import type { z } from 'zod';
import type { Caller } from './caller';

export type RestCall = {
  caller: Caller;
  params: Record<string, string | undefined>;
  query: Record<string, string | undefined>;
  body: unknown;
};

/** A file download (Excel, PDF, ZIP) instead of a JSON body. */
export type RestFile = { bytes: Uint8Array; contentType: string; fileName: string };

export type RestResult = { status?: number; body: unknown } | { status?: number; file: RestFile };

/** One documented URL and the procedure call that serves it. */
export type RestRoute = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  scope: 'public' | 'tenant' | 'master';
  tag: string;
  summary: string;
  body?: z.ZodType;
  query?: z.ZodType;
  /** Examples for the OpenAPI document: a request body and a 200 response body. */
  examples?: { request?: unknown; response?: unknown };
  handler: (call: RestCall) => Promise<RestResult>;
};

/** The input type of a caller procedure: `CallerInput<typeof caller.tenant.invoices.create>`. */
export type CallerInput<T extends (input: never) => unknown> = Parameters<T>[0];
