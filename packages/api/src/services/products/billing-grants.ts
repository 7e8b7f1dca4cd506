import type { PageKey, PermissionFlag } from '@gst/domain';

/** Who fills in a quote or invoice form, and so may look up its products and customers. */
export const BILLING_FORM_GRANTS = [
  ['manage-quote', 'create'],
  ['manage-quote', 'edit'],
  ['manage-invoice', 'create'],
  ['manage-invoice', 'edit'],
] as const satisfies readonly (readonly [PageKey, PermissionFlag])[];
