import path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAMES, remoteUrlVariable, type RemoteName } from './site/remote-names';

/**
 * How long the API waits on PostgreSQL before it gives up and answers 503, so a server that stops answering (frozen,
 * unreachable, overloaded) never holds a request, or the pool, for ever.
 */
export interface DatabaseTimeouts {
  /** Opening one connection: TCP, TLS and PostgreSQL's start-up. */
  connectMs: number;
  /** Waiting for a free connection of the pool (opening one included). */
  acquireMs: number;
  /** One statement: PostgreSQL cancels it (statement_timeout), and the driver stops waiting soon after. */
  statementMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: Readonly<DatabaseTimeouts> = {
  connectMs: 5_000,
  acquireMs: 5_000,
  statementMs: 5_000,
};

/** Longest an API call may take before it is answered 503: beyond the database's bounds, a transaction's few statements. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;

/** Where the data lives: a PostgreSQL server, or embedded PGlite in a folder ('memory://' keeps it in memory). */
export type DatabaseConfig =
  { driver: 'postgres'; url: string; timeouts?: Partial<DatabaseTimeouts> } | { driver: 'pglite'; dataDir: string };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /** Unset: every mail is written to `${dataDir}/outbox` instead of being sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Origin of the site: used in mailed links and as the one allowed CORS origin. */
  publicUrl: string;
  rateLimit: boolean;
  /**
   * KEEP_BUILDS: serve each remote's own build as a copy kept in `${dataDir}/builds` (site/kept-builds.ts), so a rebuild
   * while the site runs changes nothing it serves; `npm start` turns it on. Off: its dist/ folder as it lies.
   */
  keepBuilds: boolean;
  /**
   * REDIS_URL: where rate-limit counts live, shared by every API process that uses the same Redis. Unset: in the
   * database (embedded PGlite, or the PostgreSQL of DATABASE_URL, which several processes share just as well).
   */
  redisUrl: string | undefined;
  /**
   * Proxies in front of the server whose X-Forwarded-For to believe (Fastify's trustProxy): false, true (any), or
   * comma-separated addresses/CIDRs. Behind one, without it every visitor has the proxy's address and shares its
   * per-IP rate limits.
   */
  trustProxy: boolean | string;
  /** `pretty`: coloured lines for a person at a terminal (pino-pretty, a dev dependency); `json`: one object a line. */
  logFormat: 'json' | 'pretty';
  logLevel: string;
  /** An API call not answered within this is answered 503 (plugins/app/request-timeout.ts). */
  requestTimeoutMs: number;
  /**
   * DEVICE_COOKIE_SECRET: the key that signs the device cookie of a browser where an account signed in. Unset: a
   * key made once and kept in `${dataDir}/device-cookie.key`, which processes sharing that folder share.
   */
  deviceCookieSecret: string | undefined;
  /**
   * REMOTE_HEALTH_SECRET: the key that signs the tickets of page loads for their health reports, and hashes their
   * networks (docs/SECURITY.md#health-reports-count-only-from-served-pages). Unset: a key made once and kept in
   * `${dataDir}/remote-health.key`, as for the device cookie.
   */
  remoteHealthSecret: string | undefined;
  /** REMOTE_<NAME>_URL: remotes an integrator points elsewhere; the others are the ones this server builds. */
  remoteUrls: Partial<Record<RemoteName, string>>;
  /**
   * REMOTE_OVERRIDES: origins (CSP source syntax: `http://localhost:*`, `https://*.example.org`, `*` for `on`) from
   * which a browser may override a remote with `?override=`; empty: overrides are off.
   */
  remoteOverrides: string[];
  /** When a canary of a remote ends itself (docs/API.md#automatic-rollback). */
  remoteCanary: RemoteCanaryConfig;
}

export interface RemoteCanaryConfig {
  /** REMOTE_CANARY_MIN_SESSIONS: sessions that reported on the canary in the last hour before it is judged. */
  minSessions: number;
  /** REMOTE_CANARY_MARGIN: how many percentage points the canary's failure rate may exceed the stable's by. */
  marginPoints: number;
}

export const DEFAULT_REMOTE_CANARY: Readonly<RemoteCanaryConfig> = { minSessions: 50, marginPoints: 5 };

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

// An mf-manifest.json or remoteEntry.js: absolute http(s), or a path on this server.
const remoteUrl = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .refine((value) => value.startsWith('/') || /^https?:\/\/[^/]/.test(value), {
      error: 'must be an http(s) URL or a path starting with /',
    })
    .optional(),
);

// A CSP host source, so the same value can go into the Content-Security-Policy as it is.
const ORIGIN_PATTERN = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:(\d{1,5}|\*))?$/i;

const remoteOverrides = z.preprocess(
  blankToUndefined,
  z
    .string()
    .default('off')
    .transform((value) => (value === 'off' ? [] : value === 'on' ? ['*'] : value.split(',').map((item) => item.trim())))
    .refine((origins) => origins.every((origin) => origin === '*' || ORIGIN_PATTERN.test(origin)), {
      error: 'must be off, on, or comma-separated origins such as http://localhost:* or https://*.example.org',
    }),
);

