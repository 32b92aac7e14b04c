import type { Context } from 'hono';

/**
 * The caller's address as Cloudflare reports it; rate limits key on it. An IPv6 address counts by its /64
 * prefix: one home or phone connection is handed a whole /64, so keying on full addresses would let one
 * person rotate through billions of "clients".
 */
export function clientAddress(c: Context): string {
  const address = c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip');
  return address ? rateLimitKey(address.trim()) : 'unknown';
}

/** IPv4 as it is; IPv6 as its first four groups, normalised (`2001:db8:0:1::/64`), IPv4-mapped as IPv4. */
export function rateLimitKey(address: string): string {
  if (!address.includes(':')) return address;
  const groups = expandIpv6(address);
  if (!groups) return address.toLowerCase();
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (with `::` and a trailing dotted IPv4), or null if malformed. */
function expandIpv6(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    if ([a, b, c, d].some((octet) => octet > 255)) return null;
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string | undefined) => (part ? part.split(':') : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}
