import path from 'node:path';
import { z } from 'zod';

/**
 * Which signals rank a message: both combined (the default), the trained classifier alone or the
 * lexical search over all of a question's knowledge alone; each tenant's decision thresholds are
 * fitted on the score the signals give. `npm run bench:answers -- --signals=` measures each.
 */
export const RANKING_SIGNALS = ['both', 'classifier', 'search'] as const;
export type TRankingSignals = (typeof RANKING_SIGNALS)[number];

/**
 * The sentence encoder run in process when EMBEDDINGS_MODEL names no endpoint's model
 * (bot/nlu/sentence-encoder.ts). It and multilingual-e5-small are the same network (12 layers, 384
 * dimensions, 118 million weights, run quantized to 8 bits), so they cost the same per token: this one
 * was trained on paraphrase pairs and distilled so that a sentence and its translations (50+
 * languages) land on one vector, which is the task here, a message often written in Spanish or German
 * against short questions and utterances written in English; e5 was trained for queries against
 * passages, wants "query: " prefixes and reads 512 tokens where this one reads 128, enough for a
 * message or one paragraph of an answer. `EMBEDDINGS_MODEL=Xenova/multilingual-e5-small` runs e5.
 */
export const DEFAULT_LOCAL_EMBEDDINGS_MODEL = 'Xenova/paraphrase-multilingual-MiniLM-L12-v2';
/** A Hugging Face model id (`owner/name`): it is also a folder under DATA_DIR, so nothing else. */
const MODEL_ID = /^(?!.*\.\.)[\w-][\w.-]*(\/[\w-][\w.-]*)?$/;

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** unset: this machine only while the demo's accounts exist, else every interface (listen-host.ts) */
  HOST: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  CORS_ORIGINS: z.string().default(''),
  /**
   * which proxies may name the client in X-Forwarded-For: a hop count (`1`) or a comma-separated list
   * of addresses or CIDR ranges; empty trusts nobody, so the client is the connection's own address
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)?$/, 'a hop count or a list of addresses')
    .default(''),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_AUDIENCE: z.string().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_SCOPE: z.string().default('openid profile email offline_access'),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(10000).default(20),
  HELP_WIDGET_URL: z.string().url().optional(),
  SUPPORT_EMAIL: z.string().email().default('support@askhr.example'),
  PRODUCT_NAME: z.string().default('AskHR'),
  SEED_DEMO: bool.default(true),
  /** after seeding the demo, the server adds months of simulated employee activity in the background */
  SIMULATE_DEMO: bool.default(true),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('AskHR <no-reply@askhr.example>'),
  SLACK_API_URL: z.string().url().default('https://slack.com/api/'),
  SLACK_SIGNING_SECRET: z.string().optional(),
  SLACK_CLIENT_ID: z.string().optional(),
  SLACK_CLIENT_SECRET: z.string().optional(),
  /** Slack's OAuth v2 authorize page, where an install sends the browser */
  SLACK_OAUTH_URL: z.string().url().default('https://slack.com/oauth/v2/authorize'),
  /**
   * 32 bytes, base64: the AES-256-GCM key sealing stored secrets (Slack bot tokens); without it the
   * server generates one and keeps it in the server_secrets table
   */
  DATA_ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, '32 bytes, base64-encoded')
    .optional(),
  MICROSOFT_APP_ID: z.string().optional(),
  MICROSOFT_APP_PASSWORD: z.string().optional(),
  /** tenant that answers the Bot Framework Emulator when its activity names no tenant (default: the first) */
  EMULATOR_TENANT_ID: z.coerce.number().int().positive().optional(),
  /** answer the Bot Framework Emulator unauthenticated (loopback connections only, no app id); default: on for the embedded demo */
  EMULATOR_ENABLED: bool.optional(),
  /** how long reading one uploaded PDF for the answer assistant may take, in seconds */
  ASSISTANT_PDF_SECONDS: z.coerce.number().min(1).max(120).default(10),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_API_KEY: z.string().optional(),
  /** an OpenAI-compatible embeddings endpoint: a dense similarity joins the `search` and `both` rankings */
  EMBEDDINGS_URL: z.string().url().optional(),
  /** the endpoint's model; without EMBEDDINGS_URL the model run in process (`off`: none) */
  EMBEDDINGS_MODEL: z.string().min(1).optional(),
  EMBEDDINGS_API_KEY: z.string().optional(),
  /** lifetime of a Direct Line token in seconds; a refresh gives a fresh lifetime */
  DIRECTLINE_TOKEN_TTL: z.coerce.number().int().min(60).max(86400).default(1800),
  /** English word vectors in the intent models: `auto` uses them when the package is installed */
  NLU_EMBEDDINGS: z.enum(['auto', 'off']).default('auto'),
  NLU_SIGNALS: z.enum(RANKING_SIGNALS).default('both'),
  NLU_GLOSSARY: z.enum(['on', 'off']).default('on'),
  /** activities one Direct Line token may post per minute */
  DIRECTLINE_RATE_LIMIT: z.coerce.number().int().min(1).max(10000).default(60),
  /** how often an idle job worker looks for due jobs, in seconds */
  JOBS_POLLING_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** OTLP/HTTP collector of traces: either one switches tracing on; the exporter reads them itself */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().url().optional(),
  /** traces are sent as OTLP JSON over HTTP (`http/json`); another value is warned about at start */
  OTEL_EXPORTER_OTLP_PROTOCOL: z.string().optional(),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: z.string().optional(),
  OTEL_SDK_DISABLED: bool.default(false),
  /** a second listener serving only GET /metrics (Prometheus), on the host the portal listens on */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** the bearer token that opens GET /metrics on the public port (404 there without it) */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
});

