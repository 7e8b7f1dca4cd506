import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../lib/trpc';

type Out = inferRouterOutputs<AppRouter>['tenant']['audit'];
type In = inferRouterInputs<AppRouter>['tenant']['audit'];

export type AuditRow = Out['list']['data'][number];
export type AuditActor = Out['actors'][number];
export type AuditEntity = NonNullable<In['list']['entity']>;
