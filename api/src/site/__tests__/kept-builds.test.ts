import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useFakeSiteApp } from '../../testing/use-fake-site-app';
import { buildHash, keepBuild } from '../kept-builds';

/**
 * What `npm start` serves as a remote's own build is a copy kept by its content (KEEP_BUILDS): a sub-team rebuilding
 * the remote while the site runs changes nothing served, and pages still open keep their build's files
 * (docs/ARCHITECTURE.md#builds-kept-as-served).
 */
describe("a remote's own build, kept as served", () => {
  const t = useFakeSiteApp('http://localhost:8080');
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'gs-kept-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const start = () => t.start({ KEEP_BUILDS: 'on', DATA_DIR: dataDir });
  const eventsEntry = async () =>
    (await t.app.inject({ url: '/remotes.json' })).json<{ events: { entry: string } }>().events.entry;
  const status = async (url: string) => (await t.app.inject({ url })).statusCode;

  /** What `npm run build -w mf-events` does to the folder: new chunks under new names, the entry files rewritten. */
  function rebuildEvents(): void {
    const dist = path.join(t.built.root, 'mf-events/dist');
    rmSync(path.join(dist, 'routes.9f8e7d6c.js'));
    writeFileSync(path.join(dist, 'routes.0badcafe.js'), '/* the next build */');
    writeFileSync(path.join(dist, 'mf-manifest.json'), '{"next":true}');
    writeFileSync(path.join(dist, 'remoteEntry.js'), '/* the next entry */');
  }

  it('serves the build of its start, at an address of its own, whatever is rebuilt meanwhile', async () => {
    await start();
    const entry = await eventsEntry();
    expect(entry).toMatch(/^\/remotes\/events\/[0-9a-f]{12}\/mf-manifest\.json$/);
    const folder = entry.replace('mf-manifest.json', '');
    const chunk = `${folder}routes.9f8e7d6c.js`;
    expect(await status(entry)).toBe(200);
    const served = await t.app.inject({ url: chunk });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['access-control-allow-origin']).toBe('*');
    // The page names that build, its preload included.
    expect((await t.app.inject({ url: '/great-step/events' })).body).toContain(folder);

    rebuildEvents();
    // Nothing served changed: the page still names the build of the start, whose files all answer as before.
    expect(await eventsEntry()).toBe(entry);
    expect(await status(chunk)).toBe(200);
    expect((await t.app.inject({ url: entry })).body).toBe('{}');

    // The next start takes the new build up; the earlier one stays for the pages still open on it.
    await start();
    const next = await eventsEntry();
    expect(next).not.toBe(entry);
    expect(await status(next.replace('mf-manifest.json', 'routes.0badcafe.js'))).toBe(200);
    expect(await status(chunk)).toBe(200);
    expect((await t.app.inject({ url: entry })).body).toBe('{}');
  });

  it('keeps one copy per build, and none of the build tools’ stats files is served', async () => {
    writeFileSync(path.join(t.built.root, 'mf-events/dist/mf-manifest-stats.json'), '{"paths":"/home/ci"}');
    await start();
    const entry = await eventsEntry();
    await start();
    expect(await eventsEntry()).toBe(entry);
    expect(await status(entry.replace('mf-manifest.json', 'mf-manifest-stats.json'))).toBe(404);
  });

  it('serves dist/ as it lies without KEEP_BUILDS, as nginx serves a release checkout', async () => {
    await t.start({ DATA_DIR: dataDir });
    expect(await eventsEntry()).toBe('/remotes/events/mf-manifest.json');
  });
});

describe('keeping a build', () => {
  it('names it by its bytes, and makes the copy whole once', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'gs-keep-'));
    try {
      const dist = path.join(root, 'dist');
      const kept = path.join(root, 'kept');
      mkdirSync(dist);
      writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
      expect(keepBuild(path.join(root, 'none'), kept)).toBeNull();
      const first = keepBuild(dist, kept);
      expect(first?.hash).toBe(buildHash(dist));
      expect(keepBuild(dist, kept)).toEqual(first);
      writeFileSync(path.join(dist, 'mf-manifest.json'), '{"next":true}');
      expect(keepBuild(dist, kept)?.hash).not.toBe(first?.hash);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
