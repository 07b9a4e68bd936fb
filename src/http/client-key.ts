import { isIPv6 } from 'node:net';

/**
 * Hextets of an IPv6 address that name its network: a /64 is what one subscriber, one
 * host or one cloud instance usually gets (RFC 6177 recommends a /48 to /64 per site), so
 * its 2^64 addresses are one client, as an IPv4 address is.
 */
const IPV6_NETWORK_HEXTETS = 4;
const IPV6_HEXTETS = 8;
/** `::ffff:a.b.c.d`: an IPv4 client on a dual-stack socket (HOST=::). */
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The eight hextets of an IPv6 address (`::` expanded, a trailing IPv4 part as two hextets). */
function hextets(address: string): string[] {
  let text = address.split('%')[0].toLowerCase();
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(IPV6_HEXTETS - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((h) => h.replace(/^0+(?=.)/, ''));
}

/**
 * The client an address stands for in budgets and connection caps: an IPv4 address as is
 * (also when it arrives IPv4-mapped), an IPv6 address by its /64 (`2001:db8:0:1::/64`), so
 * rotating through the addresses of one network never gives a client a fresh budget.
 */
export function clientOfAddress(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = IPV4_MAPPED.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${hextets(address).slice(0, IPV6_NETWORK_HEXTETS).join(':')}::/64`;
}
