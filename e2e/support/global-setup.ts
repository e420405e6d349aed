import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildRemoteVariant } from '../../scripts/build-remote-variant.js';
import { EXTERNAL_BASE_URL, VARIANT_DIST_ENV, VARIANT_PAGE } from './servers';

/**
 * Builds the variant of the events remote that remote-ships-alone.spec.ts serves, before any test runs: a production
 * build competing with the browsers for two cores would slow the journeys that run beside it. The folder reaches
 * the workers through the environment. `verify:remote` runs against a site of its own and needs none.
 */
export default async function globalSetup(): Promise<(() => void) | undefined> {
  if (EXTERNAL_BASE_URL) return undefined;
  const dist = await buildRemoteVariant({ remote: 'events', page: VARIANT_PAGE });
  process.env[VARIANT_DIST_ENV] = dist;
  return () => rmSync(path.dirname(path.dirname(dist)), { recursive: true, force: true });
}
