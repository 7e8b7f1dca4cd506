import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { siteIsClosed, siteStatusOfError } from './siteStatus';

const refused = (status: number, code: string) => new ApiError('refused', status, code);

describe('siteStatusOfError (issue 19: unknown and deactivated shop hosts)', () => {
  it('an unknown shop host is Not Found, a deactivated one Disabled: the site closes', () => {
    expect(siteStatusOfError(refused(404, 'TENANT_NOT_FOUND'), 'nosuch')).toBe('not-found');
    expect(siteStatusOfError(refused(403, 'TENANT_DISABLED'), 'oldshop')).toBe('disabled');
    expect(siteIsClosed('not-found')).toBe(true);
    expect(siteIsClosed('disabled')).toBe(true);
  });

  it('a bare or www host stays the product site, whatever the default shop answers', () => {
    expect(siteStatusOfError(refused(400, 'TENANT_REQUIRED'), null)).toBe('none');
    expect(siteStatusOfError(refused(403, 'TENANT_DISABLED'), null)).toBe('unavailable');
    expect(siteStatusOfError(refused(404, 'TENANT_NOT_FOUND'), null)).toBe('unavailable');
    expect(siteIsClosed('none')).toBe(false);
    expect(siteIsClosed('unavailable')).toBe(false);
  });

  it('a network failure or a server error is not a verdict on the shop', () => {
    expect(siteStatusOfError(new ApiError(null, null, null), 'demo')).toBe('unavailable');
    expect(siteStatusOfError(refused(500, 'INTERNAL'), 'demo')).toBe('unavailable');
    expect(siteStatusOfError(new Error('boom'), 'demo')).toBe('unavailable');
    expect(siteIsClosed('ready')).toBe(false);
    expect(siteIsClosed('loading')).toBe(false);
  });
});
