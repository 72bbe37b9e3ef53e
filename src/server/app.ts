import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifySchemaCompiler } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { ChurnMaintenance } from './db/churn-maintenance';
import type { Database } from './db/database';
import type { Env, TrustProxy } from './env';
import { handleError, sendNoSuchEndpoint } from './http/api-error';
import { answerClientError } from './http/client-errors';
import { registerClientLimits } from './http/client-limits';
import { addressShare, connectionTotal, descriptorLimit, trustsPeer } from './http/connection-caps';
import { limitConnections } from './http/limit-connections';
import { logSerializers } from './http/log-safety';
import { OneLinePerRequest } from './http/request-log';
import { refuseEncodedBodies } from './http/refuse-encoded-bodies';
import { contentSecurityPolicy } from './http/content-security-policy';
import { staticSite } from './http/static-site';
import type { AppInstance } from './http/types';
import { apiRoutes } from './routes';
import { createServices } from './services/create-services';

// Let the server answer its first requests before the voice starts rendering every phrase.
const PRERENDER_DELAY_MS = 1000;

const BODY_LIMIT_BYTES = 64 * 1024;
// Below this many open files a busy instance runs out of descriptors before its connection caps help.
const LOW_DESCRIPTOR_LIMIT = 4096;

/** Fastify's types omit the hop count it accepts, so hops become the proxy-addr rule: trust the first n. */
function trustProxyOption(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export interface AppOptions {
  env: Env;
  database: Database;
  /** The built client (build/client); null serves the API only, as unit tests do. */
  clientDir: string | null;
  /** Where log lines go; standard output when omitted. */
  logStream?: { write(line: string): void };
}

export async function createApp({ env, database, clientDir, logStream }: AppOptions): Promise<AppInstance> {
  const app = Fastify({
    logger: { level: env.LOG_LEVEL, serializers: logSerializers, ...(logStream ? { stream: logStream } : {}) },
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    routerOptions: { maxParamLength: 500 },
    // A client that stalls its headers or body is cut off instead of holding a socket forever;
    // Node checks these deadlines every connectionsCheckingInterval.
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    http: { headersTimeout: Math.min(env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS), connectionsCheckingInterval: 1000 },
    keepAliveTimeout: 5000,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  // Node keeps an idle connection a second past the keep-alive timeout its answers announce; a client that
  // trusts the announcement then races the server's close. Closed when announced.
  app.server.keepAliveTimeoutBuffer = 0;

  const descriptors = descriptorLimit();
  const total = connectionTotal(descriptors, env.MAX_CONNECTIONS);
  const connectionLimits = {
    total,
    perAddress: env.CONNECTIONS_PER_ADDRESS,
    openPerAddress: addressShare(total, env.OPEN_CONNECTIONS_PER_ADDRESS),
    requestLineTimeoutMs: Math.min(env.REQUEST_LINE_TIMEOUT_MS, env.HEADERS_TIMEOUT_MS),
    headersTimeoutMs: Math.min(env.HEADERS_TIMEOUT_MS, env.REQUEST_TIMEOUT_MS),
    stalledAnswerTimeoutMs: env.REQUEST_TIMEOUT_MS,
  };
  limitConnections(app.server, { ...connectionLimits, isTrustedProxy: trustsPeer(env.TRUST_PROXY) });
  app.addHook('onListen', async () => {
    app.log.info({ descriptorLimit: descriptors, ...connectionLimits }, 'connection caps');
    if (descriptors !== null && descriptors < LOW_DESCRIPTOR_LIMIT) {
      app.log.warn(`only ${descriptors} open files allowed, so at most ${connectionLimits.total} connections: raise the limit (ulimit -n 20000) for more`);
    }
  });

  // The shared schemas are zod/mini, which has no words of its own: a 400 says what is wrong in zod's
  // English (classic zod sets the same when its first schema is made; said here, it never hangs on that).
  z.config(z.locales.en());
  // zod/mini's objects have no fast path of their own (classic's compile one on first use), so each route's
  // schema is compiled once here: the same answers, valid input parsed several times faster.
  const compiledValidator: FastifySchemaCompiler<$ZodType> = ({ schema, ...route }) => validatorCompiler({ ...route, schema: z.compile(schema) });
  app.setValidatorCompiler(compiledValidator);
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
  refuseEncodedBodies(app);
  // Compress answers only: our client never compresses a request, and inflating one is a bomb's way in.
  // Only the API's JSON is compressed as it is sent; pages and files went out compressed at build time.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    customTypes: /^application\/json\b/,
  });
  registerClientLimits(app, env);

  // The one place the app is wired: services built here, handed to every route.
  const churn = new ChurnMaintenance(database, 100, (error) => app.log.warn({ err: error }, 'vacuum failed'));
  const services = createServices({ db: database.db, env, log: app.log, churn });
  const stopWatchingScores = await services.scores.watchChanges(database);
  let prerenderTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (!env.SPEECH_PRERENDER) return;
    prerenderTimer = setTimeout(() => {
      // The quiz's phrases first (a quiz speaks every question), then every book's parts.
      services.speech
        .prerender()
        .then(() => services.storySpeech.prerender())
        .catch((error: unknown) => app.log.warn({ err: error }, 'speech pre-render stopped'));
    }, PRERENDER_DELAY_MS);
    prerenderTimer.unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(prerenderTimer);
    await Promise.all([services.speech.close(), services.storySpeech.close(), churn.settled(), stopWatchingScores()]);
  });
  for (const routes of apiRoutes) await app.register((instance) => routes(instance as AppInstance, services));

  if (clientDir) await staticSite(app, clientDir);
  else app.setNotFoundHandler(sendNoSuchEndpoint);

  return app;
}
