import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app';
import { createMemoryMailer } from '../../mail/memory-mailer';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { testConfig } from '../../testing/test-app';
import { loadConfig } from '../../config';
import { siteOptions } from '../site-options';

/** What the events build publishes beside its manifest. */
const eventsRoutes = {
  routes: [{ name: 'listing', path: '/great-step/events', example: '/great-step/events' }],
  links: { events: '/great-step/events' },
};

/** A monorepo root with the four builds `npm start` serves, reduced to the files that matter here. */
function fakeBuiltSite(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'greatstep-site-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('shell/dist/index.html', '<!doctype html><title>GreatStep</title><div id="root"></div>');
  write('shell/dist/main.js', 'import("./bootstrap")');
  write('shell/dist/412.1a2b3c4d.js', '/* chunk */');
  for (const app of ['mf-marketing', 'mf-events', 'mf-account']) {
    write(`${app}/dist/remoteEntry.js`, '/* entry */');
    write(`${app}/dist/mf-manifest.json`, '{}');
  }
  write('mf-events/dist/routes.json', JSON.stringify(eventsRoutes));
  write('mf-events/dist/routes.9f8e7d6c.js', '/* events chunk */');
  return root;
}

describe('the site served beside /api', () => {
  let root: string;
  let database: TestDatabase;
  let app: FastifyInstance;

  async function start(env: NodeJS.ProcessEnv = {}, publicUrl?: string): Promise<FastifyInstance> {
    const site = siteOptions(loadConfig(env), root);
    const config = testConfig(publicUrl ? { publicUrl } : {});
    app = await buildApp({ config, database: database.database, mailer: createMemoryMailer(), site });
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    root = fakeBuiltSite();
    database = await openTestDatabase('pglite');
  });
  afterEach(async () => {
    await app.close();
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers the shell for / and for every page path, so the shell router decides (404 page included)', async () => {
    await start();
    for (const url of [
      '/',
      '/tmes',
      '/great-step/events/competitions/QS',
      '/changePassword/a%40b.co/tok',
      '/no-such-page',
    ]) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves remotes.json pointing at its own remotes, with the routes their builds published folded in', async () => {
    await start();
    const own = await app.inject({ url: '/remotes.json' });
    expect(own.json()).toEqual({
      marketing: '/remotes/marketing/mf-manifest.json',
      events: { entry: '/remotes/events/mf-manifest.json', ...eventsRoutes },
      account: '/remotes/account/mf-manifest.json',
    });
    // Overrides are off unless REMOTE_OVERRIDES allows them, and then no other origin may deliver code.
    expect(own.headers['content-security-policy']).toContain("script-src 'self';");
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
    expect(configured.headers['content-security-policy']).toContain("script-src 'self' https://cdn.example.org;");
  });

  it('tells the shell which origins may override a remote, and lets exactly those through the CSP', async () => {
    await start({ REMOTE_OVERRIDES: 'http://localhost:*' });
    const response = await app.inject({ url: '/remotes.json' });
    expect(response.json()).toMatchObject({ $overrides: ['http://localhost:*'] });
    expect(response.headers['content-security-policy']).toContain("script-src 'self' http://localhost:*;");
    expect(response.headers['content-security-policy']).toContain("connect-src 'self' http://localhost:*;");
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

  it('answers a missing file with 404, not with the shell page', async () => {
    await start();
    expect((await app.inject({ url: '/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/remotes/events/missing.js' })).statusCode).toBe(404);
  });

  it('leaves /api to the API: unknown API paths still get its JSON 404', async () => {
    await start();
    const response = await app.inject({ url: '/api/no-such-call', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
    expect((await app.inject({ url: '/api/health' })).json()).toMatchObject({ success: true });
  });

  it('serves no site when the shell has not been built', () => {
    expect(siteOptions(loadConfig({}), path.join(root, 'nowhere'))).toBeNull();
  });
});
