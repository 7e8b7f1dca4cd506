// @engines postgres citus
import { describe, expect, it } from 'vitest';
import { shopExportsSettled } from '@gst/api';
import { enterMonth, exportShop, jsonLines, text, type Job } from './shop-export-fixtures';
import { TEST_DATABASE } from './harness';
import { ownerSuite } from './helpers';

/**
 * A server on PostgreSQL or Citus builds each shop export in a Node process of its own with a
 * capped heap (EXPORT_HEAP_MB, issue 33): the archive holds what one built in the server's process
 * holds (shop-export.test.ts), and an export process that dies (here: a heap too small to start) fails its export
 * with a message while the server goes on serving and the next export works.
 */
const suite = ownerSuite({ DATABASE_URL: TEST_DATABASE, EXPORT_HEAP_MB: '96' }, async (h, as) => ({
  docs: await enterMonth(h, as),
}));

describe('shop export in its own process', () => {
  it('builds the whole archive there: records, PDFs, stored files, checksums', async () => {
    const { entries } = await exportShop(suite.h, suite.asOwner());
    expect(JSON.parse(text(entries, 'manifest.json'))).toMatchObject({
      format: 'gst-platform-shop-export',
      shop: { tenantId: 'alpha' },
    });
    expect(
      jsonLines(entries, 'invoices')
        .map((r) => r.invoice_number)
        .sort(),
    ).toEqual([suite.docs.i1, suite.docs.i2].sort());
    // 2 invoices, a credit note, a receipt, a refund voucher, a quote: each PDF rendered there.
    const pdfs = Object.keys(entries).filter((n) => n.startsWith('pdf/'));
    expect(pdfs).toHaveLength(6);
    for (const name of pdfs) expect(text(entries, name).slice(0, 5)).toBe('%PDF-');
    const sums = JSON.parse(text(entries, 'checksums.json')) as {
      entries: Record<string, { rows?: number }>;
    };
    expect(sums.entries['data/invoices.jsonl']?.rows).toBe(2);
  });
});

const starved = ownerSuite({ DATABASE_URL: TEST_DATABASE, EXPORT_HEAP_MB: '4' });

describe('an export process that dies', () => {
  it('fails its export with a message; the server serves on', async () => {
    const as = starved.asOwner();
    const started = await starved.h.rest('POST', '/api/export/shop', {
      ...as,
      body: { includePdfs: false },
    });
    expect(started.status, started.text).toBe(202);
    const job = (started.body as { data: Job }).data;
    await shopExportsSettled();
    const status = await starved.h.rest('GET', `/api/export/shop/${job.id}`, as);
    expect((status.body as { data: Job }).data).toMatchObject({
      status: 'failed',
      error: 'The export failed; try again',
    });
    // The failed export holds no slot: a new one is queued (and fails the same way here).
    const again = await starved.h.rest('POST', '/api/export/shop', {
      ...as,
      body: { includePdfs: false },
    });
    expect(again.status, again.text).toBe(202);
    await shopExportsSettled();
    const list = await starved.h.rest('GET', '/api/export/shop', as);
    expect(list.status).toBe(200);
  });
});