const milliseconds = (fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(3_600_000).default(fallback));

const envSchema = z.object({
  ...Object.fromEntries(REMOTE_NAMES.map((name) => [remoteUrlVariable(name), remoteUrl])),
  REMOTE_OVERRIDES: remoteOverrides,
  REMOTE_CANARY_MIN_SESSIONS: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_REMOTE_CANARY.minSessions),
  ),
  REMOTE_CANARY_MARGIN: z.preprocess(
    blankToUndefined,
    z.coerce.number().min(0).max(100).default(DEFAULT_REMOTE_CANARY.marginPoints),
  ),
  PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).default(8080)),
  HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
  ),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().optional()),
  DEVICE_COOKIE_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  REMOTE_HEALTH_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    blankToUndefined,
    z.string().min(3).default('GreatStep, TMES IIT Kharagpur <greatstept@gmail.com>'),
  ),
  PUBLIC_URL: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  RATE_LIMIT: z.preprocess(blankToUndefined, z.enum(['on', 'off']).default('on')),
  KEEP_BUILDS: z.preprocess(blankToUndefined, z.enum(['on', 'off']).default('off')),
  REDIS_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
      .optional(),
  ),
  TRUST_PROXY: z.preprocess(
    blankToUndefined,
    z
      .string()
      // A hop count would be taken for an address and trust nothing: every visitor would share the proxy's limits.
      .refine((value) => !/^\d+$/.test(value), {
        error: "takes the proxies' addresses (e.g. 127.0.0.1,10.0.0.0/8), on or off, not a number of hops",
      })
      .default('off')
      .transform((value): boolean | string => (value === 'off' ? false : value === 'on' ? true : value)),
  ),
  DB_CONNECT_TIMEOUT_MS: milliseconds(DEFAULT_DATABASE_TIMEOUTS.connectMs),
  DB_ACQUIRE_TIMEOUT_MS: milliseconds(DEFAULT_DATABASE_TIMEOUTS.acquireMs),
  DB_STATEMENT_TIMEOUT_MS: milliseconds(DEFAULT_DATABASE_TIMEOUTS.statementMs),
  REQUEST_TIMEOUT_MS: milliseconds(DEFAULT_REQUEST_TIMEOUT_MS),
  LOG_FORMAT: z.preprocess(blankToUndefined, z.enum(['json', 'pretty']).default('json')),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once at start-up; a bad value stops the server with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const dataDir = resolveDataDir(values.DATA_DIR, env);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    database: values.DATABASE_URL
      ? {
          driver: 'postgres',
          url: values.DATABASE_URL,
          timeouts: {
            connectMs: values.DB_CONNECT_TIMEOUT_MS,
            acquireMs: values.DB_ACQUIRE_TIMEOUT_MS,
            statementMs: values.DB_STATEMENT_TIMEOUT_MS,
          },
        }
      : { driver: 'pglite', dataDir: path.join(dataDir, 'db') },
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    // Links in mails must not end in a double slash.
    publicUrl: withoutTrailingSlashes(values.PUBLIC_URL ?? `http://localhost:${values.PORT}`),
    rateLimit: values.RATE_LIMIT === 'on',
    keepBuilds: values.KEEP_BUILDS === 'on',
    redisUrl: values.REDIS_URL,
    trustProxy: values.TRUST_PROXY,
    logFormat: values.LOG_FORMAT,
    logLevel: values.LOG_LEVEL,
    requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
    deviceCookieSecret: values.DEVICE_COOKIE_SECRET,
    remoteHealthSecret: values.REMOTE_HEALTH_SECRET,
    remoteUrls: remoteUrlsOf(values),
    remoteOverrides: values.REMOTE_OVERRIDES,
    remoteCanary: { minSessions: values.REMOTE_CANARY_MIN_SESSIONS, marginPoints: values.REMOTE_CANARY_MARGIN },
  };
}

function remoteUrlsOf(values: Record<string, unknown>): Partial<Record<RemoteName, string>> {
  const urls: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const value = values[remoteUrlVariable(name)];
    if (typeof value === 'string') urls[name] = value;
  }
  return urls;
}

// api/src or api/dist → the monorepo root.
const repoRoot = path.join(__dirname, '..', '..');

/**
 * Unset: `data/` at the repository root, whichever workspace runs (`npm start` at the root, `npm run admin` and
 * `npm run dev -w …` inside api/), so the server and the organiser tools open the same database. A relative
 * DATA_DIR is read from where npm was run (INIT_CWD), not from the workspace folder npm switches into.
 */
function resolveDataDir(value: string | undefined, env: NodeJS.ProcessEnv): string {
  if (value === undefined) return path.join(repoRoot, 'data');
  return path.resolve(env.INIT_CWD ?? process.cwd(), value);
}

/** The address without the slashes it ends with, in one pass from the end (a `/\/+$/` retries from every slash). */
function withoutTrailingSlashes(value: string): string {
  let end = value.length;
  while (end > 0 && value[end - 1] === '/') end -= 1;
  return value.slice(0, end);
}
