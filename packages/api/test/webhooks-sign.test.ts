// @engines pglite
// Pure: webhook signatures, the SSRF address rules and the retry schedule; no database, no network.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_MAX_ATTEMPTS,
  WebhookUrlRefusedError,
  classifyWebhookAddress,
  newWebhookSecret,
  signWebhookPayload,
  verifyWebhookSignature,
  vetWebhookTarget,
  webhookDeliveryId,
  webhookRetryDelaySeconds,
  webhookSignatureProblem,
} from '../src/infra/webhooks';

const secret = 'whsec_test-secret';
const body =
  '{"id":"evt_1","type":"invoice.issued","createdAt":"2026-04-01T00:00:00.000Z","data":{}}';
const t = 1_780_000_000;
const at = (seconds: number) => new Date(seconds * 1000);

describe('webhook signatures', () => {
  it('signs "<t>.<body>" with HMAC-SHA256 under the secret, as the header comment says', () => {
    const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(signWebhookPayload(secret, t, body)).toBe(`t=${t},v1=${expected}`);
  });

  it('verifies its own signature, for a string or the raw bytes', () => {
    const header = signWebhookPayload(secret, t, body);
    expect(verifyWebhookSignature(secret, header, body, { now: at(t) })).toBe(true);
    expect(verifyWebhookSignature(secret, header, Buffer.from(body), { now: at(t + 10) })).toBe(
      true,
    );
  });

  it('refuses a tampered body, another secret, a stale or future timestamp', () => {
    const header = signWebhookPayload(secret, t, body);
    const now = at(t);
    expect(verifyWebhookSignature(secret, header, body.replace('{}', '{"x":1}'), { now })).toBe(
      false,
    );
    expect(verifyWebhookSignature(secret, header, `${body} `, { now })).toBe(false);
    expect(verifyWebhookSignature('whsec_other', header, body, { now })).toBe(false);
    expect(verifyWebhookSignature(secret, header, body, { now: at(t + 301) })).toBe(false);
    expect(verifyWebhookSignature(secret, header, body, { now: at(t - 301) })).toBe(false);
    expect(verifyWebhookSignature(secret, header, body, { now: at(t + 300) })).toBe(true);
    expect(
      verifyWebhookSignature(secret, header, body, { now: at(t + 3600), toleranceSeconds: 7200 }),
    ).toBe(true);
    expect(webhookSignatureProblem(secret, header, body, { now: at(t + 301) })).toMatch(/stale/);
    // The timestamp is signed: moving it (to pass the freshness check) breaks the signature.
    const moved = header.replace(`t=${t}`, `t=${t + 1000}`);
    expect(verifyWebhookSignature(secret, moved, body, { now: at(t + 1000) })).toBe(false);
  });

  it('refuses malformed headers', () => {
    const v1 = signWebhookPayload(secret, t, body).split(',')[1]!;
    const now = at(t);
    for (const header of [
      undefined,
      null,
      '',
      'garbage',
      v1, // no timestamp
      `t=${t}`, // no signature
      `t=${t},v1=abc`, // short signature
      `t=${t},v1=${'z'.repeat(64)}`,
      `t=${t}.5,${v1}`,
      `t=-${t},${v1}`,
      `t=${t},t=${t},${v1}`,
      `t=${t},,${v1}`,
    ]) {
      expect(verifyWebhookSignature(secret, header, body, { now }), String(header)).toBe(false);
      expect(webhookSignatureProblem(secret, header, body, { now })).toBeTruthy();
    }
  });

  it('accepts any matching v1 (secret rotation) and ignores unknown schemes', () => {
    const good = signWebhookPayload(secret, t, body).split(',')[1]!;
    const header = `t=${t},v0=whatever,v1=${'0'.repeat(64)},${good}`;
    expect(verifyWebhookSignature(secret, header, body, { now: at(t) })).toBe(true);
  });

  it('makes secrets of 32 random bytes with a recognisable prefix', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[\w-]{43}$/);
    expect(Buffer.from(a.slice(6), 'base64url')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(a);
  });

  it('gives one event to one endpoint the same delivery id every time, another endpoint another', () => {
    expect(webhookDeliveryId('evt_1', 'ep_1')).toBe(webhookDeliveryId('evt_1', 'ep_1'));
    expect(webhookDeliveryId('evt_1', 'ep_1')).not.toBe(webhookDeliveryId('evt_1', 'ep_2'));
    expect(webhookDeliveryId('evt_1', 'ep_1')).toMatch(/^whd_[0-9a-f]{32}$/);
  });
});

