import { test, expect } from '@playwright/test';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveDirectory } from '../../scripts/serve-directory.js';
import { DEAD_REMOTE_URL, FIXTURE_BUNDLE_PORT } from '../support/servers';

const root = path.join(__dirname, '..', '..');

/**
 * `npm run verify:remote -- <arg>`: its exit code and printed lines. Asynchronous, so that the fixture server in
 * this process answers meanwhile.
 */
function verify(arg: string): Promise<{ status: number | null; lines: string[] }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(root, 'scripts/verify-remote.js'), arg], (error, stdout) => {
      resolve({
        status: error ? (typeof error.code === 'number' ? error.code : null) : 0,
        lines: stdout.trim().split('\n'),
      });
    });
  });
}

type Json = Record<string, unknown> & {
  shared: Array<Record<string, unknown>>;
  routes: Array<Record<string, unknown>>;
};

/** A copy of the events build with one of its JSON files edited, served as a static host would. */
async function editedEventsBuild(file: string, edit: (json: Json) => void) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'greatstep-verify-'));
  cpSync(path.join(root, 'mf-events/dist'), dir, { recursive: true });
  const json = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Json;
  edit(json);
  writeFileSync(path.join(dir, file), JSON.stringify(json));
  // The build's compressed copies hold the file before the edit, and a static host sends them first.
  for (const copy of ['.br', '.gz']) rmSync(path.join(dir, file + copy), { force: true });
  const server = await serveDirectory(dir, FIXTURE_BUNDLE_PORT);
  return {
    url: `${server.url}/mf-manifest.json`,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

test.describe('verify:remote refuses a bundle that would break the site', () => {
  test.describe.configure({ mode: 'serial' });

  test('a dead URL', async () => {
    const { status, lines } = await verify(`events=${DEAD_REMOTE_URL}`);
    expect(status).toBe(1);
    expect(lines).toContainEqual(expect.stringMatching(/^FAIL +manifest .*could not be loaded/));
  });

  test('a bundle built with another major version of React', async () => {
    const bundle = await editedEventsBuild('mf-manifest.json', (manifest) => {
      for (const entry of manifest.shared) {
        if (String(entry.name).startsWith('react') && !String(entry.name).startsWith('react-router')) {
          entry.version = '18.3.1';
          entry.requiredVersion = '^18.3.1';
        }
      }
    });
    try {
      const { status, lines } = await verify(`events=${bundle.url}`);
      expect(status).toBe(1);
      expect(lines).toContainEqual(expect.stringMatching(/^ok +manifest/));
      expect(lines).toContainEqual(
        expect.stringMatching(/^FAIL +shared singletons .*react: .*18\.3\.1.*another major/),
      );
    } finally {
      await bundle.stop();
    }
  });

  test("a remote that claims another remote's path", async () => {
    const bundle = await editedEventsBuild('routes.json', (routes) => {
      routes.routes.push({ name: 'signin', path: '/signin', example: '/signin' });
    });
    try {
      const { status, lines } = await verify(`events=${bundle.url}`);
      expect(status).toBe(1);
      expect(lines).toContainEqual(expect.stringMatching(/^FAIL +paths +\/signin is also account's/));
    } finally {
      await bundle.stop();
    }
  });
});
