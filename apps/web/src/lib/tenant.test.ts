import { describe, expect, it } from 'vitest';
import { tenantFromHost } from './tenant';

describe('tenantFromHost', () => {
  it.each([
    ['demo.localhost', 'demo'],
    ['demo.localhost:5173', 'demo'],
    ['acme.example.com', 'acme'],
    ['ACME.Example.com:3000', 'acme'],
    ['acme.example.com.', 'acme'],
    ['shop-1.billing.example.com', 'shop-1'],
    ['acme.solar.co.in', 'acme'],
  ])('%s -> %s', (host, tenant) => {
    expect(tenantFromHost(host)).toBe(tenant);
  });

  it.each([
    'localhost',
    'localhost:3000',
    'example.com',
    'example.com:8080',
    'solar.co.in',
    // One rule with the API and the server (@gst/domain host.ts): a shop's own .co.in domain is bare.
    'acme.co.in',
    'www.example.com',
    'www.localhost',
    '127.0.0.1',
    '127.0.0.1:3000',
    '[::1]:3000',
    '::1',
    '',
    '-bad.example.com',
  ])('%s has no tenant', (host) => {
    expect(tenantFromHost(host)).toBeNull();
  });

  it('treats missing hosts as no tenant', () => {
    expect(tenantFromHost(null)).toBeNull();
    expect(tenantFromHost(undefined)).toBeNull();
  });
});
