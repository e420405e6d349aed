import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { fakeBuiltSite } from '../../testing/fake-site';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../testing/throwaway-postgres';
import { REPO_ROOT } from './api-process';
import { ENV_EXAMPLE, readEnvFile } from './deployment';

/*
 * The steps of an install, an upgrade and a whole-release rollback (docs/DEPLOY.md#upgrades) that are not nginx's:
 * deploy/migrate.js, the database step, and deploy/switch-release.sh, which points /srv/greatstep/app at a release.
 */

const run = promisify(execFile);
const MIGRATE = path.join(REPO_ROOT, 'deploy', 'migrate.js');
const SWITCH_RELEASE = path.join(REPO_ROOT, 'deploy', 'switch-release.sh');
const MIGRATIONS = path.join(REPO_ROOT, 'api', 'drizzle');

describe('deploy/migrate.js', () => {
  let pg: ThrowawayPostgres;

  beforeAll(async () => {
    pg = await startThrowawayPostgres();
  }, 120_000);

  afterAll(async () => {
    await pg?.stop();
  });

  const migrate = () =>
    run(process.execPath, [MIGRATE], {
      env: { PATH: process.env.PATH, ...readEnvFile(ENV_EXAMPLE), DATABASE_URL: pg.url },
    });

  it("applies the checkout's migrations to an empty database, and nothing the second time", async () => {
    const expected = readdirSync(MIGRATIONS).filter((file) => file.endsWith('.sql')).length;
    const applied = async () => {
      const db = new Client({ connectionString: pg.url });
      await db.connect();
      try {
        const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
        return rows.rows[0]?.n;
      } finally {
        await db.end();
      }
    };
    expect((await migrate()).stdout).toContain("the database is at this release's schema");
    expect(await applied()).toBe(expected);
    await migrate();
    expect(await applied()).toBe(expected);
  }, 60_000);
});

/** Every file under `dir`, relative to it, with a digest of its content. */
function files(dir: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const relative = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(relative);
      else
        found[relative] = createHash('sha256')
          .update(readFileSync(path.join(dir, relative)))
          .digest('hex');
    }
  };
  walk('');
  return found;
}

describe('deploy/switch-release.sh', () => {
  let root: string;

  /** A built release under root/releases/<name>, its shell's page and one hashed chunk its own. */
  function release(name: string, chunk: string): void {
    const built = fakeBuiltSite();
    const dir = path.join(root, 'releases', name);
    cpSync(built.root, dir, { recursive: true });
    built.remove();
    writeFileSync(path.join(dir, 'shell', 'dist', 'index.html'), `<!doctype html><title>${name}</title>`);
    writeFileSync(path.join(dir, 'shell', 'dist', chunk), `/* ${name} */`);
    mkdirSync(path.join(dir, 'api', 'dist'), { recursive: true });
    writeFileSync(path.join(dir, 'api', 'dist', 'server.js'), '');
  }

  const switchTo = (name: string) =>
    run(SWITCH_RELEASE, [name], { env: { PATH: process.env.PATH, GREATSTEP_ROOT: root } });
  const served = (file: string) => readFileSync(path.join(root, 'app', 'shell', 'dist', file), 'utf8');

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'gs-srv-'));
    release('v1', 'startup.11111111.js');
    release('v2', 'startup.22222222.js');
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('installs, upgrades and rolls the whole release back, each page keeping its scripts, no release written', async () => {
    const releases = { v1: files(path.join(root, 'releases', 'v1')), v2: files(path.join(root, 'releases', 'v2')) };

    await switchTo('v1');
    expect(served('index.html')).toContain('<title>v1</title>');

    // The upgrade: the new page, and the chunks of the page a visitor opened just before it.
    await switchTo('v2');
    expect(served('index.html')).toContain('<title>v2</title>');
    expect([served('startup.11111111.js'), served('startup.22222222.js')]).toEqual(['/* v1 */', '/* v2 */']);

    // The rollback: the first release's page again, and the second's chunks for the pages opened on it.
    await switchTo('v1');
    expect(served('index.html')).toContain('<title>v1</title>');
    expect([served('startup.11111111.js'), served('startup.22222222.js')]).toEqual(['/* v1 */', '/* v2 */']);

    // Neither release's folder gained or changed a file.
    expect({ v1: files(path.join(root, 'releases', 'v1')), v2: files(path.join(root, 'releases', 'v2')) }).toEqual(
      releases,
    );
    // What is served is the release's own files, linked, not copied.
    expect(realpathSync(path.join(root, 'app'))).toMatch(new RegExp(`^${root}/served/v1-`));
    const own = (dir: string) => statSync(path.join(dir, 'shell', 'dist', 'startup.11111111.js')).ino;
    expect(own(path.join(root, 'app'))).toBe(own(path.join(root, 'releases', 'v1')));
  });

  it('refuses a release that is not built, leaving app as it was', async () => {
    await switchTo('v1');
    const before = realpathSync(path.join(root, 'app'));
    mkdirSync(path.join(root, 'releases', 'v3'));
    await expect(switchTo('v3')).rejects.toMatchObject({ code: 1 });
    await expect(switchTo('../v1')).rejects.toMatchObject({ code: 2 });
    expect(realpathSync(path.join(root, 'app'))).toBe(before);
  });
});
