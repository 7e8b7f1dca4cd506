// @engines pglite
// Pure: reads the source, the router or the error table, no database (docs/CONVENTIONS.md, Engines).
import { describe, expect, it } from 'vitest';
import { toAppError } from '../src/errors';

/** A driver error as postgres.js raises it, wrapped the way drizzle wraps failed queries. */
const dbError = (code: string) =>
  Object.assign(new Error('Failed query: insert into invoices …'), {
    cause: Object.assign(new Error('database said no'), { code }),
  });

describe('database errors as API errors', () => {
  it.each([
    ['40P01', 503, /try again/i], // deadlock, also Citus's distributed deadlock detector
    ['40001', 503, /try again/i], // serialization failure
    ['57P01', 503, /try again/i], // admin shutdown (a restart)
    ['23505', 409, /already exists/],
    ['23514', 400, /out of range/],
  ])('SQLSTATE %s answers %i', (code, status, message) => {
    const error = toAppError(dbError(code));
    expect(error.httpStatus).toBe(status);
    expect(error.message).toMatch(message);
  });

  it('answers 503 for a statement caught by a Citus tenant move’s switch-over', () => {
    const error = toAppError(
      Object.assign(new Error('Failed query'), {
        cause: Object.assign(new Error('could not find valid entry for shard 103442'), {
          code: 'XX000',
        }),
      }),
    );
    expect(error.httpStatus).toBe(503);
    expect(error.message).toMatch(/try again/i);
  });

  it('keeps any other failure a 500 that says nothing about the database', () => {
    const error = toAppError(dbError('XX000'));
    expect(error.httpStatus).toBe(500);
    expect(error.message).toBe('Something went wrong');
  });
});
