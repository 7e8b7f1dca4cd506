// @engines pglite
// No database: deliveries to real HTTP receivers on this machine's loopback (issue 34, "Must
// hold": the receiver verifies every signature, fails twice then succeeds, 127.0.0.1 is refused by
// default), the SSRF refusals and DNS rebinding, redirects, timeouts and the response size limit.
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { type AddressInfo } from 'node:net';
import { type TLSSocket } from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import {
  WebhookUrlRefusedError,
  deliverWebhook,
  newWebhookSecret,
  vetWebhookTarget,
  webhookRetryDelaySeconds,
  verifyWebhookSignature,
  type WebhookLookup,
} from '../src/infra/webhooks';

const secret = newWebhookSecret();
const event = {
  id: 'evt_01',
  type: 'invoice.issued',
  createdAt: '2026-04-01T10:00:00.000Z',
  data: { invoiceId: 'inv_1', number: 'INV/2026-27/0001', total: '11800.00' },
};

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
  /** The address the connection arrived at: which of this machine's addresses was dialled. */
  localAddress: string | undefined;
  /** The TLS server name (SNI) the client asked for; undefined over plain HTTP. */
  servername: string | false | null | undefined;
  verified: boolean;
}

type Handler = (req: IncomingMessage, res: ServerResponse, received: Received) => void;

const servers: (ReturnType<typeof createServer> | ReturnType<typeof createTlsServer>)[] = [];
const everyDelivery: Received[] = [];

/**
 * A webhook receiver: verifies each delivery's signature with the endpoint's secret, as a third
 * party would, and answers 401 to a bad one (so a wrong signature fails the delivery); otherwise
 * `handler` answers (default 204).
 */
async function receiver(
  handler?: Handler,
  host = '127.0.0.1',
  port = 0,
  tls?: { key: string; cert: string },
) {
  const received: Received[] = [];
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const delivery: Received = {
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: body.toString('utf8'),
        localAddress: req.socket.localAddress,
        servername: (req.socket as Partial<TLSSocket>).servername,
        verified: verifyWebhookSignature(secret, req.headers['x-gst-signature'] as string, body),
      };
      received.push(delivery);
      everyDelivery.push(delivery);
      if (!delivery.verified) {
        res.writeHead(401).end('bad signature');
      } else if (handler) {
        handler(req, res, delivery);
      } else {
        res.writeHead(204).end();
      }
    });
  };
  const server = tls ? createTlsServer(tls, listener) : createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return { server, received, port: bound, url: `${tls ? 'https' : 'http'}://${host}:${bound}` };
}

afterEach(async () => {
  const unverified = everyDelivery.filter((d) => !d.verified);
  everyDelivery.length = 0;
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  // Every delivery any receiver got carried a valid signature (tests that send a bad one on
  // purpose clear the list).
  expect(unverified).toEqual([]);
});

