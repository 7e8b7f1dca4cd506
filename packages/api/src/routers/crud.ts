import { z } from 'zod';
import { ZId, type PageKey, type PermissionFlag } from '@gst/domain';
import { permitted } from '../trpc';

/** `{id}`: the input of a get or delete by id. */
export const ZById = z.strictObject({ id: ZId });

/** The ctx a `permitted(...)` resolver receives; it fits the services' `ServiceCtx` as it is. */
export type PermittedCtx = Parameters<
  Parameters<ReturnType<typeof permitted>['query']>[0]
>[0]['ctx'];

/**
 * A service verb `verb(ctx, input)` as a procedure calls it. tRPC types a generic parser's output
 * as a deferred `inferParser<I>['out']`; for a zod schema that is `z.output<I>`, said once below.
 */
type Verb<I extends z.ZodType, R> = (ctx: PermittedCtx, input: z.output<I>) => R | Promise<R>;

function permittedQuery(page: PageKey, flag: PermissionFlag) {
  return <I extends z.ZodType, R>(input: I, verb: Verb<I, R>) =>
    permitted(page, flag)
      .input(input)
      .query(({ ctx, input }) => verb(ctx, input as z.output<I>));
}

function permittedMutation(page: PageKey, flag: PermissionFlag) {
  return <I extends z.ZodType, R>(input: I, verb: Verb<I, R>) =>
    permitted(page, flag)
      .input(input)
      .mutation(({ ctx, input }) => verb(ctx, input as z.output<I>));
}

/**
 * One page's procedures by the flag they need: `view` and `export` read (queries), `create`,
 * `edit`, `delete` and `import` write (mutations). Each is `permitted(page, flag)`, its input
 * and one service verb called with the procedure's ctx:
 * `const can = permittedOn('manage-user'); … list: can.view(ZUserListInput, listUsers)`.
 */
export function permittedOn(page: PageKey) {
  return {
    view: permittedQuery(page, 'view'),
    export: permittedQuery(page, 'export'),
    create: permittedMutation(page, 'create'),
    edit: permittedMutation(page, 'edit'),
    delete: permittedMutation(page, 'delete'),
    import: permittedMutation(page, 'import'),
    approve: permittedMutation(page, 'approve'),
    /** A 'view' query without input: `defaults: can.read(invoiceDefaults)`. */
    read: <R>(verb: (ctx: PermittedCtx) => R | Promise<R>) =>
      permitted(page, 'view').query(({ ctx }) => verb(ctx)),
  };
}
