import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DOCUMENT_ONLY_HEADERS, isSubresource } from './document-only-headers';
import { cacheControlFor, PRIVATE_REVALIDATE } from './cache-control';
import { cohortCookie, cohortOf, drawCohort, isNoBrowser } from './cohort';
import { composedPages, servedRemoteViews, type ComposedSite } from './composed-pages';
import { contentSecurityPolicy, policyHeader, withServerPageScript } from './content-security-policy';
import { robotsTxt, sitemapXml } from './discovery';
import { pageBudget } from './page-rate-limit';
import { precompress, sendPrecompressed, type PrecompressedBody } from './precompressed-body';
import { publishedTimes } from './published-times';
import { releaseDataSource } from './release-data';
import { requestReleaseSet } from './request-release-set';
import {
  hasCanary,
  NO_RELEASES,
  releaseUrls,
  servedRemotes,
  type ReleaseSet,
  type ReleaseSource,
  type ServedRemotes,
} from './served-remotes';
import { siteErrorHandler } from './site-errors';
import type { SiteOptions } from './site-options';

export interface SitePluginOptions extends SiteOptions {
  publicUrl: string;
  /** The remotes' releases (docs/ARCHITECTURE.md#releases-and-canaries); without it, the site is served as configured. */
  releases?: ReleaseSource;
  /** Whether pages are limited per network (RATE_LIMIT), as API calls are. */
  rateLimit: boolean;
  /** Where the page budget is counted for every process (REDIS_URL); without it, in this process. */
  redis?: Redis;
}

/**
 * Files of a build that are not the site's: Module Federation's stats file (and its compressed copies) names the build
 * machine's paths. Our builds no longer write it (federation/drop-build-stats.js); a folder built before, or by other
 * tools, may still hold it, and it gets no route.
 */
const BUILD_ONLY_FILES = ['**/mf-stats.json*', '**/mf-manifest-stats.json*'];
const isBuildOnlyFile = (pathName: string) => /(?:^|\/)mf-(?:manifest-)?stats\.json/.test(pathName);

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('Cache-Control', cacheControlFor(filePath));
}

/**
 * Serves the composed site beside /api: the shell at /, each remote this server builds under /remotes/<name>/,
 * remotes.json for the shell, and index.html for every other page path so the shell's router can answer it
 * (its 404 page included). Registered as a sibling of the API plugin, so the API keeps its own JSON 404s.
 */
