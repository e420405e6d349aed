import path from 'node:path';
import fs from 'node:fs/promises';
import { createRepositories, type Repositories } from '../db/repositories';
import { CliError } from './cli-error';
import { guessesCsv } from './commands/guesses';
import { registrationsCsv, resolveEventKey } from './commands/registrations';
import { setPayment } from './commands/set-payment';
import { usersCsv } from './commands/users';
import { openDatabase } from './open-database';
import { parseCommand, type Command } from './parse-command';
import { usage } from './usage';

export interface AdminIo {
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => Promise<void>;
  stderr: (text: string) => void;
}

type DbCommand = Exclude<Command, { name: 'help' }>;
type CsvCommand = Extract<DbCommand, { out: string | undefined }>;

const countRows = (csv: string) => csv.split('\r\n').length - 2;

async function csvOf(repos: Repositories, command: CsvCommand): Promise<string> {
  switch (command.name) {
    case 'registrations':
      return registrationsCsv(repos, command.event);
    case 'users':
      return usersCsv(repos);
    case 'guesses':
      return guessesCsv(repos);
  }
}

async function execute(repos: Repositories, command: DbCommand, io: AdminIo): Promise<void> {
  if (command.name === 'verify-payment' || command.name === 'unverify-payment') {
    await io.stdout(`${await setPayment(repos, command.email, command.name === 'verify-payment')}\n`);
    return;
  }
  const csv = await csvOf(repos, command);
  if (command.out === undefined) {
    await io.stdout(csv);
    return;
  }
  try {
    await fs.writeFile(outputPath(command.out), csv);
  } catch (error) {
    throw new CliError(`Cannot write ${command.out}: ${error instanceof Error ? error.message : String(error)}`);
  }
  io.stderr(`Wrote ${countRows(csv)} rows to ${outputPath(command.out)}\n`);
}

/** The whole admin tool; returns the exit code. Errors an organiser can fix print as one line. */
export async function runAdmin(argv: readonly string[], io: AdminIo): Promise<number> {
  try {
    const command = parseCommand(argv);
    if (command.name === 'help') {
      await io.stdout(usage);
      return 0;
    }
    // A mistyped event key is reported before the database is touched.
    if (command.name === 'registrations' && command.event !== undefined) resolveEventKey(command.event);
    const database = await openDatabase(io.env);
    try {
      await execute(createRepositories(database.db), command, io);
    } finally {
      await database.close();
    }
    return 0;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    io.stderr(`admin: ${error.message}\n`);
    if (error.exitCode === 2) io.stderr('Run "npm run admin -- help" for the commands.\n');
    return error.exitCode;
  }
}

/** npm runs the command inside api/; a relative --out means the folder the organiser ran npm from. */
function outputPath(out: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), out);
}
