// `npm run verify:remote` as a CI gate calls it: against a real variant of the events remote (its own build, served
// from a temporary folder as a static host would), reading the exit code and the JSON report. Needs `npm run build`.
// The smoke journeys are not run here (--no-smoke): they take minutes; docs/TESTING.md says how they are checked.
const { execFile } = require('node:child_process');
const { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { buildRemoteVariant } = require('../build-remote-variant');
const { serveDirectory } = require('../serve-directory');
const { parseArgs } = require('../verify-remote/args');

const root = path.join(__dirname, '../..');
const VARIANT_PAGE = { path: '/great-step/events/schedule', title: 'Fest Schedule' };
const CHECK_NAMES = ['manifest', 'shared singletons', 'paths', 'bytes per route', 'composed site', 'smoke journeys'];

jest.setTimeout(120_000);

/** Runs the script as `npm run verify:remote -- …` does; asynchronous, so the bundle servers here keep answering. */
function verify(...args) {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(root, 'scripts/verify-remote.js'), ...args], (error, stdout, stderr) => {
      resolve({ status: error ? error.code : 0, stdout, stderr });
    });
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

const checkOf = (report, name) => report.checks.find((check) => check.name === name);

let variantRoot;
let workDir;
let variant;
let clashing;

beforeAll(async () => {
  if (!existsSync(path.join(root, 'api/dist/server.js')) || !existsSync(path.join(root, 'shell/dist'))) {
    throw new Error('these tests verify against the built site: run `npm run build` first');
  }
  const dist = await buildRemoteVariant({ remote: 'events', page: VARIANT_PAGE });
  variantRoot = path.dirname(path.dirname(dist));
  workDir = mkdtempSync(path.join(os.tmpdir(), 'greatstep-verify-test-'));
  // The same bundle, but its routes.json also claims the account remote's sign-in page.
  const clashDir = path.join(workDir, 'clash');
  cpSync(dist, clashDir, { recursive: true });
  const routes = JSON.parse(readFileSync(path.join(clashDir, 'routes.json'), 'utf8'));
  routes.routes.push({ name: 'signin', path: '/signin', example: '/signin' });
  writeFileSync(path.join(clashDir, 'routes.json'), JSON.stringify(routes));
  // The build's compressed copies hold the list before the edit, and the static host sends them first.
  for (const copy of ['.br', '.gz']) rmSync(path.join(clashDir, `routes.json${copy}`), { force: true });
  variant = await serveDirectory(dist, await freePort());
  clashing = await serveDirectory(clashDir, await freePort());
}, 120_000);

