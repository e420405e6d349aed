import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { createDatabase, type Database } from './db/database';
import { createRepositories, type Repositories } from './db/repositories';
import { type Clock, systemClock } from './lib/clock';
import { clientErrorHandler, frameworkErrorHandler } from './framework-errors';
import { createDatabaseRateCounts } from './lib/rate-counts';
import { createRedisRateCounts } from './lib/redis-rate-counts';
import { closeRedis, openRedis } from './lib/redis-client';
import { createMailer } from './mail/create-mailer';
import type { Mailer } from './mail/mailer';
import { withRecipientBudget } from './mail/recipient-budget';
import { deviceCookieSecret } from './lib/device-cookie';
import { createHealthTickets } from './lib/health-ticket';
import { keptSecret } from './lib/kept-secret';
import { localUrl } from './lib/local-url';
import { openControlChannel, type ControlChannel } from './control/control-server';
import { apiPlugin } from './plugins/api';
import type { RateCountStores } from './plugins/external/rate-limit';
import { expirySweep } from './plugins/app/expiry-sweep';
import { redactingLoggerOptions } from './log-redaction';
import { RequestLog } from './request-log';
import { createServices } from './services';
import { sitePlugin, type SiteOptions } from './site';
import type { BundleReader } from './site/bundle-files';

/** Where the health tickets' key is kept when REMOTE_HEALTH_SECRET is unset. */
const HEALTH_KEY_FILE = 'remote-health.key';

/** As long as Node's headersTimeout (60 s), which must not exceed it. */
const RECEIVE_TIMEOUT_MS = 60_000;
declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once the work calls do after answering (storing and mailing reset links) is done. */
    afterAnswers: () => Promise<void>;
    /**
     * Resolves once the database's migrations are applied: at once, or, on a PostgreSQL that was away when the app
     * was built, once it answers. Rejects when a migration fails (server.ts then ends the process).
     */
    migrated: Promise<void>;
  }
}

export const TRUST_PROXY_ON_WARNING =
  'TRUST_PROXY=on believes any X-Forwarded-For: safe only behind a proxy that overwrites that header. ' +
  "Set TRUST_PROXY to the proxy's addresses (e.g. 127.0.0.1) instead.";

export interface BuildAppOptions {
  config: Config;
  /** An open database to use; without one the app opens (and on close, closes) the configured one. */
  database?: Database;
  /** Where mail goes; defaults to SMTP or the outbox, as configured. */
  mailer?: Mailer;
  /** The time source of every expiry; tests move it forward instead of sleeping. */
  clock?: Clock;
  /** Where JSON log lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
  /** The built website to serve beside /api (what `npm start` does); without it the API runs alone. */
  site?: SiteOptions | null;
  /** How a release's published files are read from its host; tests give one that plays a host. */
  readBundle?: BundleReader;
}

