import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { FolderHeldError } from './db/pglite-lock';
import { siteOptions } from './site';

// api/src or api/dist → the monorepo root, where the shell and the remotes build into their dist/ folders.
const repoRoot = path.join(__dirname, '..', '..');

async function main(): Promise<void> {
  const config = loadConfig();
  const site = siteOptions(config, repoRoot);
  const app = await buildApp({ config, site });
  if (!site) app.log.info('shell/dist not found: serving the API only (npm run build makes the site)');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // Both say what to change; a stack trace would only bury it.
  if (error instanceof ConfigError || error instanceof FolderHeldError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
