import type { z } from 'zod';
import { ZLoginInput } from '../../routers/tenant/auth/auth.schema';
import type { RestRoute } from '../types';

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
