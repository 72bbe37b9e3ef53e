import fs from 'node:fs';
import net from 'node:net';
import type { TrustProxy } from '../env';

/** Descriptors kept free of connections: the database's, log files, the listening socket. */
const RESERVED_DESCRIPTORS = 1024;
/** A connection sending a static file holds the file open too: each may take two descriptors. */
const DESCRIPTORS_PER_CONNECTION = 2;
const MAX_CONNECTIONS_CEILING = 10_000;

/** The process's soft limit on open files (Linux's /proc/self/limits), or null where it cannot be read. */
export function descriptorLimit(limitsFile = '/proc/self/limits'): number | null {
  try {
    const line = fs
      .readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    return soft && /^\d+$/.test(soft) ? Number(soft) : null;
  } catch {
    return null;
  }
}

/**
 * Open connections the server allows in all: each with the file it may be sending, within the descriptor
 * limit less a quarter of it (at most 1,024) kept for everything else, and never over 10,000.
 * `configured` (MAX_CONNECTIONS) wins only when lower.
 */
export function connectionTotal(limit: number | null, configured?: number): number {
  const room =
    limit === null ? MAX_CONNECTIONS_CEILING : Math.floor((limit - Math.min(RESERVED_DESCRIPTORS, Math.floor(limit / 4))) / DESCRIPTORS_PER_CONNECTION);
  return Math.max(1, Math.min(room, MAX_CONNECTIONS_CEILING, configured ?? Infinity));
}

/** The fewest connections an address may hold open, whatever the total: a school's devices, one answer each. */
const ADDRESS_SHARE_FLOOR = 512;
/** One address may hold this share of the total at most. */
const ADDRESS_SHARE_OF_TOTAL = 1 / 4;

/**
 * Open connections one client address may hold, whatever they are doing: a quarter of the total, at least
 * 512 (never more than the total). Slow downloads from one address then hold no more than that share of the
 * server's descriptors and memory. `configured` (OPEN_CONNECTIONS_PER_ADDRESS) replaces it.
 */
export function addressShare(total: number, configured?: number): number {
  return Math.min(total, configured ?? Math.max(ADDRESS_SHARE_FLOOR, Math.floor(total * ADDRESS_SHARE_OF_TOTAL)));
}

/**
 * New connections an address holding at least 128 may open at once, then each second (decision 074): a
 * class's devices opening theirs together fit in the burst, a proxy opening one per request holds far fewer
 * at a time; a flood of downloads is admitted at a pace the server answers while it still accepts everyone else.
 */
export const ADDRESS_OPENS = { pacedFrom: 128, burst: 256, perSecond: 64 } as const;

/**
 * Whether the peer is a proxy TRUST_PROXY names by address: its connections carry many clients, whose
 * addresses arrive only in X-Forwarded-For after the head, so it is exempt from the per-address cap. A
 * hop count names no address, and a client connecting directly must stay capped, so with a hop count no
 * peer is exempt; a proxy that forwards whole requests seldom has a connection the cap counts anyway.
 */
export function trustsPeer(trust: TrustProxy): (address: string) => boolean {
  if (trust === false || typeof trust === 'number') return () => false;
  const list = new net.BlockList();
  for (const item of trust) {
    const [address, bits] = item.split('/') as [string, string | undefined];
    const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return list.check(mapped[1]!, 'ipv4');
    return list.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
  };
}
