import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { apiMessages } from '../../lib/api-messages';
import { createMemoryMailer } from '../../mail/memory-mailer';
import { serverProcessEnv } from '../../server-process-env';
import { COHORT_COOKIE } from '../../site/cohort';
import { REMOTE_NAMES } from '../../site/remote-names';
import { fakeEventFragments } from '../../testing/fake-site';
import { eventually } from '../../testing/release-site';
import { testConfig } from '../../testing/test-app';
import { REPO_ROOT } from './api-process';
import { rawGet, rawPost, type RawAnswer } from './calls';
import { ENV_EXAMPLE, readEnvFile } from './deployment';
import { decidedHeaders, policy } from './headers';
import { describeWithNginx } from './nginx-server';
import { BROWSER, startSiteBehindNginx, type SiteBehindNginx } from './site-behind-nginx';
import { writeBuilt } from './test-checkout';

/*
 * The files of deploy/ beside what `npm start` does (api/src/site): nginx running greatstep.conf itself (only its
 * paths and ports replaced) in front of an API process, and that process's own answers for the same build to compare
 * with: every file, every page, robots.txt, sitemap.xml, remotes.json, the 404s, and a canary's cohorts.
 */

const UNIT = path.join(REPO_ROOT, 'deploy', 'systemd', 'greatstep-api@.service');
const GEOBOTICS = '/great-step/events/competitions/Geobotics';
const MINE_A_THON = '/great-step/events/competitions/Mine_A_Thon';
const ENCODINGS = ['br', 'gzip', ''] as const;

describe('the deployment files', () => {
  it('run each API process as npm start does, on PostgreSQL and Redis behind one proxy', () => {
    const unit = readFileSync(UNIT, 'utf8').split('\n');
    const environment = Object.fromEntries(
      unit.flatMap((line) => {
        const match = /^Environment=([A-Z_]+)=(.*)$/.exec(line);
        return match ? [[match[1], match[2]]] : [];
      }),
    );
    const { MALLOC_ARENA_MAX, NODE_OPTIONS } = serverProcessEnv({});
    expect(environment).toEqual({ PORT: '%i', MALLOC_ARENA_MAX, NODE_OPTIONS });
    expect(unit).toContain('ExecStart=/usr/bin/node api/dist/server.js');

    const example = readEnvFile(ENV_EXAMPLE);
    // The unit's PORT would lose to one in the file (EnvironmentFile wins over Environment=).
    expect(example).not.toHaveProperty('PORT');
    expect(example).not.toHaveProperty('DATA_DIR');
    const config = loadConfig(example);
    expect(config.database.driver).toBe('postgres');
    expect(config.redisUrl).toBeDefined();
    expect(config.trustProxy).toBe('127.0.0.1');
    expect(config.deviceCookieSecret).toBeDefined();
    expect(config.remoteHealthSecret).toBeDefined();
    expect(config.remoteHealthSecret).not.toBe(config.deviceCookieSecret);
    expect(config.smtpUrl).toBeDefined();
  });
});

/**
 * What a visitor reads of an answer: status, the headers the configuration decides and the body as decoded; for an
 * answer the API makes, its type too (a file's type is nginx's mime.types' word against @fastify/static's).
 */
function seen(answer: RawAnswer, made: boolean) {
  return {
    status: answer.status,
    ...(made ? { type: answer.headers['content-type'] } : {}),
    headers: decidedHeaders(answer.headers),
    body: answer.decoded.toString(),
  };
}

const title = 'nginx with deploy/nginx/greatstep.conf serving a build from disk and its pages from the API';

