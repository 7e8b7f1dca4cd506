import type { z } from 'zod';
import { z as zod } from 'zod';
import { ZProfileUpdate } from '../../services/profile/profile.schema';
import { ZUserCreate, ZUserUpdate } from '../../services/users/users.schema';
import type { RestRoute } from '../types';
import { withUnderscoreId } from './shared';

type Body<T extends z.ZodType> = z.input<T>;

export const userRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/user',
    scope: 'tenant',
    tag: 'Users',
    summary: 'List users, newest first, with permissionsKeys (page, pageSize, search)',
    query: zod.object({
      page: zod.string().optional(),
      pageSize: zod.string().optional(),
      search: zod.string().optional(),
    }),
    handler: async ({ caller, query }) => {
      const list = await caller.tenant.users.list({
        page: query.page ?? 1,
        pageSize: query.pageSize ?? 1000,
        search: query.search,
      });
      return {
        body: { message: 'Users fetched', ...list, data: list.data.map(withUnderscoreId) },
      };
    },
  },
  {
    method: 'GET',
    url: '/api/user/:id',
    scope: 'tenant',
    tag: 'Users',
    summary: 'One user (name, email, image, role, permissionSets) with permissionsKeys',
    handler: async ({ caller, params }) => {
      const { user, permissionsKeys } = await caller.tenant.users.get({ id: params.id ?? '' });
      return { body: { message: 'User fetched', data: withUnderscoreId(user), permissionsKeys } };
    },
  },
  {
    method: 'POST',
    url: '/api/user',
    scope: 'tenant',
    tag: 'Users',
    summary: 'Create a user ({name, email, password, image, role, permissionSets})',
    body: ZUserCreate,
    handler: async ({ caller, body }) => {
      const user = await caller.tenant.users.create(body as Body<typeof ZUserCreate>);
      return {
        status: 201,
        body: { message: 'User created successfully', data: withUnderscoreId(user) },
      };
    },
  },
  {
    method: 'PATCH',
    url: '/api/user/:id',
    scope: 'tenant',
    tag: 'Users',
    summary: 'Update a user; a blank or missing password keeps the current one',
    body: ZUserUpdate.omit({ id: true }),
    handler: async ({ caller, params, body }) => {
      const fields = (body ?? {}) as Omit<Body<typeof ZUserUpdate>, 'id'>;
      const user = await caller.tenant.users.update({ ...fields, id: params.id ?? '' });
      return { body: { message: 'User updated successfully', data: withUnderscoreId(user) } };
    },
  },
  {
    method: 'DELETE',
    url: '/api/user/hard-delete/:id',
    scope: 'tenant',
    tag: 'Users',
    summary: 'Delete a user and end their sessions',
    handler: async ({ caller, params }) => {
      await caller.tenant.users.delete({ id: params.id ?? '' });
      return { body: { message: 'User deleted successfully' } };
    },
  },
  {
    method: 'PATCH',
    url: '/api/user-self/:id',
    scope: 'tenant',
    tag: 'Users',
    summary: 'Update one’s own name, password and image (only one’s own id)',
    body: ZProfileUpdate.omit({ id: true }),
    handler: async ({ caller, params, body }) => {
      const fields = (body ?? {}) as Omit<Body<typeof ZProfileUpdate>, 'id'>;
      const user = await caller.tenant.profile.update({ ...fields, id: params.id ?? '' });
      return { body: { message: 'Profile updated successfully!', data: withUnderscoreId(user) } };
    },
  },
];