describe('webhook retry schedule', () => {
  it('waits 30 s, 2 min, 10 min, 1 h, then 6 h, and stops after the last attempt', () => {
    const delays = Array.from({ length: WEBHOOK_MAX_ATTEMPTS }, (_, i) =>
      webhookRetryDelaySeconds(i + 1),
    );
    expect(delays.slice(0, 6)).toEqual([30, 120, 600, 3600, 21_600, 21_600]);
    expect(delays.at(-1)).toBeNull();
    expect(delays.filter((d) => d === null)).toHaveLength(1);
    expect(() => webhookRetryDelaySeconds(0)).toThrow();
  });
});

describe('webhook address rules', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fd00::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'], // IPv4-mapped
    ['::ffff:a9fe:a9fe', 'linkLocal'], // IPv4-mapped 169.254.169.254
    ['64:ff9b::7f00:1', 'loopback'], // NAT64 of 127.0.0.1
    ['64:ff9b::a00:1', 'private'], // NAT64 of 10.0.0.1
    ['64:ff9b:1::a00:1', 'rfc6052'], // local-use NAT64: the operator's network
    ['::7f00:1', 'ipv4Compatible'], // deprecated IPv4-compatible ::127.0.0.1
    ['2002:7f00:1::1', '6to4'],
    ['not-an-address', 'invalid'],
  ])('%s is not public (%s)', (address, range) => {
    expect(classifyWebhookAddress(address)?.range).toBe(range);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('%s is public', (address) => {
    expect(classifyWebhookAddress(address)).toBeNull();
  });

  it('refuses a name when any of its addresses is not public, and says which', async () => {
    const lookup = () =>
      Promise.resolve([
        { address: '93.184.216.34', family: 4 },
        { address: '10.1.2.3', family: 4 },
      ]);
    const refusal = vetWebhookTarget('https://erp.example.com/hook', { lookup });
    await expect(refusal).rejects.toBeInstanceOf(WebhookUrlRefusedError);
    await expect(refusal).rejects.toThrow(
      'Webhook URL resolves to a private (RFC 1918) address (10.1.2.3); the operator has not allowed private endpoints',
    );
  });

  it('lets the operator exempt named hosts, and never an unspecified or multicast address', async () => {
    const lookup = () => Promise.resolve([{ address: '10.1.2.3', family: 4 }]);
    const allowedHosts = ['*.office.example'];
    await expect(
      vetWebhookTarget('https://erp.office.example/hook', { lookup, allowedHosts }),
    ).resolves.toMatchObject({ address: '10.1.2.3', port: 443, hostname: 'erp.office.example' });
    await expect(
      vetWebhookTarget('https://erp.elsewhere.example/hook', { lookup, allowedHosts }),
    ).rejects.toThrow(/private/);
    await expect(vetWebhookTarget('http://0.0.0.0/', { allowPrivate: true })).rejects.toThrow(
      /no endpoint can have/,
    );
    await expect(vetWebhookTarget('http://[ff02::1]/', { allowPrivate: true })).rejects.toThrow(
      /multicast/,
    );
  });

  it('takes a public address, names its port, and keeps the first address for the connection', async () => {
    const lookup = () =>
      Promise.resolve([
        { address: '2606:4700:4700::1111', family: 6 },
        { address: '93.184.216.34', family: 4 },
      ]);
    await expect(
      vetWebhookTarget('https://hooks.example.com:8443/x?y=1', { lookup }),
    ).resolves.toMatchObject({
      hostname: 'hooks.example.com',
      port: 8443,
      address: '2606:4700:4700::1111',
      family: 6,
    });
  });
});
