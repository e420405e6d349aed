/**
 * Ports and addresses of the two servers playwright.config.ts starts. Several people run the journeys on one
 * machine, so the ports come from E2E_PORT_BASE (default 8300): main = base + 1, integrator = base + 2.
 */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 8300);
if (!Number.isInteger(PORT_BASE) || PORT_BASE < 1 || PORT_BASE > 65_533) {
  throw new Error(`E2E_PORT_BASE must be a port number, not ${process.env.E2E_PORT_BASE}`);
}

export const MAIN_PORT = PORT_BASE + 1;
export const INTEGRATOR_PORT = PORT_BASE + 2;
export const MAIN_URL = `http://127.0.0.1:${MAIN_PORT}`;
export const INTEGRATOR_URL = `http://127.0.0.1:${INTEGRATOR_PORT}`;
/** Nothing listens on the discard port: a remote registered there is down. */
export const DEAD_REMOTE_URL = 'http://127.0.0.1:9/mf-manifest.json';
