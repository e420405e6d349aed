import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createRepositories, type Repositories } from '../../db/repositories';
import { createSmtpMailer } from '../../mail/smtp-mailer';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { FakeClock, injectCall, testConfig, type Driver, type TestApp } from '../../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';

/**
 * How long the app's SMTP mailer waits on a silent mail server here. In production it is SMTP_TIMEOUT_MS (10 s, not
 * configurable); a hang is the same failure after two seconds, and two seconds still let a loaded CI machine greet
 * in time (the mailer's own test uses the same).
 */
export const SMTP_TEST_TIMEOUT_MS = 2_000;

export interface SmtpApp {
  app: FastifyInstance;
  /** The mail server the app sends to: what it accepted, and how it answers the next mails. */
  sink: SmtpSink;
  /** For the sign-up helpers (testing/accounts.ts): the newest mail the sink accepted for an address. */
  mailer: SmtpSink;
  clock: FakeClock;
  /** The app's own repositories on the same database, to read what a call left behind. */
  repos: Repositories;
  /** The `msg` of every log line at warn level or above, oldest first. */
  logged: string[];
  call: TestApp['call'];
}

/**
 * An app as `npm start` builds it, with its real SMTP mailer (wrapped in the per-recipient budget like any other)
 * sending to a sink on loopback, on a database of its own for the suite. Rate limits stay on: each test makes only a
 * few calls per address.
 */
export function useSmtpApp(driver: Driver): SmtpApp {
  let current: (SmtpApp & { db: TestDatabase }) | undefined;
  beforeAll(async () => {
    const sink = await startSmtpSink();
    const db = await openTestDatabase(driver);
    const clock = new FakeClock();
    const logged: string[] = [];
    const config = testConfig({ logLevel: 'warn' });
    const app = await buildApp({
      config,
      database: db.database,
      mailer: createSmtpMailer({ url: sink.url, from: config.mailFrom, timeoutMs: SMTP_TEST_TIMEOUT_MS }),
      clock: clock.now,
      logStream: {
        write: (line) => {
          logged.push(String((JSON.parse(line) as { msg?: unknown }).msg));
        },
      },
    });
    await app.ready();
    current = {
      app,
      sink,
      mailer: sink,
      clock,
      db,
      repos: createRepositories(db.database.db),
      logged,
      call: injectCall(app),
    };
  });
  afterAll(async () => {
    await current?.app.close();
    await current?.db.dispose();
    await current?.sink.close();
  });
  return new Proxy({} as SmtpApp, {
    get(_target, key: keyof SmtpApp) {
      if (!current) throw new Error('The app is built in beforeAll: use it inside a test or a hook');
      return current[key];
    },
  });
}
