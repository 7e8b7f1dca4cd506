import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateSchema, SCHEMA_FILE, withUndescribedSuccessAsJson } from '../scripts/schema';

describe('src/schema.ts', () => {
  it('is what `pnpm --filter @gst/client generate` makes of the current OpenAPI document', async () => {
    const committed = readFileSync(SCHEMA_FILE, 'utf8');
    const fresh = await generateSchema();
    // A route, parameter or body changed in packages/api/src/rest without regenerating: run
    // `pnpm --filter @gst/client generate` and commit src/schema.ts with the change.
    const was = committed.split('\n');
    const now = fresh.split('\n');
    const line = now.findIndex((text, i) => text !== was[i]);
    const verdict =
      fresh === committed
        ? 'up to date'
        : `stale from line ${line + 1}: committed ${JSON.stringify(was[line])}, generated ` +
          `${JSON.stringify(now[line])}; run pnpm --filter @gst/client generate`;
    expect(verdict).toBe('up to date');
  });

  it('types the routes a third party calls with a key', () => {
    const committed = readFileSync(SCHEMA_FILE, 'utf8');
    for (const path of ["'/api/customer'", "'/api/invoice'", "'/api/settings'"]) {
      expect(committed).toContain(`${path}: {`);
    }
  });
});

describe('withUndescribedSuccessAsJson', () => {
  it('gives a 2xx without content a JSON body of unknown shape, and leaves the rest alone', () => {
    const error = { description: 'refused', content: { 'application/json': { type: 'object' } } };
    const file = { description: 'zip', content: { 'application/zip': { type: 'string' } } };
    const document = withUndescribedSuccessAsJson({
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/a': { get: { responses: { '200': { description: 'ok' }, '400': error } } },
        '/b': { get: { responses: { '200': file, '404': { description: 'gone' } } } },
      },
    });
    expect(document.paths?.['/a']).toEqual({
      get: {
        responses: {
          '200': { description: 'ok', content: { 'application/json': {} } },
          '400': error,
        },
      },
    });
    expect(document.paths?.['/b']).toEqual({
      get: { responses: { '200': file, '404': { description: 'gone' } } },
    });
  });
});
