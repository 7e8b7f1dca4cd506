// @engines pglite
// Pure: reads the source, the router or the error table, no database (docs/CONVENTIONS.md, Engines).
// The public contract the refactor of issue 14 must not move: the OpenAPI document and the tRPC
// procedure names (with their kinds). The fixtures were written from main before the services
// move (commit 24420ca); a change to either is a contract change and must be deliberate.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appRouter } from '../src/router';
import { openApiDocument } from '../src/rest';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

export function procedureList(): string[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
  return Object.entries(procedures)
    .map(([path, procedure]) => `${procedure._def.type} ${path}`)
    .sort();
}

describe('API contract', () => {
  it('the OpenAPI document is unchanged', () => {
    expect(JSON.parse(JSON.stringify(openApiDocument()))).toEqual(fixture('openapi.json'));
  });
  it('the tRPC procedure names and kinds are unchanged', () => {
    expect(procedureList()).toEqual(fixture('procedures.json'));
  });
});
