import { describe, expect, it } from 'vitest';
import { tenantFromHost } from '../src/host';

describe('tenantFromHost', () => {
  it.each([
    ['demo.localhost', 'demo'],
    ['demo.localhost:5173', 'demo'],
    ['acme.example.com', 'acme'],
    ['ACME.Example.com:3000', 'acme'],
    ['acme.example.com.', 'acme'],
    ['shop-1.billing.example.com', 'shop-1'],
    ['acme.solar.co.in', 'acme'],
    ['demo.localhost.', 'demo'],
    ['a.b.c.example.org', 'a'],
    ['Acme.Solar.Co.In:8443', 'acme'],
    ['acme.app.example.in', 'acme'],
  ])('%s -> %s', (host, tenant) => {
    expect(tenantFromHost(host)).toBe(tenant);
  });

  it.each([
    'localhost',
    'localhost:3000',
    'example.com',
    'example.com:8080',
    'solar.co.in',
    // A shop's own domain under a country code: bare, not tenant 'acme' (the API used to say acme).
    'acme.co.in',
    'ACME.CO.IN:443',
    'www.acme.co.in',
    'www.example.com',
    'www.localhost',
    '127.0.0.1',
    '127.0.0.1:3000',
    '[::1]:3000',
    '::1',
    '[::1]',
    '[2001:db8::1]:8443',
    '2001:db8::1',
    '192.168.1.10:5173',
    '10.0.0.1',
    'WWW.Example.COM',
    'www.acme.example.com',
    'LOCALHOST:5173',
    'acme.com.au',
    'acme.co.uk',
    'example.in',
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
