import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Where the media and their manifests are written, and what the manifests are named by.

export const appDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const outDir = path.join(appDir, 'src/assets/media');

/** The folder of one kind of media under outDir, emptied: a run writes every file of it again. */
export function freshDir(name) {
  const dir = path.join(outDir, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A file's name as the identifier its manifest imports it by: `carousel-01-480-avif` → `carousel01480Avif`. */
export const identifier = (file) => file.replace(/[^a-z0-9]+(.)/gi, (_m, c) => c.toUpperCase());
