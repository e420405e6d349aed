import type { BundleReader } from '../site/bundle-files';
import { REMOTE_SCOPES } from '../site/remote-names';

/**
 * The host of every bundle a test releases when what the bundle publishes is not what it tests (roles, history,
 * canaries, health): each remote's files are a routes.json claiming exactly its part of the site, and no pages. The
 * tests of what a bundle publishes serve real files from a host of their own (testing/bundle-host.ts).
 */
export const fakeBundles: BundleReader = async (remote) => ({
  routes: JSON.stringify({
    routes: (REMOTE_SCOPES[remote]?.paths ?? []).map((path) => ({ path })),
    links: {},
  }),
  pages: null,
  fragments: null,
});
