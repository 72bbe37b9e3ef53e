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
  /** Trust X-Forwarded-For from a load balancer in front of the app. */
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')).transform((v) => v === 'true'),
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

export class ConfigError extends Error {}

/** The one reader of process.env: everything else receives an Env. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const name = issue.path.join('.');
  throw new ConfigError(`Invalid configuration: ${name}=${JSON.stringify(source[name] ?? '')} ${issue.message}`);
}
