import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { apiMessages } from '../../lib/api-messages';
import { createMemoryMailer } from '../../mail/memory-mailer';
import { serverProcessEnv } from '../../server-process-env';
import { REMOTE_NAMES } from '../../site/remote-names';
import { fakeBuiltSite, FAKE_SHELL_HTML } from '../../testing/fake-site';
import { sparePort } from '../../../../scripts/spare-port';
import { testConfig } from '../../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { REPO_ROOT, SOURCE_CONDITIONS } from './api-process';
import { decode, rawGet, rawPost, type RawAnswer } from './calls';
import { ENV_EXAMPLE, readEnvFile } from './deployment';
import { decidedHeaders, policy } from './headers';
import { nginxMissing, startNginx, type NginxServer } from './nginx-server';

/*
 * The files of deploy/ beside what `npm start` does (api/src/site): nginx running greatstep.conf itself (only its
 * paths and ports replaced) on a build, the remotes.json deploy/write-remotes-json.js writes, and the API's own
 * answers for the same build to compare with.
 */

const UNIT = path.join(REPO_ROOT, 'deploy', 'systemd', 'greatstep-api@.service');
const WRITE_REMOTES_JSON = path.join(REPO_ROOT, 'deploy', 'write-remotes-json.js');

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

const missing = nginxMissing();
const title = 'nginx with deploy/nginx/greatstep.conf serving the built site from disk';
const suite = missing ? describe.skip : describe;
if (missing) console.warn(`${title}: skipped, ${missing} (.ci/run installs it)`);