describe('webhook delivery to a receiver that checks signatures', () => {
  it('delivers the signed event with its headers, and the receiver verifies it', async () => {
    const hook = await receiver();
    const now = new Date();
    const result = await deliverWebhook(
      { id: 'ep_1', url: `${hook.url}/hooks/gst?shop=1`, secret },
      event,
      { allowPrivate: true, now },
    );
    expect(result).toMatchObject({
      ok: true,
      status: 204,
      error: null,
      retryable: false,
      refused: false,
    });
    expect(result.address).toBe('127.0.0.1');
    expect(hook.received).toHaveLength(1);
    const [delivery] = hook.received;
    expect(delivery!.verified).toBe(true);
    expect(delivery!.method).toBe('POST');
    expect(delivery!.url).toBe('/hooks/gst?shop=1');
    expect(JSON.parse(delivery!.body)).toEqual(event);
    const t = String(Math.floor(now.getTime() / 1000));
    expect(delivery!.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'GST-Platform-Webhooks/1',
      'x-gst-event': 'invoice.issued',
      'x-gst-delivery': result.deliveryId,
      'x-gst-timestamp': t,
    });
    expect(delivery!.headers['x-gst-signature']).toMatch(new RegExp(`^t=${t},v1=[0-9a-f]{64}$`));
  });

  it('is refused by the receiver when signed with another secret (the check is real)', async () => {
    const hook = await receiver();
    const result = await deliverWebhook({ url: hook.url, secret: newWebhookSecret() }, event, {
      allowPrivate: true,
    });
    expect(result).toMatchObject({ ok: false, status: 401, retryable: false });
    expect(hook.received[0]!.verified).toBe(false);
    everyDelivery.length = 0; // this one was meant to fail verification
  });

  it('refuses a tampered body and a stale timestamp at the receiver', async () => {
    const hook = await receiver();
    const signedAt = new Date(Date.now() - 10 * 60_000); // ten minutes ago
    await deliverWebhook({ url: hook.url, secret }, event, { allowPrivate: true, now: signedAt });
    const [stale] = hook.received;
    expect(stale!.verified).toBe(false); // outside the five minutes
    const header = stale!.headers['x-gst-signature'] as string;
    expect(verifyWebhookSignature(secret, header, stale!.body, { now: signedAt })).toBe(true);
    const tampered = stale!.body.replace('11800.00', '1.00');
    expect(verifyWebhookSignature(secret, header, tampered, { now: signedAt })).toBe(false);
    everyDelivery.length = 0;
  });

  it('gets the event on the third try from a receiver that fails twice', async () => {
    let calls = 0;
    const hook = await receiver((_req, res) => {
      calls += 1;
      if (calls <= 2) res.writeHead(500).end('database is down');
      else res.writeHead(200).end('{"received":true}');
    });
    const endpoint = { id: 'ep_flaky', url: `${hook.url}/in`, secret };
    const results = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const result = await deliverWebhook(endpoint, event, { allowPrivate: true });
      results.push(result);
      if (result.ok) break;
      expect(result.retryable).toBe(true);
      expect(webhookRetryDelaySeconds(attempt)).toBeGreaterThan(0); // the queue would wait this long
    }
    expect(results.map((r) => [r.ok, r.status, r.retryable])).toEqual([
      [false, 500, true],
      [false, 500, true],
      [true, 200, false],
    ]);
    expect(results[0]!.error).toBe('Webhook endpoint answered 500');
    expect(results[0]!.responseSnippet).toBe('database is down');
    expect(results[2]!.responseSnippet).toBe('{"received":true}');
    // One delivery id across the retries, each attempt signed and verified.
    expect(new Set(hook.received.map((d) => d.headers['x-gst-delivery']))).toEqual(
      new Set([results[0]!.deliveryId]),
    );
    expect(hook.received.every((d) => d.verified)).toBe(true);
    expect(hook.received).toHaveLength(3);
  });

  it.each([
    [404, false],
    [400, false],
    [410, false],
    [408, true],
    [429, true],
    [502, true],
    [503, true],
  ])('answers %i: retryable %s', async (status, retryable) => {
    const hook = await receiver((_req, res) => res.writeHead(status).end());
    const result = await deliverWebhook({ url: hook.url, secret }, event, { allowPrivate: true });
    expect(result).toMatchObject({ ok: false, status, retryable });
  });
});

