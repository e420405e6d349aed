/** Ports and addresses of the two servers playwright.config.ts starts. */
export const MAIN_PORT = 8301;
export const INTEGRATOR_PORT = 8302;
export const MAIN_URL = `http://127.0.0.1:${MAIN_PORT}`;
export const INTEGRATOR_URL = `http://127.0.0.1:${INTEGRATOR_PORT}`;
/** Nothing listens on the discard port: a remote registered there is down. */
export const DEAD_REMOTE_URL = 'http://127.0.0.1:9/mf-manifest.json';
