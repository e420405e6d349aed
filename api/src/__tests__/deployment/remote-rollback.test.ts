import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REMOTE_NAMES } from '../../site/remote-names';
import { fakeBuiltSite } from '../../testing/fake-site';
import { sparePort } from '../../../../scripts/spare-port';
import { REPO_ROOT, SOURCE_CONDITIONS } from './api-process';
import { rawGet } from './calls';
import { ENV_EXAMPLE } from './deployment';
import { nginxMissing, startNginx, type NginxServer } from './nginx-server';

/*
 * A release of the remotes, an upgrade, and the rollback of one remote, by the commands of
 * docs/DEPLOY.md#upgrades: deploy/keep-bundles.sh copies each release's remotes into site/bundles/ and prints the
 * remotes.env lines, deploy/write-remotes-json.js writes remotes.json from greatstep.env and remotes.env sourced by a
 * shell, and nginx with greatstep.conf serves what remotes.json names.
 */

const run = promisify(execFile);
const KEEP_BUNDLES = path.join(REPO_ROOT, 'deploy', 'keep-bundles.sh');
const WRITE_REMOTES_JSON = path.join(REPO_ROOT, 'deploy', 'write-remotes-json.js');

const missing = nginxMissing();
const title = 'keeping, releasing and rolling back remotes by docs/DEPLOY.md, served by nginx';
const suite = missing ? describe.skip : describe;
if (missing) console.warn(`${title}: skipped, ${missing} (.ci/run installs it)`);

type Release = ReturnType<typeof fakeBuiltSite>;

/** A built release whose events manifest says which release it is. */
function release(): Release & { name: string } {
  const built = fakeBuiltSite();
  const name = path.basename(built.root);
  writeFileSync(path.join(built.root, 'mf-events', 'dist', 'mf-manifest.json'), JSON.stringify({ release: name }));
  return { ...built, name };
}

suite(missing ? `${title} (skipped: ${missing})` : title, () => {
  let first: Release & { name: string };
  let second: Release & { name: string };
  let siteDir: string;
  let etcDir: string;
  let remotesEnv: string;
  let nginxDir: string;
  let nginx: NginxServer;

  /** `deploy/keep-bundles.sh <release> <site> > remotes.env`. */
  async function keepBundles(checkout: string): Promise<void> {
    const { stdout } = await run(KEEP_BUNDLES, [checkout, siteDir]);
    writeFileSync(remotesEnv, stdout);
  }

  /** `set -a; . greatstep.env; . remotes.env; set +a; node write-remotes-json.js <site>`, by dash. */
  function writeRemotesJson(checkout: string): Promise<{ stdout: string; stderr: string }> {
    const script = `set -a; . "$1"; . "$2"; set +a; exec "$3" "$4" --checkout "$5" "$6"`;
    return run(
      'dash',
      ['-c', script, 'dash', ENV_EXAMPLE, remotesEnv, process.execPath, WRITE_REMOTES_JSON, checkout, siteDir],
      { env: { PATH: process.env.PATH, ...SOURCE_CONDITIONS } },
    );
  }

  const remotesJson = () => JSON.parse(readFileSync(path.join(siteDir, 'remotes.json'), 'utf8')) as unknown;
  const bundles = (name: string) =>
    Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, `/bundles/${remote}/${name}/mf-manifest.json`]));

  /** What a page load gets: remotes.json from nginx, then the events manifest it names. */
  async function pageLoad(): Promise<{ remotes: unknown; events: unknown }> {
    const remotes = await rawGet(`${nginx.url}/remotes.json`);
    const parsed = JSON.parse(remotes.decoded.toString()) as Record<string, string>;
    const events = await rawGet(`${nginx.url}${parsed.events ?? ''}`);
    expect(events.status).toBe(200);
    return { remotes: parsed, events: JSON.parse(events.decoded.toString()) };
  }

  beforeAll(async () => {
    first = release();
    second = release();
    siteDir = mkdtempSync(path.join(os.tmpdir(), 'gs-site-'));
    etcDir = mkdtempSync(path.join(os.tmpdir(), 'gs-etc-'));
    remotesEnv = path.join(etcDir, 'remotes.env');
    nginxDir = mkdtempSync(path.join(os.tmpdir(), 'gs-nginx-'));
    // No API process listens on these ports: nothing here calls /api. The app is the second release once upgraded.
    const [listenPort, ...apiPorts] = await Promise.all([sparePort(), sparePort(), sparePort()]);
    nginx = await startNginx(nginxDir, { appDir: second.root, siteDir, listenPort: listenPort ?? 0, apiPorts });
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    for (const built of [first, second]) built?.remove();
    for (const dir of [siteDir, etcDir, nginxDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('installs, upgrades, and rolls the events remote back to the first release', async () => {
    // Installing: the first release's remotes are kept too.
    await keepBundles(first.root);
    await writeRemotesJson(first.root);
    expect(remotesJson()).toEqual(bundles(first.name));

    // The first upgrade.
    await keepBundles(second.root);
    await writeRemotesJson(second.root);
    expect(await pageLoad()).toEqual({ remotes: bundles(second.name), events: { release: second.name } });

    // Rolling back one remote, by the line of DEPLOY.md.
    const line = `REMOTE_EVENTS_URL=/bundles/events/${first.name}/mf-manifest.json`;
    await run('sed', ['-i', `s|^REMOTE_EVENTS_URL=.*|${line}|`, remotesEnv]);
    await writeRemotesJson(second.root);
    expect(await pageLoad()).toEqual({
      remotes: { ...bundles(second.name), events: `/bundles/events/${first.name}/mf-manifest.json` },
      events: { release: first.name },
    });
  });

  it('refuses to point a remote at a bundle that was never kept, leaving remotes.json as it was', async () => {
    await keepBundles(second.root);
    await writeRemotesJson(second.root);
    const before = readFileSync(path.join(siteDir, 'remotes.json'), 'utf8');
    await run('sed', [
      '-i',
      's|^REMOTE_EVENTS_URL=.*|REMOTE_EVENTS_URL=/bundles/events/v0/mf-manifest.json|',
      remotesEnv,
    ]);
    const refused = await writeRemotesJson(second.root).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `REMOTE_EVENTS_URL=/bundles/events/v0/mf-manifest.json: ${path.join(siteDir, 'bundles/events/v0/mf-manifest.json')} does not exist`,
    );
    expect(readFileSync(path.join(siteDir, 'remotes.json'), 'utf8')).toBe(before);
  });

  it('keeps a bundle as it was when its release is kept again', async () => {
    await run(KEEP_BUNDLES, [first.root, siteDir]);
    const kept = path.join(siteDir, 'bundles', 'events', first.name, 'mf-manifest.json');
    writeFileSync(path.join(first.root, 'mf-events', 'dist', 'mf-manifest.json'), '{"changed":true}');
    const { stderr } = await run(KEEP_BUNDLES, [first.root, siteDir]);
    expect(stderr).toContain('left as it is');
    expect(JSON.parse(readFileSync(kept, 'utf8'))).toEqual({ release: first.name });
  });
});
