import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PASSWORD, signUp } from '../../testing/accounts';
import { fakeBundles } from '../../testing/fake-bundles';
import { admin } from '../../testing/organisers';
import { scratchDataDir, startOrganiserSite, type LiveServer, type OrganiserSite } from '../../testing/live-server';
import { drivers, PUBLIC_URL } from '../../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { releaseUrlProblems } from '../../site/release-url';
import { runRemote, type RemoteIo } from '../remote/run-remote';
import type { VerifyReport } from '../remote/verify-bundle';
import { tokenOnCommandLineWarning } from '../command-line';

const V1 = 'https://cdn.example.org/events/v1/mf-manifest.json';
const V2 = 'https://cdn.example.org/events/v2/mf-manifest.json';
const V3 = 'https://cdn.example.org/events/v3/mf-manifest.json';

/** What verify:remote reports on a bundle (run for real in e2e/tests/verify-remote-report.spec.ts). */
function report(url: string, ok = true): VerifyReport {
  return {
    remote: 'events',
    url,
    ok,
    checks: [
      { name: 'manifest', ok: true, detail: `${url} names "events" and exposes ./routes` },
      { name: 'paths', ok, detail: ok ? 'claims 3 paths' : 'claims /signin, which is the account remote’s' },
    ],
    smoke: { ran: false, ok: true },
  };
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run remote -- <argv>` in this process; `verified` records what verify:remote was asked. */
async function remote(argv: string[], io: Partial<RemoteIo> & Pick<RemoteIo, 'env'>, failing: string[] = []) {
  let stdout = '';
  let stderr = '';
  const verified: { url: string; smoke: boolean }[] = [];
  const code = await runRemote(argv, {
    verify: async (_name, url, { smoke }) => {
      verified.push({ url, smoke });
      return report(url, !failing.includes(url));
    },
    ...io,
    stdout: async (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { code, stdout, stderr, verified } satisfies Run & { verified: unknown };
}

describe.each(drivers)('npm run remote on the database itself (%s)', (driver) => {
  let database: TestDatabase;
  let dataDir: string;
  const run = (argv: string[], failing: string[] = []) =>
    remote(
      argv,
      { env: { DATA_DIR: dataDir, PUBLIC_URL, USER: 'asha' }, database: database.database, readBundle: fakeBundles },
      failing,
    );

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    dataDir = scratchDataDir('gs-remote-cli-');
  });
  afterAll(async () => {
    await database.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('verifies a bundle before releasing it, smoke journeys included unless told, and records who', async () => {
    const first = await run(['release', 'events', V1]);
    expect(first).toMatchObject({ code: 0, verified: [{ url: V1, smoke: true }] });
    expect(first.stdout).toMatch(/^events release #\d+ is the stable release, served from now on: \S+v1/);
    const second = await run(['release', 'events', V2, '--no-smoke', '--by', 'events team']);
    expect(second).toMatchObject({ code: 0, verified: [{ url: V2, smoke: false }] });

    const history = (await run(['history', 'events'])).stdout;
    expect(history).toContain('events: 2 releases, newest first');
    expect(history).toMatch(
      /#\d+ {2}stable {6}\S+v2\/mf-manifest\.json\n {4}by events team at .* UTC; verify:remote passed \(2 checks, smoke journeys skipped\)/,
    );
    expect(history).toMatch(/#\d+ {2}retired {5}\S+v1\/mf-manifest\.json\n {4}by asha at/);
  });

  it('releases the build on this machine by its content: a rebuild is another release, and a rollback restores the first', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-local-dist-'));
    try {
      fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{"build":1}');
      fs.writeFileSync(path.join(dist, 'main.1a2b3c4d.js'), '/* build 1 */');
      const first = await run(['release', 'marketing', '--local', '--dist', dist, '--no-smoke']);
      const firstUrl = first.verified[0]?.url ?? '';
      expect(firstUrl).toMatch(new RegExp(`^${PUBLIC_URL}/remotes/marketing/[0-9a-f]{12}/mf-manifest\\.json$`));
      expect(first.stdout).toMatch(/^marketing release #\d+ is the stable release/);
      const kept = path.join(dataDir, 'builds', 'marketing', firstUrl.split('/').at(-2) ?? '');
      expect(fs.readFileSync(path.join(kept, 'main.1a2b3c4d.js'), 'utf8')).toBe('/* build 1 */');

      // The sub-team rebuilds: the folder changes in place, the kept build does not.
      fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{"build":2}');
      fs.rmSync(path.join(dist, 'main.1a2b3c4d.js'));
      fs.writeFileSync(path.join(dist, 'main.9f8e7d6c.js'), '/* build 2 */');
      const second = await run(['release', 'marketing', '--local', '--dist', dist, '--no-smoke']);
      expect(second.verified[0]?.url).not.toBe(firstUrl);
      expect(fs.readFileSync(path.join(kept, 'main.1a2b3c4d.js'), 'utf8')).toBe('/* build 1 */');

      expect((await run(['rollback', 'marketing'])).stdout).toContain(firstUrl.replace(PUBLIC_URL, ''));
      expect(await run(['release', 'marketing', '--local', '--dist', path.join(dist, 'nothing')])).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('holds no build of marketing'),
      });
      expect(await run(['release', 'marketing', '--local', firstUrl])).toMatchObject({ code: 2 });
      // The first release rolled back too: marketing is on its built-in bundle again, as the tests after this expect.
      expect((await run(['rollback', 'marketing'])).stdout).toMatch(/^marketing is back on the site's built-in bundle/);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('records a bundle its site release built beside the shell without verifying it, and the history says so', async () => {
    const built = await run([
      'release',
      'account',
      'https://cdn.example.org/account/v7/mf-manifest.json',
      '--built-with',
      'v2025.7',
    ]);
    expect(built).toMatchObject({ code: 0, verified: [] });
    expect(built.stderr).not.toContain('Verifying');
    expect((await run(['history', 'account'])).stdout).toMatch(
      /#\d+ {2}stable {6}\S+v7\/mf-manifest\.json\n {4}by asha at .* UTC; verify:remote not run: built with the shell of release v2025\.7, tested with it/,
    );
  });

  it('refuses a bundle that fails verify:remote, with its failed checks, and records nothing', async () => {
    const refused = await run(['release', 'events', V3], [V3]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'remote: the bundle failed verify:remote, so nothing was released:\n  FAIL  paths: claims /signin',
    );
    expect((await run(['history', 'events'])).stdout).not.toContain('v3');
  });

  it('runs a canary, shows it in the status, promotes it, and rolls back in one command', async () => {
    const canary = await run(['release', 'events', V3, '--canary', '10']);
    expect(canary.stdout).toMatch(/is a canary for 10 % of browsers: \S+v3/);
    const status = (await run(['status'])).stdout;
    expect(status).toMatch(
      /events\n {2}stable {2}#\d+ \S+v2\/mf-manifest\.json\n {10}no sessions\n {2}canary {2}#\d+ for 10 % of browsers: \S+v3/,
    );
    expect(status).toContain('marketing\n  stable  the built-in bundle');

    expect((await run(['promote', 'events'])).stdout).toMatch(/^events release #\d+ is the stable release now: \S+v3/);
    const back = await run(['rollback', 'events']);
    expect(back.stdout).toMatch(/^events is back on release #\d+ \(\S+v2\/mf-manifest\.json\), from #\d+\./);
    const history = (await run(['history', 'events'])).stdout;
    expect(history).toMatch(/rollback by asha/);
    // The release rolled back says why, and that no rollback serves it again.
    expect(history).toMatch(
      /#\d+ {2}retired {5}\S+v3\/mf-manifest\.json\n.*\n {4}taken off: rolled back by asha; no rollback goes back to it\n/,
    );
  });

  it('rolls back to a release named by its id, and aborts a canary with a reason the history keeps', async () => {
    const firstId = /#(\d+) {2}retired {5}\S+v1/.exec((await run(['history', 'events'])).stdout)?.[1];
    expect(firstId).toBeDefined();
    const back = await run(['rollback', 'events', String(firstId)]);
    expect(back.stdout).toMatch(new RegExp(`back on release #${firstId} \\(\\S+v1`));

    await run(['release', 'events', V2, '--canary', '25']);
    const aborted = await run(['abort', 'events', '--reason', 'the schedule page is wrong']);
    expect(aborted.stdout).toMatch(/^events canary #\d+ has ended; every browser gets the stable release again\./);
    expect((await run(['history', 'events'])).stdout).toMatch(/aborted by asha: the schedule page is wrong/);
  });

  it('answers a mistyped command line with exit 2 and a one-line reason, before touching anything', async () => {
    for (const [argv, message] of [
      [['release', 'event', V1], '"event" is not a remote: one of marketing, events, account'],
      [['release', 'events', 'cdn/x.json'], `The release URL ${releaseUrlProblems.notUrl}: cdn/x.json`],
      [
        ['release', 'events', 'https://a.example;sandbox/remoteEntry.js', '--canary', '1'],
        `The release URL ${releaseUrlProblems.characters}: https://a.example;sandbox/remoteEntry.js`,
      ],
      [
        ['release', 'events', 'https://evil.example/anything.png'],
        `The release URL ${releaseUrlProblems.path}: https://evil.example/anything.png`,
      ],
      [['release', 'events', V1, '--canary', '100'], '--canary takes the share of browsers in percent'],
      [['rollback', 'events', 'latest'], '"latest" is not a release id'],
      [['promote', 'events', '--canary', '5'], '--canary does not apply to promote'],
      [['release', 'events', V1, '--built-with', '../v1'], '--built-with takes the name of the site'],
      [['release', 'events', V1, '--built-with', 'v1', '--no-smoke'], '--built-with runs no verification'],
      [['rollback', 'events', '--built-with', 'v1'], '--built-with does not apply to rollback'],
      [['deploy', 'events'], 'Unknown command "deploy"'],
    ] as const) {
      const refused = await run([...argv]);
      expect({ argv, code: refused.code }).toEqual({ argv, code: 2 });
      expect(refused.stderr).toContain(message);
      expect(refused.verified).toEqual([]);
    }
  });

  it('says why when there is nothing to promote or abort', async () => {
    const promote = await run(['promote', 'account']);
    expect(promote).toMatchObject({ code: 1, stderr: 'remote: account has no canary running\n' });
  });
});

