import { z } from 'zod';
import { MESSAGES } from '@gst/domain';
import {
  ZTenantCreate,
  type ZTenantStatus,
  ZTenantUpdate,
  type ZTenantListInput,
} from '../../services/tenants/tenants.schema';
import { ZLoginInput } from '../../services/auth/auth.schema';
import type { RestRoute } from '../types';
import { withUnderscoreId } from './shared';

export const masterAuthRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/master/auth/login',
    scope: 'master',
    tag: 'Master',
    summary: 'Log in a master operator',
    body: ZLoginInput,
    handler: async ({ caller, body }) => {
      const result = await caller.master.auth.login(body as z.input<typeof ZLoginInput>);
      return { body: { message: 'Logged in successfully', ...result } };
    },
  },
  {
    method: 'GET',
    url: '/master/auth/verify-master',
    scope: 'master',
    tag: 'Master',
    summary: 'OK when an operator is logged in',
    handler: async ({ caller }) => ({ body: await caller.master.auth.verify() }),
  },
  {
    method: 'GET',
    url: '/master/auth/logout',
    scope: 'master',
    tag: 'Master',
    summary: 'End the operator session',
    handler: async ({ caller }) => {
      await caller.master.auth.logout();
      return { body: { message: 'Logged out' } };
    },
  },
];

const ZTenantListQuery = z.object({
  page: z.string().optional(),
  pageSize: z.string().optional(),
  search: z.string().optional(),
  sortField: z.string().optional(),
  sortDir: z.string().optional(),
});

/** A REST body may carry `_id` (what the spec's clients read back); tRPC takes `id`. */
function withoutIds(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const { _id: _ignoredUnderscoreId, id: _ignoredId, ...rest } = body as Record<string, unknown>;
  return rest;
}

/** PATCH whose body is exactly `{status}`: the Activate/Deactivate toggle (spec §7). */
function isStatusOnly(body: Record<string, unknown>): boolean {
  const keys = Object.keys(body);
  return keys.length === 1 && keys[0] === 'status';
}

export const masterTenantRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/master/tenant',
    scope: 'master',
    tag: 'Master',
    summary: 'List tenants: {success, data} (page, pageSize, search by name/GSTIN/status)',
    query: ZTenantListQuery,
    handler: async ({ caller, query }) => {
      const list = await caller.master.tenants.list({
        page: query.page ?? 1,
        // The spec's client reads the whole list; page through with page/pageSize.
        pageSize: query.pageSize ?? 1000,
        search: query.search,
        ...(query.sortField
          ? {
              sort: {
                field: query.sortField,
                dir: query.sortDir === 'asc' ? 'asc' : 'desc',
              } as z.input<typeof ZTenantListInput>['sort'],
            }
          : {}),
      });
      return {
        body: {
          success: true,
          message: MESSAGES.tenants.loaded,
          ...list,
          data: list.data.map(withUnderscoreId),
        },
      };
    },
  },
  {
    method: 'POST',
    url: '/api/master/tenant',
    scope: 'master',
    tag: 'Master',
    summary: 'Create a tenant with its owner user: {success, data}',
    body: ZTenantCreate,
    handler: async ({ caller, body }) => {
      const created = await caller.master.tenants.create(
        withoutIds(body) as z.input<typeof ZTenantCreate>,
      );
      return {
        status: 201,
        body: { success: true, message: MESSAGES.tenants.created, data: withUnderscoreId(created) },
      };
    },
  },
  {
    method: 'GET',
    url: '/api/master/tenant/:id',
    scope: 'master',
    tag: 'Master',
    summary: 'One tenant: {data} with owner and migration state',
    handler: async ({ caller, params }) => {
      const tenant = await caller.master.tenants.get({ id: params.id ?? '' });
      return { body: { data: withUnderscoreId(tenant) } };
    },
  },
  {
    method: 'PATCH',
    url: '/api/master/tenant/:id',
    scope: 'master',
    tag: 'Master',
    summary: 'Change status with {status}, or edit the tenant (ownerUser omitted): {success, data}',
    body: ZTenantUpdate.omit({ id: true }),
    handler: async ({ caller, params, body }) => {
      const id = params.id ?? '';
      const fields = withoutIds(body);
      if (isStatusOnly(fields)) {
        const updated = await caller.master.tenants.setStatus({
          id,
          status: fields.status as z.input<typeof ZTenantStatus>,
        });
        return {
          body: {
            success: true,
            message: MESSAGES.tenants.statusChanged(updated.status),
            data: withUnderscoreId(updated),
          },
        };
      }
      const updated = await caller.master.tenants.update({
        ...(fields as Omit<z.input<typeof ZTenantUpdate>, 'id'>),
        id,
      });
      return {
        body: { success: true, message: MESSAGES.tenants.updated, data: withUnderscoreId(updated) },
      };
    },
  },
  {
    method: 'DELETE',
    url: '/api/master/tenant/:id',
    scope: 'master',
    tag: 'Master',
    summary: 'Delete an inactive tenant (schema, sessions, master row): {success}',
    handler: async ({ caller, params }) => {
      const deleted = await caller.master.tenants.delete({ id: params.id ?? '' });
      return { body: { success: true, message: MESSAGES.tenants.deleted, data: deleted } };
    },
  },
];
