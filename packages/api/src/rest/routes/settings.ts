import { ZSettingsUpdate } from '../../services/settings/settings.schema';
import { routesOf } from '../route-helpers';
import type { RestRoute } from '../types';

const route = routesOf('tenant', 'Settings');

export const settingsRoutes: RestRoute[] = [
  route('GET', '/api/settings', {
    summary: 'Shop settings ({success, data})',
    handler: async ({ caller }) => ({
      body: { success: true, data: await caller.tenant.settings.get() },
    }),
  }),
  route('PATCH', '/api/settings', {
    summary:
      'Save shop settings: the whole object (a subset keeps the other values); unknown keys and invalid values are refused and nothing is saved',
    body: ZSettingsUpdate,
    examples: {
      request: {
        shopName: 'Ray Solar',
        address: '1 Park Street, Kolkata',
        pinCode: '700016',
        mobileNumber: '9830098300',
      },
    },
    handler: async ({ caller, body }) => {
      // The procedure's zod contract validates whatever arrived.
      const { warnings, ...data } = await caller.tenant.settings.update(body ?? {});
      // warnings: a numbering template that starts a new series mid-year (issue 29).
      return { body: { success: true, message: 'Settings saved!', data, warnings } };
    },
  }),
  route('GET', '/api/settings/numbering', {
    summary:
      "Each numbering series' real next number (the counter's next value this financial year, rendered with the stored template)",
    handler: async ({ caller }) => ({
      body: { success: true, data: await caller.tenant.settings.numbering({}) },
    }),
  }),
];
