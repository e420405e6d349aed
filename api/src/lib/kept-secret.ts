import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A key the server signs with: the one configured, or else one made once in the data folder (`file`) and read from
 * there after, so that every process sharing that folder signs alike. Processes with folders of their own (several
 * API processes behind nginx) must be given the same configured key (docs/DEPLOY.md).
 */
export function keptSecret(configured: string | undefined, dataDir: string, file: string): string {
  if (configured) return configured;
  const keyFile = path.join(dataDir, file);
  try {
    return readFileSync(keyFile, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    // wx: two processes starting together keep the one that was written first.
    try {
      writeFileSync(keyFile, secret, { flag: 'wx', mode: 0o600 });
      return secret;
    } catch {
      return readFileSync(keyFile, 'utf8').trim();
    }
  }
}
