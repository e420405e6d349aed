import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createMemoryMailer } from '../mail/memory-mailer';
import { siteOptions } from '../site';
import { fakeBuiltSite } from './fake-site';
import { testConfig } from './test-app';
import { openTestDatabase, type TestDatabase } from './test-database';

export interface FakeSiteApp {
  /** The fake build of this test: its files may be changed before `start`. */
  readonly built: ReturnType<typeof fakeBuiltSite>;
  /** The app `start` built last. */
  readonly app: FastifyInstance;
  /** What the app logged at warn and above, this test. */
  readonly warnings: string[];
  /** Builds the app on the fake build as it is now, with this environment (REMOTE_<NAME>_URL…). */
  start: (env?: NodeJS.ProcessEnv) => Promise<FastifyInstance>;
}

/**
 * The set-up of the suites that read the pages the site composes: one embedded database, a fresh fake build for each
 * test (so a test may change its files), and the app built on them at `publicUrl` when the test starts it, closed
 * after the test.
 */
export function useFakeSiteApp(publicUrl: string): FakeSiteApp {
  let database: TestDatabase | undefined;
  let built: ReturnType<typeof fakeBuiltSite> | undefined;
  let app: FastifyInstance | undefined;
  const warnings: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  beforeEach(() => {
    built = fakeBuiltSite();
    warnings.length = 0;
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    built?.remove();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const live = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is made in a hook or by start(): use it inside a test`);
    return value;
  };
  return {
    get built() {
      return live(built, 'The fake build');
    },
    get app() {
      return live(app, 'The app');
    },
    warnings,
    async start(env = {}) {
      await app?.close();
      app = await buildApp({
        config: testConfig({ publicUrl, logLevel: 'warn' }),
        database: live(database, 'The database').database,
        mailer: createMemoryMailer(),
        site: siteOptions(loadConfig(env), live(built, 'The fake build').root),
        logStream: { write: (line) => warnings.push(String((JSON.parse(line) as { msg: unknown }).msg)) },
      });
      await app.ready();
      return app;
    },
  };
}
