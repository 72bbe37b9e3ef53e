import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../services/create-services';
import type { LimitConfig } from './client-limits';

/** The Fastify instance every route plugin receives, typed by our zod schemas. */
export type AppInstance = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** What route plugins get from createApp(): the services and stores, never the database itself. */
export type RouteDeps = Services;

/** Route config: the route spends the client's shared write or read budget (see client-limits.ts). */
export function writeLimit(): LimitConfig {
  return { limit: 'write' };
}
export function readLimit(): LimitConfig {
  return { limit: 'read' };
}
