import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { budgetAddress } from './budget-address';
import { createConnectionBook, PENDING_SETTLE_MS, type Connection } from './connection-book';
import { ADDRESS_OPENS } from './connection-caps';

/** The shortest request line there is, `GET / HTTP/1.1\r\n`: a connection that sent less has sent none. */
const SHORTEST_REQUEST_LINE_BYTES = 16;
/**
 * Requests a connection may send ahead of its answers. The app works on one request of a connection at a
 * time (answers go out in order anyway); the next wait here, holding no file and no compressor, and one
 * more closes the connection. Browsers never pipeline, so no page load comes near it.
 */
export const MAX_WAITING_REQUESTS = 8;

export interface ConnectionLimits {
  total: number;
  /** Connections per client address that have not yet sent a complete request (new, stalled, mid-request). */
  perAddress: number;
  /** Connections per client address in all, whatever they are doing (being answered too). */
  openPerAddress: number;
  /** A new connection that has not sent a request line by then is closed. */
  requestLineTimeoutMs: number;
  /** A connection whose next request head has not arrived by then is closed. */
  headersTimeoutMs: number;
  /** A connection whose answer makes no progress for this long (its client reads nothing) is closed. */
  stalledAnswerTimeoutMs: number;
  /** Peers exempt from the per-address cap: the proxies TRUST_PROXY lists by address. */
  isTrustedProxy(address: string): boolean;
}

/** Connections Node may accept in one turn of its event loop, beyond the total, while those closed for room close. */
const ACCEPTED_TOGETHER = 256;

/**
 * Stops Node parsing what a connection already sent. Node parses all it has read of a connection (up to 64 KB,
 * some 1,700 small pipelined requests), making a request and an answer of each, even once the connection is
 * destroyed; its parser stops at the next request head when told the request is an upgrade (2), as it does
 * for a WebSocket. Reaches Node's parser (its `onIncoming`, a property Node 20 to 24 give each connection's
 * parser and reset when the parser is reused); where there is none, the rest is parsed as before.
 */
function stopParsing(socket: Socket) {
  const parser = (socket as Socket & { parser?: { onIncoming?: unknown } | null }).parser;
  if (parser && typeof parser.onIncoming === 'function') parser.onIncoming = () => 2;
}

/** Closes a connection at once, reading nothing more of it. */
function closeNow(socket: Socket) {
  stopParsing(socket);
  socket.destroy();
}

type Handler = (request: IncomingMessage, reply: ServerResponse) => void;
type Pair = [IncomingMessage, ServerResponse];

