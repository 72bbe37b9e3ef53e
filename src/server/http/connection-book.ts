/**
 * Every open connection and what it is doing, so that a new one can be made room for: `pending` has not
 * sent a complete request yet (new, stalled, or in the middle of a head or body), `busy` is being
 * answered, `idle` waits between requests on a kept-alive connection. Sets keep their insertion order,
 * so the first entry of each is the connection that has been in that state longest.
 */
export type ConnectionState = 'pending' | 'busy' | 'idle';

export interface Connection<S, W = unknown> {
  readonly socket: S;
  /** The client address it is counted under, or null for a trusted proxy's connection. */
  readonly key: string | null;
  state: ConnectionState;
  /** A request of it is with the app and its answer is not finished. */
  answering: boolean;
  /** Pipelined requests waiting for the answer before theirs. */
  waiting: W[];
  /** When it was opened (its book's clock). */
  readonly openedAt: number;
  lineDeadline?: NodeJS.Timeout;
  headDeadline?: NodeJS.Timeout;
}

/** A trusted proxy's connections are counted together under this key, exempt from the per-address cap. */
const PROXY = '';
/**
 * A connection that has sent no complete request for this long may be closed for any newcomer: a real client
 * sends its request at once, and stalled connections from as many addresses as there are connections hold
 * no address's more than its share.
 */
export const PENDING_GRACE_MS = 1000;
/**
 * A connection opened this recently is not yet stalled: the server may simply not have read its request yet. When a
 * class's devices behind one address open theirs together, the server accepts them all in one turn before it reads
 * any, and closing the oldest at the address's pending cap then cut honest requests already sent (a school's first
 * page load, 18 to 72 of 200 devices). At the cap such a connection is kept, and the address's pending connections
 * past its cap are counted again this long after (`pastPendingCap`), when the honest ones have been read; the opens
 * an address may make per second bound how many more it holds meanwhile.
 */
export const PENDING_SETTLE_MS = 250;

const first = <T>(set: Set<T> | undefined): T | undefined => set?.values().next().value;

/** Connections per address, each address's oldest first, and which address holds the most, found at once however many there are. */
function createTally<C>() {
  const byKey = new Map<string, Set<C>>();
  const keysBySize = new Map<number, Set<string>>();
  let most = 0;
  const resize = (key: string, from: number, to: number) => {
    keysBySize.get(from)?.delete(key);
    if (keysBySize.get(from)?.size === 0) keysBySize.delete(from);
    if (to > 0) {
      let keys = keysBySize.get(to);
      if (!keys) keysBySize.set(to, (keys = new Set()));
      keys.add(key);
    }
    if (to > most) most = to;
    while (most > 0 && !keysBySize.has(most)) most--;
  };
  return {
    add(key: string, item: C) {
      let own = byKey.get(key);
      if (!own) byKey.set(key, (own = new Set()));
      own.add(item);
      resize(key, own.size - 1, own.size);
    },
    delete(key: string, item: C) {
      const own = byKey.get(key);
      if (!own?.delete(item)) return;
      if (own.size === 0) byKey.delete(key);
      resize(key, own.size + 1, own.size);
    },
    sizeOf: (key: string) => byKey.get(key)?.size ?? 0,
    oldestOf: (key: string) => first(byKey.get(key)),
    /** The oldest of the address holding the most, when it holds at least `atLeast`. */
    oldestOfGreatest(atLeast: number): C | undefined {
      return most >= atLeast ? first(byKey.get(first(keysBySize.get(most))!)) : undefined;
    },
    get keys() {
      return byKey.size;
    },
  };
}

/**
 * What one address may hold: `pending` connections that have not sent a complete request (a client sends its
 * request at once), and `open` connections in all, whatever they are doing: a share of the server, so one
 * address's downloads, however slowly they are read, never fill it (a school behind one address keeps far
 * fewer answers going at once; its idle kept-alive connections make way for its new ones).
 */
export interface AddressCaps {
  pending: number;
  open: number;
  /**
   * Once an address holds `pacedFrom` connections, new ones it may open at once (`burst`, counted from its
   * first), and then `perSecond`: each one admitted costs the server reading and sending its answer, so a
   * flood of them from one address would hold everyone else's connections in the kernel's queue until the
   * server had caught up. Beyond it a new one is refused at once. An address holding fewer is never paced: a
   * proxy that opens a connection per request holds a few at a time, however many it opens.
   */
  pacedFrom: number;
  burst: number;
  perSecond: number;
}

