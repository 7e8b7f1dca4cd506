import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { withTenant } from '@gst/db/client';
import { files, products } from '@gst/db/schema';
import type { Harness, TestTenant } from './helpers';

/** poppler's pdftotext; CI installs poppler-utils. Without it the text checks are skipped. */
export const PDFTOTEXT = ['/usr/bin/pdftotext', '/usr/local/bin/pdftotext'].find((p) =>
  existsSync(p),
);
if (!PDFTOTEXT) console.warn('Skipping PDF text assertions: pdftotext (poppler-utils) is missing');

export function pdfText(bytes: Uint8Array): string {
  if (!PDFTOTEXT) return '';
  const text = execFileSync(PDFTOTEXT, ['-layout', '-enc', 'UTF-8', '-', '-'], {
    input: bytes,
    encoding: 'utf8',
  });
  return text.replace(/\s+/g, ' ');
}

/** The spec's preview modal finds the id as a run of 25+ word or dash characters. */
export function fileIdOf(link: string): string {
  const match = /^\/files\/([\w-]{25,})$/.exec(link);
  if (!match?.[1]) throw new Error(`not a file link: ${link}`);
  return match[1];
}

export async function fileRows(h: Harness, tenant: TestTenant) {
  return withTenant(h.database.db, tenant, (tx) =>
    tx
      .select({ id: files.id, folder: files.folder, name: files.name, sourceId: files.sourceId })
      .from(files),
  );
}

/** Warranty years for the seeded module (12 / 30) and inverter (8 / none). */
export async function setWarranties(h: Harness, tenant: TestTenant, ids: [string, string]) {
  await withTenant(h.database.db, tenant, async (tx) => {
    await tx.execute(
      `update products set product_warranty = 12, product_output_warranty = 30 where id = '${ids[0]}'`,
    );
    await tx.execute(`update products set product_warranty = 8 where id = '${ids[1]}'`);
    return tx.select({ id: products.id }).from(products);
  });
}

/** Shop settings that show on the documents. */
export const SHOP_SETTINGS = {
  shopName: 'Alpha Solar Traders',
  address: '5 Park Street, Kolkata 700016',
  gstin: '19AABCS1429B1ZR',
  stateCode: '19',
  bankName: 'State Bank of India',
  accountNumber: '38291746502',
  ifscCode: 'SBIN0001234',
  branch: 'Park Street',
  invoiceFolder: 'Tax Invoices',
  quoteFolder: 'Quotations',
  jurisdiction: 'Kolkata',
};

/** A minimal ZIP reader (central directory; stored or deflated entries) for checking bundles. */
export function unzip(zip: Buffer): Record<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const out: Record<string, Buffer> = {};
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    out[name] = method === 8 ? inflateRawSync(data) : Buffer.from(data);
    at += 46 + skip;
  }
  return out;
}
