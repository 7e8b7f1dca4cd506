import { intraStateInvoice, type BillingFixture } from './billing-invoices-fixtures';
import { startFakeS3 } from './fake-s3';
import { startHarness, type Harness, type TestTenant } from './helpers';

export const S3_CREDENTIALS = {
  accessKeyId: 'GSTTESTKEY',
  secretAccessKey: 'test-secret-0123456789',
};
export const S3_BUCKET = 'gst-files';

/**
 * A fake bucket and a harness storing files in it under the prefix `gst`. `timeoutSeconds`
 * (S3_TIMEOUT_SECONDS) is how long the server waits for a bucket that does not answer.
 */
export async function startS3Harness(options: { listPageSize?: number; timeoutSeconds?: number }) {
  const fake = await startFakeS3({
    bucket: S3_BUCKET,
    credentials: S3_CREDENTIALS,
    ...(options.listPageSize ? { listPageSize: options.listPageSize } : {}),
  });
  try {
    const h = await startHarness({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: fake.endpoint(),
      S3_BUCKET,
      S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
      S3_REGION: 'ap-south-1',
      S3_PREFIX: 'gst',
      S3_TIMEOUT_SECONDS: String(options.timeoutSeconds ?? 1),
    });
    return { fake, h };
  } catch (error) {
    await fake.stop();
    throw error;
  }
}

/**
 * An invoice for the seeded customer: slot 0 sells intraStateInvoice's two serial-numbered lines;
 * a slot > 0 sells one module serial no other slot sells.
 */
export function invoiceInput(fx: BillingFixture, vehicleNumber: string, slot = 0) {
  const invoice = intraStateInvoice(fx, { vehicleNumber });
  const lines =
    slot === 0
      ? invoice.lines.slice(0, 2)
      : [
          {
            productId: fx.module.id,
            quantity: 1,
            price: '14500',
            serialItemIds: [fx.moduleSerials[1 + slot]],
          },
        ];
  return { ...invoice, lines };
}

/** A quotation of `quantity` panels for a walk-in customer. */
export function quoteInput(customerName: string, quantity = 1) {
  return { customerName, lines: [{ productName: 'Panel', quantity, price: '9000' }] };
}

/** The tenant's `files` index: which file, made from what, and how many bytes `content` holds. */
export async function fileIndexRows(h: Harness, tenant: TestTenant) {
  const rows = await h.sql<{ id: string; source_id: string; content_bytes: number; size: number }>(
    `select id, source_id, octet_length(content)::int as content_bytes, size
       from ${tenant.schemaName}.files order by created_at`,
  );
  return rows.map((row) => ({
    id: row.id,
    sourceId: row.source_id,
    contentBytes: Number(row.content_bytes),
    size: Number(row.size),
  }));
}
