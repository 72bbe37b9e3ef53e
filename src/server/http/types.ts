import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ChurnMaintenance } from '../db/churn-maintenance';
import type { Db } from '../db/database';
import type { Env } from '../env';
import type { LimitConfig } from './client-limits';

/** The Fastify instance every route plugin receives, typed by our zod schemas. */
export type AppInstance = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** What route plugins need from the app: the database, the configuration and the database's upkeep. */
export interface RouteDeps {
  db: Db;
  env: Env;
  churn: ChurnMaintenance;
}

/** Route config: the route spends the client's shared write or read budget (see client-limits.ts). */
export function writeLimit(): LimitConfig {
  return { limit: 'write' };
}
export function readLimit(): LimitConfig {
  return { limit: 'read' };
}
