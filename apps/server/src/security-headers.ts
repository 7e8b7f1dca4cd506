/**
 * Security headers (helmet's), computed once. @fastify/helmet builds helmet's whole middleware
 * again on every request (parsing the CSP directives each time: about 2 % of an API call's server
 * CPU); the configuration here is static, so the headers are too. They are captured from helmet
 * itself at startup and set on every reply; a route may still override one (the /files route sets
 * its own content-security-policy).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export function helmetOptions(isProduction: boolean): Readonly<HelmetOptions> {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        // blob: a PDF picked in a drawer (the supplier's bill beside a purchase bill) is shown
        // from an object URL before it is uploaded; only this page's own script makes those.
        frameSrc: ["'self'", 'blob:', 'https://www.youtube-nocookie.com'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Served over plain HTTP on localhost in development; HSTS belongs to the TLS proxy.
    strictTransportSecurity: isProduction ? undefined : false,
  };
}

/** The headers helmet sets for these options, as lower-case name → value. */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error('helmet failed');
      finished = true;
    },
  );
  // helmet's middleware is synchronous; anything else would leave headers unset.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, isProduction: boolean) {
  const headers = helmetHeaders(helmetOptions(isProduction));
  app.addHook('onRequest', (_req, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
