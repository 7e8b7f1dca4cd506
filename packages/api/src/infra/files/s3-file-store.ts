import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { withTenant, type Db } from '@gst/db/client';
import { files } from '@gst/db/schema';
import type { S3StorageConfig } from '../../config';
import { AppError } from '../../errors';
import { fileIndex, type FileStore, type FileTenant } from './file-store';

/** `files.content` is NOT NULL; with a bucket it holds no bytes. */
const EMPTY = new Uint8Array(0);

/**
 * One key segment: readable, within the characters every S3-compatible store and every SigV4
 * signer encode alike, and never '', '.' or '..' (which URL parsing would fold away).
 */
function keySegment(text: string): string {
  const safe = text.replace(/[^A-Za-z0-9 ._-]/g, '-').trim();
  return !safe || /^\.+$/.test(safe) ? '_' : safe;
}

/** `[prefix/]<tenantId>/`: every object of one tenant, and no other tenant's. */
export function tenantPrefix(prefix: string, tenantId: string) {
  const head = prefix.split('/').filter(Boolean).map(keySegment);
  return `${[...head, keySegment(tenantId)].join('/')}/`;
}

/** `[prefix/]<tenantId>/<folder>/<fileId>`. */
export function objectKey(prefix: string, tenantId: string, folder: string, fileId: string) {
  return `${tenantPrefix(prefix, tenantId)}${keySegment(folder)}/${fileId}`;
}

const XML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? '');

/** Parallel DELETEs when a whole tenant's objects go. */
const DELETE_CONCURRENCY = 8;

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function unavailable(cause: unknown): AppError {
  return new AppError('UNAVAILABLE', 'File storage is unavailable. Please try again in a moment.', {
    cause,
  });
}

/**
 * The three object calls, path-style (`{endpoint}/{bucket}/{key}`, so MinIO and other
 * S3-compatible stores work without bucket DNS names), signed with AWS Signature V4 by aws4fetch.
 * The payload's SHA-256 is signed too. No retries: a call that fails or outlasts the timeout is
 * UNAVAILABLE (503) at once. No call is made inside a transaction (see `FileStore`).
 */
export function createBucket(config: S3StorageConfig) {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    ...(config.sessionToken ? { sessionToken: config.sessionToken } : {}),
    service: 's3',
    region: config.region,
    retries: 0,
  });
  const base = `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}`;

  const call = (method: 'PUT' | 'GET' | 'DELETE', key: string, put?: PutBody) =>
    send(method, `${base}/${key.split('/').map(encodeURIComponent).join('/')}`, key, put);

  /** `label` names the call in an error's cause. */
  async function send(method: 'PUT' | 'GET' | 'DELETE', url: string, label: string, put?: PutBody) {
    const headers: Record<string, string> = {
      'x-amz-content-sha256': sha256Hex(put?.bytes ?? EMPTY),
    };
    if (put) headers['content-type'] = put.contentType;
    const signal = AbortSignal.timeout(config.timeoutMs);
    let response: Response;
    try {
      response = await client.fetch(url, {
        method,
        headers,
        // A copy typed as Uint8Array<ArrayBuffer>, which DOM's BodyInit accepts too.
        ...(put ? { body: new Uint8Array(put.bytes) } : {}),
        signal,
      });
    } catch (error) {
      throw unavailable(error);
    }
    if (response.ok || (method === 'DELETE' && response.status === 404)) return response;
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    if (method === 'GET' && response.status === 404) {
      throw new AppError('NOT_FOUND', 'The file is missing from storage');
    }
    const cause = new Error(`S3 ${method} ${label}: HTTP ${response.status} ${detail}`);
    if (response.status >= 500 || response.status === 429) throw unavailable(cause);
    // 403 (wrong key or secret, clock skew), missing bucket: the server's configuration is wrong.
    throw new AppError('INTERNAL', 'File storage refused the request', { cause });
  }

  return {
    async put(key: string, bytes: Uint8Array, contentType: string) {
      await (await call('PUT', key, { bytes, contentType })).body?.cancel();
    },
    async get(key: string): Promise<Uint8Array> {
      const response = await call('GET', key);
      try {
        return new Uint8Array(await response.arrayBuffer());
      } catch (error) {
        throw unavailable(error);
      }
    },
    async delete(key: string) {
      await (await call('DELETE', key)).body?.cancel();
    },
    /** Every key under `prefix`: ListObjectsV2, page by page (continuation tokens). */
    async list(prefix: string): Promise<string[]> {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const params: [string, string][] = [
          ['list-type', '2'],
          ['prefix', prefix],
          ...(token ? ([['continuation-token', token]] as [string, string][]) : []),
        ];
        const query = params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
        const response = await send('GET', `${base}?${query.join('&')}`, `list ${prefix}`);
        let xml: string;
        try {
          xml = await response.text();
        } catch (error) {
          throw unavailable(error);
        }
        for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) {
          keys.push(unescapeXml(match[1] ?? ''));
        }
        const truncated = /<IsTruncated>\s*true\s*<\/IsTruncated>/.test(xml);
        token = truncated
          ? unescapeXml(
              /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '',
            )
          : undefined;
        if (truncated && !token) throw unavailable(new Error('S3 list: truncated, no token'));
      } while (token);
      // Only what the prefix names, whatever the store answered.
      return keys.filter((key) => key.startsWith(prefix));
    },
  };
}

