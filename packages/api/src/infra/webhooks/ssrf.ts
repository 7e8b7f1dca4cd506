// Which webhook URLs the server may call (issue 34: "Endpoints on private or loopback addresses
// are refused unless the operator allows them"). A shop's API key holder chooses the URL, and the
// server makes the request from inside its own network: without these checks a URL could reach
// the database, the cloud's metadata service (169.254.169.254) or an admin port on localhost.
//
// The rules, for the URL at registration and again at every delivery:
// - `https:` or `http:` only, no user name or password in the URL, not port 0. Other ports are
//   allowed (receivers commonly listen on 8080, 8443…): what protects the network is the address.
// - The host name is resolved (every A and AAAA record) and refused when ANY address is not a
//   public unicast one: loopback, private (RFC 1918), link-local (the metadata service), CGNAT
//   100.64/10, unique local fc00::/7, reserved, documentation and benchmarking ranges, 6to4 and
//   Teredo, the deprecated IPv4-compatible ::/96. An IPv4 address inside IPv6 (IPv4-mapped
//   ::ffff:a.b.c.d, IPv4-translated, NAT64 64:ff9b::/96) is judged by that IPv4 address; the
//   local-use NAT64 prefix 64:ff9b:1::/48 is the operator's own network and refused.
//   Classification is ipaddr.js's `range()` (a maintained table of the special-purpose registries),
//   not CIDR arithmetic written here.
// - `allowPrivate` (the operator's switch) lifts the address check, except for addresses no
//   endpoint can have (unspecified 0.0.0.0/::, multicast, broadcast). `allowedHosts` lifts it for
//   named hosts only (`erp.office.example`, or `*.office.example` for any name under it).
// - The result names ONE address (the first the resolver gave): the delivery connects to that
//   address and nothing else (deliver.ts pins it in the socket's `lookup`), so a name that
//   answers a public address at this check and 127.0.0.1 a moment later (DNS rebinding) still
//   reaches only the address that was checked.
import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Resolves a host name to all its addresses, as `dns.promises.lookup(host, { all: true })`. */
export type WebhookLookup = (
  hostname: string,
) => Promise<readonly { address: string; family: number }[]>;

export interface WebhookTargetOptions {
  /** The operator allows endpoints on private, loopback and other non-public addresses. */
  allowPrivate?: boolean;
  /** Hosts (names or IP literals; `*.example.com` for a domain's subdomains) exempt from the address check. */
  allowedHosts?: readonly string[];
  /** The resolver; default `dns.promises.lookup` with `all: true`. Tests inject one. */
  lookup?: WebhookLookup;
}

/** A URL that passed the checks, and the one address a delivery to it connects to. */
export interface VettedWebhookTarget {
  url: URL;
  /** The URL's host, an IPv6 literal without brackets. */
  hostname: string;
  port: number;
  /** The address checked; the connection goes here and nowhere else. */
  address: string;
  family: 4 | 6;
}

/** The URL is not one the server will call; the message says why, for the shop to read. */
export class WebhookUrlRefusedError extends Error {
  override name = 'WebhookUrlRefusedError';
}

const defaultLookup: WebhookLookup = (hostname) => dns.lookup(hostname, { all: true });

/**
 * The checks that need no resolver: scheme, credentials, port. For a registration form to answer
 * at once; `vetWebhookTarget` runs them too.
 */
export function parseWebhookUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlRefusedError(`Webhook URL is not a valid URL: ${JSON.stringify(raw)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new WebhookUrlRefusedError(
      `Webhook URL must start with https:// or http://, not ${url.protocol}//`,
    );
  }
  if (url.username || url.password) {
    throw new WebhookUrlRefusedError(
      'Webhook URL must not contain a user name or password; the endpoint checks the signature instead',
    );
  }
  if (url.port === '0') throw new WebhookUrlRefusedError('Webhook URL must not use port 0');
  if (!url.hostname) throw new WebhookUrlRefusedError('Webhook URL has no host');
  return url;
}

