import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig } from '../config';
import { createMemoryMailer } from '../mail/memory-mailer';
import { siteOptions, type SiteOptions } from '../site';
import { testConfig } from './test-app';
import { openTestDatabase } from './test-database';

/** A monorepo root holding the four builds `npm start` serves, reduced to a few files, and its site options. */
export function fakeBuiltSite(): { site: SiteOptions; remove: () => void } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'greatstep-site-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('shell/dist/index.html', '<!doctype html><title>GreatStep</title><div id="root"></div>');
  for (const app of ['mf-marketing', 'mf-events', 'mf-account']) {
    write(`${app}/dist/remoteEntry.js`, '/* entry */');
    write(`${app}/dist/mf-manifest.json`, '{}');
  }
  const site = siteOptions(loadConfig({}), root);
  if (!site) throw new Error('the fake site was not recognised as built');
  return { site, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** The two ways the API runs: alone (`npm run dev`), and beside the built site (`npm start`). */
export const apiAloneAndBesideSite = [
  ['the API alone', false],
  ['the API beside the site (npm start)', true],
] as const;

/** An app on a fresh embedded database, alone or beside a fake built site; `close` removes all of it. */
export async function openAppWithSite(
  withSite: boolean,
  options: Partial<Omit<BuildAppOptions, 'database' | 'site'>> = {},
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const database = await openTestDatabase('pglite');
  const fake = withSite ? fakeBuiltSite() : null;
  const app = await buildApp({
    config: testConfig(),
    mailer: createMemoryMailer(),
    ...options,
    database: database.database,
    site: fake?.site ?? null,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.dispose();
      fake?.remove();
    },
  };
}
