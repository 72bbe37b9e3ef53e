import type { FastifyInstance } from 'fastify';

/**
 * A request body with a Content-Encoding (gzip, br, deflate…) is refused before a byte of it is
 * read: a few KB of brotli can inflate to gigabytes, and our own client never compresses.
 */
export function refuseEncodedBodies(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const encoding = request.headers['content-encoding'];
    if (encoding === undefined || encoding.trim().toLowerCase() === 'identity') return;
    reply.header('accept-encoding', 'identity');
    // Close the connection so the unread body is not parsed as the next request.
    reply.header('connection', 'close');
    return reply.code(415).send({ error: 'Compressed request bodies are not accepted: send plain JSON without a Content-Encoding.' });
  });
}
