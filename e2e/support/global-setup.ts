import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildRemoteVariant } from '../../scripts/build-remote-variant.js';
import { BROKEN_VARIANT_DIST_ENV, EXTERNAL_BASE_URL, VARIANT_DIST_ENV, VARIANT_PAGE, VARIANT_PRIZE } from './servers';

/**
 * Builds the variants of the events remote that remote-ships-alone.spec.ts and remote-releases.spec.ts serve, before
 * any test runs: a production build competing with the browsers for two cores would slow the journeys that run
 * beside it. One adds a page and changes an event's prize; the broken one adds the same page throwing as it renders. The folders reach the
 * workers through the environment. `verify:remote` runs against a site of its own and needs none.
 */
export default async function globalSetup(): Promise<(() => void) | undefined> {
  if (EXTERNAL_BASE_URL) return undefined;
  const dist = await buildRemoteVariant({ remote: 'events', page: VARIANT_PAGE, prize: VARIANT_PRIZE });
  const broken = await buildRemoteVariant({ remote: 'events', page: { ...VARIANT_PAGE, throws: true } });
  process.env[VARIANT_DIST_ENV] = dist;
  process.env[BROKEN_VARIANT_DIST_ENV] = broken;
  return () => {
    for (const folder of [dist, broken]) rmSync(path.dirname(path.dirname(folder)), { recursive: true, force: true });
  };
}
