import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MAIN_DATA_DIR } from './servers';

/** The mails the server wrote to DATA_DIR/outbox (no SMTP_URL), newest first. */
async function mailsNewestFirst(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  // Files are named `<epoch ms>-<random>.eml`: the name orders them by time.
  const files = names.filter((name) => name.endsWith('.eml')).sort((a, b) => parseInt(b, 10) - parseInt(a, 10));
  return Promise.all(files.map((name) => readFile(path.join(dir, name), 'utf8')));
}

function isTo(mail: string, email: string): boolean {
  const to = /^To:\s*(.+)$/im.exec(mail)?.[1] ?? '';
  return to.toLowerCase().includes(email.toLowerCase());
}

/** The 5-digit verification code of the newest mail to `email`; waits a little for the mail to be written. */
export async function latestCode(email: string, dataDir: string = MAIN_DATA_DIR): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    for (const mail of await mailsNewestFirst(dataDir)) {
      if (!isTo(mail, email)) continue;
      const code = /code is\s*(\d{5})\b/.exec(mail)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification code mailed to ${email} in ${dataDir}/outbox`);
}
