import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import composition from '../../composition.json';

const root = path.join(__dirname, '..', '..');
// The remotes as the site's composition names them, once (composition.json).
const remotes = composition.remotes.map((remote) => remote.folder);

/** The fixed part of every path the remotes publish ('/changePassword/:email/:token' → '/changePassword'). */
function publishedPathPrefixes(): string[] {
  const prefixes = remotes.flatMap((remote) => {
    const list = JSON.parse(readFileSync(path.join(root, remote, 'dist', 'routes.json'), 'utf8')) as {
      routes: Array<{ path: string }>;
    };
    return list.routes.map((route) => route.path.split('/:')[0] ?? route.path);
  });
  // The site root is the shell's own base, not a remote's path.
  return [...new Set(prefixes)].filter((prefix) => prefix !== '/' && prefix !== '');
}

test("the shell's build names no remote path: a remote adds pages without a new shell", () => {
  const shellDist = path.join(root, 'shell', 'dist');
  const prefixes = publishedPathPrefixes();
  expect(prefixes.length).toBeGreaterThan(5);
  const found: string[] = [];
  for (const file of readdirSync(shellDist).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(path.join(shellDist, file), 'utf8');
    for (const prefix of prefixes) {
      if (new RegExp(`["'\`]${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["'\`/]`).test(text))
        found.push(`${file}: ${prefix}`);
    }
  }
  expect(found).toEqual([]);
});
