import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Reads verification codes from the server's outbox (DATA_DIR/outbox/*.eml), as a person reads their mail.
 * Each file is parsed once; the newest code per address wins.
 */
export function createOutboxReader(outboxDir: string) {
  const seen = new Set<string>();
  const codes = new Map<string, { code: string; file: string }>();

  async function scan(): Promise<void> {
    let files: string[];
    try {
      files = (await fs.readdir(outboxDir)).filter((file) => file.endsWith('.eml') && !seen.has(file)).sort();
    } catch {
      return;
    }
    for (const file of files) {
      const text = await fs.readFile(path.join(outboxDir, file), 'utf8');
      const to = /^To:\s*(?:.*<)?([^\s<>]+@[^\s<>]+)>?\s*$/im.exec(text)?.[1]?.toLowerCase();
      const code = /verification code is (\d{5})/.exec(text)?.[1];
      // A mail another request is still writing is read again by a later scan.
      if (!to || !code) continue;
      seen.add(file);
      const previous = codes.get(to);
      if (!previous || previous.file < file) codes.set(to, { code, file });
    }
  }

  // Scans run one after another: a second scan must not skip a file the first one is still reading.
  let queue: Promise<void> = Promise.resolve();
  const scanInTurn = () => (queue = queue.then(scan));

  return {
    /** The code mailed to the address; the mail is on disk before sendEmail answers, so one scan finds it. */
    async codeFor(email: string): Promise<string> {
      const key = email.toLowerCase();
      if (!codes.has(key)) await scanInTurn();
      const found = codes.get(key);
      if (!found) throw new Error(`no verification mail to ${email} in ${outboxDir}`);
      return found.code;
    },
  };
}
