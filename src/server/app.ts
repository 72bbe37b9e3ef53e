import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/database';
import type { Env } from './env';
import { handleError, sendNoSuchEndpoint } from './http/api-error';
import { contentSecurityPolicy } from './http/content-security-policy';
import { staticSite } from './http/static-site';
import type { AppInstance } from './http/types';
import { apiRoutes } from './routes';

export const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppOptions {
  env: Env;
  database: Database;
  /** The built client (build/client); null serves the API only, as unit tests do. */
  clientDir: string | null;
}

export async function createApp({ env, database, clientDir }: AppOptions): Promise<AppInstance> {
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    routerOptions: { maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', contentSecurityPolicy());
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(rateLimit, { global: false });

  const deps = { db: database.db, env };
  for (const routes of apiRoutes) await app.register((instance) => routes(instance as AppInstance, deps));

  if (clientDir) await staticSite(app, clientDir);
  else app.setNotFoundHandler(sendNoSuchEndpoint);

  return app;
}
