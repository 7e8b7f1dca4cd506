/**
 * The one host → tenant rule, shared by the web app, the API and the server (issue 14).
 * The tenant is the first label of the host name (`acme.example.com` → 'acme',
 * `demo.localhost` → 'demo'). A bare host has none: `localhost`, an IP address, a registrable
 * domain (`example.com`, and under an Indian or other two-letter country code with a second-level
 * label, `solar.co.in`), or a `www.` host; those serve the product's own public site and the
 * back-office answers Not Found. So `acme.co.in` is a shop's own bare domain, not tenant `acme`,
 * and `acme.solar.co.in` is tenant `acme`.
 */

/** Second-level labels that belong to the registrable domain (`shop.co.in` is bare). */
const SECOND_LEVEL_LABELS = new Set([
  'co',
  'com',
  'net',
  'org',
  'gov',
  'ac',
  'edu',
  'res',
  'gen',
  'firm',
  'ind',
]);

const TENANT_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function isIpAddress(hostname: string): boolean {
  if (hostname.includes(':')) return true; // IPv6 (brackets already removed)
  return /^\d{1,3}(?:\.\d{1,3}){3}$/.test(hostname);
}

/** Removes the port and the IPv6 brackets, lower-cases, drops a trailing dot. */
function normaliseHost(host: string): string {
  let hostname = host.trim().toLowerCase();
  if (hostname.startsWith('[')) {
    const end = hostname.indexOf(']');
    return end === -1 ? hostname.slice(1) : hostname.slice(1, end);
  }
  const colon = hostname.lastIndexOf(':');
  if (colon !== -1 && hostname.indexOf(':') === colon) hostname = hostname.slice(0, colon);
  return hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
}

/** How many trailing labels make up the bare (registrable) domain. */
function bareDomainLength(labels: readonly string[]): number {
  if (labels[labels.length - 1] === 'localhost') return 1;
  const secondLevel = labels[labels.length - 2];
  const topLevel = labels[labels.length - 1] ?? '';
  if (
    labels.length >= 3 &&
    topLevel.length === 2 &&
    secondLevel &&
    SECOND_LEVEL_LABELS.has(secondLevel)
  ) {
    return 3;
  }
  return 2;
}

/** The tenant id carried by a host name, or null when the host has none. */
export function tenantFromHost(host: string | null | undefined): string | null {
  if (!host) return null;
  const hostname = normaliseHost(host);
  if (!hostname || isIpAddress(hostname)) return null;
  const labels = hostname.split('.');
  if (labels.length <= bareDomainLength(labels)) return null;
  const first = labels[0] ?? '';
  if (first === 'www' || !TENANT_LABEL.test(first)) return null;
  return first;
}