export async function sitePlugin(app: FastifyInstance, options: SitePluginOptions): Promise<void> {
  await app.register(fastifyHelmet, {
    // Set below, per release set: a release moves a remote to another origin without a restart.
    contentSecurityPolicy: false,
    // Remote bundles are fetched by shells on other origins (an integrator's), so they must be loadable cross-origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // The origin alone, never a path (a reset link's token is in one): a remote's dev server serves pages of this
    // machine's addresses only, and a script's request shows it the page's origin this way alone
    // (docs/SECURITY.md#the-dev-servers).
    referrerPolicy: { policy: 'strict-origin' },
  });
  app.setErrorHandler(siteErrorHandler);
  const releaseData = releaseDataSource({
    load: (ids) => options.releases?.storedFiles(ids) ?? Promise.resolve([]),
    warn: (message) => app.log.warn(message),
  });
  const currentSet = requestReleaseSet(options.releases, releaseData, app.log);
  const directivesOf = (set: ReleaseSet) =>
    contentSecurityPolicy(
      [...Object.values(options.remotes), ...releaseUrls(set)],
      options.overrideOrigins,
      options.publicUrl,
    );
  const policyFor = latestOnly((set: ReleaseSet) => policyHeader(directivesOf(set)));
  /** The policy of a page that came in its HTML, which runs one inline script (server-page-script.ts). */
  const prerenderedPolicyFor = latestOnly((set: ReleaseSet) => policyHeader(withServerPageScript(directivesOf(set))));
  app.addHook('onSend', async (request, reply) => {
    if (isSubresource(reply.getHeader('Content-Type'))) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      return;
    }
    // A prerendered page has set its own.
    if (reply.hasHeader('Content-Security-Policy')) return;
    // With no set known (sendUnavailable's page), the policy of no release: the strictest, and the page runs nothing.
    reply.header('Content-Security-Policy', policyFor(await currentSet(request).catch(() => NO_RELEASES)));
  });
  // The pages and remotes.json, which this server makes; the files beside them are sent as they lie on disk.
  const withinBudget = await pageBudget(app, options.rateLimit, options.redis);

  /** What this browser is served: its cohort (drawn and handed to it while a canary runs) picks the releases. */
  const servedTo = async (request: FastifyRequest, reply: FastifyReply): Promise<ServedRemotes> => {
    const set = await currentSet(request);
    let cohort = cohortOf(request.headers.cookie);
    if (hasCanary(set)) {
      reply.header('Vary', 'Cookie');
      if (cohort === null) {
        // Chosen for this one visitor (a new cohort, or none for a crawler): never kept by a shared cache for another.
        reply.header('Cache-Control', PRIVATE_REVALIDATE);
        if (isNoBrowser(request.method, request.headers['user-agent'])) {
          // A canary is for browsers: link previews and crawlers see the stable releases, whatever fetch they make.
          cohort = OUTSIDE_EVERY_CANARY;
        } else {
          cohort = drawCohort();
          reply.header('Set-Cookie', cohortCookie(cohort));
        }
      }
    }
    return servedRemotes(options.remotesJson, set, cohort ?? 0, (release) => releaseData.get(release)?.routes);
  };

  const remotesJsonFor = cachedByKey((served: ServedRemotes) =>
    precompress(JSON.stringify(served.json), 'application/json; charset=utf-8'),
  );
  app.get('/remotes.json', async (request, reply) => {
    if (!(await withinBudget(request, reply))) return reply;
    return sendPrecompressed(request, reply, remotesJsonFor(await servedTo(request, reply)));
  });

  for (const [name, root] of Object.entries(options.remoteDirs)) {
    if (!existsSync(root)) continue;
    await app.register(async (remote) => {
      // Any shell may compose these bundles: integrators point theirs at them (docs/ARCHITECTURE.md#remotesjson).
      remote.addHook('onSend', async (_request, reply) => {
        reply.header('Access-Control-Allow-Origin', '*');
      });
      // With kept builds (KEEP_BUILDS), /remotes/<name>/<hash>/ is every build kept, looked up as asked: earlier ones
      // for pages still open, a later one once released from this machine (kept-builds.ts).
      const kept = options.keptBuildRoots[name];
      await remote.register(fastifyStatic, {
        root: kept ? [root, kept] : root,
        prefix: `/remotes/${name}/`,
        decorateReply: false,
        wildcard: kept !== undefined,
        index: false,
        // Our own Cache-Control by file name (setHeaders) instead of the plugin's one max-age for all.
        cacheControl: false,
        setHeaders: setCacheHeaders,
        preCompressed: true,
        ...(kept
          ? { allowedPath: (pathName: string) => !isBuildOnlyFile(pathName) }
          : { globIgnore: BUILD_ONLY_FILES }),
      });
    });
  }

  await app.register(fastifyStatic, {
    root: options.shellDir,
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: setCacheHeaders,
    preCompressed: true,
    globIgnore: BUILD_ONLY_FILES,
  });
  const html = readFileSync(path.join(options.shellDir, 'index.html'), 'utf8');
  for (const problem of options.problems) app.log.warn(`left out of the site: ${problem}`);
  const composedFor = siteComposer(
    html,
    options,
    (release) => releaseData.get(release),
    (message) => app.log.warn(message),
  );
  const sendShell = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    if (!(await withinBudget(request, reply))) return reply;
    const page = composedFor(await servedTo(request, reply)).pageFor(pathname);
    // A path no remote claims (or no page of a remote that lists all of its own) still gets the shell, whose router
    // shows the 404 page, but with the status it earns; it and the pages nobody is to find are not to be indexed.
    reply.code(page.status);
    if (page.noindex) reply.header('X-Robots-Tag', 'noindex');
    if (page.prerendered) reply.header('Content-Security-Policy', prerenderedPolicyFor(await currentSet(request)));
    return sendPrecompressed(request, reply, page.body);
  };
  app.get('/', (request, reply) => sendShell(request, reply, '/'));

  // Search engines read the pages of the stable releases: no cohort, so never a canary's.
  const robots = precompress(robotsTxt(options.publicUrl), 'text/plain; charset=utf-8');
  app.get('/robots.txt', async (request, reply) => {
    if (!(await withinBudget(request, reply))) return reply;
    return sendPrecompressed(request, reply, robots);
  });
  // One per composed site and publication times: a rollback to a release served before brings the same site back,
  // published at a later time.
  const sitemaps = new WeakMap<ComposedSite, { times: string; body: PrecompressedBody }>();
  app.get('/sitemap.xml', async (request, reply) => {
    if (!(await withinBudget(request, reply))) return reply;
    const stable = servedRemotes(options.remotesJson, await currentSet(request), OUTSIDE_EVERY_CANARY);
    const site = composedFor(stable);
    const times = await publishedTimes(
      stable,
      options.ownRemotes,
      options.releases?.stableSince,
      Object.keys(options.remotes),
    );
    const key = JSON.stringify([...times]);
    let sitemap = sitemaps.get(site);
    if (sitemap?.times !== key) {
      const entries = site.publicPages().map(({ url, remote }) => ({ url, lastmod: times.get(remote) }));
      sitemap = { times: key, body: precompress(sitemapXml(entries), 'application/xml; charset=utf-8') };
      sitemaps.set(site, sitemap);
    }
    return sendPrecompressed(request, reply, sitemap.body);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = pagePath(request);
    if (pathname === null) return reply.code(404).type('text/plain').send('Not found');
    return sendShell(request, reply, pathname);
  });
}

