import { z } from 'zod';
import { MESSAGES } from '@gst/domain';
import {
  ZTenantCreate,
  ZTenantMoveInput,
  ZTenantStatusInput,
  ZTenantUpdate,
  type ZTenantListInput,
} from '../../services/tenants/tenants.schema';
import { ZLoginInput } from '../../services/auth/auth.schema';
import { ZJobRetryInput } from '../../services/jobs/jobs.schema';
import { one, page, pageQuery, parseInput, routesOf } from '../route-helpers';
import type { RestRoute } from '../types';
import { loginHandler, logoutHandler } from './auth';
import { without } from './billing-mapping';
import { PAGE_QUERY, RECORD_READ_ONLY, SORT_QUERY, withUnderscoreId } from './shared';
import { sortFromQuery } from './xlsx-file';

const route = routesOf('master', 'Master');

export const masterAuthRoutes: RestRoute[] = [
  route('POST', '/master/auth/login', {
    summary: 'Log in a master operator',
    body: ZLoginInput,
    examples: { request: { email: 'operator@gst-platform.in', password: 'correct horse battery' } },
    handler: loginHandler((caller, input) => caller.master.auth.login(input)),
  }),
  route('GET', '/master/auth/verify-master', {
    summary: 'OK when an operator is logged in',
    handler: async ({ caller }) => ({ body: await caller.master.auth.verify() }),
  }),
  route('GET', '/master/auth/logout', {
    summary: 'End the operator session',
    handler: logoutHandler((caller) => caller.master.auth.logout()),
  }),
];

const ZTenantListQuery = z.object({ ...PAGE_QUERY, ...SORT_QUERY });

/** A tenant record's server-assigned fields: every record's, and the shop's last ping. */
const TENANT_READ_ONLY = [...RECORD_READ_ONLY, 'lastPing'];

/** A REST body may carry `_id` (what the spec's clients read back); tRPC takes `id`. */
function withoutIds(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  // The tenant record's server-assigned fields, as the spec's client reads them back.
  return without(body as Record<string, unknown>, TENANT_READ_ONLY);
}

/** PATCH whose body is exactly `{status}`: the Activate/Deactivate toggle (spec §7). */
function isStatusOnly(body: Record<string, unknown>): boolean {
  const keys = Object.keys(body);
  return keys.length === 1 && keys[0] === 'status';
}

export const masterTenantRoutes: RestRoute[] = [
  route('GET', '/api/master/tenant', {
    summary: 'List tenants: {success, data} (page, pageSize, search by name/GSTIN/status)',
    query: ZTenantListQuery,
    handler: async ({ caller, query }) => {
      const list = await caller.master.tenants.list({
        // The spec's client reads the whole list; page through with page/pageSize.
        ...pageQuery(query),
        sort: sortFromQuery<NonNullable<z.input<typeof ZTenantListInput>['sort']>['field']>(
          query,
          'desc',
        ),
      });
      return { body: { success: true, ...page(MESSAGES.tenants.loaded, list) } };
    },
  }),
  route('POST', '/api/master/tenant', {
    summary: 'Create a tenant with its owner user: {success, data}',
    body: ZTenantCreate,
    examples: {
      request: {
        tenantId: 'raysolar',
        name: 'Ray Solar',
        domain: 'billing.raysolar.in',
        gstin: '19AAACR5055K1Z4',
        ownerEmail: 'owner@raysolar.in',
        ownerUser: {
          name: 'Arindam Ray',
          email: 'owner@raysolar.in',
          password: 'correct horse battery',
        },
      },
    },
    handler: async ({ caller, body }) => {
      const created = await caller.master.tenants.create(
        parseInput(ZTenantCreate, withoutIds(body)),
      );
      return { status: 201, body: { success: true, ...one(MESSAGES.tenants.created, created) } };
    },
  }),
  route('GET', '/api/master/tenant/:id', {
    summary: 'One tenant: {data} with owner and migration state',
    handler: async ({ caller, params }) => {
      const tenant = await caller.master.tenants.get({ id: params.id ?? '' });
      return { body: { data: withUnderscoreId(tenant) } };
    },
  }),
  route('PATCH', '/api/master/tenant/:id', {
    summary: 'Change status with {status}, or edit the tenant (ownerUser omitted): {success, data}',
    body: ZTenantUpdate.omit({ id: true }),
    examples: { request: { name: 'Ray Solar Pvt Ltd', domain: 'billing.raysolar.in' } },
    handler: async ({ caller, params, body }) => {
      const id = params.id ?? '';
      const fields = withoutIds(body);
      if (isStatusOnly(fields)) {
        const updated = await caller.master.tenants.setStatus(
          parseInput(ZTenantStatusInput, { id, status: fields.status }),
        );
        return {
          body: { success: true, ...one(MESSAGES.tenants.statusChanged(updated.status), updated) },
        };
      }
      const updated = await caller.master.tenants.update(
        parseInput(ZTenantUpdate, { ...fields, id }),
      );
      return { body: { success: true, ...one(MESSAGES.tenants.updated, updated) } };
    },
  }),
  route('DELETE', '/api/master/tenant/:id', {
    summary: 'Delete an inactive tenant (schema, sessions, master row): {success}',
    handler: async ({ caller, params }) => {
      const deleted = await caller.master.tenants.delete({ id: params.id ?? '' });
      return { body: { success: true, message: MESSAGES.tenants.deleted, data: deleted } };
    },
  }),
  route('GET', '/api/master/nodes', {
    summary:
      'Database nodes: {data: {citus, workers: [{node, tenants}], moves}}; citus false on one node',
    handler: async ({ caller }) => ({ body: { data: await caller.master.tenants.nodes() } }),
  }),
  route('POST', '/api/master/tenant/:id/move', {
    summary:
      'Move the tenant to another Citus worker ({node: "host:port"}) while it keeps working: 202 with the running move; poll GET /api/master/nodes',
    body: ZTenantMoveInput.omit({ id: true }),
    examples: {
      request: { node: '10.0.0.6:5432' },
      response: {
        success: true,
        message: 'Tenant move started',
        data: {
          id: '3f0c7c1e-6d1a-4e0e-9a51-0c7d3f8b2a10',
          tenantId: 'acme',
          source: '10.0.0.5:5432',
          target: '10.0.0.6:5432',
          status: 'running',
        },
      },
    },
    handler: async ({ caller, params, body }) => {
      const move = await caller.master.tenants.move(
        parseInput(ZTenantMoveInput, { ...withoutIds(body), id: params.id ?? '' }),
      );
      return { status: 202, body: { success: true, message: 'Tenant move started', data: move } };
    },
  }),
];

/** Issue 34: the background-job queue, as the master panel's Background Jobs page shows it. */
export const masterJobRoutes: RestRoute[] = [
  route('GET', '/api/master/jobs', {
    summary:
      'The job queue: {data: {enabled, shops: [{tenantId, name, waiting, running, failed, completed}], failed: [{id, queue, tenantId, lastError, failedAt}]}}',
    handler: async ({ caller }) => ({ body: { data: await caller.master.jobs.overview() } }),
  }),
  route('POST', '/api/master/jobs/:id/retry', {
    summary: 'Queue a failed job again: {message}',
    noBody: true,
    handler: async ({ caller, params }) => ({
      body: await caller.master.jobs.retry(parseInput(ZJobRetryInput, { id: params.id ?? '' })),
    }),
  }),
];
