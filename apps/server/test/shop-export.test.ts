// @engines pglite postgres
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { enterMonth, exportShop, jsonLines, sha256, text } from './shop-export-fixtures';
import { shopExportsSettled } from '@gst/api';
import { ownerSuite, staffSession, trpcData, trpcError } from './helpers';

/**
 * The shop's data export (issue 33): what the archive holds (every record as JSON Lines and
 * Excel, every issued document's PDF, stored files, the audit trail, checksums of it all), who
 * may run and download it (admins with shop-data; never another shop), and the owner of a
 * deactivated shop, who still can.
 */
const suite = ownerSuite({}, async (h, as) => ({ docs: await enterMonth(h, as) }));

describe('shop export archive', () => {
  it('holds every record, PDF and stored file, each matching checksums.json', async () => {
    const { entries } = await exportShop(suite.h, suite.asOwner());
    const manifest = JSON.parse(text(entries, 'manifest.json')) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      format: 'gst-platform-shop-export',
      version: 1,
      includePdfs: true,
      shop: { tenantId: 'alpha' },
    });
    const tables = manifest.tables as string[];
    // Parents before children: the order a restore inserts them in.
    expect(tables.indexOf('invoices')).toBeLessThan(tables.indexOf('invoice_lines'));
    expect(tables.indexOf('files')).toBeLessThan(tables.indexOf('invoices'));
    expect(tables).not.toContain('invoice_day_totals');
    const invoices = jsonLines(entries, 'invoices');
    expect(invoices.map((r) => r.invoice_number).sort()).toEqual(
      [suite.docs.i1, suite.docs.i2].sort(),
    );
    // Amounts as stored (paise), timestamps in UTC.
    expect(String(invoices[0]?.created_at)).toMatch(/\+00:00$/);
    const audit = jsonLines(entries, 'audit_log').map((r) => r.action);
    expect(audit).toEqual(expect.arrayContaining(['invoice.create', 'shop.export']));
    // The users' rows (with their password hashes) are there: a restored shop logs in as before.
    expect(jsonLines(entries, 'users')[0]).toHaveProperty('password_hash');
    // One PDF per issued document: 2 invoices, 1 credit note, 1 receipt, 1 refund, 1 quote.
    const pdfs = Object.keys(entries).filter((n) => n.startsWith('pdf/'));
    expect(pdfs).toHaveLength(6);
    for (const name of pdfs) expect(text(entries, name).slice(0, 5)).toBe('%PDF-');
    expect(pdfs.filter((n) => n.includes('RefundVoucher-'))).toHaveLength(1);
    // The stored invoice PDF's bytes, under its file id.
    const files = jsonLines(entries, 'files');
    expect(files.length).toBeGreaterThanOrEqual(1);
    for (const file of files) expect(entries[`files/${String(file.id)}`]?.length).toBe(file.size);
    // The Excel copy has the same rows.
    const book = XLSX.read(entries['excel/invoices/invoices-0001.xlsx'], { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    const sheetRows = sheet ? XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet) : [];
    expect(sheetRows.map((r) => r.invoice_number).sort()).toEqual(
      [suite.docs.i1, suite.docs.i2].sort(),
    );
    // Flat columns only: the frozen supplier particulars (nested JSON) are in data/ alone.
    expect(invoices[0]?.supplier).toBeTypeOf('object');
    expect(Object.keys(sheetRows[0] ?? {})).not.toContain('supplier');
    // checksums.json covers every other entry, byte for byte.
    const sums = JSON.parse(text(entries, 'checksums.json')) as {
      entries: Record<string, { sha256: string; bytes: number; rows?: number }>;
    };
    const names = Object.keys(entries).filter((n) => n !== 'checksums.json');
    expect(Object.keys(sums.entries).sort()).toEqual(names.sort());
    for (const name of names) {
      const bytes = entries[name] ?? new Uint8Array();
      expect(sums.entries[name]).toMatchObject({ sha256: sha256(bytes), bytes: bytes.length });
    }
    expect(sums.entries['data/invoices.jsonl']?.rows).toBe(2);
  });

  it('leaves PDFs out when asked, and keeps only the newest archive', async () => {
    const first = await exportShop(suite.h, suite.asOwner(), false);
    expect(Object.keys(first.entries).some((n) => n.startsWith('pdf/'))).toBe(false);
    const second = await exportShop(suite.h, suite.asOwner(), false);
    const old = await suite.h.rest('GET', `/api/export/shop/${first.job.id}/file`, suite.asOwner());
    expect(old.status).toBe(404);
    expect(old.body.error).toMatch(/replaced by a newer one/);
    const list = trpcData<{ items: { id: string }[] }>(
      await suite.h.trpcQuery('tenant.shopExport.list', undefined, suite.asOwner()),
    );
    expect(list.items[0]?.id).toBe(second.job.id);
  });

  it('queues one of two exports started at once; the other is refused (409)', async () => {
    const start = () =>
      suite.h.rest('POST', '/api/export/shop', {
        ...suite.asOwner(),
        body: { includePdfs: false },
      });
    const replies = await Promise.all([start(), start()]);
    expect(replies.map((r) => r.status).sort()).toEqual([202, 409]);
    await shopExportsSettled();
    const rows = await suite.h.sql<{ n: number }>(
      `select count(*)::int as n from master.shop_exports where tenant_id = '${suite.h.a.id}' and status = 'done' and path is not null`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('refuses a second export while one is queued or running (409)', async () => {
    await suite.h.sql(
      `insert into master.shop_exports (tenant_id, status, file_name) values ('${suite.h.a.id}', 'running', 'x.zip')`,
    );
    try {
      const reply = await suite.h.rest('POST', '/api/export/shop', {
        ...suite.asOwner(),
        body: { includePdfs: false },
      });
      expect(reply.status).toBe(409);
      expect(reply.body.error).toMatch(/already being built/);
    } finally {
      await suite.h.sql(`delete from master.shop_exports where file_name = 'x.zip'`);
    }
  });
});

describe('shop export access', () => {
  it('is for admins granted shop-data: staff and other grants are refused (403)', async () => {
    const staff = await staffSession(suite.h, 'clerk@alpha.test', {
      'manage-invoice': ['view', 'export'],
      'shop-data': ['view', 'export'],
    });
    const asStaff = { tenant: 'alpha', cookie: staff };
    const refused = trpcError(await suite.h.trpcMutation('tenant.shopExport.start', {}, asStaff));
    expect(refused.data).toMatchObject({ httpStatus: 403 });
    expect((await suite.h.rest('GET', '/api/export/shop', asStaff)).status).toBe(403);
    const admin = await staffSession(
      suite.h,
      'viewer@alpha.test',
      { 'shop-data': ['view'] },
      { role: 'admin' },
    );
    const asAdmin = { tenant: 'alpha', cookie: admin };
    expect((await suite.h.rest('GET', '/api/export/shop', asAdmin)).status).toBe(200);
    const start = await suite.h.rest('POST', '/api/export/shop', { ...asAdmin, body: {} });
    expect(start.status).toBe(403);
    expect((await suite.h.rest('GET', '/api/export/shop', { tenant: 'alpha' })).status).toBe(401);
  });

  it("never shows or sends one shop's export to another shop", async () => {
    const { job } = await exportShop(suite.h, suite.asOwner(), false);
    const beta = { tenant: 'beta', cookie: await suite.h.login(suite.h.b) };
    expect((await suite.h.rest('GET', `/api/export/shop/${job.id}`, beta)).status).toBe(404);
    expect((await suite.h.rest('GET', `/api/export/shop/${job.id}/file`, beta)).status).toBe(404);
    const list = await suite.h.rest('GET', '/api/export/shop', beta);
    expect(list.body.data.map((j: { id: string }) => j.id)).not.toContain(job.id);
    // Alpha's cookie sent to beta's host is no session there.
    const crossed = { tenant: 'beta', cookie: suite.asOwner().cookie };
    expect((await suite.h.rest('GET', `/api/export/shop/${job.id}/file`, crossed)).status).toBe(
      401,
    );
  });

  it("lets a deactivated shop's owner log in and take the data, and nothing else", async () => {
    const { h } = suite;
    const operator = await h.masterLogin();
    const off = await h.trpcMutation(
      'master.tenants.setStatus',
      { id: h.b.id, status: 'inactive' },
      { cookie: operator },
    );
    expect(off.status, off.text).toBe(200);
    try {
      const owner = { tenant: 'beta', cookie: await h.login(h.b) };
      expect((await h.rest('GET', '/api/customer', owner)).status).toBe(403);
      const { entries } = await exportShop(h, owner, false);
      expect(JSON.parse(text(entries, 'manifest.json'))).toMatchObject({
        shop: { tenantId: 'beta' },
      });
      // A staff user of the deactivated shop is told it is disabled, and gets no session.
      await h.createUser(h.b, {
        email: 'clerk@beta.test',
        password: 'clerk-pass-123',
        permissions: [],
      });
      const login = await h.trpcMutation(
        'tenant.auth.login',
        { email: 'clerk@beta.test', password: 'clerk-pass-123' },
        { tenant: 'beta' },
      );
      expect(login.status).toBe(403);
      expect(login.raw.cookies.find((c) => c.name === 'gst_session')).toBeUndefined();
    } finally {
      await h.trpcMutation(
        'master.tenants.setStatus',
        { id: h.b.id, status: 'active' },
        { cookie: operator },
      );
    }
  });
});