/** A cohort no canary's share reaches (shares are 1–99): the stable releases. */
const OUTSIDE_EVERY_CANARY = 100;

/**
 * The composed pages (composed-pages.ts) of the last few sets of remotes served: one per release set and cohort side,
 * and anew once a release's published data has come. A new release makes new keys; old ones age out.
 */
function siteComposer(
  html: string,
  options: SitePluginOptions,
  releaseData: Parameters<typeof servedRemoteViews>[3],
  warn: (message: string) => void,
  size = 8,
): (served: ServedRemotes) => ComposedSite {
  const made = new Map<string, ComposedSite>();
  const names = Object.keys(options.remotes);
  return (served) => {
    const views = servedRemoteViews(names, served, options.ownRemotes, releaseData, options.publicUrl);
    const known = views
      .map((view) => (view.routePaths ? 1 : 0) + (view.pages ? 2 : 0) + (view.fragments ? 4 : 0) + (view.links ? 8 : 0))
      .join('');
    const key = `${served.key}|${known}`;
    const found = made.get(key);
    if (found) return found;
    const site = composedPages(html, served, views, options.publicUrl, options.frame, warn);
    made.set(key, site);
    if (made.size > size) made.delete(made.keys().next().value as string);
    return site;
  };
}

/**
 * Remembers what was made for the last few keys: the server makes each page (compressed, brotli at its best) once
 * per release set and cohort side rather than on every request. A new release makes new keys; old ones age out.
 */
function cachedByKey<T>(make: (served: ServedRemotes) => T, size = 8): (served: ServedRemotes) => T {
  const made = new Map<string, T>();
  return (served) => {
    const found = made.get(served.key);
    if (found !== undefined) return found;
    const value = make(served);
    made.set(served.key, value);
    if (made.size > size) made.delete(made.keys().next().value as string);
    return value;
  };
}

/** The policy of the latest release set, made once per set. */
function latestOnly(make: (set: ReleaseSet) => string): (set: ReleaseSet) => string {
  let last: { version: string; value: string } | null = null;
  return (set) => {
    if (last?.version !== set.version) last = { version: set.version, value: make(set) };
    return last.value;
  };
}

/** The path of a page (no file extension) asked for with GET or HEAD, or null for anything else. */
function pagePath(request: FastifyRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname.startsWith('/api/') || pathname.startsWith('/remotes/')) return null;
  return /\.[a-z0-9]+$/i.test(pathname) ? null : pathname;
}
