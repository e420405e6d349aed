import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { createRepositories } from '../db/repositories';
import { systemClock, type Clock } from '../lib/clock';
import type { ServiceDeps } from '../services/deps';
import { NO_HEALTH_TICKETS } from '../lib/health-ticket';
import { createMemoryMailer } from '../mail/memory-mailer';
import { createRemoteReleasesService, type RemoteReleasesService } from '../services/remote-releases-service';
import { siteOptions } from '../site/site-options';
import type { BundleReader } from '../site/bundle-files';
import { fakeBundles } from './fake-bundles';
import type { fakeBuiltSite } from './fake-site';
import { testConfig } from './test-app';
import type { TestDatabase } from './test-database';

/**
 * A site whose remotes are released while it runs, as the release tests see it: API processes on one database (as
 * behind nginx, docs/DEPLOY.md) serving a fake build, and `npm run remote` as a service of its own on that database,
 * whose writes the processes learn of by reading.
 */

/** One API process serving the fake build. */
export async function startSiteApp(database: TestDatabase, built: ReturnType<typeof fakeBuiltSite>) {
  const app = await buildApp({
    config: testConfig(),
    database: database.database,
    mailer: createMemoryMailer(),
    site: siteOptions(loadConfig({}), built.root),
    readBundle: fakeBundles,
  });
  await app.ready();
  return app;
}

/**
 * The release commands' service on the same database. `readBundle`: where a release's files are read; by default
 * every bundle is a remote's minimal one (testing/fake-bundles.ts).
 */
export function releaseCommands(
  database: TestDatabase,
  config: Partial<Config> = {},
  readBundle: BundleReader = fakeBundles,
): RemoteReleasesService {
  return createRemoteReleasesService(
    serviceDepsOn(database, systemClock, testConfig(config)),
    NO_HEALTH_TICKETS,
    readBundle,
  );
}

/** What a service is built from, on a test's database: its clock and configuration, a memory mailer, a quiet log. */
export function serviceDepsOn(database: TestDatabase, clock: Clock, config: ServiceDeps['config']): ServiceDeps {
  const { db } = database.database;
  return {
    db,
    repos: createRepositories(db),
    mailer: createMemoryMailer(),
    clock,
    config,
    log: { error: () => undefined, warn: () => undefined, info: () => undefined },
  };
}

/** Retries `check` every 100 ms until it passes or `withinMs` has gone: what a process serves once it has caught up. */
export async function eventually(check: () => Promise<void>, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
