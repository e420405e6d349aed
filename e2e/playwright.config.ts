import { defineConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEAD_REMOTE_URL, INTEGRATOR_PORT, MAIN_DATA_DIR, MAIN_PORT, MAIN_URL } from './support/servers';

/**
 * Two servers of the built site, as an integrator would run them:
 *  - main: everything served by one process, the way `npm start` does;
 *  - integrator: the same build whose remotes.json (from REMOTE_*_URL) takes the events remote from the main
 *    server's port and points the account remote at a dead address.
 */

const server = path.join(__dirname, '..', 'api', 'dist', 'server.js');
const dataDir = (name: string) => mkdtempSync(path.join(os.tmpdir(), `greatstep-e2e-${name}-`));

// Workers load this file too (TEST_WORKER_INDEX set); only the runner, before it starts the servers, starts the
// main server's data afresh.
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(MAIN_DATA_DIR, { recursive: true, force: true });

function serverEnv(port: number, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: extra.DATA_DIR ?? dataDir(String(port)),
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two cores: two browsers beside two servers is what this machine carries well.
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: MAIN_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: `node ${JSON.stringify(server)}`,
      url: `http://127.0.0.1:${MAIN_PORT}/api/health`,
      env: serverEnv(MAIN_PORT, { DATA_DIR: MAIN_DATA_DIR }),
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node ${JSON.stringify(server)}`,
      url: `http://127.0.0.1:${INTEGRATOR_PORT}/api/health`,
      env: serverEnv(INTEGRATOR_PORT, {
        REMOTE_EVENTS_URL: `http://127.0.0.1:${MAIN_PORT}/remotes/events/mf-manifest.json`,
        REMOTE_ACCOUNT_URL: DEAD_REMOTE_URL,
      }),
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
