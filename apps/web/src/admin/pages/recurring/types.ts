import type { TRecurringTemplate } from '@gst/domain/contracts';

/** A recurring invoice profile as the page lists it (tenant.recurring.list / get). */
export type RecurringProfileRow = {
  id: string;
  name: string;
  customerId: string;
  customerName: string;
  template: TRecurringTemplate;
  frequency: 'month' | 'quarter' | 'half-year' | 'year';
  startDate: string;
  endDate: string | null;
  maxRuns: number | null;
  nextRunDate: string | null;
  runCount: number;
  invoicesIssued: number;
  mode: 'issue' | 'draft';
  emailOnIssue: boolean;
  status: 'active' | 'paused' | 'ended' | 'blocked';
  statusReason: string;
  upcoming: string[];
};

/** One run of a profile, with the invoice it issued. */
export type RecurringRunRow = {
  id: string;
  runDate: string;
  sequence: number;
  status: 'issued' | 'draft' | 'failed' | 'blocked' | 'skipped';
  invoiceId: string | null;
  invoiceNumber: string | null;
  invoiceTotal: string | null;
  error: string;
};
