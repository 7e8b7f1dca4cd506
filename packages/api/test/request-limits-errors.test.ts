// @engines pglite
// Pure mapping of errors and names: no database.
import { describe, expect, it } from 'vitest';
import { toAppError } from '../src/errors';
import { appRouter } from '../src/router';
import { LONG_RUNNING_PROCEDURES } from '../src/trpc';

/**
 * Issue 28, item 5: a request past its limits is a 503 that says to try again (the statement
 * timeout 57014, the lock timeout 55P03, the idle-in-transaction timeout 25P03 and the shop's
 * share of connections staying busy), and the long jobs named for the jobs pool are procedures.
 */
describe('request limits', () => {
  it.each(['57014', '55P03', '25P03', 'TENANT_BUSY'])('%s is 503 "try again"', (code) => {
    const error = toAppError(Object.assign(new Error('limit'), { code }));
    expect(error.httpStatus).toBe(503);
    expect(error.appCode).toBe('UNAVAILABLE');
    expect(error.message).toMatch(/try again/);
  });

  it('every long-running procedure name is a mutation of the router', () => {
    const procedures = appRouter._def.procedures as unknown as Record<
      string,
      { _def: { type: string } }
    >;
    for (const path of LONG_RUNNING_PROCEDURES) {
      expect(procedures[path]?._def.type, path).toBe('mutation');
    }
  });
});