const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');
const WELL_KNOWN_NAT64 = ipaddr.parseCIDR('64:ff9b::/96');

/** Ranges no endpoint can be on, refused even when the operator allows private endpoints. */
const NEVER = new Set(['unspecified', 'multicast', 'broadcast']);

const DESCRIPTIONS: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private (RFC 1918) address',
  linkLocal: 'a link-local address (the range of cloud metadata services)',
  carrierGradeNat: 'a carrier-grade NAT (100.64.0.0/10) address',
  uniqueLocal: 'a unique local IPv6 address (fc00::/7)',
  unspecified: 'the unspecified address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
};

/**
 * What is wrong with reaching `address` (an IP address string), or null for a public unicast
 * address: `{ range, description, never }`, `never` for ranges refused even with `allowPrivate`.
 */
export function classifyWebhookAddress(
  address: string,
): { range: string; description: string; never: boolean } | null {
  if (!ipaddr.isValid(address)) {
    return { range: 'invalid', description: 'not an IP address', never: true };
  }
  let ip = ipaddr.parse(address);
  let range: string = ip.range();
  let inside = '';
  if (ip.kind() === 'ipv6') {
    const v6 = ip as ipaddr.IPv6;
    if (range === 'ipv4Mapped' || range === 'rfc6145' || v6.match(WELL_KNOWN_NAT64)) {
      // The IPv4 address in the last 32 bits is where the packets end up.
      const bytes = v6.toByteArray().slice(12);
      ip = ipaddr.fromByteArray(bytes);
      range = ip.range();
      inside = ` (IPv4 ${ip.toString()} inside IPv6)`;
    } else if (range === 'unicast' && v6.match(IPV4_COMPATIBLE)) {
      range = 'ipv4Compatible';
    }
  }
  if (range === 'unicast') return null;
  return {
    range,
    description:
      (DESCRIPTIONS[range] ?? `a reserved or special-purpose address (${range})`) + inside,
    never: NEVER.has(range),
  };
}

function hostAllowed(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return allowedHosts.some((entry) => {
    const allowed = entry
      .toLowerCase()
      .replace(/^\[|\]$/g, '')
      .replace(/\.$/, '');
    return allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed;
  });
}

/**
 * Checks `raw` and resolves its host: the address to connect to, or a `WebhookUrlRefusedError`
 * with a sentence for the shop. A resolver failure (no such name, DNS down) is thrown as the
 * resolver threw it: not a refusal, a delivery may retry it.
 */
export async function vetWebhookTarget(
  raw: string,
  options: WebhookTargetOptions = {},
): Promise<VettedWebhookTarget> {
  const url = parseWebhookUrl(raw);
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  const literal = isIP(hostname);
  const addresses = literal
    ? [{ address: hostname, family: literal }]
    : await (options.lookup ?? defaultLookup)(hostname);
  if (addresses.length === 0) {
    throw new Error(`Webhook host ${hostname} did not resolve to any address`);
  }
  const trusted = hostAllowed(hostname, options.allowedHosts ?? []);
  const verb = literal ? 'is' : 'resolves to';
  for (const { address } of addresses) {
    const problem = classifyWebhookAddress(address);
    if (!problem) continue;
    if (problem.never) {
      throw new WebhookUrlRefusedError(
        `Webhook URL ${verb} ${problem.description} (${address}), which no endpoint can have`,
      );
    }
    if (!options.allowPrivate && !trusted) {
      throw new WebhookUrlRefusedError(
        `Webhook URL ${verb} ${problem.description} (${address}); the operator has not allowed private endpoints`,
      );
    }
  }
  const [first] = addresses;
  if (!first) throw new Error('unreachable: addresses is not empty');
  return { url, hostname, port, address: first.address, family: first.family === 6 ? 6 : 4 };
}
