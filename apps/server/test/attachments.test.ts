// @engines pglite
// Stored files over HTTP: the same file store and permission checks on every engine, no SQL of
// its own, so PGlite alone.
import { describe, expect, it } from 'vitest';
import { withTenant } from '@gst/db/client';
import { suppliers } from '@gst/db/schema';
import { seedBilling } from './billing-fixtures';
import { expectRestError, ownerSuite, staffSession, trpcData } from './helpers';
import { pngHeader, pngOfSize } from './image-fixtures';

/**
 * Issue 31: the supplier's own bill attached to a purchase bill, a receipt to an expense: a PDF
 * or an image, at most 3 MB, images within 16 megapixels; one per record, replaced by the next;
 * read back at its file link by users who may view the record, and by nobody else.
 */
const suite = ownerSuite({}, async (h, asOwner) => {
  const fx = await seedBilling(h, h.a, 1);
  const supplierId = await withTenant(h.database.db, h.a, async (tx) => {
    const [row] = await tx
      .insert(suppliers)
      .values({ name: 'Eastern Solar Distributors', gstin: '19AAACE1234F1Z3', stateCode: 19 })
      .returning();
    return row?.id ?? '';
  });
  const bill = await h.rest('POST', '/api/purchase-bill', {
    ...asOwner,
    body: {
      supplierId,
      supplierInvoiceNumber: 'ATT-1',
      billDate: '2026-05-04',
      supplierTotal: '12600.00',
      lines: [{ productId: fx.module.id, quantity: 1, price: '12000', gstPercentage: 5 }],
    },
  });
  const expense = await h.rest('POST', '/api/expense', {
    ...asOwner,
    body: { expenseDate: '2026-05-31', category: 'Rent', amount: '18000.00', paidFrom: 'cash' },
  });
  return {
    billId: (bill.body as { data: { id: string } }).data.id,
    expenseId: (expense.body as { data: { id: string } }).data.id,
    cookieB: await h.login(h.b),
    viewer: await staffSession(h, 'att-viewer@alpha.test', { 'manage-purchase-bill': ['view'] }),
    itemsOnly: await staffSession(h, 'att-items@alpha.test', { 'manage-item': ['view'] }),
  };
});

