// Who is asking, for the limits kept per address (requests per minute, sign-in failures): an IPv4
// address as it is, an IPv6 address by its /64 network — one subscriber usually holds a whole /64,
// and counting each of its addresses apart would let it try again from the next one.
import { isIPv4, isIPv6 } from 'node:net';

/** The groups of an IPv6 address, all eight written out ("::" expanded). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...(tail === undefined ? [] : zeros), ...right];
}

/** The key a per-address limit counts `ip` under. */
export function addressKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = ipv6Groups(address.toLowerCase()).slice(0, 4);
  return `${groups.map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
