import os from 'node:os';
import path from 'node:path';

/**
 * Ports and addresses of the two servers playwright.config.ts starts. Several people run the journeys on one
 * machine, so the ports move together with E2E_PORT_BASE: main = base + 1, integrator = base + 2.
 */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 8300);
if (!Number.isInteger(PORT_BASE) || PORT_BASE < 1024 || PORT_BASE > 65000) {
  throw new Error(`E2E_PORT_BASE must be a port number, not ${process.env.E2E_PORT_BASE}`);
}

export const MAIN_PORT = PORT_BASE + 1;
export const INTEGRATOR_PORT = PORT_BASE + 2;
export const MAIN_URL = `http://127.0.0.1:${MAIN_PORT}`;
export const INTEGRATOR_URL = `http://127.0.0.1:${INTEGRATOR_PORT}`;
/** Nothing listens on the discard port: a remote registered there is down. */
export const DEAD_REMOTE_URL = 'http://127.0.0.1:9/mf-manifest.json';

// The config and every worker import this module; the run id is fixed by the first (the runner) and inherited
// through the environment, so all of them name the same folders.
const RUN_ID = (process.env.GREATSTEP_E2E_RUN ??= `${Date.now()}-${process.pid}`);

/** A fresh data folder per server and run: its own embedded database and mail outbox. */
export function dataDirOf(port: number): string {
  return path.join(os.tmpdir(), `greatstep-e2e-${port}-${RUN_ID}`);
}

/** The main server's DATA_DIR: tests read its mail outbox (DATA_DIR/outbox/*.eml). */
export const MAIN_DATA_DIR = dataDirOf(MAIN_PORT);
