import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Where `npm run build` put the client; the server serves BUILD_DIR/client. */
  BUILD_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).default('./build')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Writes allowed per client address per minute (scores, boards, recommendations). */
  RATE_LIMIT_WRITES_PER_MINUTE: positiveInt(60),
  /** Reads allowed per client address per minute, including speech clips. */
  RATE_LIMIT_READS_PER_MINUTE: positiveInt(600),
  /** Pages and static files allowed per client address per minute: about 30 devices' first visits. */
  RATE_LIMIT_FILES_PER_MINUTE: positiveInt(20000),
  /**
   * Which X-Forwarded-For entries to believe: 'false' (none), a hop count ('1' = one proxy in front; 'true'
   * means the same), or a comma-separated list of the proxies' addresses or CIDRs. Never "trust everything":
   * a client can write any address at the left of the header.
   */
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().default('false')).transform((value, ctx) => parseTrustProxy(value, ctx)),
  /** A client must send its request headers within this time, and the whole request within the next. */
  HEADERS_TIMEOUT_MS: positiveInt(10_000),
  REQUEST_TIMEOUT_MS: positiveInt(20_000),
  /**
   * Open connections allowed per client address (an IPv6 /64 counts as one), and in all; the total is
   * also kept below the process's descriptor limit. A new connection must send its request line within
   * REQUEST_LINE_TIMEOUT_MS. Connections from a trusted proxy count only towards the total.
   */
  CONNECTIONS_PER_ADDRESS: positiveInt(128),
  /** Open connections per client address in all, being answered included; by default a quarter of the total, at least 512. */
  OPEN_CONNECTIONS_PER_ADDRESS: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().optional()),
  MAX_CONNECTIONS: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().optional()),
  REQUEST_LINE_TIMEOUT_MS: positiveInt(3000),
  /** After SIGTERM, requests in flight get this long before their connections are closed. */
  SHUTDOWN_GRACE_MS: positiveInt(10_000),
  /** Render every spoken phrase in the background after start-up (tests turn it off to save CPU). */
  SPEECH_PRERENDER: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('true')).transform((v) => v === 'true'),
  /** Optional cloud voice speaking the OpenAI-compatible /v1/audio/speech protocol. */
  TTS_BASE_URL: optionalUrl,
  TTS_API_KEY: z.string().optional(),
  TTS_MODEL: z.string().default('gpt-4o-mini-tts'),
  TTS_VOICE: z.string().default('alloy'),
  /** Optional LLM speaking the OpenAI-compatible chat-completions protocol. */
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
});

export type Env = z.infer<typeof EnvSchema>;

/** false, a number of hops, or the trusted proxies' addresses (Fastify's trustProxy forms, minus `true`). */
export type TrustProxy = false | number | string[];

const addressOrCidr = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]+)(\/\d{1,3})?$/i;

function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === '0') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (list.length > 0 && list.every((item) => addressOrCidr.test(item))) return list;
  ctx.addIssue({ code: 'custom', message: 'must be false, a hop count (1 = one proxy in front) or a comma-separated list of proxy addresses/CIDRs' });
  return z.NEVER;
}

class ConfigError extends Error {}

/** The one reader of process.env: everything else receives an Env. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const name = issue.path.join('.');
  throw new ConfigError(`Invalid configuration: ${name}=${JSON.stringify(source[name] ?? '')} ${issue.message}`);
}
