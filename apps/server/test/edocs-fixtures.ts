import { beforeAll } from 'vitest';
import { withTenant } from '@gst/db/client';
import { customers } from '@gst/db/schema';
import { gstinCheckCharacter } from '@gst/domain';
import { pdfText } from './documents-helpers';
import { gstSuite, setSetting } from './gst-fixtures';
import { trpcData } from './helpers';

/**
 * The e-invoice and e-way bill suites (issue 17): gstSuite's shop, in West Bengal (19), given a
 * GSTIN, an address with a PIN and a name before the file's tests, and the requests they make.
 */
export const SHOP_GSTIN = '19AAACR5055K1Z4';
export const IRN = 'a'.repeat(40) + '0123456789abcdef01234567';
export const QR = 'eyJhbGciOiJSUzI1NiJ9.eyJkYXRhIjoiSVJOIn0.c2lnbmF0dXJlLXZhbHVl';
export const withCheck = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
export const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

export type Invoice = {
  id: string;
  invoiceNumber: string;
  invoiceDate: string;
  lines: { id: string }[];
};

type Line = [product: 'module' | 'battery', quantity: number, price: string];

export function edocsSuite() {
  const suite = gstSuite();
  beforeAll(async () => {
    await setSetting(suite.h, suite.h.a, 'gstin', SHOP_GSTIN);
    await setSetting(suite.h, suite.h.a, 'address', '1 Park Street, Kolkata 700016');
    await setSetting(suite.h, suite.h.a, 'shopName', 'Ray Solar');
  });
  const opts = () => suite.opts();
  const rest = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    suite.h.rest(method, url, { ...opts(), ...(body === undefined ? {} : { body }) });
  /** An invoice, dated 6 Oct 2025 unless `input` says otherwise. */
  const invoice = async (input: Record<string, unknown>) =>
    trpcData<Invoice>(await suite.create({ invoiceDate: '2025-10-06', ...input }));
  return Object.assign(suite, {
    rest,
    invoice,
    /** An invoice of one line to one of the fixture's customers. */
    sale: (
      customer: 'local' | 'remote' | 'walkIn' | 'exporter',
      [product, quantity, price]: Line,
      extra: Record<string, unknown> = {},
    ) =>
      invoice({
        billToId: suite.fx[customer].id,
        lines: [{ productId: suite.fx[product].id, quantity, price }],
        ...extra,
      }),
    /** A customer stored straight in the table (the API would refuse or fill some fields). */
    addCustomer: async (values: typeof customers.$inferInsert) => {
      const [row] = await withTenant(suite.h.database.db, suite.h.a, (tx) =>
        tx.insert(customers).values(values).returning(),
      );
      if (!row) throw new Error('customer not stored');
      return row;
    },
    /** The text of an invoice's PDF, downloaded through its file link. */
    pdfTextOf: async (invoiceId: string) => {
      const link = await rest('GET', `/api/invoice-file/${invoiceId}`);
      const pdf = await suite.h.inject('GET', link.body.data.fileLink as string, opts());
      return pdfText(new Uint8Array(pdf.raw.rawPayload));
    },
  });
}
