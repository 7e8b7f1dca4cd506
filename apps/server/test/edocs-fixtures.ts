import { beforeAll } from 'vitest';
import { withTenant } from '@gst/db/client';
import { auditLog, customers } from '@gst/db/schema';
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
/** A distinct 64-hex-digit IRN for each `n`. */
export const irnOf = (n: number) => n.toString(16).padStart(64, 'c');
/** 'YYYY-MM-DD HH:mm:ss' in India, `minutes` from now. */
export const indiaIn = (minutes: number) =>
  new Date(Date.now() + (330 + minutes) * 60_000).toISOString().replace('T', ' ').slice(0, 19);
/** The IRP's answer for an IRN acknowledged at `ackDate`, with `extra` fields (EwbNo…). */
export const irpAnswer = (irn: string, ackDate: string, extra: Record<string, unknown> = {}) => ({
  Irn: irn,
  AckNo: '112510036563310',
  AckDt: ackDate,
  SignedQRCode: QR,
  ...extra,
});

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
    await setSetting(suite.h, suite.h.a, 'pinCode', '700016');
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
    /** POST the IRP's answer for an invoice (or a `credit-note` / `debit-note`). */
    recordIrn: (id: string, body: unknown, url = 'invoice') =>
      rest('POST', `/api/${url}/${id}/irn`, body),
    /** POST an e-way bill number for an invoice, dated 11 Sep 2025. */
    recordEwb: (id: string, ewayBillNo: string) =>
      rest('POST', `/api/invoice/${id}/ewaybill`, {
        ewayBillNo,
        ewayBillDate: '11/09/2025 11:41:00 AM',
      }),
    /** Alpha's audit rows of one action on one document, oldest first. */
    auditRows: async (id: string, action: string) =>
      (await withTenant(suite.h.database.db, suite.h.a, (tx) => tx.select().from(auditLog)))
        .filter((r) => r.entityId === id && r.action === action)
        .sort((x, y) => x.id - y.id),
    /** The text of an invoice's PDF, downloaded through its file link. */
    pdfTextOf: async (invoiceId: string) => {
      const link = await rest('GET', `/api/invoice-file/${invoiceId}`);
      const pdf = await suite.h.inject('GET', link.body.data.fileLink as string, opts());
      return pdfText(new Uint8Array(pdf.raw.rawPayload));
    },
  });
}
