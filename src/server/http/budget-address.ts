import { isIPv6 } from 'node:net';

/**
 * The address a rate budget is charged to. An IPv6 client is usually given a whole /64 and can send each
 * request from a new address in it, so IPv6 addresses count by their first 64 bits; IPv4 addresses (also
 * when written IPv4-mapped, ::ffff:a.b.c.d) count one by one.
 */
export function budgetAddress(ip: string): string {
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  // An embedded IPv4 tail (64:ff9b::1.2.3.4) is two groups; it lies in the last 64 bits, which are dropped.
  const groupsOf = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const [head = '', tail] = address.split('::');
  const front = groupsOf(head);
  const groups = tail === undefined ? front : [...front, ...Array<string>(8 - front.length - groupsOf(tail).length).fill('0'), ...groupsOf(tail)];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