/** The command-line flags that split the server's roles. */
export const ROLE_FLAGS = ['--no-worker', '--worker-only'] as const;

export type TConfig = ReturnType<typeof parseConfig>;

/** The only place that reads the environment; `args` are the command-line flags of the server. */
export function parseConfig(
  env: Record<string, string | undefined> = process.env,
  args: readonly string[] = [],
) {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const localModel = localEmbeddingsModel(e);
  const roles = rolesOf(args);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const embeddedAuth = !e.OIDC_ISSUER;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    seedDemo: e.SEED_DEMO,
    simulateDemo: e.SIMULATE_DEMO,
    nluEmbeddings: e.NLU_EMBEDDINGS,
    nluSignals: e.NLU_SIGNALS,
    nluGlossary: e.NLU_GLOSSARY === 'on',
    auth: {
      embedded: embeddedAuth,
      issuer: e.OIDC_ISSUER ?? `${publicUrl}/oidc`,
      audience: e.OIDC_AUDIENCE ?? `${publicUrl}/api`,
      clientId: e.OIDC_CLIENT_ID ?? 'portal',
      scope: e.OIDC_SCOPE,
      /** attempts at the embedded provider's sign-in per client address and minute */
      signInsPerMinute: e.SIGN_IN_RATE_LIMIT,
    },
    help: { widgetUrl: e.HELP_WIDGET_URL ?? null, supportEmail: e.SUPPORT_EMAIL },
    productName: e.PRODUCT_NAME,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    slack: {
      apiUrl: e.SLACK_API_URL,
      signingSecret: e.SLACK_SIGNING_SECRET,
      clientId: e.SLACK_CLIENT_ID,
      clientSecret: e.SLACK_CLIENT_SECRET,
      oauthUrl: e.SLACK_OAUTH_URL,
    },
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
    teams: {
      appId: e.MICROSOFT_APP_ID,
      appPassword: e.MICROSOFT_APP_PASSWORD,
      emulatorTenantId: e.EMULATOR_TENANT_ID,
      // the embedded demo is for trying things out on one machine; a real deployment opts in
      isEmulatorEnabled: e.EMULATOR_ENABLED ?? (e.SEED_DEMO && !e.DATABASE_URL && !e.MICROSOFT_APP_ID),
    },
    llm: { baseUrl: e.LLM_BASE_URL, model: e.LLM_MODEL, apiKey: e.LLM_API_KEY },
    assistantPdfTimeLimitMs: e.ASSISTANT_PDF_SECONDS * 1000,
    embeddings: {
      baseUrl: e.EMBEDDINGS_URL,
      model: e.EMBEDDINGS_MODEL,
      apiKey: e.EMBEDDINGS_API_KEY,
      /** the sentence encoder run in process, fetched once into DATA_DIR; none with an endpoint or `off` */
      localModel,
    },
    directLine: { tokenTtlSeconds: e.DIRECTLINE_TOKEN_TTL, postsPerMinute: e.DIRECTLINE_RATE_LIMIT },
    roles,
    jobs: { pollingIntervalSeconds: e.JOBS_POLLING_SECONDS },
    tracing: {
      isEnabled:
        Boolean(e.OTEL_EXPORTER_OTLP_ENDPOINT ?? e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) &&
        !e.OTEL_SDK_DISABLED,
      protocol: e.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? e.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/json',
    },
    metrics: { port: e.METRICS_PORT, token: e.METRICS_TOKEN },
  };
}

/** The configuration of a server process: its environment and the flags it was started with. */
export const serverConfig = () => parseConfig(process.env, process.argv.slice(2));

/**
 * EMBEDDINGS_URL names an endpoint, which needs its model; EMBEDDINGS_MODEL alone names the model run
 * in process (the default one when unset), `off` none.
 */
function localEmbeddingsModel(e: z.infer<typeof ZEnv>): string | undefined {
  const model = e.EMBEDDINGS_MODEL;
  const invalid = (message: string) => new Error(`Invalid configuration:\n  ${message}`);
  if (e.EMBEDDINGS_URL) {
    // half a setting would silently rank without the embeddings: say so at start instead
    if (!model || model === 'off')
      throw invalid('EMBEDDINGS_URL needs EMBEDDINGS_MODEL, the model of that endpoint');
    return undefined;
  }
  if (model === 'off') return undefined;
  if (model !== undefined && !MODEL_ID.test(model))
    throw invalid('EMBEDDINGS_MODEL: a Hugging Face model id (owner/name), or off');
  return model ?? DEFAULT_LOCAL_EMBEDDINGS_MODEL;
}

/** By default one process serves the API and runs the jobs; a flag keeps it to one of the two. */
function rolesOf(args: readonly string[]) {
  const unknown = args.filter((a) => !(ROLE_FLAGS as readonly string[]).includes(a));
  if (unknown.length > 0)
    throw new Error(
      `Invalid configuration:\n  unknown option ${unknown.join(' ')} (known: ${ROLE_FLAGS.join(', ')})`,
    );
  const isApiOnly = args.includes('--no-worker');
  const isWorkerOnly = args.includes('--worker-only');
  if (isApiOnly && isWorkerOnly)
    throw new Error('Invalid configuration:\n  --no-worker and --worker-only exclude each other');
  return { isApi: !isWorkerOnly, isWorker: !isApiOnly };
}

/** Fastify's trustProxy: nobody, the nearest `n` hops, or the addresses of the trusted proxies. */
function trustProxyOf(value: string): false | string[] | ((address: string, hop: number) => boolean) {
  if (value === '') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops === 0 ? false : (_address, hop) => hop < hops;
  }
  return value.split(',').map((s) => s.trim());
}
