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
  lineDeadline?: NodeJS.Timeout;
  headDeadline?: NodeJS.Timeout;
}

export function createConnectionBook<S, W = unknown>(perAddress: number) {
  const open = new Set<Connection<S, W>>();
  const pending = new Set<Connection<S, W>>();
  const idle = new Set<Connection<S, W>>();
  const pendingByKey = new Map<string, Set<Connection<S, W>>>();

  const leave = (connection: Connection<S, W>) => {
    pending.delete(connection);
    idle.delete(connection);
    if (connection.key === null) return;
    const ofKey = pendingByKey.get(connection.key);
    ofKey?.delete(connection);
    if (ofKey?.size === 0) pendingByKey.delete(connection.key);
  };

  const enter = (connection: Connection<S, W>, state: ConnectionState) => {
    leave(connection);
    connection.state = state;
    if (state === 'idle') idle.add(connection);
    if (state !== 'pending') return;
    pending.add(connection);
    if (connection.key === null) return;
    let ofKey = pendingByKey.get(connection.key);
    if (!ofKey) pendingByKey.set(connection.key, (ofKey = new Set()));
    ofKey.add(connection);
  };

  const first = <T>(set: Set<T> | undefined): T | undefined => set?.values().next().value;

  const book = {
    /**
     * Before a new connection from `key` (null: a trusted proxy) is opened: which open connections to
     * close so it fits, and whether it may open at all. At its address's cap, the address's oldest pending
     * connection goes; at the total, the oldest pending connection of all, else the oldest idle one.
     * The connections named are forgotten at once; close their sockets.
     */
    makeRoom(key: string | null, total: number): { admitted: boolean; close: S[] } {
      const close: S[] = [];
      const drop = (connection: Connection<S, W>) => {
        book.close(connection);
        close.push(connection.socket);
      };
      const ownOldest = key === null ? undefined : first(pendingByKey.get(key));
      if (ownOldest && pendingByKey.get(key!)!.size >= perAddress) drop(ownOldest);
      if (open.size >= total) {
        const oldest = first(pending) ?? first(idle);
        if (!oldest) return { admitted: false, close };
        drop(oldest);
      }
      return { admitted: true, close };
    },
    open(socket: S, key: string | null): Connection<S, W> {
      const connection: Connection<S, W> = { socket, key, state: 'pending', answering: false, waiting: [] };
      open.add(connection);
      enter(connection, 'pending');
      return connection;
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
    },
    get size() {
      return open.size;
    },
    count: (state: ConnectionState) => (state === 'pending' ? pending.size : state === 'idle' ? idle.size : open.size - pending.size - idle.size),
    pendingFor: (key: string) => pendingByKey.get(key)?.size ?? 0,
    /** Addresses with a pending connection: what the book holds per address. */
    get keys() {
      return pendingByKey.size;
    },
  };
  return book;
}
