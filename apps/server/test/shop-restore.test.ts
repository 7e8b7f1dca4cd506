import { describe, expect, it } from 'vitest';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { enterMonth, exportShop, jsonLines, restore, sha256, text } from './shop-export-fixtures';
import { ownerSuite, trpcData } from './helpers';

/**
 * Restore (issue 33): export → restore as a new shop → export gives the same records (apart from
 * what the restore and the second export themselves add: their audit rows and the login's time),
 * the same numbers and frozen documents, and the same GSTR-1 byte for byte; a damaged archive, one
 * of a newer version, a taken shop id or a caller who is not the operator are refused and leave
 * nothing behind.
 */
const suite = ownerSuite({}, async (h, as) => {
  const docs = await enterMonth(h, as);
  const original = await exportShop(h, as);
  return { docs, original, operator: await h.masterLogin() };
});

type Entries = Record<string, Uint8Array>;

/** An archive with one entry changed (and, when `resum`, checksums.json made to match it). */
function rezip(entries: Entries, name: string, bytes: Uint8Array, resum = false): Uint8Array {
  const next: Entries = { ...entries, [name]: bytes };
  if (resum) {
    const sums = JSON.parse(text(entries, 'checksums.json')) as {
      entries: Record<string, { sha256: string; bytes: number }>;
    };
    sums.entries[name] = { ...sums.entries[name], sha256: sha256(bytes), bytes: bytes.length };
    next['checksums.json'] = strToU8(JSON.stringify(sums));
  }
  return zipSync(next, { level: 1 });
}

async function tenantCount(id: string) {
  const rows = await suite.h.sql<{ n: number }>(
    `select count(*)::int as n from master.tenants where tenant_id = '${id}'`,
  );
  const schemas = await suite.h.sql<{ n: number }>(
    `select count(*)::int as n from pg_namespace where nspname = 'tenant_${id}'`,
  );
  return (rows[0]?.n ?? 0) + (schemas[0]?.n ?? 0);
}

/** A PDF's bytes as text without its creation time and the file id derived from it. */
function undated(entries: Entries, name: string): string {
  return sha256(
    strToU8(
      strFromU8(entries[name] ?? new Uint8Array(), true)
        .replace(/\(D:\d{14}[^)]*\)/g, '')
        .replace(/\/ID \[[^\]]*\]/g, ''),
      true,
    ),
  );
}

/** Rows of a table as text lines, without the fields a later login or restore changes. */
function comparable(entries: Entries, table: string): string[] {
  return jsonLines(entries, table)
    .map(({ last_login: _lastLogin, ...row }) => JSON.stringify(row))
    .sort();
}

