// The "smoke journeys" check of `npm run verify:remote`: the Playwright journeys in the remote's own folder
// (`mf-events/smoke`, docs/TESTING.md#smoke-journeys), through the shared fixtures of e2e/support, against the composed
// site verify started. Playwright's JSON reporter gives the counts; its line reporter the words.
const { spawnSync } = require('node:child_process');
const { existsSync, mkdtempSync, readFileSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { remotes } = require('../../federation/composition');

const root = path.join(__dirname, '../..');
const e2eDir = path.join(root, 'e2e');

/** Where a remote's smoke journeys live, from the repository's root: its folder's `smoke/` (none: no such remote). */
function smokeFolderOf(name) {
  const remote = remotes.find((candidate) => candidate.name === name);
  return remote ? `${remote.folder}/smoke` : null;
}

/**
 * @param {{ name: string, siteUrl: string, dataDir: string }} options
 * @returns {{ ok: boolean, passed: number, failed: number, flaky: number, summary: string, output: string }}
 */
function runSmoke({ name, siteUrl, dataDir }) {
  const folder = smokeFolderOf(name);
  if (!folder || !existsSync(path.join(root, folder))) {
    return { ok: false, passed: 0, failed: 0, flaky: 0, summary: `${folder} holds no journeys`, output: '' };
  }
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'greatstep-verify-smoke-'));
  const reportFile = path.join(reportDir, 'report.json');
  try {
    // Playwright takes the folder as a pattern of the files' paths: that folder's journeys alone.
    const run = spawnSync('npx', ['playwright', 'test', `${folder}/`, '--reporter=line,json'], {
      cwd: e2eDir,
      // The journeys sign people up and read their codes from the server's mail outbox: they are told where it is.
      env: {
        ...process.env,
        E2E_BASE_URL: siteUrl,
        E2E_DATA_DIR: dataDir,
        PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile,
      },
      encoding: 'utf8',
    });
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
    let stats = {};
    try {
      stats = JSON.parse(readFileSync(reportFile, 'utf8')).stats ?? {};
    } catch {
      // No report: Playwright did not start (it says why in its output, which the caller prints).
    }
    return {
      ok: run.status === 0,
      passed: stats.expected ?? 0,
      failed: stats.unexpected ?? 0,
      flaky: stats.flaky ?? 0,
      summary: summarise(stats, output, run.status),
      output: run.stdout ?? '',
    };
  } finally {
    rmSync(reportDir, { recursive: true, force: true });
  }
}

/**
 * The counts, as Playwright's last line gives them ("26 passed (72 s)"); without a report, the lines of its output
 * that say what went wrong, cut short: the whole output follows the check's line on a failure.
 */
function summarise(stats, output, status) {
  if (typeof stats.expected === 'number') {
    const counts = [`${stats.expected} passed`];
    if (stats.unexpected) counts.push(`${stats.unexpected} failed`);
    if (stats.flaky) counts.push(`${stats.flaky} flaky`);
    if (stats.skipped) counts.push(`${stats.skipped} skipped`);
    const seconds = typeof stats.duration === 'number' ? ` (${Math.round(stats.duration / 1000)} s)` : '';
    return `${counts.join(', ')}${seconds}`;
  }
  const lines = output
    .trim()
    .split('\n')
    .filter((line) => /passed|failed|flaky|Error/.test(line))
    .join(' ')
    .replace(/\s+/g, ' ');
  return lines ? lines.slice(0, 300) : `exit ${status}`;
}

module.exports = { runSmoke, smokeFolderOf, summarise };
