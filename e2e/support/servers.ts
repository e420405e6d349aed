import os from 'node:os';
import path from 'node:path';

/**
 * Ports and addresses of the two servers playwright.config.ts starts. Several people run the journeys on one
 * machine, so each picks a base with E2E_PORT_BASE (default 8300): main = base + 1, integrator = base + 2.
 */
export const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 8300);
export const MAIN_PORT = PORT_BASE + 1;
export const INTEGRATOR_PORT = PORT_BASE + 2;
export const MAIN_URL = `http://127.0.0.1:${MAIN_PORT}`;
export const INTEGRATOR_URL = `http://127.0.0.1:${INTEGRATOR_PORT}`;
/** Nothing listens on the discard port: a remote registered there is down. */
export const DEAD_REMOTE_URL = 'http://127.0.0.1:9/mf-manifest.json';

/**
 * The main server's DATA_DIR, known to the tests so that they can read the mails it writes to `outbox/`. Named by
 * port, so runs on different bases never share it; playwright.config.ts empties it before each run.
 */
export const MAIN_DATA_DIR = path.join(os.tmpdir(), `greatstep-e2e-main-${MAIN_PORT}`);
