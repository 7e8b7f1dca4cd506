import { TRPCError } from '@trpc/server';
import { namedKeys } from '@gst/domain';
import { z } from 'zod';
import { AppError } from '../errors';
import type { Caller } from './caller';
import { firstOf, recordId } from './routes/billing-mapping';
import { withUnderscoreId } from './routes/shared';
import type { RestCall, RestRoute } from './types';

type Handler = RestRoute['handler'];
type Row = { id: string };
type Loose = Record<string, unknown>;

/** `_`, the cache buster some HTTP clients append to GETs (`?_=1700000000000`), is no input. */
const IGNORED_QUERY_KEYS = new Set(['_']);

/**
 * A query parameter the route does not take is a 400 naming it, never silently ignored (issue 19:
 * `?sortBy=` looked accepted). The route's `query` schema (also its OpenAPI parameters) lists what
 * it takes; a route without one takes none.
 */
export function refuseUnknownQuery(
  query: RestRoute['query'],
  given: Record<string, unknown> | undefined,
): void {
  const known = query instanceof z.ZodObject ? Object.keys(query.shape) : [];
  const unknown = Object.keys(given ?? {}).filter(
    (key) => !known.includes(key) && !IGNORED_QUERY_KEYS.has(key),
  );
  if (unknown.length === 0) return;
  const names = namedKeys(unknown);
  const takes = known.length ? `this URL takes ${known.join(', ')}` : 'this URL takes none';
  throw new AppError(
    'BAD_REQUEST',
    `Unrecognized query parameter${unknown.length > 1 ? 's' : ''}: ${names}; ${takes}`,
  );
}

/**
 * A REST body or query, mapped onto our field names, parsed with the procedure's own contract: the
 * procedure gets a typed, checked input (it parses it again, to the same value), and a refusal is
 * the very 400 the procedure gives (the same TRPCError with the zod issues as its cause).
 */
export function parseInput<S extends z.ZodType>(contract: S, input: unknown): z.output<S> {
  const result = contract.safeParse(input);
  if (!result.success) throw new TRPCError({ code: 'BAD_REQUEST', cause: result.error });
  return result.data;
}

/** `body[key]` of a JSON body that may be anything (undefined when it is not an object). */
export function bodyField(body: unknown, key: string): unknown {
  return body !== null && typeof body === 'object' ? (body as Loose)[key] : undefined;
}

/**
 * The routes of one area share their scope and tag:
 * `const route = routesOf('tenant', 'Customers'); route('GET', '/api/customer', {summary, handler})`.
 * Every route refuses query parameters its `query` does not list.
 */
export function routesOf(scope: RestRoute['scope'], tag: string) {
  return (
    method: RestRoute['method'],
    url: string,
    route: Omit<RestRoute, 'method' | 'url' | 'scope' | 'tag'>,
  ): RestRoute => ({
    method,
    url,
    scope,
    tag,
    ...route,
    handler: async (call) => {
      refuseUnknownQuery(route.query, call.query);
      return route.handler(call);
    },
  });
}

/** The `{message, data}` envelope of one record, with its `_id`. */
export function one<T extends Row>(message: string, row: T) {
  return { message, data: withUnderscoreId(row) };
}

/** The `{message, ...page, data}` envelope of a list page, every row with its `_id`. */
export function page<P extends { data: Row[] }>(message: string, list: P) {
  return { message, ...list, data: list.data.map(withUnderscoreId) };
}

/** A list URL's `?page=&pageSize=&search=`: the whole list unless the client pages. */
export function pageQuery(query: RestCall['query']) {
  return { page: query.page ?? 1, pageSize: query.pageSize ?? 1000, search: query.search };
}

type PageInput = ReturnType<typeof pageQuery>;

/**
 * `GET` of a list page (`list` gets the `pageQuery` and the whole query), or of one record when
 * `?<idKey>=` is given: `{message, ...page, data: rows}` or `{message, data: record}`.
 */
export function listOrOne<O extends Row, P extends { data: Row[] }>(
  idKey: string,
  spec: {
    one: [message: string, get: (caller: Caller, id: string) => Promise<O>];
    list: [
      message: string,
      list: (caller: Caller, page: PageInput, query: RestCall['query']) => Promise<P>,
    ];
  },
): Handler {
  return async ({ caller, query }) => {
    const id = query[idKey];
    if (id) return { body: one(spec.one[0], await spec.one[1](caller, id)) };
    return { body: page(spec.list[0], await spec.list[1](caller, pageQuery(query), query)) };
  };
}

