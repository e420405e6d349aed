import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REMOTE_NAMES } from '../../site/remote-names';
import { eventually } from '../../testing/release-site';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../testing/throwaway-postgres';
import { sparePort } from '../../../../scripts/spare-port';
import { REPO_ROOT, startApiProcess, type ApiProcess } from './api-process';
import { rawGet } from './calls';
import { ENV_EXAMPLE, readEnvFile } from './deployment';
import { describeWithNginx, startNginx, type NginxServer } from './nginx-server';
import { testCheckout, writeBuilt, type TestCheckout } from './test-checkout';

/*
 * The one release mechanism of docs/DEPLOY.md#one-release-mechanism, by its commands: deploy/keep-bundles.sh copies a
 * release's remotes to site/bundles/ and records them as releases in the database (`npm run remote -- release`), an
 * upgrade does the same with the next release, `npm run remote -- rollback` takes one remote back, and every page
 * served through nginx names what the database says, as the API process composes it.
 */

const run = promisify(execFile);
const KEEP_BUNDLES = path.join(REPO_ROOT, 'deploy', 'keep-bundles.sh');

const title = 'releasing and rolling back remotes by docs/DEPLOY.md, served by nginx and an API process';

/** A checkout whose remotes' manifests say which release built them. */
function release(name: string, change?: (root: string) => void): TestCheckout {
  return testCheckout(name, (root) => {
    for (const remote of REMOTE_NAMES) {
      writeBuilt(path.join(root, `mf-${remote}`, 'dist', 'mf-manifest.json'), JSON.stringify({ release: name }));
    }
    change?.(root);
  });
}

/** The remotes.json a page carries, as the shell reads it. */
function inlineRemotes(html: string): Record<string, { entry?: string }> {
  const json = /<script type="application\/json" id="gs-remotes">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as Record<string, { entry?: string }>;
}

describeWithNginx(title, () => {
  let first: TestCheckout;
  let second: TestCheckout;
  let refused: TestCheckout;
  let pg: ThrowawayPostgres;
  let siteDir: string;
  let nginxDir: string;
  let nginx: NginxServer;
  let api: ApiProcess;
  /** greatstep.env as the release steps source it: the example's values, for this test's servers. */
  let env: Record<string, string>;

  /** `deploy/keep-bundles.sh <release> <site>`, with greatstep.env's variables. */
  const keepBundles = (checkout: TestCheckout) =>
    run(KEEP_BUNDLES, [checkout.root, siteDir], { env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } });

  /** `npm run remote -- …` on the database, as an operator runs it. */
  const remote = (...args: string[]) =>
    run('npm', ['run', '-s', 'remote', '--', ...args], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    });

  /** What a page load gets: the page through nginx, which names each remote's entry, then the entry itself. */
  async function pageLoad(): Promise<Record<string, unknown>> {
    const page = await rawGet(`${nginx.url}/great-step/events`);
    expect(page.status).toBe(200);
    const remotes = inlineRemotes(page.decoded.toString());
    const loaded: Record<string, unknown> = {};
    for (const name of REMOTE_NAMES) {
      const entry = remotes[name]?.entry ?? '';
      const manifest = await rawGet(new URL(entry, nginx.url).href);
      loaded[name] = { entry: entry.replace(nginx.url, ''), manifest: JSON.parse(manifest.decoded.toString()) };
    }
    return loaded;
  }

  /**
   * Long enough for what a release takes to reach a visitor through nginx: a process reads the releases within a
   * second, and nginx keeps a page 5 s (docs/DEPLOY.md#pages-at-the-speed-of-files).
   */
  const RELEASE_REACHES_VISITORS_MS = 12_000;

  const served = (releases: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(releases).map(([name, from]) => [
        name,
        { entry: `/bundles/${name}/${from}/mf-manifest.json`, manifest: { release: from } },
      ]),
    );

  beforeAll(async () => {
    first = release('v2025.1');
    second = release('v2025.2');
    // A bundle claiming a path of another remote's: the site refuses it whole.
    refused = release('v2025.3', (root) =>
      writeBuilt(
        path.join(root, 'mf-events', 'dist', 'routes.json'),
        JSON.stringify({ routes: [{ name: 'signin', path: '/signin', example: '/signin' }], links: {} }),
      ),
    );
    pg = await startThrowawayPostgres();
    siteDir = mkdtempSync(path.join(os.tmpdir(), 'gs-site-'));
    nginxDir = mkdtempSync(path.join(os.tmpdir(), 'gs-nginx-'));
    const [listenPort = 0, apiPort = 0] = await Promise.all([sparePort(), sparePort()]);
    env = {
      ...readEnvFile(ENV_EXAMPLE),
      DATABASE_URL: pg.url,
      REDIS_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${listenPort}`,
      DATA_DIR: siteDir,
      LOG_LEVEL: 'warn',
    };
    api = await startApiProcess({ port: apiPort, env, code: 'source', root: first.root });
    nginx = await startNginx(nginxDir, { appDir: first.root, siteDir, listenPort, apiPorts: [apiPort] });
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await api?.stop();
    await pg?.stop();
    for (const checkout of [first, second, refused]) checkout?.remove();
    for (const dir of [siteDir, nginxDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('installs, upgrades, rolls one remote back and then the whole release, each page naming what was released', async () => {
    const all = (from: string) => Object.fromEntries(REMOTE_NAMES.map((name) => [name, from]));
    // Installing: the first release's remotes kept and released.
    await keepBundles(first);
    await eventually(
      async () => expect(await pageLoad()).toEqual(served(all(first.release))),
      RELEASE_REACHES_VISITORS_MS,
    );

    // The upgrade's remotes.
    await keepBundles(second);
    await eventually(
      async () => expect(await pageLoad()).toEqual(served(all(second.release))),
      RELEASE_REACHES_VISITORS_MS,
    );

    // One remote back to the release before, by its history.
    await remote('rollback', 'events');
    const rolledBack = { ...all(second.release), events: first.release };
    await eventually(async () => expect(await pageLoad()).toEqual(served(rolledBack)), RELEASE_REACHES_VISITORS_MS);
    const { stdout: history } = await remote('history', 'events');
    expect(history).toContain(`verify:remote not run: built with the shell of release ${second.release}`);
    expect(history).toMatch(/rollback by .*: from release \d+ to release \d+/);

    // The whole release back: its bundles, kept since it was installed, released again.
    const { stderr } = await keepBundles(first);
    expect(stderr).toContain('is already there, left as it is');
    await eventually(
      async () => expect(await pageLoad()).toEqual(served(all(first.release))),
      RELEASE_REACHES_VISITORS_MS,
    );
  }, 120_000);

  it('refuses a bundle the site would refuse and stops there: that remote keeps the release it had', async () => {
    const before = await pageLoad();
    const refusal = await keepBundles(refused).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );
    expect(refusal.code).not.toBe(0);
    expect(refusal.stderr).toContain('/signin');
    // Copied, for it costs nothing to keep, but never served.
    expect(readFileSync(path.join(siteDir, 'bundles', 'events', refused.release, 'routes.json'), 'utf8')).toContain(
      '/signin',
    );
    // The remotes are recorded one by one in name order: account's came before, marketing's was not reached.
    await eventually(
      async () => expect(await pageLoad()).toEqual({ ...before, ...served({ account: refused.release }) }),
      RELEASE_REACHES_VISITORS_MS,
    );
  }, 60_000);
});
