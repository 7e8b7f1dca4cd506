// @engines pglite
// Pure logic (log formatting): one engine (docs/CONVENTIONS.md, Engines).
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { loadConfig } from '../src/config';
import { fastifyLogging, logsRequests, usesPrettyLogs } from '../src/logging';

describe('log format on a terminal and off it (issue 19, first-run item 8)', () => {
  it('auto is pretty on a terminal and JSON otherwise; explicit choices win', () => {
    expect(usesPrettyLogs('auto', true)).toBe(true);
    expect(usesPrettyLogs('auto', false)).toBe(false);
    expect(usesPrettyLogs('json', true)).toBe(false);
    expect(usesPrettyLogs('pretty', false)).toBe(true);
  });

  it('pretty output leaves out per-request lines unless the level is debug or trace', () => {
    expect(logsRequests('auto', 'info', true)).toBe(false);
    expect(logsRequests('auto', 'debug', true)).toBe(true);
    expect(logsRequests('pretty', 'trace', false)).toBe(true);
    // JSON (what log collectors read) keeps every request line, as before.
    expect(logsRequests('auto', 'info', false)).toBe(true);
    expect(logsRequests('json', 'info', true)).toBe(true);
  });

  it('LOG_FORMAT defaults to auto and refuses unknown values', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).env.LOG_FORMAT).toBe('auto');
    expect(loadConfig({ NODE_ENV: 'test', LOG_FORMAT: 'pretty' }).env.LOG_FORMAT).toBe('pretty');
    expect(() => loadConfig({ NODE_ENV: 'test', LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('pretty output prints no line per request and still prints warnings; JSON keeps request lines', async () => {
    const run = async (format: 'pretty' | 'json') => {
      const out = new PassThrough();
      let text = '';
      out.on('data', (chunk: Buffer) => (text += chunk.toString()));
      const app = Fastify(fastifyLogging(true, 'info', format, out));
      app.get('/ping', async () => ({ ok: true }));
      const res = await app.inject({ method: 'GET', url: '/ping' });
      expect(res.statusCode).toBe(200);
      app.log.warn('something to see');
      await app.close();
      return text;
    };
    const prettyText = await run('pretty');
    expect(prettyText).not.toMatch(/incoming request|request completed/);
    expect(prettyText).toMatch(/WARN.*something to see/);
    expect(prettyText).not.toMatch(/^\{"level"/m);
    // The same server logging JSON (not a terminal) still writes both request lines.
    const jsonText = await run('json');
    expect(jsonText).toMatch(/"msg":"incoming request"/);
    expect(jsonText).toMatch(/"msg":"request completed"/);
  });
});
