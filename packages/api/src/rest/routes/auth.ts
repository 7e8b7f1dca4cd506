import { ZLoginInput, type TLoginInput } from '../../services/auth/auth.schema';
import type { Caller } from '../caller';
import { parseInput, routesOf } from '../route-helpers';
import type { RestRoute } from '../types';

/**
 * `POST …/login` (tenant or master): the body parsed with the login contract, then the
 * procedure's answer after `Logged in successfully`.
 */
export function loginHandler(
  login: (caller: Caller, input: TLoginInput) => Promise<object>,
): RestRoute['handler'] {
  return async ({ caller, body }) => {
    const result = await login(caller, parseInput(ZLoginInput, body));
    return { body: { message: 'Logged in successfully', ...result } };
  };
}

/** `…/logout` (tenant or master): `{message: 'Logged out'}`. */
export function logoutHandler(logout: (caller: Caller) => Promise<unknown>): RestRoute['handler'] {
  return async ({ caller }) => {
    await logout(caller);
    return { body: { message: 'Logged out' } };
  };
}

const route = routesOf('tenant', 'Auth');

export const authRoutes: RestRoute[] = [
  route('GET', '/auth/verify-user', {
    summary: 'The logged-in user of this tenant',
    handler: async ({ caller }) => ({ body: await caller.tenant.auth.verifyUser() }),
  }),
  route('GET', '/auth/shop-details', {
    summary: 'Shop name, logo and contact details',
    handler: async ({ caller }) => ({ body: { data: await caller.tenant.auth.shopDetails() } }),
  }),
  route('POST', '/auth/login', {
    summary: 'Log in a tenant user (sets the session cookie)',
    body: ZLoginInput,
    examples: { request: { email: 'owner@raysolar.in', password: 'correct horse battery' } },
    handler: loginHandler((caller, input) => caller.tenant.auth.login(input)),
  }),
  route('POST', '/auth/logout', {
    summary: 'End this session',
    noBody: true,
    handler: logoutHandler((caller) => caller.tenant.auth.logout()),
  }),
];
