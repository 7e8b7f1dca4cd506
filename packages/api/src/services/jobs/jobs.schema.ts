import { z } from 'zod';

/** The master panel's queue page (issue 34). */
export const ZJobRetryInput = z.strictObject({ id: z.uuid({ error: 'A job id is a UUID' }) });
export type TJobRetryInput = z.output<typeof ZJobRetryInput>;

export type JobShopCounts = {
  /** The shop's master row id; null for jobs of no shop (the product's own). */
  tenantRowId: string | null;
  /** The shop's Tenant ID and name; null when the shop is gone or for jobs of no shop. */
  tenantId: string | null;
  name: string | null;
  waiting: number;
  running: number;
  failed: number;
  completed: number;
};

export type FailedJobView = {
  id: string;
  queue: string;
  tenantId: string | null;
  name: string | null;
  retryCount: number;
  failedAt: string | null;
  lastError: string | null;
};

export type JobsOverview = {
  /** False when this server runs without a queue (JOBS=off). */
  enabled: boolean;
  shops: JobShopCounts[];
  failed: FailedJobView[];
};
