import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SpeechUnavailableError } from '../services/speech/speech-provider';
import { loggedMessage, RepeatedErrorFilter } from './log-safety';

/** Every API error body: a sentence for people and, where useful, the details for programs. */
export interface ApiErrorBody {
  error: string;
  details?: unknown;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

// Connection failures, admin shutdowns (57P0x), connection exceptions (08xxx) and a statement
// cancelled by its timeout (57014): a frozen server looks like this.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '08000',
  '08001',
  '08003',
  '08006',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is closed|Query read timeout|PGlite is closed/i;
// 53100 is PostgreSQL's disk_full; PGlite reports the file system's own words.
const DISK_FULL_CODES = new Set(['53100', 'ENOSPC']);
const DISK_FULL_MESSAGES = /No space left on device|could not extend file|could not write to file/i;

function causes(error: unknown): Array<{ code?: string; message?: string }> {
  const chain: Array<{ code?: string; message?: string }> = [];
  for (let e: unknown = error; e && chain.length < 10; e = (e as { cause?: unknown }).cause) chain.push(e as { code?: string; message?: string });
  return chain;
}

/** True for errors that mean the database cannot be reached right now, so a retry may succeed. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some(({ code, message }) => (code && UNAVAILABLE_CODES.has(code)) || (message && UNAVAILABLE_MESSAGES.test(message)));
}

/** True when the database could not write because its disk is full. */
export function isDiskFull(error: unknown): boolean {
  return causes(error).some(({ code, message }) => (code && DISK_FULL_CODES.has(code)) || (message && DISK_FULL_MESSAGES.test(message)));
}

/**
 * The client hung up before we answered: nothing to answer and nothing wrong on our side. Only the
 * connection tells: the request stream itself is destroyed as soon as its body has been read.
 */
function clientWentAway(request: FastifyRequest, reply: FastifyReply): boolean {
  return request.raw.socket?.destroyed === true || reply.raw.destroyed;
}

const repeated = new RepeatedErrorFilter();

function logError(request: FastifyRequest, error: Error & { code?: string }, what: string) {
  const verdict = repeated.check(`${what} ${error.code ?? ''} ${loggedMessage(error.message ?? '')}`);
  if (verdict === 'skip') return;
  if (verdict === 'log') request.log.error({ err: error }, what);
  else request.log.error({ err: error, repeats: verdict }, `${what} (and ${verdict} more like it in the last 10 s)`);
}

/** A JSON 404 for an API path (or a non-GET request) that matches no route. */
export function sendNoSuchEndpoint(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({ error: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((v) => ({ path: v.instancePath || '/', message: v.message }));
    const where = error.validationContext ?? 'request';
    return reply.code(400).send({ error: `Invalid ${where}: ${details[0]?.path} ${details[0]?.message}`, details });
  }
  if (error instanceof ApiError) {
    return reply.code(error.statusCode).send({ error: error.message, details: error.details });
  }
  if (error instanceof SpeechUnavailableError) {
    return reply.code(503).header('retry-after', String(error.retryAfterSeconds)).send({ error: error.message });
  }
  if (clientWentAway(request, reply)) {
    request.log.debug({ code: error.code }, 'client closed the connection before the answer');
    return reply.code(499).send({ error: 'The client closed the connection.' });
  }
  if (isDiskFull(error)) {
    logError(request, error, 'database disk full');
    return reply.code(507).send({ error: 'The server has run out of storage space. Nothing was saved; reading still works.' });
  }
  if (isDatabaseUnavailable(error)) {
    logError(request, error, 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', '5')
      .send({ error: 'The database is unavailable right now. Nothing was saved; please try again in a moment.' });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ error: error.message });
  }
  logError(request, error, 'unhandled error');
  return reply.code(500).send({ error: 'Something went wrong on our side.' });
}
