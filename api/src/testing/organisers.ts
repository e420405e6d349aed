import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runAdmin, type AdminIo } from '../cli/run-admin';
import type { Mailer } from '../mail/mailer';
import type { Account } from './accounts';
import { PUBLIC_URL, type TestApp } from './test-app';

export interface AdminRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `npm run admin -- <argv>` with the environment given, as an organiser runs it at the server: on the configured
 * database, or through the server that has it open.
 */
export async function admin(
  argv: string[],
  env: NodeJS.ProcessEnv,
  more: Partial<Omit<AdminIo, 'env' | 'stdout' | 'stderr'>> = {},
): Promise<AdminRun> {
  let stdout = '';
  let stderr = '';
  const code = await runAdmin(argv, {
    ...more,
    env,
    stdout: async (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
  });
  return { code, stdout, stderr };
}

/**
 * `npm run admin -- <argv>` on the test app's own database, as an organiser at the server runs it. Its mail goes to
 * `mailer`, or else (as with no SMTP_URL) to .eml files in `dataDir`/outbox.
 */
export async function adminOn(
  t: TestApp,
  argv: string[],
  { mailer, dataDir }: { mailer?: Mailer; dataDir?: string } = {},
): Promise<AdminRun> {
  const scratch = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'gs-admin-'));
  try {
    return await admin(argv, { DATA_DIR: scratch, PUBLIC_URL }, { database: t.db.database, mailer });
  } finally {
    if (!dataDir) fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** Makes the account an organiser the one way there is: the command line. */
export async function makeOrganiser(t: TestApp, who: Account): Promise<void> {
  const run = await adminOn(t, ['grant-organiser', who.email]);
  if (run.code !== 0) throw new Error(`grant-organiser failed: ${run.stderr}`);
}

/** Lets the account release `remote`, the one way there is: the command line. */
export async function makeReleaser(t: TestApp, who: Account, remote: string): Promise<void> {
  const run = await adminOn(t, ['grant-releaser', remote, who.email]);
  if (run.code !== 0) throw new Error(`grant-releaser failed: ${run.stderr}`);
}

/** The organisers' calls (docs/API.md#organisers) as a signed-in user makes them, for API tests. */
export function organiserCalls(app: () => Pick<TestApp, 'call'>) {
  return {
    get: (who: Account | undefined, url: string) => app().call({ method: 'GET', url, token: who?.token }),
    /** `reference`: the one the organiser decides on, as listed (null: a fee paid at the desk). */
    verify: (who: Account | undefined, userId: string, reference: unknown) =>
      app().call({
        method: 'POST',
        url: `/api/organisers/payments/${userId}/verify`,
        token: who?.token,
        payload: { reference },
      }),
    reject: (who: Account | undefined, userId: string, reason: unknown, reference: unknown) =>
      app().call({
        method: 'POST',
        url: `/api/organisers/payments/${userId}/reject`,
        token: who?.token,
        payload: { reason, reference },
      }),
    submitReference: (who: Account, reference: unknown) =>
      app().call({ method: 'PUT', url: '/api/payment/reference', token: who.token, payload: { reference } }),
  };
}
