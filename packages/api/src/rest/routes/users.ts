import { z } from 'zod';
import { ZProfileUpdate } from '../../services/profile/profile.schema';
import { ZUserCreate, ZUserUpdate } from '../../services/users/users.schema';
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
import { PAGE_QUERY } from './shared';

const route = routesOf('tenant', 'Users');

export const userRoutes: RestRoute[] = [
  route('GET', '/api/user', {
    summary: 'List users, newest first, with permissionsKeys (page, pageSize, search)',
    query: z.object(PAGE_QUERY),
    handler: async ({ caller, query }) => ({
      body: page('Users fetched', await caller.tenant.users.list(pageQuery(query))),
    }),
  }),
  route('GET', '/api/user/:id', {
    summary: 'One user (name, email, image, role, permissionSets) with permissionsKeys',
    handler: async ({ caller, params }) => {
      const { user, permissionsKeys } = await caller.tenant.users.get({ id: params.id ?? '' });
      return { body: { ...one('User fetched', user), permissionsKeys } };
    },
  }),
  route('POST', '/api/user', {
    summary: 'Create a user ({name, email, password, image, role, permissionSets})',
    body: ZUserCreate,
    examples: {
      request: {
        name: 'Priya Das',
        email: 'priya@raysolar.in',
        password: 'counter staff 2026',
        role: 'staff',
        permissionSets: [
          { page: 'manage-invoice', permissions: { view: true, create: true } },
          { page: 'manage-customer', permissions: { view: true } },
        ],
      },
    },
    handler: async ({ caller, body }) => {
      const user = await caller.tenant.users.create(parseInput(ZUserCreate, body));
      return { status: 201, body: one('User created successfully', user) };
    },
  }),
  route('PATCH', '/api/user/:id', {
    summary: 'Update a user; a blank or missing password keeps the current one',
    body: ZUserUpdate.omit({ id: true }),
    examples: {
      request: {
        name: 'Priya Das',
        email: 'priya@raysolar.in',
        permissionSets: [{ page: 'manage-invoice', permissions: { view: true, create: true } }],
      },
    },
    handler: updateById(
      ZUserUpdate,
      (caller, input) => caller.tenant.users.update(input),
      'User updated successfully',
    ),
  }),
  route('DELETE', '/api/user/hard-delete/:id', {
    summary: 'Delete a user and end their sessions',
    handler: deleteById(
      (caller, id) => caller.tenant.users.delete({ id }),
      'User deleted successfully',
    ),
  }),
  route('PATCH', '/api/user-self/:id', {
    summary:
      'Update one’s own name, password and image (only one’s own id); a new password needs currentPassword and replaces the session cookie',
    body: ZProfileUpdate.omit({ id: true }),
    examples: {
      request: {
        name: 'Priya Das',
        password: 'a longer new passphrase',
        currentPassword: 'counter staff 2026',
      },
    },
    handler: updateById(
      ZProfileUpdate,
      (caller, input) => caller.tenant.profile.update(input),
      'Profile updated successfully!',
    ),
  }),
];
