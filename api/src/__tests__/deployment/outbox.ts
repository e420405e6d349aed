import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SignUpApi } from '../../testing/accounts';
import { readMail, type ReadMail } from '../../testing/mail-text';

/**
 * The mail the API processes write to DATA_DIR/outbox (no SMTP_URL), read as its recipient reads it. Files are named
 * `<milliseconds>-<random>.eml`, so their names sort oldest first.
 */
export function outboxMailer(dataDir: string): SignUpApi['mailer'] {
  const dir = path.join(dataDir, 'outbox');
  const read = new Map<string, ReadMail>();
  return {
    lastTo(address) {
      let files: string[] = [];
      try {
        files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
      } catch {
        // No mail written yet.
      }
      for (const file of files)
        if (!read.has(file)) read.set(file, readMail(readFileSync(path.join(dir, file), 'utf8')));
      return files
        .sort()
        .map((file) => read.get(file))
        .filter((mail): mail is ReadMail => mail !== undefined && mail.to.includes(address))
        .at(-1);
    },
  };
}
