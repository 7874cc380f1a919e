import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a throttle counts a client under: an IPv4 address as it is, an IPv6 one by its /64
 * (the prefix one subscriber gets: a client can rotate through all 2^64 addresses of it, so
 * counting each address alone would let it reset every limit at will). An IPv4-mapped IPv6
 * address (`::ffff:10.0.0.1`) is its IPv4 address. `req.ip` goes in (TRUST_PROXY decides
 * whether it is the socket's or the proxy's X-Forwarded-For).
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(ip)) return ip;
  const bare = ip.replace(/%.*$/, '');
  if (!isIPv6(bare)) return ip;
  return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, as lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16).toString(16));
}
