// The only reader of process.env: parsed once with zod, frozen, failing fast with the name of
// the variable that is wrong.
import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_PATH: optionalString,
  /**
   * postgres://user:pass@host:5432/db: PostgreSQL, shared by several app processes, instead of the
   * SQLite file at DATABASE_PATH (docs/operations.md, "PostgreSQL").
   */
  DATABASE_URL: optionalString.pipe(
    z.string().regex(/^postgres(ql)?:\/\//i, 'expected postgres://… (unset: the SQLite file at DATABASE_PATH)').optional(),
  ),
  /** PostgreSQL connections each process keeps at most. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /**
   * Public origin of the site, e.g. https://prepa.example.fr. Required in production unless HOST is
   * loopback (parseServerEnv); elsewhere derived from the request when unset.
   */
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8).optional()),
  /** Let ADMIN_EMAIL promote an account that someone already registered (off: see docs/accounts.md, "First admin"). */
  ADMIN_PROMOTE_EXISTING: z.enum(['true', 'false', '']).default('false').transform((v) => v === 'true'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_REDIRECT_URI: optionalString.pipe(z.url().optional()),
  LLM_BASE_URL: optionalString.pipe(z.url().optional()),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(8000),
  /**
   * Outgoing mail (password reset, e-mail change links), e.g. smtps://user:pass@smtp.example.fr:465
   * or smtp://127.0.0.1:25. Unset: no e-mail is sent and the admin hands out reset links.
   */
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/, error: 'expected smtp://… or smtps://…' }).optional()),
  /** The sender of those e-mails, e.g. "Prépa Naturalisation <no-reply@prepa.example.fr>". */
  MAIL_FROM: optionalString,
  /**
   * Free test phase: every new account gets full access at sign-up (default). 'false' the day the
   * product changes: new accounts get the demo and an admin grants full access per user.
   */
  FREE_FULL_ACCESS: z.enum(['true', 'false', '']).default('true').transform((v) => v !== 'false'),
  /** Shown on /contact when set (optional): the operator's public e-mail address and postal address. */
  CONTACT_EMAIL: optionalString.pipe(z.email().optional()),
  CONTACT_ADDRESS: optionalString.pipe(z.string().max(300).optional()),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Load shedding: answer 503 while the event loop lags more than this (ms; 0: never)… */
  LOAD_SHEDDING_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /** …or while the heap uses more than this (MB; default: 85 % of what Node may use). */
  LOAD_SHEDDING_HEAP_MB: z.coerce.number().int().min(1).optional(),
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): 'true', 'false', a hop
   * count, or addresses/CIDRs ('loopback', '10.0.0.0/8', …). Per-IP limits count this address.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('loopback')
    .transform((v): boolean | number | string => (v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v)),
  /** …or while the process's memory (RSS: heap, buffers, sockets) is over this (MB; 0: never). */
  LOAD_SHEDDING_RSS_MB: z.coerce.number().int().min(0).default(768),
  /**
   * Connections and bodies (docs/security.md, "Connections and timeouts"). A request, headers and
   * body, must arrive whole within REQUEST_TIMEOUT_MS (408 and closed, checked every second)…
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** …a socket with no traffic either way is closed after CONNECTION_TIMEOUT_MS… */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /**
   * …an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_MS: above the 60 s a proxy keeps its
   * upstream connections (nginx, load balancers), or it may send on one we just closed…
   */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(72_000),
  /** …one connection serves at most MAX_REQUESTS_PER_SOCKET requests (0: no limit)… */
  MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().min(0).default(1000),
  /**
   * …and one client address holds at most MAX_CONNECTIONS_PER_ADDRESS connections at once (the
   * next is closed unanswered; 0: no cap). The proxies of TRUST_PROXY are not capped.
   */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(128),
  /**
   * IPv6 clients are counted by this prefix for every per-address limit (one connection usually
   * owns a /64; 56 where providers hand out /56s). IPv4 addresses are counted one by one.
   */
  IPV6_PREFIX_LENGTH: z.coerce.number().int().min(16).max(128).default(64),
  /** Account exports streamed at once in this process (one per member); the next gets 503. */
  EXPORT_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(2),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = Readonly<
  Omit<z.infer<typeof EnvSchema>, 'DATABASE_PATH'> & { DATABASE_PATH: string }
>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.refine((e) => !e.SMTP_URL || e.MAIL_FROM, {
    path: ['MAIL_FROM'],
    message: 'required when SMTP_URL is set',
  }).safeParse(source);
  if (!result.success) {
    // One line, so that a supervisor's log shows the whole reason (main.ts prints it and exits).
    const reasons = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment variables: ${reasons.join('; ')}`);
  }
  const env = result.data;
  return Object.freeze({
    ...env,
    DATABASE_PATH: env.DATABASE_PATH ?? path.join(env.DATA_DIR, 'app.db'),
  });
}

/** Addresses only this machine can reach: a server bound to one is behind a local proxy or private. */
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;

/**
 * parseEnv for the server that listens (main.ts). In production the links in e-mails must not
 * follow the request's Host header: PUBLIC_URL is required, except on a loopback HOST, where it
 * defaults to http://localhost:PORT (the address such a server is reached at on this machine).
 * The scripts (migrate, backup, …) make no links and use parseEnv alone.
 */
export function parseServerEnv(source: Record<string, string | undefined> = process.env): Env {
  const env = parseEnv(source);
  if (env.NODE_ENV !== 'production' || env.PUBLIC_URL) return env;
  if (LOOPBACK_HOST.test(env.HOST)) return Object.freeze({ ...env, PUBLIC_URL: `http://localhost:${env.PORT}` });
  throw new Error(
    `Invalid environment variables: PUBLIC_URL: required when NODE_ENV=production and HOST=${env.HOST} is not a loopback address, e.g. https://prepa.example.fr (links in e-mails would otherwise follow the Host header)`,
  );
}

/** Where the database is: the PostgreSQL URL when set, else the SQLite file. */
export function databaseLocation(env: Pick<Env, 'DATABASE_URL' | 'DATABASE_PATH'>): string {
  return env.DATABASE_URL ?? env.DATABASE_PATH;
}

/** What the client may know about the configuration (rule 7: a whitelisted subset). */
export function publicConfig(env: Env) {
  return {
    googleSignIn: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET && env.GOOGLE_REDIRECT_URI),
    /** Reset and e-mail change links go out by e-mail; otherwise members are told to contact support. */
    mail: Boolean(env.SMTP_URL),
    /** New accounts get full access at sign-up (the free test phase). */
    freeFullAccess: env.FREE_FULL_ACCESS,
    /** The operator's contact details for /contact, null when not configured. */
    contactEmail: env.CONTACT_EMAIL ?? null,
    contactAddress: env.CONTACT_ADDRESS ?? null,
  };
}
