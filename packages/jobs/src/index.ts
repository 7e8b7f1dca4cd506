export { createJobQueue, type JobQueue } from './queue';
export type {
  FailedJob,
  JobContext,
  JobCount,
  JobDefinition,
  JobEngine,
  JobHandler,
  JobLogger,
  JobQueueOptions,
  JobState,
  DefineJobOptions,
  ScheduleInfo,
  ScheduleOptions,
  SendOptions,
} from './types';
