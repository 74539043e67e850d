// Which peers may say who the client is (X-Forwarded-For, -Proto): one reading of TRUST_PROXY for
// the edge server and the API alike, so both count the same client for rate limits.

/** What Fastify's `trustProxy` takes: trusted addresses and CIDR ranges, or a function trusting the first `n` hops (it reads no bare number). */
export type ProxyTrust = string[] | ((address: string, hop: number) => boolean);

const KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** 4 or 6 for an IPv4 or IPv6 address, else 0 (the contract runs in browsers too: no node:net). */
function ipFamily(address: string): 4 | 6 | 0 {
  if (/^(\d{1,3})(\.\d{1,3}){3}$/.test(address)) return address.split('.').every((part) => Number(part) <= 255) ? 4 : 0;
  if (!address.includes(':') || !/^[0-9a-f:.]+$/i.test(address)) return 0;
  try {
    new URL(`http://[${address}]/`);
    return 6;
  } catch {
    return 0;
  }
}

function isAddressOrRange(entry: string): boolean {
  if (KEYWORDS.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = ipFamily(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: a hop count (`1` behind a load balancer that is the only way in) or proxy addresses and
 * CIDR ranges. The client is the first address, from this server, that is not a trusted proxy: never
 * simply the leftmost X-Forwarded-For, which the client writes (docs/security.md).
 */
export function parseProxyTrust(raw: string | undefined, fallback: ProxyTrust | false): ProxyTrust | false {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = raw.trim();
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > 10) throw new Error(`TRUST_PROXY must be a hop count from 1 to 10, or proxy addresses and CIDR ranges, got "${raw}"`);
    // A hop count trusts whatever peer the socket has: safe only where load balancers are the only way in.
    return (_address, hop) => hop < hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length) throw new Error(`TRUST_PROXY lists what is neither an address nor a CIDR range: ${wrong.join(', ')} (e.g. TRUST_PROXY=1 or TRUST_PROXY=10.0.0.0/8,loopback)`);
  return entries;
}
