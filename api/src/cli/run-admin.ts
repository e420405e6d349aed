import path from 'node:path';
import fs from 'node:fs/promises';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createRepositories, type Repositories } from '../db/repositories';
import { exportCsv, resolveEventKey } from '../exports';
import { systemClock } from '../lib/clock';
import { DomainError } from '../lib/domain-errors';
import { createMailer } from '../mail/create-mailer';
import type { Mailer } from '../mail/mailer';
import type { ServiceDeps } from '../services';
import { createOrganisersService } from '../services/organisers-service';
import { createPaymentsService } from '../services/payments-service';
import { CliError } from './cli-error';
import { accountCommands, type AccountServices } from './commands/accounts';
import { adminConfig, openDatabase } from './open-database';
import { parseCommand, type Command } from './parse-command';
import { usage } from './usage';

export interface AdminIo {
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => Promise<void>;
  stderr: (text: string) => void;
  /** An open database to use instead of the configured one (tests share their app's); it is left open. */
  database?: Database;
  /** Where mail goes instead of the configured SMTP server or outbox. */
  mailer?: Mailer;
}

type DbCommand = Exclude<Command, { name: 'help' }>;
type CsvCommand = Extract<DbCommand, { out: string | undefined }>;

const countRows = (csv: string) => csv.split('\r\n').length - 2;

/** The file of GET /api/organisers/exports that each CSV command writes. */
const EXPORT_FILE = { registrations: 'registrations.csv', users: 'users.csv', guesses: 'guesses.csv' } as const;

/** The failure a service logs (`{ err }`), as one line for the organiser. */
const reasonLogged = (details: object) => {
  const { err } = details as { err?: unknown };
  return err instanceof Error ? err.message : String(err);
};

function accountServices(repos: Repositories, database: Database, config: Config, io: AdminIo): AccountServices {
  const deps: ServiceDeps = {
    db: database.db,
    repos,
    mailer: io.mailer ?? createMailer(config, { info: (line) => io.stderr(`${line}\n`) }),
    clock: systemClock,
    config,
    log: { error: (details, message) => io.stderr(`admin: ${message}: ${reasonLogged(details)}\n`) },
  };
  return { payments: createPaymentsService(deps), organisers: createOrganisersService(deps) };
}

async function accountCommand(services: AccountServices, command: Exclude<DbCommand, CsvCommand>): Promise<string> {
  if (command.name === 'reject-payment')
    return accountCommands['reject-payment'](services, command.email, command.reason);
  return accountCommands[command.name](services, command.email);
}

async function execute(database: Database, config: Config, command: DbCommand, io: AdminIo): Promise<void> {
  const repos = createRepositories(database.db);
  if (!('out' in command)) {
    await io.stdout(`${await accountCommand(accountServices(repos, database, config, io), command)}\n`);
    return;
  }
  const csv = await exportCsv(repos, EXPORT_FILE[command.name], 'event' in command ? command.event : undefined);
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
    const config = adminConfig(io.env);
    const database = io.database ?? (await openDatabase(config.database));
    try {
      await execute(database, config, command, io);
    } finally {
      if (!io.database) await database.close();
    }
    return 0;
  } catch (error) {
    // The services' refusals (no such account, already verified) are the organiser's to act on, like a CliError.
    if (!(error instanceof CliError) && !(error instanceof DomainError)) throw error;
    io.stderr(`admin: ${error.message}\n`);
    const exitCode = error instanceof CliError ? error.exitCode : 1;
    if (exitCode === 2) io.stderr('Run "npm run admin -- help" for the commands.\n');
    return exitCode;
  }
}

/** npm runs the command inside api/; a relative --out means the folder the organiser ran npm from. */
function outputPath(out: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), out);
}
