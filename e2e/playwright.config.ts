import { defineConfig } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromiumLaunchOptions } from '../scripts/chromium.js';
import type { JourneyOptions } from './support/fixtures';
import {
  DEAD_REMOTE_URL,
  EXTERNAL_BASE_URL,
  INTEGRATOR_OVERRIDE_ORIGINS,
  INTEGRATOR_PORT,
  MAIN_PORT,
  MAIN_URL,
  dataDirOf,
} from './support/servers';

/**
 * Two servers of the built site, as an integrator would run them:
 *  - main: everything served by one process, the way `npm start` does;
 *  - integrator: the same build whose remotes.json (from REMOTE_*_URL) takes the events remote from the main
 *    server's port and points the account remote at a dead address; it allows browser overrides from loopback.
 * With E2E_BASE_URL set (`npm run verify:remote`), the journeys run against that site and start none.
 */

const PHONE_VIEWPORT = { width: 390, height: 844 };
const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

/** What these specs check (a build, a dev server, a bundle's manifest, a cookie, a policy) does not depend on the screen. */
const SAME_AT_EVERY_SIZE = [
  'app-start-health.spec.ts',
  'content-security-policy.spec.ts',
  'device-login.spec.ts',
  'overrides.spec.ts',
  'readme-dev-recipes.spec.ts',
  'rebuild-while-running.spec.ts',
  'remote-releases.spec.ts',
  'remote-ships-alone.spec.ts',
  'shell-names-no-remote-path.spec.ts',
  'verify-remote.spec.ts',
  'verify-remote-report.spec.ts',
].map((file) => `**/${file}`);

/**
 * What these specs check (a form's words and kept input when the API fails it, a remote's fallback and Retry when it
 * fails) is the same at every width; they run once, on the phone, where most visitors are. Together they were a fifth
 * of the journeys' time at two sizes.
 */
const ONCE_ON_A_PHONE = ['api-faults.spec.ts', 'page-code-failed.spec.ts', 'remote-faults.spec.ts'].map(
  (file) => `**/${file}`,
);

const server = path.join(__dirname, '..', 'api', 'dist', 'server.js');
function dataDir(port: number): string {
  const dir = dataDirOf(port);
  mkdirSync(dir, { recursive: true });
  return dir;
}

function serverEnv(port: number, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir(port),
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

/**
 * The journeys: the cross-remote ones in e2e/tests, and each remote's smoke journeys in its own folder
 * (mf-events/smoke, …), which verify:remote runs alone (docs/TESTING.md#smoke-journeys).
 */
const JOURNEYS = /[\\/](e2e[\\/]tests|mf-[\w-]+[\\/]smoke)[\\/][^\\/]+\.spec\.ts$/;

export default defineConfig<JourneyOptions>({
  testDir: '..',
  testMatch: JOURNEYS,
  testIgnore: ['**/node_modules/**', '**/dist/**'],
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // One retry, reported as "flaky" in the summary: on a busy two-core machine a page has missed a 30 s budget for
  // want of CPU alone (the same journeys pass in a quiet run). A journey that fails twice fails the run.
  retries: 1,
  // Two cores: two browsers beside two servers is what this machine carries well.
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Tearing a page down after its journey (the home page's video, the trace) has itself taken seconds there.
  timeout: 45_000,
  // A remote's page arrives after the shell, its remote and its page's chunk; on a busy two-core machine running
  // two browsers beside two servers that has taken over 10 s.
  expect: { timeout: 15_000 },
  use: {
    baseURL: MAIN_URL,
    // Recording a trace of every journey costs each one CPU it needs; the retry of a failure records it.
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions,
  },
  // Every journey at the two sizes people use (docs/TESTING.md): a phone first, as most visitors are, and a laptop.
  // A test made for one size says so with a tag (@phone-only); so does a flow whose outcome no screen size changes
  // (@one-size: a mailed link, a file's bytes, a time-out), which runs once, on the phone; the specs about serving
  // and composition plumbing run once.
  projects: [
    {
      name: 'phone',
      use: { viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true },
      testIgnore: SAME_AT_EVERY_SIZE,
    },
    {
      name: 'desktop',
      // The screen a journey ends on is checked with axe on the phone, where most visitors are; at this size the
      // accessibility specs check every page (docs/TESTING.md).
      use: { viewport: DESKTOP_VIEWPORT, axeAtEnd: false },
      grepInvert: /@phone-only|@one-size/,
      testIgnore: ONCE_ON_A_PHONE,
    },
  ],
  webServer: EXTERNAL_BASE_URL
    ? []
    : [
        {
          command: `node ${JSON.stringify(server)}`,
          url: `http://127.0.0.1:${MAIN_PORT}/api/health`,
          env: serverEnv(MAIN_PORT),
          reuseExistingServer: false,
          timeout: 60_000,
        },
        {
          command: `node ${JSON.stringify(server)}`,
          url: `http://127.0.0.1:${INTEGRATOR_PORT}/api/health`,
          env: serverEnv(INTEGRATOR_PORT, {
            REMOTE_EVENTS_URL: `http://127.0.0.1:${MAIN_PORT}/remotes/events/mf-manifest.json`,
            REMOTE_ACCOUNT_URL: DEAD_REMOTE_URL,
            REMOTE_OVERRIDES: INTEGRATOR_OVERRIDE_ORIGINS,
          }),
          reuseExistingServer: false,
          timeout: 60_000,
        },
      ],
});
