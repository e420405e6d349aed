import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { FolderHeldError } from './db/pglite-lock';
import { siteOptions } from './site';

/**
 * The server process: the configuration from the environment, the app with the site built under `repoRoot` beside
 * it, a graceful close on SIGINT and SIGTERM, and an end with a message when it cannot start or run.
 */
export async function runServer(repoRoot: string): Promise<void> {
  try {
    await serve(repoRoot);
  } catch (error) {
    // Both say what to change; a stack trace would only bury it.
    if (error instanceof ConfigError || error instanceof FolderHeldError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  }
}

async function serve(repoRoot: string): Promise<void> {
  const config = loadConfig();
  const site = siteOptions(config, repoRoot);
  const app = await buildApp({ config, site });
  if (!site) app.log.info('shell/dist not found: serving the API only (npm run build makes the site)');

  let closing = false;
  const shutdown = (reason: string, code = 0) => {
    if (closing) return;
    closing = true;
    app.log.info(`${reason}, closing`);
    app.close().then(
      () => process.exit(code),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT received'));
  process.on('SIGTERM', () => shutdown('SIGTERM received'));

  // Listening does not wait for PostgreSQL: a process started while it is away answers /api/health at once and
  // /api/ready once it is back (docs/DEPLOY.md#when-a-process-fails).
  await app.listen({ port: config.port, host: config.host });
  // Its migrations are then applied once PostgreSQL answers; one that fails leaves the process as broken as a
  // failure at start does, which ends it.
  app.migrated.catch((error: unknown) => {
    app.log.fatal({ err: error }, 'the database could not be migrated');
    shutdown('a migration failed', 1);
  });
}
