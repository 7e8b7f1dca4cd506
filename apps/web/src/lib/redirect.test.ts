import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectTarget } from './redirect';

describe('safeRedirectTarget', () => {
  const fallback = '/admin/dashboard';

  it('uses the from path inside the panel', () => {
    expect(safeRedirectTarget('/admin/manage-invoice', '/admin', fallback)).toBe(
      '/admin/manage-invoice',
    );
    expect(safeRedirectTarget('/admin/manage-user?page=2', '/admin', fallback)).toBe(
      '/admin/manage-user?page=2',
    );
  });

  it.each([
    null,
    '',
    '/',
    '/master/dashboard',
    'https://evil.example/admin/x',
    '//evil.example/admin/',
    '/admin/login',
    '/admin/login?from=x',
    '/admin/../x',
    '/adminx',
  ])('falls back for %s', (from) => {
    expect(safeRedirectTarget(from, '/admin', fallback)).toBe(fallback);
  });

  it('builds the login URL with the encoded return path', () => {
    expect(loginPathFor('/admin', '/admin/manage-quote?x=1')).toBe(
      '/admin/login?from=%2Fadmin%2Fmanage-quote%3Fx%3D1',
    );
  });
});
