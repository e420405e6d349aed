import os from 'node:os';
import path from 'node:path';
import { eventContent } from '../../mf-events/src/content/events';

/**
 * Ports and addresses of the servers the journeys use. E2E_PORT moves them all (E2E_PORT, +1, +2, …), so that two
 * runs on one machine do not collide.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 8301);

export const MAIN_PORT = BASE_PORT;
export const INTEGRATOR_PORT = BASE_PORT + 1;
/** The journey that ships a variant of one remote: its static bundle, and a site pointed at it. */
export const VARIANT_BUNDLE_PORT = BASE_PORT + 2;
export const VARIANT_SITE_PORT = BASE_PORT + 3;

/** `npm run verify:remote` runs the smoke journeys against a site it started itself. */
export const EXTERNAL_BASE_URL = process.env.E2E_BASE_URL;

export const MAIN_URL = EXTERNAL_BASE_URL ?? `http://127.0.0.1:${MAIN_PORT}`;
export const INTEGRATOR_URL = `http://127.0.0.1:${INTEGRATOR_PORT}`;
/** Nothing listens on the discard port: a remote registered there is down. */
export const DEAD_REMOTE_URL = 'http://127.0.0.1:9/mf-manifest.json';
/** The integrator's server lets the browser override remotes from these origins (REMOTE_OVERRIDES). */
export const INTEGRATOR_OVERRIDE_ORIGINS = 'http://127.0.0.1:*';
/** Edited copies of a remote's build that `verify:remote` must refuse. */
export const FIXTURE_BUNDLE_PORT = BASE_PORT + 4;
/** The page the variant of the events remote adds, and where globalSetup tells the workers its build is. */
export const VARIANT_PAGE = { path: '/great-step/events/schedule', title: 'Fest Schedule' };
export const VARIANT_DIST_ENV = 'E2E_VARIANT_DIST';
/**
 * The variant also changes an event's prize, as the events team edits its content and rebuilds its remote alone: ours
 * (mf-events/src/content/events.ts) plus ₹4,000, whatever ours is.
 */
export const VARIANT_PRIZE = { eventId: 'Geobotics', prize: (eventContent.Geobotics.prize ?? 0) + 4000 } as const;
/** The same page built to throw as it renders on a phone: the canary that rolls itself back (remote-releases.spec.ts). */
export const BROKEN_VARIANT_DIST_ENV = 'E2E_BROKEN_VARIANT_DIST';
/** README's integrator recipe: a remote's dev server, and a site whose REMOTE_EVENTS_URL points at it. */
export const DEV_REMOTE_PORT = BASE_PORT + 5;
export const DEV_SITE_PORT = BASE_PORT + 6;

// The config and every worker import this module; the run id is fixed by the first (the runner) and inherited
// through the environment, so all of them name the same folders.
const RUN_ID = (process.env.GREATSTEP_E2E_RUN ??= `${Date.now()}-${process.pid}`);

/** A fresh data folder per server and run: its own embedded database and mail outbox. */
export function dataDirOf(port: number): string {
  return path.join(os.tmpdir(), `greatstep-e2e-${port}-${RUN_ID}`);
}

/**
 * The main server's DATA_DIR: tests read its mail outbox (DATA_DIR/outbox/*.eml). `npm run verify:remote` starts
 * the site itself and names its folder in E2E_DATA_DIR.
 */
export const MAIN_DATA_DIR = process.env.E2E_DATA_DIR ?? dataDirOf(MAIN_PORT);
/** The organisers' journey runs its own site, restarted around a command of `npm run admin`: one per project. */
export const ORGANISERS_SITE_PORTS: Record<string, number> = { phone: BASE_PORT + 7, desktop: BASE_PORT + 8 };
/** The release journey: its own site (releases are the site's state) and the two variants' bundles. */
export const RELEASES_SITE_PORT = BASE_PORT + 9;
export const RELEASES_BUNDLE_PORT = BASE_PORT + 10;
export const RELEASES_BROKEN_BUNDLE_PORT = BASE_PORT + 11;
/** README's sub-team steps: the bundle `npm run serve:remote` hosts (readme-dev-recipes.spec.ts). */
export const SUBTEAM_BUNDLE_PORT = BASE_PORT + 12;
/** A campus whose one address a guesser has made hot (campus-sign-in.spec.ts): a site of its own, so no other journey is. */
export const CAMPUS_SITE_PORT = BASE_PORT + 13;
/** A canary whose bundle keeps the app from starting (app-start-health.spec.ts): its own site and its bundle. */
export const APP_START_SITE_PORT = BASE_PORT + 14;
export const APP_START_BUNDLE_PORT = BASE_PORT + 15;
/** A site whose events remote is rebuilt while it runs (rebuild-while-running.spec.ts), on a copy of the build. */
export const REBUILD_SITE_PORT = BASE_PORT + 16;
