import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { createMemoryMailer } from '../../mail/memory-mailer';
import type { RemoteReleasesService } from '../../services/remote-releases-service';
import { bundleReader } from '../../site/bundle-files';
import { fakeBuiltSite } from '../../testing/fake-site';
import { releaseCommands } from '../../testing/release-site';
import { testConfig } from '../../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { sparePort } from '../../../../scripts/spare-port';
import { startNginx, type NginxServer } from './nginx-server';

/** A browser's User-Agent: a request without one is taken for a link checker or a crawler, which gets no cohort. */
export const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' };

/**
 * One build served two ways, for a test to compare: nginx running deploy/nginx/greatstep.conf (only its paths and
 * ports replaced) in front of an API process, and that API process itself, which is what `npm start` runs. The API
 * listens on loopback as a process behind nginx does (TRUST_PROXY=127.0.0.1), on an embedded database of its own.
 */
export interface SiteBehindNginx {
  fake: ReturnType<typeof fakeBuiltSite>;
  nginx: NginxServer;
  /** The API process itself, not through nginx. */
  apiUrl: string;
  apiPort: number;
  app: FastifyInstance;
  database: TestDatabase;
  /** Stands for /srv/greatstep/site: bundles/<name>/<release>/. */
  siteDir: string;
  /** `npm run remote` on the site's database, reading a bundle's files from the site's address as it does. */
  releases: RemoteReleasesService;
  /** Copies the fake build's `name` remote to site/bundles/<name>/<release>/, as deploy/keep-bundles.sh does. */
  keepBundle: (name: string, release: string, change?: (dir: string) => void) => string;
  stop: () => Promise<void>;
}

export async function startSiteBehindNginx(): Promise<SiteBehindNginx> {
  const fake = fakeBuiltSite();
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'gs-site-'));
  const nginxDir = mkdtempSync(path.join(os.tmpdir(), 'gs-nginx-'));
  const database = await openTestDatabase('pglite');
  const [listenPort = 0, apiPort = 0] = await Promise.all([sparePort(), sparePort()]);
  const publicUrl = `http://127.0.0.1:${listenPort}`;
  // The site's address is http here, as nginx's is: neither asks browsers to upgrade requests.
  const config = testConfig({ publicUrl, trustProxy: '127.0.0.1' });
  const app = await buildApp({ config, database: database.database, site: fake.site, mailer: createMemoryMailer() });
  let nginx: NginxServer | undefined;
  const stop = async () => {
    await nginx?.stop();
    await app.close();
    await database.dispose();
    fake.remove();
    for (const dir of [siteDir, nginxDir]) rmSync(dir, { recursive: true, force: true });
  };
  try {
    await app.listen({ port: apiPort, host: '127.0.0.1' });
    nginx = await startNginx(nginxDir, { appDir: fake.root, siteDir, listenPort, apiPorts: [apiPort] });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    fake,
    nginx,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    apiPort,
    app,
    database,
    siteDir,
    releases: releaseCommands(database, { publicUrl }, bundleReader()),
    keepBundle: (name, release, change) => {
      const target = path.join(siteDir, 'bundles', name, release);
      cpSync(path.join(fake.root, `mf-${name}`, 'dist'), target, { recursive: true });
      change?.(target);
      return `${publicUrl}/bundles/${name}/${release}/mf-manifest.json`;
    },
    stop,
  };
}
