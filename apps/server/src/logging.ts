import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { LogController, type FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';

/**
 * What the server's logs must never contain, masked by pino's `redact` wherever it appears in a
 * log object: credentials in request and reply headers, and password, token and key fields of
 * anything logged (a request body, a tRPC input, an error's details) up to three levels deep.
 * `[Redacted]` is written in their place.
 */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["x-api-key"]',
  ...[
    'password',
    'newPassword',
    'currentPassword',
    'oldPassword',
    'token',
    'apiKey',
    'key',
  ].flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
];

const SECRET_FIELD =
  /("(?:password|newPassword|currentPassword|oldPassword|token|apiKey)"\s*:\s*")(?:[^"\\]|\\.)*(")/gi;
const SECRET_VALUE = /\bgst_[a-z2-7]{32}\b|\b(gst_session|gst_master)=[^;\s"]+/g;

/**
 * `redact` masks fields of objects only. A raw body or a message string can still carry a secret
 * (the tRPC route takes its body as text), so strings are scrubbed too: the value of a JSON
 * "password" (or token, apiKey) field, an API key (`gst_` + 32 base32 characters) and a session
 * cookie's value. Walks plain objects at most four levels deep, and only strings that could hold one.
 */
export function scrubSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    if (!/assword|token|apiKey|gst_/i.test(value)) return value;
    return value
      .replace(SECRET_FIELD, '$1[Redacted]$2')
      .replace(SECRET_VALUE, (_m, cookie?: string) =>
        cookie ? `${cookie}=[Redacted]` : '[Redacted]',
      );
  }
  if (!value || typeof value !== 'object' || depth > 4) return value;
  if (Array.isArray(value)) return value.map((item) => scrubSecrets(item, depth + 1));
  // Fastify's request and reply, errors: their serializers pick what is logged; left as they are.
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = scrubSecrets(item, depth + 1);
  return out;
}

/** Where and how much the server logs: to stdout (the default) or, in tests, appended to a file. */
export type LoggerChoice = boolean | { file: string; level?: string };

export type LogFormat = 'auto' | 'json' | 'pretty';

/** Whether stdout gets pretty lines: asked for, or `auto` on a terminal. */
export function usesPrettyLogs(format: LogFormat, stdoutIsTty = process.stdout.isTTY === true) {
  return format === 'pretty' || (format === 'auto' && stdoutIsTty);
}

/**
 * Fastify logs two lines per request (received, completed). On a terminal that scrolls the start
 * banner (URLs and demo logins) away within seconds of opening the app, so pretty output keeps
 * request lines for LOG_LEVEL=debug or trace; warnings and errors always print.
 */
export function logsRequests(format: LogFormat, level: string, stdoutIsTty?: boolean) {
  return !usesPrettyLogs(format, stdoutIsTty) || level === 'debug' || level === 'trace';
}

/** Fastify's logging options: the logger, and whether it logs each request. */
export function fastifyLogging(
  choice: LoggerChoice,
  level: string,
  format: LogFormat,
  destination?: NodeJS.WritableStream,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return {
    logger: loggerOptions(choice, level, format, destination),
    logController: new LogController({
      disableRequestLogging: choice === true && !logsRequests(format, level),
    }),
  };
}

export function loggerOptions(
  choice: LoggerChoice,
  level: string,
  format: LogFormat = 'json',
  destination?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (choice === false) return false;
  const redact = { paths: REDACT_PATHS, censor: '[Redacted]' };
  const formatters = {
    log: (object: Record<string, unknown>) => scrubSecrets(object) as Record<string, unknown>,
  };
  if (choice === true && usesPrettyLogs(format)) {
    const stream = pretty({
      colorize: process.stdout.isTTY === true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId',
      singleLine: true,
      sync: true,
      ...(destination ? { destination } : {}),
    });
    return { level, redact, formatters, stream };
  }
  if (choice === true) return { level, redact, formatters, ...(destination ? { stream: destination } : {}) };
  const file = choice.file;
  mkdirSync(dirname(file), { recursive: true });
  // Synchronous appends: every line is on disk when the request that logged it has answered, so a
  // scan right after a test file sees all of it.
  const stream = { write: (line: string) => appendFileSync(file, line) };
  return { level: choice.level ?? level, redact, formatters, stream };
}
