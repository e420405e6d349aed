import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { DEFAULT_REMOTE_CANARY, type Config } from '../config';
import { createMemoryMailer, type MemoryMailer } from '../mail/memory-mailer';
import type { SiteOptions } from '../site';
import { fakeBundles } from './fake-bundles';
import { openTestDatabase, type Driver, type TestDatabase } from './test-database';

export { drivers, type Driver } from './test-database';

export const PUBLIC_URL = 'https://greatstep.test';
/** The key the test apps sign health tokens with, so a test can make the token a served page would carry. */
export const TEST_HEALTH_SECRET = 'the test key of the remote health tokens, 32+';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent-test-data-dir',
    database: { driver: 'pglite', dataDir: 'memory://' },
    smtpUrl: undefined,
    mailFrom: 'GreatStep Test <test@greatstep.test>',
    publicUrl: PUBLIC_URL,
    rateLimit: true,
    keepBuilds: false,
    redisUrl: undefined,
    trustProxy: false,
    logFormat: 'json',
    logLevel: 'silent',
    requestTimeoutMs: 15_000,
    deviceCookieSecret: 'a test secret of thirty-two characters or more',
    remoteHealthSecret: TEST_HEALTH_SECRET,
    remoteUrls: {},
    remoteOverrides: [],
    remoteCanary: { ...DEFAULT_REMOTE_CANARY },
    ...overrides,
  };
}

/** A clock that stands still until a test moves it. */
export class FakeClock {
  private current = new Date('2025-03-01T10:00:00.000Z');
  readonly now = () => new Date(this.current);
  advanceMinutes(minutes: number): void {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
}

export interface TestApp {
  app: FastifyInstance;
  mailer: MemoryMailer;
  clock: FakeClock;
  db: TestDatabase;
  /** app.inject with the JSON body parsed. */
  call: (
    options: InjectOptions & { token?: string },
  ) => Promise<{ status: number; body: Record<string, unknown>; headers: Record<string, unknown> }>;
  close: () => Promise<void>;
}

/** TestApp's `call` for an app: app.inject with a bearer token, once what it does after answering is done too. */
export function injectCall(app: FastifyInstance): TestApp['call'] {
  return async ({ token, headers, ...options }) => {
    const response = await app.inject({
      ...options,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    // What a call does after answering (a reset link's mail, a team notice) is done before a test looks for it.
    await app.afterAnswers();
    return {
      status: response.statusCode,
      body: response.body ? (JSON.parse(response.body) as Record<string, unknown>) : {},
      headers: response.headers,
    };
  };
}

/**
 * `mailer`: another memory mailer, such as one that holds mails back to play a stalled mail server. `site`: a built
 * site to serve beside the API, as `npm start` does (testing/fake-site.ts). `readBundle`: where releases' files are
 * read (by default every bundle is a remote's minimal one); `logStream`: where log lines go.
 */
export async function createTestApp(
  driver: Driver,
  overrides: Partial<Config> = {},
  mailer: MemoryMailer = createMemoryMailer(),
  site: SiteOptions | null = null,
  { readBundle = fakeBundles, logStream }: Pick<BuildAppOptions, 'readBundle' | 'logStream'> = {},
): Promise<TestApp> {
  const db = await openTestDatabase(driver);
  const clock = new FakeClock();
  const app = await buildApp({
    config: testConfig(overrides),
    database: db.database,
    mailer,
    clock: clock.now,
    site,
    readBundle,
    ...(logStream ? { logStream } : {}),
  });
  await app.ready();
  return {
    app,
    mailer,
    clock,
    db,
    call: injectCall(app),
    async close() {
      await app.close();
      await db.dispose();
    },
  };
}
