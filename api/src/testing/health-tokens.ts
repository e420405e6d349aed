import { createHealthTokens } from '../lib/health-token';
import { TEST_HEALTH_SECRET, type FakeClock } from './test-app';

/**
 * The token a page of the test app would carry beside the release (null: the built-in entry) at the clock's time,
 * for a suite whose app serves no pages (docs/SECURITY.md#health-reports-count-only-from-served-pages).
 */
export function servedToken(clock: FakeClock, remote: string, release: number | null): string {
  return createHealthTokens(TEST_HEALTH_SECRET, clock.now).issue().tokenFor(remote, release);
}