/**
 * `POST {<key>: [record]}` creates the one record (201 `{message, data: [record]}`); any other
 * list goes through the all-or-nothing import (201 `{message, count, data}`). `single` may send a
 * lone record to the import too (items naming their product by label).
 */
export function createOneOrMany<R, C extends Row, M extends Row>(spec: {
  key: string;
  single?: (record: R) => boolean;
  create: (caller: Caller, record: R) => Promise<C>;
  createMany: (caller: Caller, records: R[]) => Promise<{ count: number; data: M[] }>;
  messages: { created: string; uploaded: string };
}): Handler {
  return async ({ caller, body }) => {
    const records = ((body ?? {}) as Loose)[spec.key];
    const list = Array.isArray(records) ? (records as R[]) : [];
    const [only, ...rest] = list;
    if (only && rest.length === 0 && (spec.single?.(only) ?? true)) {
      const created = await spec.create(caller, only);
      return {
        status: 201,
        body: { message: spec.messages.created, data: [withUnderscoreId(created)] },
      };
    }
    const result = await spec.createMany(caller, list);
    return {
      status: 201,
      body: {
        message: spec.messages.uploaded,
        count: result.count,
        data: result.data.map(withUnderscoreId),
      },
    };
  };
}

/** `PATCH {<key>: [record with _id]}`: exactly one record, answered as `{message, data: [record]}`. */
export function updateOneOf<R, U extends Row>(spec: {
  key: string;
  noun: string;
  update: (caller: Caller, record: R) => Promise<U>;
  message: string;
}): Handler {
  return async ({ caller, body }) => {
    const list = (body as Record<string, R[] | undefined> | null)?.[spec.key];
    const first = list?.[0];
    if (!first || list.length !== 1)
      throw new AppError('BAD_REQUEST', `Send exactly one ${spec.noun} to update`);
    const updated = await spec.update(caller, first);
    return { body: { message: spec.message, data: [withUnderscoreId(updated)] } };
  };
}

/** `POST {<key>: [record]}` of a bill (invoice, quote): 201 `{message, data: record}`. */
export function createFirstOf<C extends Row>(spec: {
  key: string;
  noun: string;
  create: (caller: Caller, record: Loose) => Promise<C>;
  message: string;
}): Handler {
  return async ({ caller, body }) => {
    const record = firstOf(body, spec.key);
    if (!Object.keys(record).length)
      throw new AppError(
        'BAD_REQUEST',
        `Send exactly one ${spec.noun} as {${spec.key}:[${spec.noun}]}`,
      );
    const created = await spec.create(caller, record);
    return { status: 201, body: one(spec.message, created) };
  };
}

/** `PATCH {<key>: [record with _id]}` of a bill: `{message, data: record}`. */
export function updateFirstOf<U extends Row>(spec: {
  key: string;
  noun: string;
  update: (caller: Caller, record: Loose, id: string) => Promise<U>;
  message: string;
}): Handler {
  return async ({ caller, body }) => {
    const record = firstOf(body, spec.key);
    const id = recordId(record);
    if (!id)
      throw new AppError(
        'BAD_REQUEST',
        `Send exactly one ${spec.noun} with its _id as {${spec.key}:[${spec.noun}]}`,
      );
    const updated = await spec.update(caller, record, id);
    return { body: one(spec.message, updated) };
  };
}

/**
 * `PATCH …/:id` with the fields as the body: the body and the URL's id parsed with the
 * procedure's contract (`{...body, id}`), answered as `{message, data: record}`.
 */
export function updateById<S extends z.ZodType, U extends Row>(
  contract: S,
  update: (caller: Caller, input: z.output<S>) => Promise<U>,
  message: string,
): Handler {
  return async ({ caller, params, body }) => {
    const input = parseInput(contract, { ...(body ?? {}), id: params.id ?? '' });
    return { body: one(message, await update(caller, input)) };
  };
}

/** `DELETE …/:id`: `{message}`. */
export function deleteById(
  remove: (caller: Caller, id: string, query: RestCall['query']) => Promise<unknown>,
  message: string,
): Handler {
  return async ({ caller, params, query }) => {
    await remove(caller, params.id ?? '', query);
    return { body: { message } };
  };
}
