import { z } from 'zod';
import {
  ZRecurringChanges,
  ZRecurringInput,
  ZRecurringListInput,
  ZRecurringUpdate,
} from '../../services/recurring/recurring.schema';
import {
  deleteById,
  one,
  page,
  pageQuery,
  parseInput,
  routesOf,
  updateById,
} from '../route-helpers';
import type { RestRoute } from '../types';
import { EXAMPLE_IDS } from './shared';

const route = routesOf('tenant', 'Recurring invoices');

const EXAMPLE = {
  name: 'Solar AMC – Sunrise RWA',
  customerId: EXAMPLE_IDS.customer,
  template: {
    lines: [
      {
        productId: EXAMPLE_IDS.product,
        description: 'Quarterly maintenance of the 10 kW rooftop plant',
        quantity: 1,
        price: '5000.00',
      },
    ],
  },
  frequency: 'quarter',
  startDate: '2027-04-01',
  maxRuns: 4,
  mode: 'issue',
  emailOnIssue: true,
};

const ZListQuery = z.object({
  page: z.string().optional(),
  pageSize: z.string().optional(),
  search: z.string().optional(),
  status: z.enum(['active', 'paused', 'ended', 'blocked']).optional(),
});

/** Recurring invoice profiles and their runs (issue 34). */
export const recurringRoutes: RestRoute[] = [
  route('GET', '/api/recurring-invoices', {
    summary:
      "The shop's recurring invoice profiles by name: customer, frequency, next run date, status (active, paused, ended, blocked with its reason), runs made and invoices issued; ?status= filters, ?search= matches the name or customer",
    query: ZListQuery,
    handler: async ({ caller, query }) => {
      const input = parseInput(ZRecurringListInput, {
        ...pageQuery(query),
        ...(query.status ? { status: query.status } : {}),
      });
      const list = await caller.tenant.recurring.list(input);
      return { body: page('Recurring invoices fetched', list) };
    },
  }),
  route('POST', '/api/recurring-invoices', {
    summary:
      "Make a recurring invoice profile: a customer, the invoice to issue (template: lines and tax choices as an invoice takes them, without dates or bill-to), frequency month, quarter, half-year or year from startDate, until endDate or maxRuns invoices; mode issue (the invoice is issued in the shop's series on each date) or draft (a draft run to issue or skip); emailOnIssue. Serial-numbered products cannot recur. A date already due is run at once",
    body: ZRecurringInput,
    examples: { request: EXAMPLE },
    handler: async ({ caller, body }) => {
      const created = await caller.tenant.recurring.create(parseInput(ZRecurringInput, body));
      return { status: 201, body: one('Recurring invoice saved', created) };
    },
  }),
  route('GET', '/api/recurring-invoices/:id', {
    summary: 'One recurring invoice profile, with its template and its next three dates',
    handler: async ({ caller, params }) => ({
      body: one(
        'Recurring invoice fetched',
        await caller.tenant.recurring.get({ id: params.id ?? '' }),
      ),
    }),
  }),
  route('PATCH', '/api/recurring-invoices/:id', {
    summary:
      'Change a profile for its future runs (any field; past runs and their invoices stay as they were; the start date only before the first run)',
    body: ZRecurringChanges,
    examples: { request: { frequency: 'half-year', emailOnIssue: false } },
    handler: updateById(
      ZRecurringUpdate,
      (caller, input) => caller.tenant.recurring.update(input),
      'Recurring invoice updated',
    ),
  }),
  route('DELETE', '/api/recurring-invoices/:id', {
    summary:
      'Delete a profile that has issued no invoice (its runs go with it); one that has is ended instead, its runs kept with their invoices',
    handler: deleteById(
      (caller, id) => caller.tenant.recurring.delete({ id }),
      'Recurring invoice deleted or ended',
    ),
  }),
  route('POST', '/api/recurring-invoices/:id/pause', {
    summary: 'Pause a profile: no run is made until it is resumed',
    noBody: true,
    handler: async ({ caller, params }) => ({
      body: one(
        'Recurring invoice paused',
        await caller.tenant.recurring.pause({ id: params.id ?? '' }),
      ),
    }),
  }),
  route('POST', '/api/recurring-invoices/:id/resume', {
    summary:
      'Resume a paused or blocked profile: it goes on from the first date of its schedule on or after today (dates passed while it was stopped are not made)',
    noBody: true,
    handler: async ({ caller, params }) => ({
      body: one(
        'Recurring invoice resumed',
        await caller.tenant.recurring.resume({ id: params.id ?? '' }),
      ),
    }),
  }),
  route('GET', '/api/recurring-invoices/:id/runs', {
    summary:
      "A profile's runs, newest first: date, status (issued, draft, failed, blocked, skipped), the invoice issued (id, number, status, total) and the error of a failed or blocked run",
    handler: async ({ caller, params }) => ({
      body: {
        message: 'Recurring runs fetched',
        data: await caller.tenant.recurring.runs({ id: params.id ?? '' }),
      },
    }),
  }),
  route('POST', '/api/recurring-invoices/:id/runs/:runId/issue', {
    summary:
      "Issue a draft or failed run now, dated the run's date, with every rule of an invoice (a date in a filed period is refused)",
    noBody: true,
    handler: async ({ caller, params }) => ({
      body: one(
        'Recurring run issued',
        await caller.tenant.recurring.issueRun({ id: params.id ?? '', runId: params.runId ?? '' }),
      ),
    }),
  }),
  route('POST', '/api/recurring-invoices/:id/runs/:runId/skip', {
    summary: 'Skip a draft or failed run: no invoice for its date',
    noBody: true,
    handler: async ({ caller, params }) => ({
      body: one(
        'Recurring run skipped',
        await caller.tenant.recurring.skipRun({ id: params.id ?? '', runId: params.runId ?? '' }),
      ),
    }),
  }),
];
