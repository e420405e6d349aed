import { test, expect } from '@playwright/test';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveDirectory } from '../../scripts/serve-directory.js';
import { sparePort } from '../../scripts/spare-port.js';
import { VARIANT_DIST_ENV, VARIANT_PAGE } from '../support/servers';

/*
 * `npm run verify:remote … --json` as a sub-team's CI gate calls it (docs/TESTING.md#verify-remote): against the
 * variant of the events remote that the global setup builds, served from a folder as a static host would, reading
 * the exit code and the JSON report. Here, beside the other journeys, because it needs the built site. The smoke
 * journeys are not run (--no-smoke): they are journeys of this very suite.
 */
test.describe.configure({ mode: 'serial' });

const root = path.join(__dirname, '..', '..');
const CHECK_NAMES = [
  'manifest',
  'shared singletons',
  'paths',
  'pages',
  'prerendered pages',
  'bytes per route',
  'composed site',
  'smoke journeys',
];

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}
interface Route {
  path: string;
  sentKb: number;
  rawKb: number;
  ok: boolean;
}
interface Report {
  remote: string;
  url: string;
  ok: boolean;
  at: string;
  checks: Check[];
  shared: { package: string; remote: string; shell: string; ok: boolean }[];
  paths: { claimed: string[]; conflicts: unknown[] };
  pages: { published: { path: string; image: string }[]; problems: string[] };
  fragments: { prerendered: string[]; problems: string[] };
  bytes: { budgetKb: number; routes: Route[] };
  smoke: Record<string, unknown>;
}

/** Runs the script as `npm run verify:remote -- …` does; asynchronous, so the bundle servers here keep answering. */
function verify(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(root, 'scripts/verify-remote.js'), ...args], (error, stdout, stderr) => {
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}

const checkOf = (report: Report, name: string) => report.checks.find((check) => check.name === name);
const readReport = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Report;

let workDir: string;
let variant: { url: string; stop: () => Promise<void> };
let clashing: { url: string; stop: () => Promise<void> };
let astray: { url: string; stop: () => Promise<void> };
let passing: { status: number | null; stdout: string; stderr: string };
let report: Report;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dist = process.env[VARIANT_DIST_ENV];
  if (!dist) throw new Error(`${VARIANT_DIST_ENV} is not set: the global setup builds the variant`);
  workDir = mkdtempSync(path.join(os.tmpdir(), 'greatstep-verify-report-'));
  // The same bundle, but its routes.json also claims the account remote's sign-in page.
  const clashDir = path.join(workDir, 'clash');
  cpSync(dist, clashDir, { recursive: true });
  const routes = JSON.parse(readFileSync(path.join(clashDir, 'routes.json'), 'utf8')) as { routes: unknown[] };
  routes.routes.push({ name: 'signin', path: '/signin', example: '/signin' });
  writeFileSync(path.join(clashDir, 'routes.json'), JSON.stringify(routes));
  // The build's compressed copies hold the list before the edit, and the static host sends them first.
  for (const copy of ['.br', '.gz']) rmSync(path.join(clashDir, `routes.json${copy}`), { force: true });
  // The same bundle, but its pages.json publishes the head of a page at a path none of its routes has.
  const astrayDir = path.join(workDir, 'astray');
  cpSync(dist, astrayDir, { recursive: true });
  const pages = JSON.parse(readFileSync(path.join(astrayDir, 'pages.json'), 'utf8')) as {
    pages: { path: string }[];
  };
  pages.pages[0] = { ...pages.pages[0], path: '/great-step/programme' };
  writeFileSync(path.join(astrayDir, 'pages.json'), JSON.stringify(pages));
  for (const copy of ['.br', '.gz']) rmSync(path.join(astrayDir, `pages.json${copy}`), { force: true });
  variant = await serveDirectory(dist, await sparePort());
  clashing = await serveDirectory(clashDir, await sparePort());
  astray = await serveDirectory(astrayDir, await sparePort());
  passing = await verify(`events=${variant.url}/mf-manifest.json`, '--json', '--no-smoke', '--budget-kb', '1000');
  report = JSON.parse(passing.stdout) as Report;
});

