import { ZAttachmentUpload } from '@gst/domain';
import { parseInput, routesOf } from '../route-helpers';
import type { RestRoute } from '../types';

/** A one-pixel PNG: what an attachment upload looks like (a PDF is sent the same way). */
const FILE_EXAMPLE = {
  file: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  name: 'ESD-26-27-0412.png',
};

const RULES =
  '{file: a PDF or PNG/JPEG/WebP data URL of at most 3 MB (images within 16 megapixels; larger than 2400 px a side are stored fitted), name}; replaces an earlier one; answers {fileLink, name, contentType, size}, the file at GET {fileLink}';

/** The supplier's bill beside a purchase bill, the receipt beside an expense (issue 31). */
function attachmentRoutesOf(
  tag: string,
  url: string,
  what: string,
  call: {
    attach: (
      caller: Parameters<RestRoute['handler']>[0]['caller'],
      input: { id: string; file: string; name: string },
    ) => Promise<unknown>;
    detach: (caller: Parameters<RestRoute['handler']>[0]['caller'], id: string) => Promise<unknown>;
  },
): RestRoute[] {
  const route = routesOf('tenant', tag);
  return [
    route('POST', `${url}/:id/attachment`, {
      summary: `Attach ${what}: ${RULES}`,
      body: ZAttachmentUpload,
      examples: { request: FILE_EXAMPLE },
      handler: async ({ caller, params, body }) => ({
        status: 201,
        body: {
          message: 'Attachment saved',
          data: await call.attach(caller, {
            id: params.id ?? '',
            ...parseInput(ZAttachmentUpload, body),
          }),
        },
      }),
    }),
    route('DELETE', `${url}/:id/attachment`, {
      summary: `Remove the attachment (${what})`,
      handler: async ({ caller, params }) => ({
        body: { message: 'Attachment removed', data: await call.detach(caller, params.id ?? '') },
      }),
    }),
  ];
}

export const attachmentRoutes: RestRoute[] = [
  ...attachmentRoutesOf('Purchases', '/api/purchase-bill', "the supplier's own bill", {
    attach: (caller, input) => caller.tenant.purchases.attach(input),
    detach: (caller, id) => caller.tenant.purchases.detach({ id }),
  }),
  ...attachmentRoutesOf('Expenses', '/api/expense', 'the receipt or bill of the expense', {
    attach: (caller, input) => caller.tenant.expenses.attach(input),
    detach: (caller, id) => caller.tenant.expenses.detach({ id }),
  }),
];
