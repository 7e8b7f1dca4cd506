import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A loopback S3 stand-in for tests: path-style PUT/GET/DELETE of objects kept in memory and
 * ListObjectsV2 (`GET /bucket?list-type=2&prefix=...`, paginated), every request's AWS
 * Signature V4 (query string included) checked here with node:crypto (written from AWS's
 * description, independent of the signing library the server uses), and refused with 403 when
 * it does not match. `verifySigV4` is checked against AWS's published example in s3-store.test.ts.
 */

export type SignedRequest = {
  method: string;
  /** The request target as sent, path and query (`/bucket/key%20x?a=b`). */
  url: string;
  /** Lower-case names; one value each. */
  headers: Record<string, string>;
  body: Uint8Array;
};

export type Credentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };

const sha256Hex = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Uint8Array | string, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 percent-encoding: everything but A-Z a-z 0-9 - . _ ~ (AWS's UriEncode). */
function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** S3 canonical URI: each path segment decoded, then encoded once ('/' kept between them). */
function canonicalUri(path: string): string {
  return path
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
}

function canonicalQuery(query: string): string {
  if (!query) return '';
  return query
    .split('&')
    .map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return [uriEncode(decodeURIComponent(key)), uriEncode(decodeURIComponent(value))];
    })
    .sort(([a = '', x = ''], [b = '', y = '']) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/** Why a request's signature is not valid for these credentials, or null when it is. */
export function verifySigV4(request: SignedRequest, credentials: Credentials): string | null {
  const auth =
    /^AWS4-HMAC-SHA256 Credential=([^,]+),\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? '',
    );
  if (!auth) return 'missing or malformed Authorization header';
  const [, credential = '', signedHeaderList = '', signature = ''] = auth;
  const [accessKeyId, date, region, service, terminal] = credential.split('/');
  if (accessKeyId !== credentials.accessKeyId) return 'unknown access key';
  if (!date || !region || service !== 's3' || terminal !== 'aws4_request') return 'bad scope';
  const amzDate = request.headers['x-amz-date'] ?? '';
  if (!amzDate.startsWith(date)) return 'x-amz-date does not match the credential date';
  const signedHeaders = signedHeaderList.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!signedHeaders.includes(required)) return `${required} is not signed`;
  }
  if (credentials.sessionToken !== undefined) {
    if (request.headers['x-amz-security-token'] !== credentials.sessionToken)
      return 'wrong session token';
    if (!signedHeaders.includes('x-amz-security-token')) return 'session token is not signed';
  }
  const payloadHash = request.headers['x-amz-content-sha256'] ?? '';
  if (payloadHash !== sha256Hex(request.body)) return 'payload hash does not match the body';
  const [path = '', query = ''] = request.url.split('?');
  const canonicalHeaders = signedHeaders
    .map((name) => `${name}:${(request.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const canonicalRequest = [
    request.method,
    canonicalUri(path),
    canonicalQuery(query),
    canonicalHeaders,
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let key: Uint8Array = hmac(`AWS4${credentials.secretAccessKey}`, date);
  for (const part of [region, 's3', 'aws4_request']) key = hmac(key, part);
  const expected = Buffer.from(hmac(key, stringToSign).toString('hex'));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? null
    : 'signature does not match';
}

export type StoredObject = { bytes: Buffer; contentType: string };

export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;

/** Listens on 127.0.0.1 on a free port; `stop()`/`start()` take it down and up on that port. */
export async function startFakeS3(options: {
  bucket: string;
  credentials: Credentials;
  /** Keys per ListObjectsV2 page (S3's is 1000); small to exercise continuation tokens. */
  listPageSize?: number;
}) {
  const objects = new Map<string, StoredObject>();
  const pageSize = options.listPageSize ?? 1000;
  const log: { method: string; key: string; status: number; reason?: string; aborted?: true }[] =
    [];
  const sockets = new Set<Socket>();
  const state = { credentials: { ...options.credentials }, hang: false, hold: new Set<string>() };
  /** Requests waiting for `release()`, in arrival order. */
  const held: (() => void)[] = [];
  let server: Server | undefined;
  let port = 0;

  function reply(res: ServerResponse, status: number, body: Buffer | string = '', type?: string) {
    if (type) res.setHeader('content-type', type);
    res.writeHead(status).end(body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (state.hang) return; // never answers: the client's timeout has to end the call
    const body = Buffer.concat(chunks);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      headers[name] = Array.isArray(value) ? value.join(',') : (value ?? '');
    }
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '';
    const [bucket, ...rest] = path.slice(1).split('/');
    const key = rest.map((segment) => decodeURIComponent(segment)).join('/');
    const method = req.method ?? 'GET';
    const entry: (typeof log)[number] = { method, key, status: 0 };
    log.push(entry);
    // The client gave up (its timeout) before the answer was sent.
    res.once('close', () => {
      if (!res.writableFinished) entry.aborted = true;
    });
    if (state.hold.has(method)) {
      await new Promise<void>((resolve) => held.push(resolve));
      // A turn of the event loop for a hang-up already on the wire to arrive; an abandoned
      // request is not carried out.
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (entry.aborted) return;
    }
    const reason = verifySigV4({ method, url, headers, body }, state.credentials);
    if (reason) {
      entry.status = 403;
      entry.reason = reason;
      return reply(res, 403, `<Error><Code>SignatureDoesNotMatch</Code></Error>`);
    }
    const query = new URLSearchParams(url.split('?')[1] ?? '');
    if (bucket === options.bucket && !key && method === 'GET' && query.get('list-type') === '2') {
      entry.status = 200;
      return reply(res, 200, listPage(query), 'application/xml');
    }
    if (bucket !== options.bucket || !key) {
      entry.status = 404;
      return reply(res, 404, '<Error><Code>NoSuchBucket</Code></Error>');
    }
    if (method === 'PUT') {
      objects.set(key, { bytes: body, contentType: headers['content-type'] ?? '' });
      entry.status = 200;
      return reply(res, 200);
    }
    if (method === 'GET') {
      const object = objects.get(key);
      entry.status = object ? 200 : 404;
      return object
        ? reply(res, 200, object.bytes, object.contentType)
        : reply(res, 404, '<Error><Code>NoSuchKey</Code></Error>');
    }
    if (method === 'DELETE') {
      objects.delete(key);
      entry.status = 204;
      return reply(res, 204);
    }
    entry.status = 405;
    return reply(res, 405);
  }

  /** ListObjectsV2: keys in order; the token (opaque to the client) is the last key sent. */
  function listPage(query: URLSearchParams): string {
    const prefix = query.get('prefix') ?? '';
    const token = query.get('continuation-token');
    const after = token ? Buffer.from(token, 'base64url').toString() : '';
    const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = keys.slice(0, pageSize);
    const truncated = keys.length > page.length;
    const escape = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
      `<Name>${options.bucket}</Name><Prefix>${escape(prefix)}</Prefix>`,
      `<KeyCount>${page.length}</KeyCount><MaxKeys>${pageSize}</MaxKeys>`,
      `<IsTruncated>${truncated}</IsTruncated>`,
      ...(truncated
        ? [
            `<NextContinuationToken>${Buffer.from(page.at(-1) ?? '').toString('base64url')}</NextContinuationToken>`,
          ]
        : []),
      ...page.map((key) => `<Contents><Key>${escape(key)}</Key></Contents>`),
      '</ListBucketResult>',
    ].join('');
  }

  async function start() {
    const next = createServer((req, res) => {
      handle(req, res).catch(() => reply(res, 500));
    });
    next.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.address() as AddressInfo).port;
    server = next;
  }

  async function stop() {
    const current = server;
    server = undefined;
    if (!current) return;
    const closed = new Promise<void>((resolve) => current.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  }

  await start();
  return {
    endpoint: () => `http://127.0.0.1:${port}`,
    objects,
    log,
    /** The credentials the bucket accepts from now on (a rotated secret, say). */
    setCredentials(credentials: Credentials) {
      state.credentials = { ...credentials };
    },
    /** Accept requests but never answer them. */
    setHang(hang: boolean) {
      state.hang = hang;
    },
    /**
     * Requests with these methods wait, logged with status 0, until `release()`; then they are
     * answered as usual, unless the client hung up meanwhile (its entry gets `aborted`).
     */
    hold(...methods: ('PUT' | 'GET' | 'DELETE')[]) {
      for (const method of methods) state.hold.add(method);
    },
    /** How many requests are waiting for `release()`. */
    heldCount: () => held.length,
    /** Ends every hold: the waiting requests are answered, later ones are not held. */
    release() {
      state.hold.clear();
      for (const resolve of held.splice(0)) resolve();
    },
    start,
    stop,
  };
}
