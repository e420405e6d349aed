import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { siteOptions, type SiteOptions } from '../site';

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
