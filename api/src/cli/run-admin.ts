import type { Config } from '../config';
import { resolveEventKey } from '../exports';
import type { AdminIo, DatabaseCommand } from './admin-io';
import { login } from './commands/login';
import { runDirect } from './direct-mode';
import { adminConfig, openDatabase } from './open-database';
import { parseCommand } from './parse-command';
import { runningServer, runThroughServer } from './server-mode';
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

/** The whole admin tool; returns the exit code. Errors an organiser can fix print as one line. */
export async function runAdmin(argv: readonly string[], io: AdminIo): Promise<number> {
  try {
    const parsed = parseCommand(argv);
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
    // A test's own open database is used as it is: there is no server to ask.
    const server = io.database ? null : runningServer(config.database);
    if (command.name === 'login') await login(server, config.database, command.email, io);
    else if (server) await runThroughServer(server, command, io);
    else await runOnDatabase(config, command, io);
    return 0;
  } catch (error) {
    return refusalExitCode('admin', error, io.stderr);
  }
}