describe('webhook endpoints the server must not reach', () => {
  it('refuses an endpoint on 127.0.0.1 by default (nothing reaches it) and allows it when the operator does', async () => {
    const hook = await receiver();
    const refused = await deliverWebhook({ url: hook.url, secret }, event);
    expect(refused).toMatchObject({
      ok: false,
      status: null,
      retryable: false,
      refused: true,
      address: null,
    });
    expect(refused.error).toBe(
      'Webhook URL is a loopback address (127.0.0.1); the operator has not allowed private endpoints',
    );
    expect(hook.received).toHaveLength(0);
    const allowed = await deliverWebhook({ url: hook.url, secret }, event, { allowPrivate: true });
    expect(allowed.ok).toBe(true);
    expect(hook.received).toHaveLength(1);
  });

  const toLoopback: WebhookLookup = () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
  it.each([
    ['http://localhost/hook', undefined, /loopback/], // the system resolver (hosts file)
    ['http://10.0.0.1/hook', undefined, /private \(RFC 1918\)/],
    ['http://169.254.169.254/latest/meta-data', undefined, /link-local/],
    ['http://[::1]/', undefined, /loopback address \(::1\)/],
    ['http://[::ffff:127.0.0.1]/', undefined, /loopback address \(IPv4 127\.0\.0\.1 inside IPv6\)/],
    ['http://0.0.0.0/', undefined, /unspecified/],
    ['http://0x7f000001/', undefined, /loopback address \(127\.0\.0\.1\)/], // URL normalises it
    ['http://100.64.1.1/', undefined, /carrier-grade NAT/],
    ['http://[fd12::1]/', undefined, /unique local/],
    ['ftp://x/file', undefined, /https:\/\/ or http:\/\//],
    ['http://user:pw@example.com/', undefined, /user name or password/],
    ['not a url', undefined, /not a valid URL/],
    ['http://intranet.example.com/', toLoopback, /resolves to a loopback address \(127\.0\.0\.1\)/],
  ])('refuses %s', async (url, lookup, reason) => {
    const vetting = vetWebhookTarget(url, { lookup });
    await expect(vetting).rejects.toBeInstanceOf(WebhookUrlRefusedError);
    await expect(vetting).rejects.toThrow(reason);
    const result = await deliverWebhook({ url, secret }, event, { lookup });
    expect(result).toMatchObject({ ok: false, status: null, refused: true, retryable: false });
    expect(result.error).toMatch(reason);
  });

  it('connects to the address it checked, not what the name resolves to a moment later (DNS rebinding)', async () => {
    // Two receivers on one port, at 127.0.0.2 and 127.0.0.1. The name answers 127.0.0.2 when it
    // is checked and 127.0.0.1 afterwards: the delivery must reach 127.0.0.2, and ask DNS once.
    let vetted: Awaited<ReturnType<typeof receiver>> | undefined;
    let other: Awaited<ReturnType<typeof receiver>> | undefined;
    for (let tries = 0; !other && tries < 10; tries += 1) {
      vetted = await receiver(undefined, '127.0.0.2');
      other = await receiver(undefined, '127.0.0.1', vetted.port).catch(() => undefined);
    }
    const answers: string[] = [];
    const lookup: WebhookLookup = () => {
      const address = answers.length === 0 ? '127.0.0.2' : '127.0.0.1';
      answers.push(address);
      return Promise.resolve([{ address, family: 4 }]);
    };
    const result = await deliverWebhook(
      { url: `http://rebind.example:${vetted!.port}/hook`, secret },
      event,
      { allowPrivate: true, lookup },
    );
    expect(result).toMatchObject({ ok: true, status: 204, address: '127.0.0.2' });
    expect(answers).toEqual(['127.0.0.2']);
    expect(vetted!.received.map((d) => d.localAddress)).toEqual(['127.0.0.2']);
    expect(vetted!.received[0]!.headers.host).toBe(`rebind.example:${vetted!.port}`);
    expect(other!.received).toHaveLength(0);
  });

  it('never reaches 127.0.0.1 through a name that was public when checked', async () => {
    const hook = await receiver();
    let calls = 0;
    const lookup: WebhookLookup = () => {
      calls += 1;
      const address = calls === 1 ? '93.184.216.34' : '127.0.0.1';
      return Promise.resolve([{ address, family: 4 }]);
    };
    const result = await deliverWebhook(
      { url: `http://rebind.example:${hook.port}/hook`, secret },
      event,
      { lookup, timeoutMs: 500 }, // offline: a network error or a timeout; online: its own answer
    );
    expect(calls).toBe(1);
    expect(result.address).toBe('93.184.216.34');
    expect(hook.received).toHaveLength(0);
    expect(result.refused).toBe(false); // whatever 93.184.216.34 did, it was the address dialled
  });
});

// A self-signed certificate for `hooks.example` (made for these tests with openssl, valid until
// 2126; the key protects nothing).
const TEST_CERT = `-----BEGIN CERTIFICATE-----
MIIBoDCCAUegAwIBAgIUMAgKR15SR/0CLy1wBHQ7noEi4hEwCgYIKoZIzj0EAwIw
GDEWMBQGA1UEAwwNaG9va3MuZXhhbXBsZTAgFw0yNjExMjkyMTQyMzVaGA8yMTI2
MTEwNTIxNDIzNVowGDEWMBQGA1UEAwwNaG9va3MuZXhhbXBsZTBZMBMGByqGSM49
AgEGCCqGSM49AwEHA0IABLoamY9vIvSNcKYD2o9Ffja5HUSezKuBTKcaazsx/eVe
3b0E/hVrdVbX/Y9uUe4+tg87scqeYJrIyI4sJ26FprGjbTBrMB0GA1UdDgQWBBRR
VdP/mCFI5gdSuJh1haxCALnEQTAfBgNVHSMEGDAWgBRRVdP/mCFI5gdSuJh1haxC
ALnEQTAPBgNVHRMBAf8EBTADAQH/MBgGA1UdEQQRMA+CDWhvb2tzLmV4YW1wbGUw
CgYIKoZIzj0EAwIDRwAwRAIgT+hYmXiH2VxbkSDJ1qe1JxTMfGELXOxJYaBb1/4s
KOQCIFHF2NznawQTCQKAR+csusg+9OLbUU+4QAAuAlC8IdXj
-----END CERTIFICATE-----`;
const TEST_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgzxrtoGeCgozcTSKB
sItfyXt2jB1p147/+uGG7pVC+hChRANCAAS6GpmPbyL0jXCmA9qPRX42uR1Ensyr
gUynGms7Mf3lXt29BP4Va3VW1/2PblHuPrYPO7HKnmCayMiOLCduhaax
-----END PRIVATE KEY-----`;

describe('webhook delivery over https to the pinned address', () => {
  const toLoopback: WebhookLookup = () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
  const tls = { key: TEST_KEY, cert: TEST_CERT };

  it('connects to the vetted address and still checks the certificate against the URL host', async () => {
    const hook = await receiver(undefined, '127.0.0.1', 0, tls);
    const options = { allowPrivate: true, lookup: toLoopback, extraCa: TEST_CERT };
    const result = await deliverWebhook(
      { url: `https://hooks.example:${hook.port}/in`, secret },
      event,
      options,
    );
    expect(result).toMatchObject({ ok: true, status: 204, address: '127.0.0.1' });
    expect(hook.received[0]).toMatchObject({ verified: true, servername: 'hooks.example' });
    expect(hook.received[0]!.headers.host).toBe(`hooks.example:${hook.port}`);

    // A name the certificate does not cover, at the same address: refused by TLS, nothing sent.
    const wrongName = await deliverWebhook(
      { url: `https://other.example:${hook.port}/in`, secret },
      event,
      options,
    );
    expect(wrongName).toMatchObject({ ok: false, status: null, retryable: true });
    expect(wrongName.error).toMatch(/ERR_TLS_CERT_ALTNAME_INVALID|does not match/);
    // An authority the server does not trust: refused too.
    const untrusted = await deliverWebhook(
      { url: `https://hooks.example:${hook.port}/in`, secret },
      event,
      { allowPrivate: true, lookup: toLoopback },
    );
    expect(untrusted.ok).toBe(false);
    expect(untrusted.error).toMatch(/self[- ]signed/i);
    expect(hook.received).toHaveLength(1);
  });
});

