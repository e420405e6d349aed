import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const apiDir = path.join(__dirname, '..');
const sharedDir = path.join(apiDir, '..', 'shared');
const serverEntry = path.join(apiDir, 'dist', 'server.js');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '__tests__') newest = Math.max(newest, newestMtime(full));
    } else if (/\.tsx?$/.test(entry.name)) {
      newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  }
  return newest;
}

const mtime = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

/** Runs the package's own build; tsc still writes the JavaScript when it reports type errors. */
function build(cwd: string, output: string): void {
  console.log(`$ npm run build   (in ${path.relative(process.cwd(), cwd) || '.'})`);
  const before = mtime(output);
  const result = spawnSync('npm', ['run', 'build'], { cwd, stdio: 'inherit' });
  if (result.status === 0) return;
  // A type error elsewhere (typecheck and tests report it) need not stop a measurement of fresh JavaScript.
  if (mtime(output) > before)
    console.warn(`warning: the build in ${cwd} reported errors; measuring the JavaScript it wrote\n`);
  else throw new Error(`npm run build in ${cwd} failed (exit ${String(result.status)}) and wrote nothing`);
}

/**
 * The bench measures the built server (what `npm start` runs), so a fresh clone or an edited source is built
 * first: the shared library's dist (the API's compiled code requires it), then the API.
 */
export function ensureBuilt(): void {
  const sharedOut = path.join(sharedDir, 'dist', 'index.js');
  if (mtime(sharedOut) < newestMtime(path.join(sharedDir, 'src'))) build(sharedDir, sharedOut);
  if (mtime(serverEntry) < Math.max(newestMtime(path.join(apiDir, 'src')), mtime(sharedOut)))
    build(apiDir, serverEntry);
}
