import type { z } from 'zod';
import { ZLoginInput } from '../../services/auth/auth.schema';
import type { RestRoute } from '../types';

export const authRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/auth/verify-user',
    scope: 'tenant',
    tag: 'Auth',
    summary: 'The logged-in user of this tenant',
    handler: async ({ caller }) => ({ body: await caller.tenant.auth.verifyUser() }),
  },
  {
    method: 'GET',
    url: '/auth/shop-details',
    scope: 'tenant',
    tag: 'Auth',
    summary: 'Shop name, logo and contact details',
    handler: async ({ caller }) => ({ body: { data: await caller.tenant.auth.shopDetails() } }),
  },
  {
    method: 'POST',
    url: '/auth/login',
    scope: 'tenant',
    tag: 'Auth',
    summary: 'Log in a tenant user (sets the session cookie)',
    body: ZLoginInput,
    handler: async ({ caller, body }) => {
      const result = await caller.tenant.auth.login(body as z.input<typeof ZLoginInput>);
      return { body: { message: 'Logged in successfully', ...result } };
    },
  },
  {
    method: 'POST',
    url: '/auth/logout',
    scope: 'tenant',
    tag: 'Auth',
    summary: 'End this session',
    handler: async ({ caller }) => {
      await caller.tenant.auth.logout();
      return { body: { message: 'Logged out' } };
    },
  },
];
