/**
 * The tRPC endpoint `/trpc/:path`. Mutations, streaming and anything unusual go through tRPC's own
 * Fastify handler. GET calls of query procedures — nearly every call the web app makes, in batches
 * from httpBatchLink — take a direct route: the same procedures, context, error formatter and JSON
 * envelope, without converting the request to a web Request, the answer to a web Response and back
 * (undici objects, abort signals and stream reads that cost about a fifth of a list call's server
 * CPU; docs/PERFORMANCE.md). apps/server/test/trpc-route.test.ts checks both routes answer alike.
 */
import type { AnyRouter, TRPCError } from '@trpc/server';
import { fastifyRequestHandler } from '@trpc/server/adapters/fastify';
import {
  getErrorShape,
  getHTTPStatusCode,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
  type AnyProcedure,
  type AnyRootTypes,
  type RootConfig,
} from '@trpc/server/unstable-core-do-not-import';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type CreateContext<Ctx> = (req: FastifyRequest, reply: FastifyReply) => Ctx | Promise<Ctx>;

type Plan = { paths: string[]; procedures: AnyProcedure[]; inputs: unknown[]; isBatch: boolean };

/**
 * The calls of a GET request when every one is a known query with readable input; otherwise null,
 * and tRPC's handler answers (with its own errors for unknown paths, bad JSON and the like).
 */
export function planQueries(router: AnyRouter, req: FastifyRequest): Plan | null {
  if (req.method !== 'GET') return null;
  // Streaming links (httpBatchStreamLink) and SSE ask for another answer format.
  if (req.headers['trpc-accept'] || req.headers.accept === 'text/event-stream') return null;
  const query = req.query as Record<string, string | string[] | undefined>;
  const isBatch = query.batch === '1';
  const rawPath = (req.params as { path: string }).path;
  const paths = isBatch ? rawPath.split(',') : [rawPath];
  const procedures: AnyProcedure[] = [];
  const table = router._def.procedures as Record<string, AnyProcedure | undefined>;
  for (const path of paths) {
    const procedure = Object.hasOwn(table, path) ? table[path] : undefined;
    if (!procedure || procedure._def.type !== 'query') return null;
    procedures.push(procedure);
  }
  const rawInput = query.input;
  if (Array.isArray(rawInput)) return null;
  let parsed: unknown;
  try {
    parsed = rawInput ? JSON.parse(rawInput) : undefined;
  } catch {
    return null;
  }
  const transformer = (router._def._config as RootConfig<AnyRootTypes>).transformer.input;
  const deserialize = (value: unknown): unknown => transformer.deserialize(value);
  let inputs: unknown[];
  if (!isBatch) inputs = [parsed === undefined ? undefined : deserialize(parsed)];
  else if (parsed === undefined) inputs = paths.map(() => undefined);
  else if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  else {
    const byIndex = parsed as Record<string, unknown>;
    inputs = paths.map((_, index) => {
      const value = byIndex[index];
      return value === undefined ? undefined : deserialize(value);
    });
  }
  return { paths, procedures, inputs, isBatch };
}

/** Runs the planned queries and answers as tRPC's resolveResponse would for them. */
async function answerQueries<Ctx>(
  router: AnyRouter,
  plan: Plan,
  createContext: CreateContext<Ctx>,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const config = router._def._config as RootConfig<AnyRootTypes>;
  let ctx: Ctx | undefined;
  let contextError: TRPCError | undefined;
  try {
    ctx = await createContext(req, reply);
  } catch (cause) {
    contextError = getTRPCErrorFromUnknown(cause);
  }
  const results = await Promise.all(
    plan.procedures.map(async (procedure, index) => {
      const path = plan.paths[index] as string;
      const input = plan.inputs[index];
      try {
        if (contextError !== undefined) throw contextError;
        const data = (await procedure({
          path,
          getRawInput: () => Promise.resolve(input),
          ctx,
          type: 'query',
          signal: undefined,
          batchIndex: index,
        })) as unknown;
        return { result: { data } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        const shape: unknown = getErrorShape({ config, ctx, error, input, path, type: 'query' });
        return { error: shape };
      }
    }),
  );
  const body = plan.isBatch ? results : results[0];
  return reply
    .code(getHTTPStatusCode(body as Parameters<typeof getHTTPStatusCode>[0]))
    .header('vary', 'trpc-accept, accept')
    .header('content-type', 'application/json')
    .send(JSON.stringify(transformTRPCResponse(config, body as never)));
}

/** Registers `${prefix}/:path` with the content-type parsers tRPC's own plugin sets. */
export async function registerTrpcRoute<Ctx>(
  app: FastifyInstance,
  options: {
    prefix: string;
    router: AnyRouter;
    createContext: CreateContext<Ctx>;
    /** false: every call through tRPC's handler (the comparison in the route test). */
    directQueries?: boolean;
  },
) {
  const { router, createContext, directQueries = true } = options;
  await app.register((scope, _options, done) => {
    // tRPC reads bodies itself: hand them over as strings, as fastifyTRPCPlugin does.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scope.removeContentTypeParser('multipart/form-data');
    scope.addContentTypeParser('multipart/form-data', {}, (_req, body, done) => done(null, body));
    scope.all(`${options.prefix}/:path`, async (req, reply): Promise<FastifyReply> => {
      const plan = directQueries ? planQueries(router, req) : null;
      if (plan) return answerQueries(router, plan, createContext, req, reply);
      await fastifyRequestHandler({
        router,
        req,
        res: reply,
        path: (req.params as { path: string }).path,
        createContext: ({ req: request, res }) => createContext(request, res),
      });
      return reply;
    });
    done();
  });
}
