import { z } from 'zod';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_DEMO: booleanText.optional(),
  SMTP_URL: z.string().url('must be a URL such as smtp://user:pass@host:587').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  COOKIE_SECURE: booleanText.default(false),
  TRUST_PROXY: booleanText.default(false),
  SESSION_TTL_DAYS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(365).default(30),
  PUBLIC_URL: z.string().url('must be a URL such as https://portal.example.com').optional(),
  /**
   * The key that encrypts secrets at rest (TOTP secrets, stored e-mail): 32 random bytes in base64 or hex. Required
   * when NODE_ENV is production; unset elsewhere, a development key (not secret) is used and a warning logged.
   */
  SECRETS_KEY: z
    .string()
    .refine(
      (value) => /^[0-9a-f]{64}$/i.test(value) || Buffer.from(value, 'base64').length === 32,
      'must be 32 random bytes in base64 or hex (openssl rand -base64 32)',
    )
    .optional(),
  WEB_DIST: z.string().optional(),
  DOCS_DIR: z.string().optional(),
  JOBS_POLL_MS: z.coerce.number({ error: 'must be a number' }).int().min(10).max(60_000).default(500),
  /**
   * How long a job runner's lease on a job lasts; a running job renews it every third of this, so this is how long
   * a job of an instance that died waits before another instance takes it.
   */
  JOBS_LEASE_MS: z.coerce.number({ error: 'must be a number' }).int().min(100).max(600_000).default(30_000),
  NETWORK_STEP_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(600_000).default(2000),
  /** How long the simulated customer takes to accept an AWS hosted connection in the AWS console (no credential). */
  CLOUD_AWS_ACCEPT_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(86_400_000).default(60_000),
  EVENTS_HEARTBEAT_MS: z.coerce.number({ error: 'must be a number' }).int().min(100).max(120_000).default(15_000),
  MAIL_FROM: z.string().min(3).default('Portal <no-reply@portal.localhost>'),
  SESSION_TRACK_INTERVAL_MS: z.coerce.number({ error: 'must be a number' }).int().min(50).max(60_000).default(2000),
  /** The bearer token a Prometheus scraper sends to `GET /metrics`; unset: the endpoint is not served. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** An OTLP/HTTP collector (`http://collector:4318`): traces of requests and jobs go there; unset: no tracing. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url('must be a URL such as http://collector:4318').optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('portal'),
  /** Requests one caller (API key, session, or address) may make per window on the API; 0 turns the limit off. */
  RATE_LIMIT_MAX: z.coerce.number({ error: 'must be a number' }).int().min(0).max(10_000_000).default(600),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(86_400).default(60),
  /** How often an instance writes its rate-limit counts and reads every instance's totals (one statement). */
  RATE_LIMIT_SYNC_MS: z.coerce.number({ error: 'must be a number' }).int().min(50).max(60_000).default(1000),
  /** How long a stop waits for open connections and running jobs before it cuts them. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(600_000).default(10_000),
  /** Days of telemetry history the demo seed asks for, filled in the background (0: none); 5-minute rows keep 35. */
  DEMO_TELEMETRY_DAYS: z.coerce.number({ error: 'must be a number' }).int().min(0).max(35).default(21),
});

export type Config = z.infer<typeof configSchema>;

/** Every variable the server reads (a deployment file that sets another one has a typo). */
export const CONFIG_VARIABLES = Object.keys(configSchema.shape);

/** Parses the environment once; a bad value stops the process with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.NODE_ENV === 'production' && parsed.data.SECRETS_KEY === undefined) {
    throw new Error(
      'Invalid configuration:\n  SECRETS_KEY: must be set when NODE_ENV is production (32 random bytes: openssl rand -base64 32)',
    );
  }
  return parsed.data;
}
