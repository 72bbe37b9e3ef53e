import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import type { Env } from '../env';

/** The Fastify instance every route plugin receives, typed by our zod schemas. */
export type AppInstance = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** What route plugins need from the app: the database and the configuration. */
export interface RouteDeps {
  db: Db;
  env: Env;
}

/** Per-route rate limit settings for @fastify/rate-limit. */
export function writeLimit(env: Env) {
  return { rateLimit: { max: env.RATE_LIMIT_WRITES_PER_MINUTE, timeWindow: '1 minute' } };
}
export function readLimit(env: Env) {
  return { rateLimit: { max: env.RATE_LIMIT_READS_PER_MINUTE, timeWindow: '1 minute' } };
}