describe('npm run remote while the server runs on embedded PGlite', () => {
  const organiserEmail = `releases-${Date.now()}@example.org`;
  let site: OrganiserSite | undefined;
  let env: NodeJS.ProcessEnv;
  let server: LiveServer;
  let token = '';

  beforeAll(async () => {
    site = await startOrganiserSite('gs-remote-server-', organiserEmail);
    ({ env, server, token } = site);
  });
  afterAll(async () => {
    await site?.close();
  });

  it('asks for a token rather than opening the folder the server holds', async () => {
    const refused = await remote(['status'], { env });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The server at ${server.url} (process ${process.pid}), which has the embedded`);
    expect(refused.stderr).toContain('npm run -s admin -- login <your e-mail>');
  });

  it('releases through the server as the organiser, naming who they release for', async () => {
    const released = await remote(['release', 'events', V1, '--canary', '20', '--by', 'events team'], {
      env: { ...env, ORGANISER_TOKEN: token },
    });
    expect(released).toMatchObject({ code: 0, verified: [{ url: V1, smoke: true }] });
    const history = await remote(['history', 'events'], { env: { ...env, ORGANISER_TOKEN: token } });
    expect(history.stdout).toMatch(
      new RegExp(`canary 20 % +\\S+v1/mf-manifest\\.json\\n {4}by events team \\(via ${organiserEmail}\\) at`),
    );
    const status = await remote(['status', '--token-stdin'], { env, readToken: async () => token });
    expect(status).toMatchObject({ code: 0, stderr: '' });
    expect(status.stdout).toMatch(/canary {2}#\d+ for 20 % of browsers/);
    // Still taken on the command line, where every user of the machine can read it, with a warning saying so.
    expect(await remote(['status', '--token', token], { env })).toMatchObject({
      code: 0,
      stdout: status.stdout,
      stderr: tokenOnCommandLineWarning('remote'),
    });
  });

  it('releases and rolls back events as an events releaser, recorded under them, and refuses them account', async () => {
    const member = await signUp(server, { firstName: 'Meera' });
    expect(await admin(['grant-releaser', 'events', member.email], env)).toMatchObject({ code: 0 });
    const login = await admin(['login', member.email], { ...env, ORGANISER_PASSWORD: PASSWORD });
    const asMember = { env: { ...env, ORGANISER_TOKEN: login.stdout.trim() } };
    await remote(['abort', 'events'], { env: { ...env, ORGANISER_TOKEN: token } });
    expect(await remote(['release', 'events', V2], asMember)).toMatchObject({ code: 0 });
    expect(await remote(['rollback', 'events'], asMember)).toMatchObject({ code: 0 });
    const history = await remote(['history', 'events'], asMember);
    expect(history.stdout).toMatch(new RegExp(`by ${member.email.replace('.', '\\.')} at`));
    expect(history.stdout).toContain(`rollback by ${member.email}`);
    expect(await remote(['release', 'account', V3, '--no-smoke'], asMember)).toMatchObject({
      code: 1,
      stderr: 'remote: Only organisers and the releasers of account can do this\n',
    });
    const status = await remote(['status'], asMember);
    expect(status.stdout).toContain('events');
    expect(status.stdout).not.toMatch(/^account$/m);
  });

  it('goes through the site --server names even where DATABASE_URL is set, as on a site on PostgreSQL', async () => {
    // A releaser's machine: the site's address and their token, no database of the site's to open.
    const elsewhere = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', PUBLIC_URL, ORGANISER_TOKEN: token };
    const status = await remote(['status', '--server', server.url], { env: elsewhere });
    expect(status).toMatchObject({ code: 0, stdout: expect.stringContaining('events') });
    expect(await remote(['status', '--server', 'ftp://example.org'], { env: elsewhere })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("--server takes the site's address"),
    });
  });

  it('refuses a student’s token and a dead one, saying how to get a good one', async () => {
    const student = await signUp(server, { firstName: 'Ravi' });
    const asStudent = await remote(['status'], { env: { ...env, ORGANISER_TOKEN: student.token } });
    expect(asStudent.code).toBe(1);
    const dead = await remote(['status'], { env: { ...env, ORGANISER_TOKEN: 'not-a-token' } });
    expect(dead).toMatchObject({ code: 1 });
    expect(dead.stderr).toContain('the server refused the token (expired, signed out or mistyped); get a new one with');
  });
});