suite(missing ? `${title} (skipped: ${missing})` : title, () => {
  let fake: ReturnType<typeof fakeBuiltSite>;
  let siteDir: string;
  let nginxDir: string;
  let nginx: NginxServer;
  let database: TestDatabase;
  /** npm start's answers for the same build: the site plugin of an API in this process. */
  let site: FastifyInstance;
  /** What deploy/write-remotes-json.js printed. */
  let scriptOutput: string;

  beforeAll(async () => {
    fake = fakeBuiltSite();
    siteDir = mkdtempSync(path.join(os.tmpdir(), 'gs-site-'));
    nginxDir = mkdtempSync(path.join(os.tmpdir(), 'gs-nginx-'));
    const written = await promisify(execFile)(
      process.execPath,
      [WRITE_REMOTES_JSON, '--checkout', fake.root, siteDir],
      { env: { PATH: process.env.PATH, ...SOURCE_CONDITIONS, ...readEnvFile(ENV_EXAMPLE) } },
    );
    scriptOutput = written.stdout;
    // No API process listens on these ports: nothing here calls /api.
    const [listenPort, ...apiPorts] = await Promise.all([sparePort(), sparePort(), sparePort()]);
    nginx = await startNginx(nginxDir, { appDir: fake.root, siteDir, listenPort: listenPort ?? 0, apiPorts });
    database = await openTestDatabase('pglite');
    // The site's address is http here, as nginx's is: neither asks browsers to upgrade requests.
    site = await buildApp({
      config: testConfig({ publicUrl: nginx.url }),
      database: database.database,
      site: fake.site,
      mailer: createMemoryMailer(),
    });
    await site.ready();
  }, 60_000);

  afterAll(async () => {
    await site?.close();
    await database?.dispose();
    await nginx?.stop();
    fake?.remove();
    for (const dir of [siteDir, nginxDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('serves every file as npm start does: status, cache rule, encoding, CORS and security headers', async () => {
    const pages = ['/', '/great-step/events/competitions/QS'];
    const files = [
      ...pages,
      '/index.html',
      '/main.js',
      '/412.1a2b3c4d.js',
      '/remotes.json',
      '/remotes/events/routes.9f8e7d6c.js',
      ...REMOTE_NAMES.flatMap((name) =>
        ['remoteEntry.js', 'mf-manifest.json', 'routes.json'].map((file) => `/remotes/${name}/${file}`),
      ),
    ];
    for (const file of files) {
      const fromNginx = await rawGet(`${nginx.url}${file}`, { 'accept-encoding': 'gzip' });
      const fromApi = await site.inject({ method: 'GET', url: file, headers: { 'accept-encoding': 'gzip' } });
      expect({ file, status: fromNginx.status, headers: decidedHeaders(fromNginx.headers) }).toEqual({
        file,
        status: fromApi.statusCode,
        headers: decidedHeaders(fromApi.headers),
      });
      const body = fromNginx.decoded.toString();
      // npm start writes remotes.json into its page; from disk the shell fetches it
      // (docs/DEPLOY.md#what-differs-from-npm-start).
      if (pages.includes(file)) expect(body).toBe(FAKE_SHELL_HTML);
      else expect(body).toBe(decode(fromApi.rawPayload, fromApi.headers['content-encoding']?.toString()).toString());
    }
  });

  it('sends the brotli or gzip copy a browser takes, hashed files for good, remotes.json revalidated', async () => {
    const gzip = await rawGet(`${nginx.url}/412.1a2b3c4d.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'content-encoding': 'gzip',
      vary: 'Accept-Encoding',
    });
    const brotli = await rawGet(`${nginx.url}/412.1a2b3c4d.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.decoded.toString()).toBe('/* chunk */');

    const remotes = await rawGet(`${nginx.url}/remotes.json`);
    expect(remotes.headers['cache-control']).toBe('no-cache');
    const etag = remotes.headers.etag ?? '';
    expect((await rawGet(`${nginx.url}/remotes.json`, { 'if-none-match': etag })).status).toBe(304);
    expect((await rawGet(`${nginx.url}/missing.1a2b3c4d.js`)).status).toBe(404);
  });

  it('answers a path no remote claims with the shell, whose router shows its 404 page', async () => {
    // Unlike npm start (404), nginx does not read the remotes' routes (docs/DEPLOY.md#what-differs-from-npm-start).
    const unclaimed = await rawGet(`${nginx.url}/no-such-page`);
    expect({ status: unclaimed.status, body: unclaimed.decoded.toString() }).toEqual({
      status: 200,
      body: FAKE_SHELL_HTML,
    });
  });

  it("answers its own refusals under /api in the API's JSON, with the API's headers, never an HTML page", async () => {
    // What the API sends with a refusal of its own, for the headers to compare with.
    const fromApi = await site.inject({ method: 'GET', url: '/api/auth/checkEmail/not-an-address' });
    expect(fromApi.statusCode).toBe(400);
    const apiHeaders = decidedHeaders(fromApi.headers);
    const long = 'a'.repeat(9_000);
    const refusals: [string, Promise<RawAnswer>, number, string][] = [
      // No process answers on the upstream's ports here: nginx's 502.
      ['no process', rawGet(`${nginx.url}/api/health`), 502, apiMessages.unavailable],
      [
        'a body over client_max_body_size',
        rawPost(`${nginx.url}/api/auth/login`, 'x'.repeat(100_000)),
        413,
        apiMessages.bodyTooLarge,
      ],
      ['a request line too long', rawGet(`${nginx.url}/api/auth/checkEmail/${long}`), 414, apiMessages.urlTooLong],
      ['a header too long', rawGet(`${nginx.url}/api/health`, { 'x-long': long }), 400, apiMessages.badRequest],
    ];
    for (const [why, answered, status, message] of refusals) {
      const answer = await answered;
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
  });

  it('sends the policy the script prints for an https site, upgrade-insecure-requests included, on https', async () => {
    const printed = /Content-Security-Policy for https:[^\n]*\n\s*(.*)/.exec(scriptOutput)?.[1];
    const page = await rawGet(`${nginx.url}/`);
    // Served over http here; greatstep.conf adds the upgrade only on https, as the API does for an https site.
    expect(policy(printed)).toEqual(
      policy(`${String(page.headers['content-security-policy'])}; upgrade-insecure-requests`),
    );
  });
});