export function createConnectionBook<S, W = unknown>(caps: AddressCaps, now: () => number = Date.now) {
  const open = new Set<Connection<S, W>>();
  const pending = new Set<Connection<S, W>>();
  const idle = new Set<Connection<S, W>>();
  const tallies = { pending: createTally<Connection<S, W>>(), idle: createTally<Connection<S, W>>(), open: createTally<Connection<S, W>>() };
  const keyOf = (connection: Connection<S, W>) => connection.key ?? PROXY;
  /** Each address's opens left (a token bucket), kept while it has a connection open. */
  const opens = new Map<string, { left: number; at: number }>();
  const opensLeft = (key: string) => {
    const bucket = opens.get(key);
    if (!bucket) return caps.burst;
    const at = now();
    bucket.left = Math.min(caps.burst, bucket.left + ((at - bucket.at) / 1000) * caps.perSecond);
    bucket.at = at;
    return bucket.left;
  };
  /** One open spent, never below none: opens an address made while it held too few to be paced are not owed later. */
  const spendOpen = (key: string) => opens.set(key, { left: Math.max(0, opensLeft(key) - 1), at: now() });

  const leave = (connection: Connection<S, W>) => {
    pending.delete(connection);
    idle.delete(connection);
    tallies.pending.delete(keyOf(connection), connection);
    tallies.idle.delete(keyOf(connection), connection);
  };

  const enter = (connection: Connection<S, W>, state: ConnectionState) => {
    leave(connection);
    connection.state = state;
    if (state === 'busy') return;
    (state === 'idle' ? idle : pending).add(connection);
    tallies[state].add(keyOf(connection), connection);
  };

  /**
   * At the total, the connection to close for a newcomer from `key`: a fair share. The address holding the
   * most connections that have sent no complete request gives its oldest such one, then the one holding the
   * most idle ones, then the one holding the most in all (its oldest answer is cut), each only when it holds
   * at least two more of them than the newcomer's address (two addresses never take turns closing each
   * other's, and a flood never closes a client's one connection); then any connection that has sent no
   * complete request within PENDING_GRACE_MS; last, the newcomer's own address's oldest such connection.
   */
  const fairShareVictim = (key: string): Connection<S, W> | undefined => {
    for (const tally of [tallies.pending, tallies.idle, tallies.open]) {
      const victim = tally.oldestOfGreatest(tally.sizeOf(key) + 2);
      if (victim) return victim;
    }
    const oldest = first(pending);
    if (oldest && now() - oldest.openedAt >= PENDING_GRACE_MS) return oldest;
    return tallies.pending.oldestOf(key);
  };

  const book = {
    /**
     * Before a new connection from `key` (null: a trusted proxy) is opened: which open connections to
     * close so it fits, and whether it may open at all. An address holding many, past its opens per second,
     * is refused at once; at its cap of pending connections, its oldest pending one goes once it has settled
     * (PENDING_SETTLE_MS; until then the newcomer is admitted past the cap, see `pastPendingCap`); at its cap of open
     * ones, its oldest idle one, else its oldest pending one, else (all its connections being answered) it is
     * refused; at the total, a fair share decides (fairShareVictim). The connections named are forgotten at
     * once; close their sockets.
     */
    makeRoom(key: string | null, total: number): { admitted: boolean; close: S[] } {
      const close: S[] = [];
      const drop = (connection: Connection<S, W>) => {
        book.close(connection);
        close.push(connection.socket);
      };
      if (key !== null && tallies.open.sizeOf(key) >= caps.pacedFrom && opensLeft(key) < 1) return { admitted: false, close };
      if (key !== null && tallies.pending.sizeOf(key) >= caps.pending) {
        const oldest = tallies.pending.oldestOf(key)!;
        if (now() - oldest.openedAt >= PENDING_SETTLE_MS) drop(oldest);
      }
      if (key !== null && tallies.open.sizeOf(key) >= caps.open) {
        const own = tallies.idle.oldestOf(key) ?? tallies.pending.oldestOf(key);
        if (!own) return { admitted: false, close };
        drop(own);
      }
      if (open.size >= total) {
        const victim = fairShareVictim(key ?? PROXY);
        if (!victim) return { admitted: false, close };
        drop(victim);
      }
      return { admitted: true, close };
    },
    open(socket: S, key: string | null): Connection<S, W> {
      const connection: Connection<S, W> = { socket, key, state: 'pending', answering: false, waiting: [], openedAt: now() };
      if (key !== null) spendOpen(key);
      open.add(connection);
      tallies.open.add(keyOf(connection), connection);
      enter(connection, 'pending');
      return connection;
    },
    /**
     * The address's oldest connections without a complete request past its cap of them, forgotten at once (close
     * their sockets): asked PENDING_SETTLE_MS after a connection was admitted at the cap.
     */
    pastPendingCap(key: string): S[] {
      const close: S[] = [];
      while (tallies.pending.sizeOf(key) > caps.pending) {
        const oldest = tallies.pending.oldestOf(key)!;
        book.close(oldest);
        close.push(oldest.socket);
      }
      return close;
    },
    /** A request head arrived: an idle connection is pending again until the request is complete. */
    started(connection: Connection<S, W>) {
      if (open.has(connection) && connection.state === 'idle') enter(connection, 'pending');
    },
    /** The request is complete (head and body) and being answered. */
    completed(connection: Connection<S, W>) {
      if (open.has(connection)) enter(connection, 'busy');
    },
    /** Its answer is sent and no request waits. */
    idle(connection: Connection<S, W>) {
      if (open.has(connection)) enter(connection, 'idle');
    },
    close(connection: Connection<S, W>) {
      if (!open.delete(connection)) return;
      leave(connection);
      tallies.open.delete(keyOf(connection), connection);
      if (connection.key !== null && tallies.open.sizeOf(connection.key) === 0) opens.delete(connection.key);
    },
    get size() {
      return open.size;
    },
    count: (state: ConnectionState) => (state === 'pending' ? pending.size : state === 'idle' ? idle.size : open.size - pending.size - idle.size),
    pendingFor: (key: string) => tallies.pending.sizeOf(key),
    /** Open connections of an address, whatever they are doing. */
    openFor: (key: string) => tallies.open.sizeOf(key),
    /** Addresses (a trusted proxy's connections as one) with a connection open: what the book holds per address. */
    get keys() {
      return tallies.open.keys;
    },
  };
  return book;
}
