import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clip } from '../services/speech/clip-cache';
import { parseByteRange } from './byte-range';

const CACHE = 'public, max-age=86400';

/**
 * Answers a spoken clip as MP3 with its ETag, and byte ranges on a GET: a media element asks for a range
 * (`Range: bytes=0-1` first, on WebKit) and iOS may refuse audio from a server that answers one with the
 * whole body, while seeking to a word needs the bytes from there on. HTTP defines ranges for GET only, so
 * the quiz's POSTed clips (fetched whole by Web Audio) are sent whole, as RFC 9110 §14.2 requires.
 */
export function sendAudio(request: FastifyRequest, reply: FastifyReply, clip: Clip) {
  reply.header('etag', clip.etag).header('cache-control', CACHE);
  if (request.headers['if-none-match'] === clip.etag) return reply.code(304).send();
  reply.type('audio/mpeg');
  if (request.method !== 'GET' && request.method !== 'HEAD') return reply.send(clip.mp3);
  reply.header('accept-ranges', 'bytes');
  const size = clip.mp3.length;
  // A range for another version of the clip (If-Range) gets the whole current one.
  const ifRange = request.headers['if-range'];
  const range = ifRange === undefined || ifRange === clip.etag ? parseByteRange(request.headers.range, size) : null;
  if (range === 'unsatisfiable') {
    reply.code(416).header('content-range', `bytes */${size}`).header('cache-control', 'no-store').type('application/json');
    return reply.send({ error: `The clip has ${size} bytes; the range asked for starts past its end`, details: { range: request.headers.range } });
  }
  if (range === null) return reply.send(clip.mp3);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .send(clip.mp3.subarray(range.start, range.end + 1));
}