test.afterAll(async () => {
  await variant?.stop();
  await clashing?.stop();
  await astray?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

test('a bundle that passes: exit 0, the report alone on stdout, the check lines on stderr', () => {
  expect(passing.status).toBe(0);
  expect(passing.stderr).toMatch(/^ok +manifest /m);
  expect(passing.stderr).toMatch(/^ok +bytes per route +8 paths within 1000 KB/m);
  expect(passing.stderr).toMatch(/^skip +smoke journeys +mf-events\/smoke not run \(--no-smoke\)/m);
});

test('its report has the agreed shape, every check in order', () => {
  expect(Object.keys(report)).toEqual([
    'remote',
    'url',
    'ok',
    'at',
    'checks',
    'shared',
    'paths',
    'pages',
    'fragments',
    'bytes',
    'smoke',
  ]);
  expect(report).toMatchObject({ remote: 'events', url: `${variant.url}/mf-manifest.json`, ok: true });
  expect(new Date(report.at).toISOString()).toBe(report.at);
  expect(report.checks.map((check) => check.name)).toEqual(CHECK_NAMES);
  for (const check of report.checks) expect(check).toEqual({ name: check.name, ok: true, detail: expect.any(String) });
});

test("its shared versions stand beside the shell's, and its paths include the new page with no conflict", () => {
  const shell = JSON.parse(readFileSync(path.join(root, 'shell/dist/mf-manifest.json'), 'utf8')) as {
    shared: { name: string; version: string }[];
  };
  const shellReact = shell.shared.find((entry) => entry.name === 'react')?.version;
  expect(report.shared).toContainEqual({ package: 'react', remote: expect.any(String), shell: shellReact, ok: true });
  for (const entry of report.shared) expect(Object.keys(entry)).toEqual(['package', 'remote', 'shell', 'ok']);
  expect(report.paths.claimed).toContain(VARIANT_PAGE.path);
  expect(report.paths.claimed).toContain('/great-step/events');
  expect(report.paths.conflicts).toEqual([]);
  // Each page's head, the competition pages among them, at a path of its routes.
  expect(report.pages.problems).toEqual([]);
  expect(report.pages.published).toContainEqual({
    path: '/great-step/events/competitions/Geobotics',
    image: expect.stringMatching(/^previews\/[\w-]+\.[0-9a-f]{8}\.jpg$/),
  });
  // And each published page prerendered (the new page is a route without a head: not among them).
  expect(report.fragments.problems).toEqual([]);
  expect(report.fragments.prerendered).toContain('/great-step/events/competitions/Geobotics');
});

test("every claimed path is weighed: the bundle's own JS, as sent and raw; the smoke journeys skipped", () => {
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
  expect(report.smoke).toEqual({
    ran: false,
    ok: true,
    passed: 0,
    failed: 0,
    flaky: 0,
    grep: null,
    journeys: 'mf-events/smoke',
  });
});

test('a budget below its heaviest page fails the gate, with the report in a file and the lines on stdout', async () => {
  test.setTimeout(120_000);
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
  const over = readReport(file);
  expect(over.ok).toBe(false);
  expect(over.bytes.budgetKb).toBe(budget);
  expect(checkOf(over, 'bytes per route')?.ok).toBe(false);
  for (const route of over.bytes.routes) expect(route.ok).toBe(route.sentKb <= budget);
  expect(over.bytes.routes.some((route) => !route.ok)).toBe(true);
  // Over budget is not broken: the rest still ran.
  expect(checkOf(over, 'composed site')?.ok).toBe(true);
});

test("a bundle claiming another remote's path fails, and nothing is started", async () => {
  const file = path.join(workDir, 'clash.json');
  const run = await verify(`events=${clashing.url}/mf-manifest.json`, `--json=${file}`);
  expect(run.status).toBe(1);
  expect(run.stdout).toMatch(/^FAIL +paths +\/signin is also account's \(\/signin\)/m);
  const clash = readReport(file);
  expect(clash.ok).toBe(false);
  expect(clash.paths.claimed).toContain('/signin');
  expect(clash.paths.conflicts).toEqual([{ path: '/signin', remote: 'account', theirs: '/signin' }]);
  expect(clash.checks.map((check) => [check.name, check.ok])).toEqual([
    ['manifest', true],
    ['shared singletons', true],
    ['paths', false],
    ['pages', true],
    ['prerendered pages', true],
    ['bytes per route', false],
    ['composed site', false],
    ['smoke journeys', false],
  ]);
  expect(checkOf(clash, 'composed site')?.detail).toBe('not run: an earlier check failed');
  expect(clash.bytes.routes).toEqual([]);
  expect(clash.smoke).toMatchObject({ ran: false, ok: false });
});

test('a bundle publishing the head of a page its routes do not have fails, and nothing is started', async () => {
  const file = path.join(workDir, 'astray.json');
  const run = await verify(`events=${astray.url}/mf-manifest.json`, `--json=${file}`);
  expect(run.status).toBe(1);
  expect(run.stdout).toMatch(/^FAIL +pages +\/great-step\/programme is no path of its routes/m);
  const astrayReport = readReport(file);
  expect(astrayReport.pages.problems).toEqual([
    '/great-step/programme is no path of its routes',
    // Nor of its remote's part of the site: the server would refuse its release for it (docs/ARCHITECTURE.md#who-owns-which-paths).
    'the page /great-step/programme is outside the paths events owns',
  ]);
  expect(checkOf(astrayReport, 'composed site')?.detail).toBe('not run: an earlier check failed');
});

test('a manifest URL that answers 404 fails', async () => {
  const url = `${variant.url}/no-such-folder/mf-manifest.json`;
  const run = await verify(`events=${url}`, '--json');
  expect(run.status).toBe(1);
  expect(run.stderr).toMatch(/^FAIL +manifest +.*answered 404/m);
  const missing = JSON.parse(run.stdout) as Report;
  expect(missing).toMatchObject({ remote: 'events', url, ok: false, shared: [] });
  expect(checkOf(missing, 'manifest')).toEqual({ name: 'manifest', ok: false, detail: expect.stringMatching(/404/) });
});

test('usage errors exit 2 and say how to call it', async () => {
  for (const args of [
    [],
    ['events'],
    ['events=ftp://example.org/mf-manifest.json'],
    ['nosuch=http://127.0.0.1:9/mf-manifest.json'],
    ['events=http://127.0.0.1:9/mf-manifest.json', '--budget-kb'],
    ['events=http://127.0.0.1:9/mf-manifest.json', '--budget-kb', 'lots'],
    ['events=http://127.0.0.1:9/mf-manifest.json', '--jsn'],
    ['events=http://127.0.0.1:9/mf-manifest.json', 'account=http://127.0.0.1:9/mf-manifest.json'],
  ]) {
    const run = await verify(...args);
    expect({ args, status: run.status, stdout: run.stdout }).toEqual({ args, status: 2, stdout: '' });
    expect(run.stderr).toMatch(/usage: npm run verify:remote -- <marketing\|events\|account>=/);
  }
});
