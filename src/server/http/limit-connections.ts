import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { budgetAddress } from './budget-address';
import { createConnectionCounter } from './connection-caps';

/** The shortest request line there is, `GET / HTTP/1.1\r\n`: a connection that sent less has sent none. */
const SHORTEST_REQUEST_LINE_BYTES = 16;

export interface ConnectionLimits {
  total: number;
  perAddress: number;
  /** A new connection that has not sent a request line by then is closed. */
  requestLineTimeoutMs: number;
  /** A connection whose next request head has not arrived by then is closed. */
  headersTimeoutMs: number;
  isTrustedProxy(address: string): boolean;
}

interface Watch {
  /** Closes the connection unless its request head arrives in time. */
  headDeadline?: NodeJS.Timeout;
  lineDeadline?: NodeJS.Timeout;
}

/**
 * Caps open connections in all (Node refuses past `maxConnections` before any work) and per client
 * address, checked as each connection is accepted: a refused one is closed at once, before the HTTP parser
 * sees it, so no address can hold the descriptors every other client needs. A new connection gets a short
 * deadline for its first request line, and every request head one of `headersTimeoutMs` from the
 * connection or the previous answer: Node's own headers timeout misses a client whose first bytes arrive
 * with the connection (Node 20), and such a client then holds its socket for good.
 */
export function limitConnections(server: Server, limits: ConnectionLimits) {
  server.maxConnections = limits.total;
  const counter = createConnectionCounter(limits.perAddress);
  const watches = new WeakMap<Socket, Watch>();
  let refused = 0;
  server.on('drop', () => void refused++);

  const awaitHead = (socket: Socket, watch: Watch) => {
    clearTimeout(watch.headDeadline);
    watch.headDeadline = setTimeout(() => socket.destroy(), limits.headersTimeoutMs);
    watch.headDeadline.unref();
  };

  const admit = (socket: Socket): boolean => {
    const address = socket.remoteAddress;
    if (address === undefined) return false;
    if (!limits.isTrustedProxy(address)) {
      // Counted per client as the rate budgets are: an IPv4 address, or an IPv6 /64.
      const key = budgetAddress(address);
      if (!counter.admit(key)) return false;
      socket.once('close', () => counter.release(key));
    }
    const watch: Watch = {};
    watches.set(socket, watch);
    watch.lineDeadline = setTimeout(() => {
      if (socket.bytesRead < SHORTEST_REQUEST_LINE_BYTES) socket.destroy();
    }, limits.requestLineTimeoutMs);
    watch.lineDeadline.unref();
    awaitHead(socket, watch);
    socket.once('close', () => {
      clearTimeout(watch.lineDeadline);
      clearTimeout(watch.headDeadline);
    });
    return true;
  };

  server.on('request', (request: IncomingMessage, reply: ServerResponse) => {
    const socket = request.socket;
    const watch = watches.get(socket);
    if (!watch) return;
    clearTimeout(watch.headDeadline);
    // The next request on a kept-alive connection has its own deadline, from this answer on.
    reply.once('finish', () => {
      if (!socket.destroyed) awaitHead(socket, watch);
    });
  });

  // Ahead of the HTTP server's own listeners, which would otherwise set up a parser for a refused socket.
  const handlers = server.listeners('connection') as Array<(socket: Socket) => void>;
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    if (!admit(socket)) {
      refused++;
      socket.destroy();
      return;
    }
    for (const handle of handlers) handle.call(server, socket);
  });

  return {
    /** Connections closed at accept time so far, per address cap or total. */
    get refused() {
      return refused;
    },
  };
}
