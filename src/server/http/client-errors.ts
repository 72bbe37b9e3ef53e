import http from 'node:http';
import type { Socket } from 'node:net';

/** Whether the request that failed to parse began as a HEAD, whose answer never has a body. */
const firstBytes = (error: Error, length: number) => {
  const packet = (error as { rawPacket?: unknown }).rawPacket;
  return Buffer.isBuffer(packet) ? packet.subarray(0, length).toString('latin1') : '';
};

/**
 * Answers a request Node could not parse, as Fastify's own handler does, except that a header too large
 * (431) carries no body when the request may have been a HEAD: past the size limit the request line may lie
 * in an earlier chunk than the one that failed, so only a request seen to start with another method gets one.
 */
export function answerClientError(error: Error, socket: Socket): void {
  const code = (error as { code?: string }).code;
  if (code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Client Timeout']
      : code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Exceeded maximum allowed HTTP header size']
        : [400, 'Client Error'];
  const startsWithMethod = /^[A-Z]+ /.test(firstBytes(error, 8));
  const body =
    firstBytes(error, 5) === 'HEAD ' || (status === 431 && !startsWithMethod)
      ? ''
      : JSON.stringify({ error: http.STATUS_CODES[status], message, statusCode: status });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
