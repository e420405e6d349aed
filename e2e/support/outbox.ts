import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAIN_DATA_DIR } from './servers';

/** Where a server writes every mail when no SMTP_URL is set (docs/ARCHITECTURE.md#the-database): the main one's by default. */
export const outboxOf = (dataDir: string) => path.join(dataDir, 'outbox');
const OUTBOX_DIR = outboxOf(MAIN_DATA_DIR);

/** The readable text of an .eml file: quoted-printable soft breaks joined and escapes decoded. */
function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest mail to `email`, or undefined while none has arrived. */
export async function newestMailTo(email: string, outbox = OUTBOX_DIR): Promise<string | undefined> {
  let names: string[];
  try {
    names = (await readdir(outbox)).filter((name) => name.endsWith('.eml'));
  } catch {
    return undefined;
  }
  const wanted = new RegExp(`^To: .*${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  const mails = await Promise.all(
    names.map(async (name) => {
      const file = path.join(outbox, name);
      return { text: decodeMail(await readFile(file, 'utf8')), time: (await stat(file)).mtimeMs, name };
    }),
  );
  const mine = mails.filter((mail) => wanted.test(mail.text));
  mine.sort((a, b) => a.time - b.time || a.name.localeCompare(b.name));
  return mine.at(-1)?.text;
}

/** Waits for a mail to `email` whose text matches `pattern` and returns the first group. */
async function latest(email: string, pattern: RegExp, what: string, outbox = OUTBOX_DIR): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => (found = pattern.exec((await newestMailTo(email, outbox)) ?? '')?.[1]), {
      message: `${what} mailed to ${email}`,
    })
    .toBeTruthy();
  return found as string;
}

/** The 5-digit code of the newest verification mail to `email`. */
export function latestCode(email: string, outbox = OUTBOX_DIR): Promise<string> {
  return latest(email, /verification code is (\d{5})\b/, 'a verification code', outbox);
}

/** The first link of the newest mail to `email` (the password reset link). */
export function latestLink(email: string): Promise<string> {
  return latest(email, /(https?:\/\/[^\s"<>]+)/, 'a link');
}

/**
 * The link of the newest team mail to `email` of one kind: `leave` (the notice of an add) or `join` (an
 * invitation to rejoin). Waiting for that kind, not any link, keeps an older mail from answering too early.
 */
export function latestTeamLink(email: string, kind: 'leave' | 'join'): Promise<string> {
  return latest(
    email,
    new RegExp(`(https?://[^\\s"<>]+/great-step/events/team/${kind}/[\\w-]+)`),
    `a team ${kind} link`,
  );
}