/** A small but real PDF (the header is what is checked). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

type Attachment = { fileLink: string; name: string; contentType: string; size: number };

const attach = (url: string, body: unknown, as = suite.asOwner()) =>
  suite.h.rest('POST', `${url}/attachment`, { ...as, body });
const billUrl = () => `/api/purchase-bill/${suite.billId}`;
const fileOf = (link: string, as = suite.asOwner()) => suite.h.inject('GET', link, as);
const billAttachment = async () =>
  trpcData<{ attachment: Attachment | null }>(
    await suite.h.trpcQuery('tenant.purchases.get', { id: suite.billId }, suite.asOwner()),
  ).attachment;

describe('attachments (issue 31)', () => {
  it("a purchase bill keeps the supplier's PDF; viewers of bills read it, nobody else", async () => {
    const saved = await attach(billUrl(), {
      file: dataUrl('application/pdf', PDF),
      name: 'ESD bill 0412',
    });
    expect(saved.status, saved.text).toBe(201);
    const data = (saved.body as { data: Attachment }).data;
    expect(data).toMatchObject({
      name: 'ESD bill 0412.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    expect(await billAttachment()).toEqual(data);
    const file = await fileOf(data.fileLink);
    expect(file.status).toBe(200);
    expect(file.raw.headers['content-type']).toContain('application/pdf');
    expect(Buffer.from(file.raw.rawPayload).equals(PDF)).toBe(true);
    // A viewer of purchase bills reads it; a user without that page, and another shop, do not.
    expect((await fileOf(data.fileLink, { tenant: 'alpha', cookie: suite.viewer })).status).toBe(
      200,
    );
    expect((await fileOf(data.fileLink, { tenant: 'alpha', cookie: suite.itemsOnly })).status).toBe(
      404,
    );
    expect((await fileOf(data.fileLink, { tenant: 'beta', cookie: suite.cookieB })).status).toBe(
      404,
    );
    // Neither attaches: the viewer lacks 'create' (403), another shop has no such bill (404).
    const body = { file: dataUrl('application/pdf', PDF), name: 'x.pdf' };
    expectRestError(await attach(billUrl(), body, { tenant: 'alpha', cookie: suite.viewer }), 403);
    expectRestError(await attach(billUrl(), body, { tenant: 'beta', cookie: suite.cookieB }), 404);
    expect(await billAttachment()).toEqual(data);
  });

  it('a new file replaces the old one, whose link then answers 404; detach removes it', async () => {
    const before = await billAttachment();
    const image = pngOfSize(64);
    const saved = await attach(billUrl(), { file: image, name: 'photo.png' });
    expect(saved.status, saved.text).toBe(201);
    const data = (saved.body as { data: Attachment }).data;
    expect(data).toMatchObject({
      name: 'photo.png',
      contentType: 'image/png',
      size: Buffer.from(image.split(',')[1]!, 'base64').length,
    });
    expect((await fileOf(before!.fileLink)).status).toBe(404);
    expect((await fileOf(data.fileLink)).status).toBe(200);
    const removed = await suite.h.rest('DELETE', `${billUrl()}/attachment`, suite.asOwner());
    expect(removed.status, removed.text).toBe(200);
    expect(await billAttachment()).toBeNull();
    expect((await fileOf(data.fileLink)).status).toBe(404);
    // Both steps are in the audit trail, with the file's name and size.
    const audits = await suite.h.sql<{ action: string }>(
      `select action from "${suite.h.a.schemaName}".audit_log
        where entity_id = '${suite.billId}' and action like 'purchase-bill.%tach' order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual([
      'purchase-bill.attach',
      'purchase-bill.attach',
      'purchase-bill.detach',
    ]);
  });

  it('refuses what is not a PDF or image, a fake PDF, over 3 MB or over 16 megapixels', async () => {
    const refused = async (body: unknown, message: RegExp) => {
      const reply = await attach(billUrl(), body);
      expectRestError(reply, 400);
      expect(reply.text).toMatch(message);
    };
    await refused(
      { file: dataUrl('text/plain', Buffer.from('hello')), name: 'a.txt' },
      /'text\/plain' is not accepted/,
    );
    await refused(
      { file: dataUrl('application/pdf', Buffer.from('<html>not a pdf</html>')), name: 'a.pdf' },
      /not a valid PDF/,
    );
    const big = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024)]);
    await refused(
      { file: dataUrl('application/pdf', big), name: 'big.pdf' },
      /larger than 3\.0 MB/,
    );
    // 5000 × 4000 = 20 megapixels: refused from the header, before anything decodes it.
    await refused({ file: pngHeader(5000, 4000), name: 'scan.png' }, /5000 × 4000 pixels/);
    expect(await billAttachment()).toBeNull();
  });

  it('an expense keeps its receipt, for users who may view expenses', async () => {
    const url = `/api/expense/${suite.expenseId}`;
    const saved = await attach(url, { file: dataUrl('application/pdf', PDF), name: 'rent.pdf' });
    expect(saved.status, saved.text).toBe(201);
    const data = (saved.body as { data: Attachment }).data;
    const expense = trpcData<{ attachment: Attachment | null }>(
      await suite.h.trpcQuery('tenant.expenses.get', { id: suite.expenseId }, suite.asOwner()),
    );
    expect(expense.attachment).toEqual(data);
    expect((await fileOf(data.fileLink)).status).toBe(200);
    // The purchase-bill viewer may not view expenses.
    expect((await fileOf(data.fileLink, { tenant: 'alpha', cookie: suite.viewer })).status).toBe(
      404,
    );
    expectRestError(
      await suite.h.rest('DELETE', `${url}/attachment`, { tenant: 'beta', cookie: suite.cookieB }),
      404,
    );
  });
});