describe('restore of an export archive', () => {
  it('makes a shop with the same records, documents and GSTR-1, byte for byte', async () => {
    const { h, original, operator } = suite;
    const reply = await restore(h, original.bytes, 'tenantId=gamma&name=Gamma%20Solar', operator);
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body.data.tenant).toMatchObject({ tenantId: 'gamma', name: 'Gamma Solar' });
    expect(reply.body.data.counts).toMatchObject({ invoices: 2, notes: 1, payments: 1, quotes: 1 });
    // The owner logs in to the new shop with the password of the old one.
    const asGamma = {
      tenant: 'gamma',
      cookie: await h.login('gamma', h.a.owner.email, h.a.owner.password),
    };
    const list = await h.rest('GET', '/api/invoice', asGamma);
    expect(list.status, list.text).toBe(200);
    const again = await exportShop(h, asGamma);
    const manifest = JSON.parse(text(original.entries, 'manifest.json')) as { tables: string[] };
    for (const table of manifest.tables.filter((t) => t !== 'audit_log')) {
      expect(comparable(again.entries, table), table).toEqual(comparable(original.entries, table));
    }
    // The trail: every original row, then only the restore's, the login's and the export's own.
    const before = comparable(original.entries, 'audit_log');
    const after = comparable(again.entries, 'audit_log');
    expect(after).toEqual(expect.arrayContaining(before));
    const added = jsonLines(again.entries, 'audit_log')
      .filter((r) => !before.includes(JSON.stringify(r)))
      .map((r) => r.action);
    expect(added.sort()).toEqual(['shop.export', 'shop.restore', 'user.login']);
    // The same documents as issued: each PDF identical but for the moment it was rendered.
    const pdfs = Object.keys(original.entries).filter((n) => n.startsWith('pdf/'));
    expect(pdfs.length).toBe(6);
    for (const name of pdfs)
      expect(undated(again.entries, name), name).toBe(undated(original.entries, name));
    // GSTR-1 of the month, byte for byte.
    const gstr1 = async (o: { tenant: string; cookie: string }) =>
      (await h.rest('GET', '/api/returns/gstr1?period=092025', o)).text;
    expect(await gstr1(asGamma)).toBe(await gstr1(suite.asOwner()));
    // Numbering continues from the archived counters.
    const numbers = trpcData<{ invoiceNumber: string }[]>(
      await h.trpcQuery('tenant.invoices.list', { page: 1, pageSize: 10 }, asGamma),
    );
    expect(JSON.stringify(numbers)).toContain(suite.docs.i1);
  });

  it('refuses a taken shop id (409) and a caller who is not the operator (401)', async () => {
    const { h, original, operator } = suite;
    expect((await restore(h, original.bytes, 'tenantId=alpha', operator)).status).toBe(409);
    expect((await restore(h, original.bytes, 'tenantId=delta')).status).toBe(401);
    const owner = suite.asOwner().cookie;
    expect((await restore(h, original.bytes, 'tenantId=delta', owner)).status).toBe(401);
    expect((await restore(h, original.bytes, 'tenantId=Bad_Id!', operator)).status).toBe(400);
    expect(await tenantCount('delta')).toBe(0);
  });

  it('refuses a damaged archive and leaves nothing behind (400)', async () => {
    const { h, original, operator } = suite;
    const entries = unzipSync(new Uint8Array(original.bytes));
    const cases: [string, Uint8Array][] = [
      ['not a zip', strToU8('hello')],
      ['cut short', new Uint8Array(original.bytes).slice(0, original.bytes.length - 200)],
      [
        'a changed record',
        rezip(
          entries,
          'data/invoices.jsonl',
          strToU8(text(entries, 'data/invoices.jsonl').replace('"issued"', '"cancelled"')),
        ),
      ],
      [
        'a missing entry',
        zipSync(
          Object.fromEntries(Object.entries(entries).filter(([n]) => n !== 'data/notes.jsonl')),
        ),
      ],
      [
        'a bad record line, checksums made to match',
        rezip(entries, 'data/invoices.jsonl', strToU8('{"id":\n'), true),
      ],
    ];
    for (const [what, body] of cases) {
      const reply = await restore(h, body, 'tenantId=delta', operator);
      expect(reply.status, `${what}: ${reply.text}`).toBe(400);
      expect(reply.body.error, what).toMatch(/damaged|not a ZIP|not a GST Platform/);
    }
    expect(await tenantCount('delta')).toBe(0);
  });

  it('refuses an archive of a newer version (422)', async () => {
    const { h, original, operator } = suite;
    const entries = unzipSync(new Uint8Array(original.bytes));
    const manifest = JSON.parse(strFromU8(entries['manifest.json'] ?? new Uint8Array())) as Record<
      string,
      unknown
    >;
    const newer = rezip(
      entries,
      'manifest.json',
      strToU8(JSON.stringify({ ...manifest, version: 2 })),
      true,
    );
    const reply = await restore(h, newer, 'tenantId=delta', operator);
    expect(reply.status, reply.text).toBe(422);
    expect(reply.body.error).toMatch(/newer/);
    const later = rezip(
      entries,
      'manifest.json',
      strToU8(JSON.stringify({ ...manifest, schemaVersion: 999 })),
      true,
    );
    expect((await restore(h, later, 'tenantId=delta', operator)).status).toBe(422);
    expect(await tenantCount('delta')).toBe(0);
  });

  it('makes one shop of two restores to the same new id at once; the other is refused (409)', async () => {
    const { h, original, operator } = suite;
    const replies = await Promise.all([
      restore(h, original.bytes, 'tenantId=epsilon', operator),
      restore(h, original.bytes, 'tenantId=epsilon', operator),
    ]);
    expect(replies.map((r) => r.status).sort(), replies.map((r) => r.text).join('\n')).toEqual([
      201, 409,
    ]);
    // One master row and one schema, and the shop's records once.
    expect(await tenantCount('epsilon')).toBe(2);
    const invoices = await h.sql<{ n: number }>(
      'select count(*)::int as n from tenant_epsilon.invoices',
    );
    expect(invoices[0]?.n).toBe(2);
  });
});
