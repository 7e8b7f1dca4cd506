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
  /**
   * The JSON body as a client sends it, documented as the OpenAPI requestBody (generated from this
   * zod schema). Every POST and PATCH has one with an `examples.request` it accepts, unless it is
   * `noBody`; a DELETE that takes a body documents it the same way (`undocumentedWrites`).
   */
  body?: z.ZodType;
  /** A write that takes no body at all (logout): said outright, so a missing `body` is an error. */
  noBody?: true;
  query?: z.ZodType;
  /** Answered for a deactivated shop too (issue 33: its owner's data export). */
  anyStatus?: true;
  /** Examples for the OpenAPI document: a request body (valid for `body`) and a 200 response body. */
  examples?: { request?: unknown; response?: unknown };
  handler: (call: RestCall) => Promise<RestResult>;
};

/** The input type of a caller procedure: `CallerInput<typeof caller.tenant.invoices.create>`. */
export type CallerInput<T extends (input: never) => unknown> = Parameters<T>[0];
