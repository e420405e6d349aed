import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { fakeBuiltSite } from '../../testing/fake-site';
import { REPO_ROOT } from './api-process';

/**
 * A release's checkout as deploy/ finds one (/srv/greatstep/releases/<release>): the fake build of
 * testing/fake-site.ts in its shell and remote folders, beside this repository's API and packages. The API's sources
 * are copied, so a server started from it serves this checkout's build (server.ts finds the site beside itself);
 * everything else is linked. Its folder's name is the release's name, as keep-bundles.sh reads it.
 */
export interface TestCheckout {
  root: string;
  release: string;
  remove: () => void;
}

/** Linked as they are: what `npm run remote` and the server read beside the API's sources. */
const LINKED = ['package.json', 'node_modules', 'shared', 'composition.json', 'tsconfig.base.json'];
const LINKED_IN_API = ['package.json', 'tsconfig.json', 'drizzle'];

/** A file of a build written anew with its .br and .gz copies, as the build writes them (nginx sends those). */
export function writeBuilt(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

export function testCheckout(release: string, change?: (root: string) => void): TestCheckout {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'gs-releases-'));
  const root = path.join(parent, release);
  mkdirSync(path.join(root, 'api'), { recursive: true });
  for (const name of LINKED) symlinkSync(path.join(REPO_ROOT, name), path.join(root, name));
  for (const name of LINKED_IN_API) symlinkSync(path.join(REPO_ROOT, 'api', name), path.join(root, 'api', name));
  cpSync(path.join(REPO_ROOT, 'api', 'src'), path.join(root, 'api', 'src'), {
    recursive: true,
    filter: (source) => path.basename(source) !== '__tests__',
  });
  const built = fakeBuiltSite();
  try {
    for (const folder of ['shell', 'mf-marketing', 'mf-events', 'mf-account']) {
      cpSync(path.join(built.root, folder), path.join(root, folder), { recursive: true });
    }
  } finally {
    built.remove();
  }
  change?.(root);
  return { root, release, remove: () => rmSync(parent, { recursive: true, force: true }) };
}