/** Whether a request's body is still to come when its head arrives. */
const hasBody = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined || (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

/**
 * Caps open connections in all and per client address, checked as each connection is accepted, before
 * the HTTP parser sees it. An address is capped twice: tightly on its connections that have not sent a
 * complete request (new, stalled, or in the middle of one), and loosely, at a share of the server, on all
 * its connections: one being answered or idle between requests has shown it is a real client, so a school
 * of devices behind one address is served, but however slowly one address reads its answers it holds no
 * more than its share. At the pending cap the address's own oldest such connection is closed for the new
 * one; at its share, its oldest idle one, else it is refused while all of its are being answered; at the
 * total, the address holding the most gives way to one holding fewer (the connection book's fair share).
 *
 * Requests are handed to the app one per connection at a time (see MAX_WAITING_REQUESTS), and a
 * connection whose client stops reading its answer is closed after `stalledAnswerTimeoutMs`; since the
 * app only ever holds the answer that owns the socket, a client that hangs up releases its file and
 * stream (Node 20 and 22 never close the queued answers of pipelined requests).
 *
 * A new connection gets a short deadline for its first request line, and every request head one of
 * `headersTimeoutMs` from the connection or the previous answer: Node's own headers timeout misses a
 * client whose first bytes arrive with the connection (Node 20), and such a client then holds its socket.
 */
export function limitConnections(server: Server, limits: ConnectionLimits) {
  // Node drops past maxConnections before 'connection' is emitted; the book makes room first, so this only
  // bites if it could not. The sockets it closes for room count in Node's total until they have closed (later
  // in the same turn of the event loop), so the connections accepted together with a new client's have room too.
  server.maxConnections = limits.total + ACCEPTED_TOGETHER;
  const book = createConnectionBook<Socket, Pair>({ pending: limits.perAddress, open: limits.openPerAddress, ...ADDRESS_OPENS });
  const connections = new WeakMap<Socket, Connection<Socket, Pair>>();
  let refused = 0;
  let closedForRoom = 0;
  server.on('drop', () => void refused++);

  const awaitHead = (connection: Connection<Socket, Pair>) => {
    clearTimeout(connection.headDeadline);
    connection.headDeadline = setTimeout(() => connection.socket.destroy(), limits.headersTimeoutMs);
    connection.headDeadline.unref();
  };

  const closeForRoom = (victims: readonly Socket[]) => {
    for (const victim of victims) {
      closedForRoom++;
      victim.destroy();
    }
  };

  const admit = (socket: Socket): boolean => {
    const address = socket.remoteAddress;
    if (address === undefined) return false;
    // Counted per client as the rate budgets are: an IPv4 address, or an IPv6 /64.
    const key = limits.isTrustedProxy(address) ? null : budgetAddress(address);
    const { admitted, close } = book.makeRoom(key, limits.total);
    closeForRoom(close);
    if (!admitted) return false;
    const connection = book.open(socket, key);
    connections.set(socket, connection);
    if (key !== null && book.pendingFor(key) > limits.perAddress) {
      setTimeout(() => closeForRoom(book.pastPendingCap(key)), PENDING_SETTLE_MS).unref();
    }
    connection.lineDeadline = setTimeout(() => {
      if (socket.bytesRead < SHORTEST_REQUEST_LINE_BYTES) socket.destroy();
    }, limits.requestLineTimeoutMs);
    connection.lineDeadline.unref();
    awaitHead(connection);
    socket.setTimeout(0);
    socket.on('timeout', () => {
      if (connection.answering) socket.destroy();
    });
    socket.once('close', () => {
      clearTimeout(connection.lineDeadline);
      clearTimeout(connection.headDeadline);
      book.close(connection);
    });
    return true;
  };

  // Ahead of the app's own 'request' listeners, so requests reach it one per connection at a time.
  const appHandlers = server.listeners('request') as Handler[];
  server.removeAllListeners('request');

  const handOver = (connection: Connection<Socket, Pair>, request: IncomingMessage, reply: ServerResponse) => {
    connection.answering = true;
    if (hasBody(request)) request.once('end', () => book.completed(connection));
    else book.completed(connection);
    connection.socket.setTimeout(limits.stalledAnswerTimeoutMs);
    reply.once('finish', () => {
      connection.answering = false;
      if (connection.socket.destroyed) return;
      const next = connection.waiting.shift();
      if (next) return handOver(connection, ...next);
      // Node has just set the idle connection's keep-alive timeout, the one the answer announced; it
      // replaces the stalled-answer timeout, so a client that keeps to the announcement closes first.
      book.idle(connection);
      // The next request on a kept-alive connection has its own deadline, from this answer on.
      awaitHead(connection);
    });
    for (const handle of appHandlers) handle.call(server, request, reply);
  };

  server.on('request', (request: IncomingMessage, reply: ServerResponse) => {
    const connection = connections.get(request.socket);
    if (!connection) {
      for (const handle of appHandlers) handle.call(server, request, reply);
      return;
    }
    if (connection.socket.destroyed) return closeNow(connection.socket);
    clearTimeout(connection.headDeadline);
    book.started(connection);
    if (!connection.answering) return handOver(connection, request, reply);
    if (connection.waiting.length >= MAX_WAITING_REQUESTS) return closeNow(connection.socket);
    connection.waiting.push([request, reply]);
  });

  const acceptHandlers = server.listeners('connection') as Array<(socket: Socket) => void>;
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    if (!admit(socket)) {
      refused++;
      socket.destroy();
      return;
    }
    for (const handle of acceptHandlers) handle.call(server, socket);
  });

  return {
    /** Connections refused at accept time so far: every open one was being answered. */
    get refused() {
      return refused;
    },
    /** Connections closed to make room for a new one. */
    get closedForRoom() {
      return closedForRoom;
    },
  };
}
