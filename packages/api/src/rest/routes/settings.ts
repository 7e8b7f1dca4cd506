import { ZSettingsUpdate } from '../../services/settings/settings.schema';
import type { RestRoute } from '../types';

export const settingsRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/settings',
    scope: 'tenant',
    tag: 'Settings',
    summary: 'Shop settings ({success, data})',
    handler: async ({ caller }) => ({
      body: { success: true, data: await caller.tenant.settings.get() },
    }),
  },
  {
    method: 'PATCH',
    url: '/api/settings',
    scope: 'tenant',
    tag: 'Settings',
    summary:
      'Save shop settings: the whole object (a subset keeps the other values); unknown keys and invalid values are refused and nothing is saved',
    body: ZSettingsUpdate,
    handler: async ({ caller, body }) => {
      // The procedure's zod contract validates whatever arrived.
      const data = await caller.tenant.settings.update(body ?? {});
      return { body: { success: true, message: 'Settings saved!', data } };
    },
  },
];