describe('webhook responses', () => {
  it('does not follow a redirect: a failed delivery, recorded, not retried', async () => {
    const hook = await receiver((req, res) => {
      if (req.url === '/old') res.writeHead(301, { Location: '/new' }).end('moved');
      else res.writeHead(204).end();
    });
    const result = await deliverWebhook({ url: `${hook.url}/old`, secret }, event, {
      allowPrivate: true,
    });
    expect(result).toMatchObject({
      ok: false,
      status: 301,
      retryable: false,
      responseSnippet: 'moved',
    });
    expect(result.error).toMatch(/redirect to \/new; redirects are not followed/);
    expect(hook.received.map((d) => d.url)).toEqual(['/old']);
  });

  it('gives up on a slow receiver at the timeout, retryably', async () => {
    const hook = await receiver((_req, res) => {
      setTimeout(() => res.writeHead(204).end(), 3000).unref();
    });
    const result = await deliverWebhook({ url: hook.url, secret }, event, {
      allowPrivate: true,
      timeoutMs: 200,
    });
    expect(result).toMatchObject({
      ok: false,
      status: null,
      retryable: true,
      responseSnippet: null,
    });
    expect(result.error).toBe('Webhook endpoint did not answer within 200 ms');
    expect(result.durationMs).toBeGreaterThanOrEqual(150);
    expect(result.durationMs).toBeLessThan(2000);
    expect(hook.received).toHaveLength(1);
  });

  it('keeps 4 KB of a large response and closes the connection without reading the rest', async () => {
    const hook = await receiver((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('a'.repeat(3000));
      res.write('b'.repeat(3000));
      // …and never ends: the delivery must not wait for the rest.
    });
    const result = await deliverWebhook({ url: hook.url, secret }, event, {
      allowPrivate: true,
      timeoutMs: 5000,
    });
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(result.responseSnippet).toBe('a'.repeat(3000) + 'b'.repeat(1096));
    expect(result.durationMs).toBeLessThan(4000);
    await expect
      .poll(() => new Promise((resolve) => hook.server.getConnections((_e, n) => resolve(n))))
      .toBe(0);
  });

  it('reports a refused connection as a retryable network error', async () => {
    const hook = await receiver();
    const { port } = hook;
    await new Promise((resolve) => hook.server.close(resolve));
    const result = await deliverWebhook({ url: `http://127.0.0.1:${port}/`, secret }, event, {
      allowPrivate: true,
    });
    expect(result).toMatchObject({ ok: false, status: null, retryable: true, refused: false });
    expect(result.error).toMatch(/ECONNREFUSED/);
  });

  it('reports a name that does not resolve as a retryable failure', async () => {
    const lookup: WebhookLookup = () =>
      Promise.reject(
        Object.assign(new Error('getaddrinfo ENOTFOUND nowhere.example'), { code: 'ENOTFOUND' }),
      );
    const result = await deliverWebhook({ url: 'https://nowhere.example/', secret }, event, {
      lookup,
    });
    expect(result).toMatchObject({
      ok: false,
      status: null,
      retryable: true,
      refused: false,
      address: null,
    });
    expect(result.error).toMatch(/ENOTFOUND/);
  });
});