type PutBody = { bytes: Uint8Array; contentType: string };
type FileRef = { id: string; folder: string };

/**
 * Bytes in the bucket, the `files` row as the index (with empty content). The object is written
 * before the transaction that adds the row, so a failed upload leaves no row, and one whose row
 * was not kept is discarded afterwards. Removing deletes the row in the caller's transaction;
 * the object is deleted afterwards, best-effort, once a second transaction that locks the row
 * has ended: its lock waits for the caller's transaction, and the object is kept when that rolled
 * back (the row is still there).
 */
export function createS3FileStore(config: S3StorageConfig, db: Db): FileStore {
  const bucket = createBucket(config);
  const keyOf = (tenantId: string, file: { id: string; folder: string }) =>
    objectKey(config.prefix, tenantId, file.folder, file.id);

  /** Deletes the objects of those files that no committed row names (any more). */
  async function deleteObjectsUnlessKept(tenant: FileTenant, candidates: FileRef[]) {
    if (candidates.length === 0) return;
    const ids = candidates.map((file) => file.id);
    const kept = await withTenant(db, tenant, (tx) =>
      tx.select({ id: files.id }).from(files).where(inArray(files.id, ids)).for('update'),
    );
    // The transaction has ended: the bucket calls below hold none.
    const keptIds = new Set(kept.map((row) => row.id));
    for (const file of candidates) {
      if (!keptIds.has(file.id)) await bucket.delete(keyOf(tenant.tenantId, file));
    }
  }

  function deleteObjectsOnceGone(tenant: FileTenant, removed: FileRef[]) {
    // Not awaited: the caller's transaction must be able to finish first. Best-effort: an object
    // left behind costs storage, never correctness (no row serves it).
    void deleteObjectsUnlessKept(tenant, removed).catch(() => undefined);
  }

  return {
    async upload(tenant, meta, bytes) {
      await bucket.put(keyOf(tenant.tenantId, meta), bytes, meta.contentType);
    },
    async insert({ tx }, meta, bytes) {
      await fileIndex.insert(tx, meta, bytes, EMPTY);
    },
    discard: (tenant, meta) => deleteObjectsUnlessKept(tenant, [meta]),
    find: ({ tx }, id) => fileIndex.find(tx, id),
    async open({ tx, tenant }, file) {
      // A file stored before the switch to a bucket still has its bytes in its row.
      const [row] = await tx
        .select({ content: files.content })
        .from(files)
        .where(and(eq(files.id, file.id), gt(sql`octet_length(${files.content})`, 0)));
      if (row) return () => Promise.resolve(row.content);
      return () => bucket.get(keyOf(tenant.tenantId, file));
    },
    async remove({ tx, tenant }, id) {
      deleteObjectsOnceGone(tenant, await fileIndex.delete(tx, { id }));
    },
    async removeBySource({ tx, tenant }, sourceType, sourceId) {
      deleteObjectsOnceGone(tenant, await fileIndex.delete(tx, { sourceType, sourceId }));
    },
    async removeTenant(tenantId) {
      const queue = await bucket.list(tenantPrefix(config.prefix, tenantId));
      const worker = async () => {
        for (let key = queue.pop(); key !== undefined; key = queue.pop()) await bucket.delete(key);
      };
      await Promise.all(Array.from({ length: Math.min(DELETE_CONCURRENCY, queue.length) }, worker));
    },
  };
}
