import type { ExportFile } from '@greatstep/shared/isomorphic';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { Command } from './parse-command';

/** What the admin tool reads and writes: the process's own in admin.ts, a test's in the tests. */
export interface AdminIo {
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => Promise<void>;
  stderr: (text: string) => void;
  /** An open database to use instead of the configured one (tests share their app's); it is left open. */
  database?: Database;
  /** Where mail goes instead of the configured SMTP server or outbox. */
  mailer?: Mailer;
  /** Asks for the password of `login` without showing it; without it only ORGANISER_PASSWORD gives one. */
  readPassword?: (prompt: string) => Promise<string>;
  /** Reads the token of --token-stdin from standard input (cli/command-line.ts). */
  readToken?: () => Promise<string>;
}

/** The commands that work on the data: on the database itself, or through the server that has it open. */
export type DatabaseCommand = Exclude<Command, { name: 'help' | 'login' }>;

/** The file of GET /api/organisers/exports that each CSV command writes. */
export const EXPORT_FILE = {
  registrations: 'registrations.csv',
  users: 'users.csv',
  guesses: 'guesses.csv',
} as const satisfies Record<Extract<DatabaseCommand, { out: string | undefined }>['name'], ExportFile>;