describeWithNginx(title, () => {
  let site: SiteBehindNginx;

  beforeAll(async () => {
    site = await startSiteBehindNginx();
  }, 60_000);

  afterAll(async () => {
    await site?.stop();
  });

  /** The same GET through nginx and from the API process itself. */
  async function bothWays(pathname: string, headers: Record<string, string> = {}) {
    const fromNginx = await rawGet(`${site.nginx.url}${pathname}`, headers);
    const fromApi = await rawGet(`${site.apiUrl}${pathname}`, headers);
    return { fromNginx, fromApi };
  }

  /** Expects nginx to answer `pathname` exactly as npm start does, in every encoding a browser may take. */
  async function sameAsNpmStart(
    pathname: string,
    { headers = {}, file = false }: { headers?: Record<string, string>; file?: boolean } = {},
  ): Promise<void> {
    for (const encoding of ENCODINGS) {
      const { fromNginx, fromApi } = await bothWays(pathname, { ...headers, 'accept-encoding': encoding });
      expect({ pathname, encoding, ...seen(fromNginx, !file) }).toEqual({
        pathname,
        encoding,
        ...seen(fromApi, !file),
      });
    }
  }

  it('serves every file of the build as npm start does: status, cache rule, encoding, CORS and security headers', async () => {
    const files = [
      '/index.html',
      '/main.js',
      '/412.1a2b3c4d.js',
      '/remotes/events/routes.9f8e7d6c.js',
      ...REMOTE_NAMES.flatMap((name) =>
        ['remoteEntry.js', 'mf-manifest.json', 'routes.json'].map((file) => `/remotes/${name}/${file}`),
      ),
    ];
    for (const file of files) await sameAsNpmStart(file, { file: true });
  });

  it('sends the policy of an https site on the files it serves itself, upgrade-insecure-requests included, on https', async () => {
    let https: FastifyInstance | undefined;
    try {
      https = await buildApp({
        config: testConfig({ publicUrl: 'https://greatstep.example.org' }),
        database: site.database.database,
        site: site.fake.site,
        mailer: createMemoryMailer(),
      });
      const fromApi = await https.inject({ url: '/index.html' });
      const fromNginx = await rawGet(`${site.nginx.url}/index.html`);
      // Served over http here; greatstep.conf adds the upgrade only on https, as the API does for an https site.
      expect(policy(`${String(fromNginx.headers['content-security-policy'])}; upgrade-insecure-requests`)).toEqual(
        policy(fromApi.headers['content-security-policy']),
      );
    } finally {
      await https?.close();
    }
  });

  it('serves every page, robots.txt, sitemap.xml, remotes.json and every 404 as npm start does', async () => {
    const pages = ['/', '/great-step/events', GEOBOTICS, '/great-step/events/competitions/QS', '/signin'];
    const notFound = ['/no-such-page', '/great-step/events/competitions/Nope', '/missing.1a2b3c4d.js'];
    const missingFiles = ['/remotes/events/missing.1a2b3c4d.js', '/bundles/events/v0/mf-manifest.json'];
    for (const pathname of [...pages, '/robots.txt', '/sitemap.xml', '/remotes.json', ...notFound, ...missingFiles]) {
      await sameAsNpmStart(pathname);
    }
    // Not the shell's page from disk: the page's own head and its prerendered content.
    const page = await rawGet(`${site.nginx.url}${GEOBOTICS}`);
    expect(page.decoded.toString()).toContain('<dd>₹31,000 in prizes</dd>');
    expect(page.decoded.toString()).toMatch(/<meta property="og:title" content="Geobotics \| GreatStep 2025">/);
    expect((await rawGet(`${site.nginx.url}/no-such-page`)).status).toBe(404);
    expect((await rawGet(`${site.nginx.url}/sitemap.xml`)).decoded.toString()).toContain(
      `<loc>${site.nginx.url}${GEOBOTICS}</loc>`,
    );
  });

  it('sends the brotli or gzip copy a browser takes, hashed files for good, pages revalidated', async () => {
    const gzip = await rawGet(`${site.nginx.url}/412.1a2b3c4d.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'content-encoding': 'gzip',
      vary: 'Accept-Encoding',
    });
    const brotli = await rawGet(`${site.nginx.url}/412.1a2b3c4d.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.decoded.toString()).toBe('/* chunk */');

    const remotes = await rawGet(`${site.nginx.url}/remotes.json`);
    expect(remotes.headers['cache-control']).toBe('no-cache');
    const etag = remotes.headers.etag ?? '';
    expect((await rawGet(`${site.nginx.url}/remotes.json`, { 'if-none-match': etag })).status).toBe(304);
  });

  it("serves the releases in the database, a canary's cohorts included, as npm start does", async () => {
    const stable = site.keepBundle('events', 'v1');
    const canary = site.keepBundle('events', 'v2', (dir) =>
      writeBuilt(path.join(dir, 'fragments.json'), JSON.stringify(fakeEventFragments(99000))),
    );
    await site.releases.release({ remote: 'events', url: stable, by: 'keep-bundles.sh', report: {} });
    await site.releases.release({ remote: 'events', url: canary, by: 'events team', report: {}, canary: 30 });
    const cookie = (cohort: number) => ({ cookie: `${COHORT_COOKIE}=${cohort}` });
    // Each process reads the releases within a second.
    await eventually(async () => {
      const page = await rawGet(`${site.apiUrl}${GEOBOTICS}`, cookie(5));
      expect(page.decoded.toString()).toContain('<dd>₹99,000 in prizes</dd>');
    }, 5_000);

    for (const cohort of [5, 29, 30, 95]) {
      for (const pathname of [GEOBOTICS, '/remotes.json', '/sitemap.xml'])
        await sameAsNpmStart(pathname, { headers: cookie(cohort) });
      const page = (await rawGet(`${site.nginx.url}${GEOBOTICS}`, cookie(cohort))).decoded.toString();
      expect(page).toContain(cohort < 30 ? '₹99,000' : '₹31,000');
      expect(page).toContain(cohort < 30 ? '/bundles/events/v2/' : '/bundles/events/v1/');
    }
    // A first visit is given its cohort, and the page of that cohort: as the API answers a browser that has it. (A
    // page no first visit asked for before the canary: nginx keeps one that was for a few seconds.)
    for (let visit = 0; visit < 6; visit += 1) {
      const first = await rawGet(`${site.nginx.url}${MINE_A_THON}`, BROWSER);
      const given = /^gs_cohort=(\d+); Path=\/; Max-Age=31536000; SameSite=Lax$/.exec(
        String(first.headers['set-cookie']),
      );
      expect(given).not.toBeNull();
      const again = await rawGet(`${site.apiUrl}${MINE_A_THON}`, { ...BROWSER, ...cookie(Number(given?.[1])) });
      expect(first.decoded.toString()).toBe(again.decoded.toString());
    }
    await site.releases.abort({ remote: 'events', by: 'events team' });
  });

  it("answers its own refusals under /api in the API's JSON, with the API's headers, never an HTML page", async () => {
    // What the API sends with a refusal of its own, for the headers to compare with.
    const fromApi = await rawGet(`${site.apiUrl}/api/auth/checkEmail/not-an-address`);
    expect(fromApi.status).toBe(400);
    const apiHeaders = decidedHeaders(fromApi.headers);
    const long = 'a'.repeat(9_000);
    const refusals: [string, () => Promise<RawAnswer>, number, string][] = [
      [
        'a body over client_max_body_size',
        () => rawPost(`${site.nginx.url}/api/auth/login`, 'x'.repeat(100_000)),
        413,
        apiMessages.bodyTooLarge,
      ],
      [
        'a request line too long',
        () => rawGet(`${site.nginx.url}/api/auth/checkEmail/${long}`),
        414,
        apiMessages.urlTooLong,
      ],
      [
        'a header too long',
        () => rawGet(`${site.nginx.url}/api/health`, { 'x-long': long }),
        400,
        apiMessages.badRequest,
      ],
      // Last: nginx is pointed at a port nothing listens on, and nginx answers 502.
      [
        'no process',
        async () => {
          await site.nginx.reload([site.apiPort + 1 === 65536 ? site.apiPort - 1 : site.apiPort + 1]);
          return rawGet(`${site.nginx.url}/api/health`);
        },
        502,
        apiMessages.unavailable,
      ],
    ];
    for (const [why, answered, status, message] of refusals) {
      const answer = await answered();
      const { 'retry-after': retryAfter, ...headers } = decidedHeaders(answer.headers);
      expect({ why, status: answer.status, type: answer.headers['content-type'], headers }).toEqual({
        why,
        status,
        type: 'application/json; charset=utf-8',
        headers: apiHeaders,
      });
      expect(JSON.parse(answer.decoded.toString())).toEqual({ success: false, message });
      // As the API's own 503: try again in a few seconds.
      expect(retryAfter).toBe(status >= 500 ? '5' : undefined);
    }
    // With no process at all, a page nginx never kept is the shell's page from disk, which paints it with its
    // scripts (page-cache.test.ts: one it kept is served as kept).
    const page = await rawGet(`${site.nginx.url}/great-step/events/competitions/Never_Asked`);
    expect({ status: page.status, body: page.decoded.toString() }).toEqual({
      status: 200,
      body: readFileSync(path.join(site.fake.root, 'shell', 'dist', 'index.html'), 'utf8'),
    });
    await site.nginx.reload([site.apiPort]);
  });
});