export async function buildApp({
  config,
  database,
  mailer,
  clock = systemClock,
  site,
  logStream,
  readBundle,
}: BuildAppOptions): Promise<FastifyInstance> {
  const requestLog = new RequestLog();
  const app = Fastify({
    logger:
      config.logFormat === 'pretty'
        ? {
            level: config.logLevel,
            ...redactingLoggerOptions,
            transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
          }
        : { level: config.logLevel, ...redactingLoggerOptions, ...(logStream ? { stream: logStream } : {}) },
    logController: requestLog,
    frameworkErrors: frameworkErrorHandler(config, requestLog),
    clientErrorHandler: clientErrorHandler(),
    // Time to receive a whole request (headers and body), against clients that send it a byte at a time; Fastify's
    // default, 0, would lift Node's own bound. Answering is bounded per API call (REQUEST_TIMEOUT_MS, plugins/api.ts).
    requestTimeout: RECEIVE_TIMEOUT_MS,
    // A call that reaches a closing server on a connection already open is answered as any other (with Connection:
    // close), not with Fastify's 503, which has neither the API's shape nor a cause a proxy could tell from a 503 of
    // the API: behind nginx such a 503 would reach the caller, as nginx never retries an answer
    // (docs/DEPLOY.md#when-a-process-fails). The database closes only once these calls are answered.
    return503OnClosing: false,
    // Path parameters carry whole e-mail addresses (up to 254 characters).
    routerOptions: { maxParamLength: 320 },
    trustProxy: config.trustProxy,
  });

  if (config.trustProxy === true) {
    // Fastify then believes the leftmost X-Forwarded-For address, which any client can write: a client that
    // rotates it would escape every per-address limit unless the proxy in front overwrites the header.
    app.log.warn(TRUST_PROXY_ON_WARNING);
  }

  const ownDatabase = !database;
  const open =
    database ??
    (await createDatabase({
      database: config.database,
      onConnectionLost: (error) => app.log.warn({ err: error }, 'PostgreSQL dropped an idle connection'),
      // A process started while PostgreSQL is away listens all the same, live but not ready, and is ready once it
      // answers (docs/DEPLOY.md#when-a-process-fails).
      untilReachable: {
        waiting: (error) =>
          app.log.warn({ err: error }, 'PostgreSQL does not answer: not ready until it does (migrations then applied)'),
        reached: () => app.log.info('PostgreSQL answers: migrations applied, ready'),
      },
    }));
  app.decorate('migrated', open.migrated);
  const repos = createRepositories(open.db);
  const rateCounts = config.rateLimit ? rateCountStores(config, repos, clock, app.log) : undefined;
  const sender = mailer ?? createMailer(config, { info: (line) => app.log.info(line) });
  const services = createServices(
    {
      db: open.db,
      repos,
      mailer: rateCounts ? withRecipientBudget(sender, rateCounts.perAccount) : sender,
      clock,
      config,
      log: app.log,
    },
    // Every process of one site must share the key: a ticket one issues is checked by whichever takes the report.
    {
      healthTickets: createHealthTickets(keptSecret(config.remoteHealthSecret, config.dataDir, HEALTH_KEY_FILE), clock),
      readBundle,
      keyHoldMs: config.requestTimeoutMs,
    },
  );
  // Before the database's own close hook: a close waits for a sweep under way, then closes the database.
  await app.register(expirySweep, { expiry: services.expirySweep });
  // Reset links still being stored or mailed after their answers went out finish before the database closes.
  app.decorate('afterAnswers', () => services.afterAnswers());
  app.addHook('onClose', () => services.afterAnswers());
  if (rateCounts?.redis) {
    const { redis } = rateCounts;
    app.addHook('onClose', () => closeRedis(redis));
  }
  if (ownDatabase) app.addHook('onClose', () => open.close());
  const { announce } = open;
  if (ownDatabase && announce) {
    // The folder's lock then says where the server answers, and `npm run admin` goes through it: the API for the
    // calls organisers have, the operator's local channel for the roles (docs/API.md#the-command-line).
    let channel: ControlChannel | null = null;
    app.addHook('onListen', async () => {
      channel = await openControlChannel(config.dataDir, services, app.log);
      const url = localUrl(app.server.address());
      if (url) announce(url);
    });
    app.addHook('onClose', async () => {
      await channel?.close();
    });
  }

  const deviceSecret = deviceCookieSecret(config.deviceCookieSecret, config.dataDir);
  await app.register(apiPlugin, {
    prefix: '/api',
    config,
    services,
    rateCounts,
    clock,
    deviceCookieSecret: deviceSecret,
  });
  if (site) {
    await app.register(sitePlugin, {
      ...site,
      publicUrl: config.publicUrl,
      releases: services.remoteReleases,
      rateLimit: config.rateLimit,
      redis: rateCounts?.redis,
    });
  }
  return app;
}

/** Redis for every count when REDIS_URL is set; else the database for accounts and this process for networks. */
function rateCountStores(
  config: Pick<Config, 'redisUrl'>,
  repos: Repositories,
  clock: Clock,
  log: FastifyBaseLogger,
): RateCountStores {
  if (!config.redisUrl) return { perAccount: createDatabaseRateCounts(repos.rateLimits, clock) };
  const redis = openRedis(config.redisUrl, log);
  return { perAccount: createRedisRateCounts(redis), redis };
}
