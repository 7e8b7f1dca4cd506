import { routesOf } from '../route-helpers';
import type { RestRoute } from '../types';

const route = routesOf('tenant', 'Setup');

/** A new shop halfway through setup: particulars, product and customer done, the rest not. */
const CHECKLIST_EXAMPLE = {
  message: 'Setup checklist',
  data: {
    items: [
      {
        key: 'particulars',
        label: 'Legal particulars',
        hint: 'Missing: PIN Code (CGST Rule 46(a))',
        done: false,
        required: true,
        href: '/admin/change-details#contact-info',
      },
      {
        key: 'numbering',
        label: 'Invoice numbering',
        hint: 'Check the invoice number format before the first invoice: a change later starts a new series',
        done: false,
        required: true,
        href: '/admin/change-details#basic-info',
      },
      {
        key: 'product',
        label: 'First product',
        hint: 'Products carry the HSN code and GST rate an invoice line needs',
        done: true,
        required: true,
        href: '/admin/manage-product',
      },
    ],
    complete: false,
    settingsPath: '/admin/change-details',
  },
};

export const setupRoutes: RestRoute[] = [
  route('GET', '/api/setup/checklist', {
    summary:
      "The shop's setup checklist (dashboard view): legal particulars (CGST Rule 46(a)), invoice numbering, bank details or UPI ID, logo, first product, first customer; each done or not, required or recommended, with the back-office page where it is done. `complete` once every required step is done",
    examples: { response: CHECKLIST_EXAMPLE },
    handler: async ({ caller }) => ({
      body: { message: 'Setup checklist', data: await caller.tenant.setup.checklist() },
    }),
  }),
];
