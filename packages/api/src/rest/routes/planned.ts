import type { RestRoute } from '../types';

/** Listed now so clients see the whole surface; each answers 501 until its issue lands. */
export const planned = (
  method: RestRoute['method'],
  url: string,
  tag: string,
  summary: string,
  scope: RestRoute['scope'] = 'tenant',
): RestRoute => ({
  method,
  url,
  tag,
  summary,
  scope,
});

export const plannedRoutes: RestRoute[] = [];
