import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { REMOTE_SCOPES } from '../remote-names';
import { writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createMemoryMailer } from '../../mail/memory-mailer';
import { FAKE_PUBLISHED_ROUTES, fakeBuiltSite } from '../../testing/fake-site';
import { testConfig } from '../../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { siteOptions } from '../site-options';

describe('the site served beside /api', () => {
  let built: ReturnType<typeof fakeBuiltSite>;
  let database: TestDatabase;
  let app: FastifyInstance;

  async function start(env: NodeJS.ProcessEnv = {}, publicUrl?: string): Promise<FastifyInstance> {
    const site = siteOptions(loadConfig(env), built.root);
    const config = testConfig(publicUrl ? { publicUrl } : {});
    app = await buildApp({ config, database: database.database, mailer: createMemoryMailer(), site });
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    built = fakeBuiltSite();
    database = await openTestDatabase('pglite');
  });
  afterEach(async () => {
    await app.close();
  });
  afterAll(async () => {
    await database.dispose();
    built.remove();
  });

  it('answers the shell for / and for every page path a remote publishes, so the shell router decides', async () => {
    await start();
    for (const url of ['/', '/signin/', '/great-step/events/competitions/QS', '/changePassword/a%40b.co/tok']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("writes remotes.json into the page, and preloads the manifest of the page's remote", async () => {
    await start();
    const preloadsIn = (html: string) =>
      [...html.matchAll(/<link rel="preload" href="([^"]+)" as="([a-z]+)"/g)].map(([, href, as]) => `${as} ${href}`);
    const event = (await app.inject({ url: '/great-step/events/competitions/QS' })).body;
    expect(preloadsIn(event)).toEqual(['fetch /remotes/events/mf-manifest.json']);
    expect(event).toContain('crossorigin="anonymous"');
    const inline = /<script type="application\/json" id="gs-remotes">(.*?)<\/script><\/head>/.exec(event)?.[1];
    expect(JSON.parse(inline ?? 'null')).toEqual((await app.inject({ url: '/remotes.json' })).json());

    expect(preloadsIn((await app.inject({ url: '/' })).body)).toEqual(['fetch /remotes/marketing/mf-manifest.json']);
    expect(preloadsIn((await app.inject({ url: '/signin' })).body)).toEqual([
      'fetch /remotes/account/mf-manifest.json',
    ]);
    // A page no remote claims loads no remote's code: the shell shows its own 404 page.
    const missing = (await app.inject({ url: '/no-such-page' })).body;
    expect(preloadsIn(missing)).toEqual([]);
    expect(missing).toContain('id="gs-remotes"');
  });

  it('preloads nothing of a remote that comes from elsewhere', async () => {
    await start({ REMOTE_EVENTS_URL: 'https://cdn.example.org/events/mf-manifest.json' });
    const page = (await app.inject({ url: '/great-step/events' })).body;
    expect(page).not.toContain('rel="preload"');
    expect(page).toContain('https://cdn.example.org/events/mf-manifest.json');
  });

  it('answers a page path no remote claims with 404 and the shell, whose router shows the 404 page', async () => {
    await start();
    for (const url of [
      '/no-such-page',
      '/great-step/events/competitions',
      '/signin/extra',
      '/changePassword/someone',
    ]) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('leaves every page path to the shell while a remote comes from elsewhere and its paths are not known here', async () => {
    await start({ REMOTE_EVENTS_URL: 'https://cdn.example.org/events/mf-manifest.json' });
    expect((await app.inject({ url: '/great-step/events/new-page' })).statusCode).toBe(200);
  });

  it('serves remotes.json pointing at its own remotes, with the routes their builds published folded in', async () => {
    await start();
    const own = await app.inject({ url: '/remotes.json' });
    expect(own.json()).toEqual({
      marketing: { entry: '/remotes/marketing/mf-manifest.json', ...FAKE_PUBLISHED_ROUTES.marketing },
      events: { entry: '/remotes/events/mf-manifest.json', ...FAKE_PUBLISHED_ROUTES.events },
      account: { entry: '/remotes/account/mf-manifest.json', ...FAKE_PUBLISHED_ROUTES.account },
      // What each remote may claim, which the shell holds every route list to (docs/ARCHITECTURE.md#who-owns-which-paths).
      $owners: REMOTE_SCOPES,
    });
    // Overrides are off unless REMOTE_OVERRIDES allows them, and then no other origin may deliver code to a page.
    expect((await app.inject({ url: '/' })).headers['content-security-policy']).toContain("script-src 'self';");
  });

  it('asks browsers to upgrade requests to https only when the site itself is served over https', async () => {
    await start();
    const secure = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(secure.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    await app.close();
    // A fest-desk laptop serving the site over plain HTTP on its LAN address: an upgrade would break every request.
    await start({}, 'http://192.168.1.10:8080');
    const plain = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(plain.headers['content-security-policy']).toContain("script-src-attr 'none'");
  });

  it('takes a remote from REMOTE_*_URL: a plain URL whose list the shell fetches, its origin allowed by the CSP', async () => {
    await start({ REMOTE_EVENTS_URL: 'https://cdn.example.org/events/mf-manifest.json' });
    const configured = await app.inject({ url: '/remotes.json' });
    expect(configured.json()).toMatchObject({ events: 'https://cdn.example.org/events/mf-manifest.json' });
    // The configured origin may deliver code to the page; nothing else outside 'self' may.
    const policy = (await app.inject({ url: '/' })).headers['content-security-policy'];
    expect(policy).toContain("script-src 'self' https://cdn.example.org;");
    expect(policy).toContain("connect-src 'self' https://cdn.example.org;");
  });

  it("names its origin, and never a page's path, to the servers its pages load from", async () => {
    await start({ REMOTE_EVENTS_URL: 'http://localhost:3002/mf-manifest.json' });
    // A reset link's page carries its token in the path: only the origin leaves the page, so that a remote's dev
    // server can tell this machine's site from another's (docs/SECURITY.md#the-dev-servers).
    const page = await app.inject({
      url: '/changePassword/someone%40example.com/a1b2c3',
      headers: { accept: 'text/html' },
    });
    expect(page.headers['referrer-policy']).toBe('strict-origin');
  });

  // README's integrator recipe runs a remote's dev server inside the site.
  it("lets a remote's dev server on this machine open its live-reload socket, and only such a remote", async () => {
    await start({ REMOTE_EVENTS_URL: 'http://localhost:3002/mf-manifest.json' });
    const policy = (await app.inject({ url: '/' })).headers['content-security-policy'];
    // At each loopback name: the site opened at 127.0.0.1 has the dev client connect to ws://127.0.0.1:3002.
    expect(policy).toContain("connect-src 'self' http://localhost:3002 ws://localhost:3002 ws://127.0.0.1:3002;");
    expect(policy).toContain("script-src 'self' http://localhost:3002;");
  });

  it('tells the shell which origins may override a remote, and lets exactly those through the CSP', async () => {
    await start({ REMOTE_OVERRIDES: 'http://localhost:*' });
    const response = await app.inject({ url: '/remotes.json' });
    expect(response.json()).toMatchObject({ $overrides: ['http://localhost:*'] });
    const policy = (await app.inject({ url: '/' })).headers['content-security-policy'];
    expect(policy).toContain("script-src 'self' http://localhost:*;");
    // A dev server an integrator overrides a remote with reloads live: its socket, on any port the pattern allows.
    expect(policy).toContain("connect-src 'self' http://localhost:* ws://localhost:* ws://127.0.0.1:*;");
  });

  it('allows the live-reload sockets of overrides at 127.0.0.1 too, and of no other origin', async () => {
    await start({ REMOTE_OVERRIDES: 'http://127.0.0.1:*,https://cdn.example.org' });
    const policy = (await app.inject({ url: '/' })).headers['content-security-policy'];
    expect(policy).toContain(
      "connect-src 'self' http://127.0.0.1:* https://cdn.example.org ws://localhost:* ws://127.0.0.1:*;",
    );
  });

  it('serves remote bundles to any origin, entries revalidated and hashed chunks cached for good', async () => {
    await start();
    const entry = await app.inject({ url: '/remotes/events/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['cache-control']).toBe('no-cache');

    const chunk = await app.inject({ url: '/remotes/events/routes.9f8e7d6c.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const shellChunk = await app.inject({ url: '/412.1a2b3c4d.js' });
    expect(shellChunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends a script only the headers a script reads, and a page every one of a page's", async () => {
    await start();
    const documentOnly = [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'x-xss-protection',
    ];
    for (const url of ['/remotes/events/routes.9f8e7d6c.js', '/412.1a2b3c4d.js', '/remotes.json']) {
      const response = await app.inject({ url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      for (const name of documentOnly) expect({ url, [name]: response.headers[name] }).toEqual({ url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['strict-transport-security']).toBeDefined();
    }
    const page = await app.inject({ url: '/great-step/events/competitions/QS' });
    for (const name of documentOnly) expect(page.headers[name]).toBeDefined();
  });

  it("never serves a build's federation stats file, which names the build machine's paths", async () => {
    // As a build made before the build stopped writing it leaves it, with its compressed copies.
    const stats = JSON.stringify({ shared: [{ import: '/home/builder/greatstep/federation/react-router-dom.ts' }] });
    for (const file of ['mf-events/dist/mf-manifest-stats.json', 'shell/dist/mf-manifest-stats.json']) {
      writeFileSync(path.join(built.root, file), stats);
      writeFileSync(path.join(built.root, `${file}.br`), brotliCompressSync(stats));
      writeFileSync(path.join(built.root, `${file}.gz`), gzipSync(stats));
    }
    await start();
    for (const url of ['/remotes/events/mf-manifest-stats.json', '/mf-manifest-stats.json']) {
      for (const encoding of ['identity', 'br', 'gzip']) {
        const response = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect({ url, encoding, status: response.statusCode }).toEqual({ url, encoding, status: 404 });
        expect(response.body).not.toContain('/home/builder');
      }
      expect((await app.inject({ url: `${url}.gz` })).statusCode).toBe(404);
    }
    expect((await app.inject({ url: '/remotes/events/mf-manifest.json' })).statusCode).toBe(200);
  });

  it('answers a missing file with 404, not with the shell page', async () => {
    await start();
    expect((await app.inject({ url: '/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/remotes/events/missing.js' })).statusCode).toBe(404);
  });

  it('sends the brotli or gzip copy the build wrote, by Accept-Encoding, and the file itself to anyone else', async () => {
    await start();
    for (const url of ['/remotes/events/routes.9f8e7d6c.js', '/main.js', '/', '/signin']) {
      const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect({ url, encoding: br.headers['content-encoding'] }).toEqual({ url, encoding: 'br' });
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect({ url, encoding: gzip.headers['content-encoding'] }).toEqual({ url, encoding: 'gzip' });
      const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('sends remotes.json compressed, with an ETag per encoding that a revalidation answers with 304', async () => {
    await start();
    const br = await app.inject({ url: '/remotes.json', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toHaveProperty('events');
    const etag = String(br.headers.etag);
    const again = await app.inject({
      url: '/remotes.json',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another encoding is another body: the brotli validator must not match it.
    const gzip = await app.inject({
      url: '/remotes.json',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('lets a browser revalidate the unhashed files (index.html, remoteEntry.js, mf-manifest.json, routes.json)', async () => {
    await start();
    for (const url of [
      '/',
      '/remotes/events/remoteEntry.js',
      '/remotes/events/mf-manifest.json',
      '/remotes/events/routes.json',
    ]) {
      const first = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect({ url, cache: first.headers['cache-control'] }).toEqual({ url, cache: 'no-cache' });
      expect(first.headers.etag).toBeDefined();
      const again = await app.inject({
        url,
        headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
      });
      expect({ url, status: again.statusCode }).toEqual({ url, status: 304 });
    }
  });

  it('leaves /api to the API: unknown API paths still get its JSON 404', async () => {
    await start();
    const response = await app.inject({ url: '/api/no-such-call', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
    expect((await app.inject({ url: '/api/health' })).json()).toMatchObject({ success: true });
  });

  it('serves no site when the shell has not been built', () => {
    expect(siteOptions(loadConfig({}), path.join(built.root, 'nowhere'))).toBeNull();
  });
});