afterAll(async () => {
  await variant?.stop();
  await clashing?.stop();
  if (variantRoot) rmSync(variantRoot, { recursive: true, force: true });
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('a bundle that passes', () => {
  let passing;
  let report;

  beforeAll(async () => {
    passing = await verify(`events=${variant.url}/mf-manifest.json`, '--json', '--no-smoke', '--budget-kb', '1000');
    report = JSON.parse(passing.stdout);
  }, 120_000);

  test('exits 0 with the report alone on stdout and the check lines on stderr', () => {
    expect(passing.status).toBe(0);
    expect(passing.stderr).toMatch(/^ok +manifest /m);
    expect(passing.stderr).toMatch(/^ok +bytes per route +8 paths within 1000 KB/m);
    expect(passing.stderr).toMatch(/^skip +smoke journeys +@smoke-events not run \(--no-smoke\)/m);
  });

  test('the report has the agreed shape, every check in order', () => {
    expect(Object.keys(report)).toEqual(['remote', 'url', 'ok', 'at', 'checks', 'shared', 'paths', 'bytes', 'smoke']);
    expect(report).toMatchObject({ remote: 'events', url: `${variant.url}/mf-manifest.json`, ok: true });
    expect(new Date(report.at).toISOString()).toBe(report.at);
    expect(report.checks.map((check) => check.name)).toEqual(CHECK_NAMES);
    for (const check of report.checks)
      expect(check).toEqual({ name: check.name, ok: true, detail: expect.any(String) });
  });

  test("the shared versions stand beside the shell's", () => {
    const shell = JSON.parse(readFileSync(path.join(root, 'shell/dist/mf-manifest.json'), 'utf8'));
    const shellReact = shell.shared.find((entry) => entry.name === 'react').version;
    expect(report.shared).toContainEqual({ package: 'react', remote: expect.any(String), shell: shellReact, ok: true });
    for (const entry of report.shared) expect(Object.keys(entry)).toEqual(['package', 'remote', 'shell', 'ok']);
  });

  test('the paths claimed include the new page, with no conflict', () => {
    expect(report.paths.claimed).toContain(VARIANT_PAGE.path);
    expect(report.paths.claimed).toContain('/great-step/events');
    expect(report.paths.conflicts).toEqual([]);
  });

  test("every claimed path is weighed: the bundle's own JS, as sent and raw", () => {
    expect(report.bytes.budgetKb).toBe(1000);
    const paths = report.bytes.routes.map((route) => route.path);
    expect(paths).toContain(VARIANT_PAGE.path);
    expect(paths).toHaveLength(8);
    for (const route of report.bytes.routes) {
      expect(route).toEqual({
        path: expect.any(String),
        sentKb: expect.any(Number),
        rawKb: expect.any(Number),
        ok: true,
      });
      // The static host sends the build's brotli copies: as sent is well under the raw size.
      expect(route.rawKb).toBeGreaterThan(10);
      expect(route.sentKb).toBeLessThan(route.rawKb / 2);
    }
  });

  test('the smoke journeys are reported as skipped', () => {
    expect(report.smoke).toEqual({ ran: false, ok: true, passed: 0, failed: 0, flaky: 0, grep: '@smoke-events' });
  });

  test('a budget below its heaviest page fails the gate, with the report in a file and the lines on stdout', async () => {
    const heaviest = Math.max(...report.bytes.routes.map((route) => route.sentKb));
    const budget = Math.floor(heaviest - 1);
    const file = path.join(workDir, 'over-budget.json');
    const run = await verify(
      `events=${variant.url}/mf-manifest.json`,
      `--json=${file}`,
      '--no-smoke',
      `--budget-kb=${budget}`,
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(new RegExp(`^FAIL +bytes per route .* over ${budget} KB`, 'm'));
    const over = JSON.parse(readFileSync(file, 'utf8'));
    expect(over.ok).toBe(false);
    expect(over.bytes.budgetKb).toBe(budget);
    expect(checkOf(over, 'bytes per route').ok).toBe(false);
    for (const route of over.bytes.routes) expect(route.ok).toBe(route.sentKb <= budget);
    expect(over.bytes.routes.some((route) => !route.ok)).toBe(true);
    // Over budget is not broken: the rest still ran.
    expect(checkOf(over, 'composed site').ok).toBe(true);
  }, 120_000);
});

test("a bundle claiming another remote's path fails, and nothing is started", async () => {
  const file = path.join(workDir, 'clash.json');
  const run = await verify(`events=${clashing.url}/mf-manifest.json`, `--json=${file}`);
  expect(run.status).toBe(1);
  expect(run.stdout).toMatch(/^FAIL +paths +\/signin is also account's \(\/signin\)/m);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  expect(report.ok).toBe(false);
  expect(report.paths.claimed).toContain('/signin');
  expect(report.paths.conflicts).toEqual([{ path: '/signin', remote: 'account', theirs: '/signin' }]);
  expect(report.checks.map((check) => [check.name, check.ok])).toEqual([
    ['manifest', true],
    ['shared singletons', true],
    ['paths', false],
    ['bytes per route', false],
    ['composed site', false],
    ['smoke journeys', false],
  ]);
  expect(checkOf(report, 'composed site').detail).toBe('not run: an earlier check failed');
  expect(report.bytes.routes).toEqual([]);
  expect(report.smoke).toMatchObject({ ran: false, ok: false });
});

test('a manifest URL that answers 404 fails', async () => {
  const url = `${variant.url}/no-such-folder/mf-manifest.json`;
  const run = await verify(`events=${url}`, '--json');
  expect(run.status).toBe(1);
  expect(run.stderr).toMatch(/^FAIL +manifest +.*answered 404/m);
  const report = JSON.parse(run.stdout);
  expect(report).toMatchObject({ remote: 'events', url, ok: false, shared: [] });
  expect(checkOf(report, 'manifest')).toEqual({ name: 'manifest', ok: false, detail: expect.stringMatching(/404/) });
});

describe('usage errors exit 2 and say how to call it', () => {
  test.each([
    [[]],
    [['events']],
    [['events=ftp://example.org/mf-manifest.json']],
    [['nosuch=http://127.0.0.1:9/mf-manifest.json']],
    [['events=http://127.0.0.1:9/mf-manifest.json', '--budget-kb']],
    [['events=http://127.0.0.1:9/mf-manifest.json', '--budget-kb', 'lots']],
    [['events=http://127.0.0.1:9/mf-manifest.json', '--jsn']],
    [['events=http://127.0.0.1:9/mf-manifest.json', 'account=http://127.0.0.1:9/mf-manifest.json']],
  ])('%j', async (args) => {
    const run = await verify(...args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/usage: npm run verify:remote -- <marketing\|events\|account>=/);
  });

  test('the budget defaults to 150 KB as sent and the journeys run unless told not to', () => {
    expect(parseArgs(['events=https://cdn.example.org/events/mf-manifest.json'], ['events'])).toEqual({
      name: 'events',
      url: 'https://cdn.example.org/events/mf-manifest.json',
      json: null,
      budgetKb: 150,
      smoke: true,
    });
  });
});
