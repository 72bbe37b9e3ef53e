import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

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

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);

/** True for errors that mean the database cannot be reached right now, so a retry may succeed. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: string; message?: string };
    if (code && UNAVAILABLE_CODES.has(code)) return true;
    if (message && /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is closed/i.test(message)) return true;
  }
  return false;
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
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return reply.code(503).header('retry-after', '5').send({ error: 'The database is unavailable right now. Nothing was saved; please try again in a moment.' });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ error: error.message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ error: 'Something went wrong on our side.' });
}
