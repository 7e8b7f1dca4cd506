import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../lib/trpc';

type Outputs = inferRouterOutputs<AppRouter>;
export type ReturnsOverview = Outputs['tenant']['returns']['overview'];
export type SectionSummary = ReturnsOverview['sections'][number];
export type ReturnProblem = ReturnsOverview['problems'][number];
export type FiledPeriod = NonNullable<ReturnsOverview['filed']>;
export type ReturnsHistory = Outputs['tenant']['returns']['history'];
export type HistoryEvent = ReturnsHistory['events'][number];
export type ExcludedMonth = ReturnsOverview['excluded'][number];
