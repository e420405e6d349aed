import type { Config } from '../config';
import { resolveEventKey } from '../exports';
import type { AdminIo, DatabaseCommand } from './admin-io';
import { CliError } from './cli-error';
import { login } from './commands/login';
import { throughChannel } from './control-client';
import { runDirect } from './direct-mode';
import { adminConfig, openDatabase } from './open-database';
import { isOperatorCommand, parseCommand, type OperatorCommand } from './parse-command';
import { runningServer, runThroughServer, serverFor } from './server-mode';
import { warnOfTokenOnCommandLine } from './command-line';
import { refusalExitCode } from './tool-process';
import { usage } from './usage';

export type { AdminIo } from './admin-io';

/** The command on the database itself: PostgreSQL, or an embedded database no running server has open. */
async function runOnDatabase(config: Config, command: DatabaseCommand, io: AdminIo): Promise<void> {
  const database = io.database ?? (await openDatabase(config.database));
  try {
    await runDirect(database, config, command, io);
  } finally {
    if (!io.database) await database.close();
  }
}

/**
 * A role or an undone verification: never a call of the API. On the database itself, or, while a server holds the
 * embedded database, through that server's local channel, which only its OS user can open
 * (docs/SECURITY.md#the-operators-channel).
 */
async function runAsOperator(config: Config, command: OperatorCommand, io: AdminIo): Promise<void> {
  if (command.server) {
    throw new CliError(
      `${command.name} is no call of the API, so --server cannot take it: run it on the server's machine, as the ` +
        "user that runs the server (or with the site's DATABASE_URL).",
    );
  }
  // A test's own open database is used as it is: there is no server to ask.
  const holder = io.database ? null : runningServer(config.database);
  if (!holder) {
    await runOnDatabase(config, command, io);
    return;
  }
  await io.stdout(`${await throughChannel(config.dataDir, holder, command)}\n`);
}

/** The whole admin tool; returns the exit code. Errors an organiser can fix print as one line. */
export async function runAdmin(argv: readonly string[], io: AdminIo): Promise<number> {
  try {
    const parsed = parseCommand(argv);
    warnOfTokenOnCommandLine('admin', parsed, io.stderr);
    if (parsed.name === 'help') {
      await io.stdout(usage);
      return 0;
    }
    // A mistyped event is reported before the database is touched; the server's call takes the key alone.
    const command =
      parsed.name === 'registrations' && parsed.event !== undefined
        ? { ...parsed, event: resolveEventKey(parsed.event) }
        : parsed;
    const config = adminConfig(io.env);
    if (isOperatorCommand(command)) {
      await runAsOperator(config, command, io);
      return 0;
    }
    const server = io.database && !command.server ? null : serverFor(command.server, config.database);
    if (command.name === 'login') await login(server, config.database, command.email, io);
    else if (server) await runThroughServer(server, command, io);
    else await runOnDatabase(config, command, io);
    return 0;
  } catch (error) {
    return refusalExitCode('admin', error, io.stderr);
  }
}
