import type { DatabaseConfig } from '../config';
import { liveHolder } from '../db/pglite-lock';
import { EXPORT_FILE, type AdminIo, type DatabaseCommand } from './admin-io';
import { CliError } from './cli-error';
import { throughServer, type OrganiserSession } from './commands/through-server';
import { deliverCsv } from './csv-output';
import { ServerRefusal, type RunningServer } from './server-client';

export const LOGIN_HINT = 'npm run -s admin -- login <your e-mail>';

/**
 * The server that has the embedded database open and listens, if any: then the commands go through it instead
 * of opening the folder a second time (docs/API.md#the-command-line). PostgreSQL is shared by any number of
 * processes: there the commands always open the database themselves.
 */
export function runningServer(target: DatabaseConfig): RunningServer | null {
  if (target.driver !== 'pglite' || target.dataDir.startsWith('memory://')) return null;
  const holder = liveHolder(target.dataDir);
  if (holder?.holder !== 'server' || !holder.url) return null;
  return { folder: target.dataDir, pid: holder.pid, url: holder.url };
}

const serverNamed = (server: RunningServer) => `the server at ${server.url} (process ${server.pid})`;

function sessionOf(server: RunningServer, given: string | undefined, env: NodeJS.ProcessEnv): OrganiserSession {
  const token = given ?? env.ORGANISER_TOKEN?.trim();
  if (!token) {
    throw new CliError(
      `${serverNamed(server)} has the embedded database in ${server.folder} open, so this command goes through ` +
        `it as an organiser: sign in with "${LOGIN_HINT}" and give the token it prints as --token <token> or in ` +
        'ORGANISER_TOKEN.',
    );
  }
  return { server, token };
}

/** The token is asked for only by the commands that have a call: the others are refused whatever it is. */
async function run(server: RunningServer, command: DatabaseCommand, io: AdminIo): Promise<void> {
  const session = () => sessionOf(server, command.token, io.env);
  switch (command.name) {
    case 'verify-payment':
      await io.stdout(`${await throughServer['verify-payment'](session(), command.email)}\n`);
      return;
    case 'reject-payment':
      await io.stdout(`${await throughServer['reject-payment'](session(), command.email, command.reason)}\n`);
      return;
    case 'registrations':
    case 'users':
    case 'guesses': {
      const event = command.name === 'registrations' ? command.event : undefined;
      await deliverCsv(await throughServer.export(session(), EXPORT_FILE[command.name], event), command.out, io);
      return;
    }
    case 'unverify-payment':
    case 'grant-organiser':
    case 'revoke-organiser':
      // Roles are granted by the command line alone (docs/API.md#organisers), and an undo has no call either.
      throw new CliError(
        `${command.name} has no call on the server, and ${serverNamed(server)} has the embedded database in ` +
          `${server.folder} open: stop the server and run the command again, or use PostgreSQL (DATABASE_URL), ` +
          'which the server and this tool share.',
      );
  }
}

/** A command through the running server, as an organiser (--token, or ORGANISER_TOKEN). */
export async function runThroughServer(server: RunningServer, command: DatabaseCommand, io: AdminIo): Promise<void> {
  try {
    await run(server, command, io);
  } catch (error) {
    if (error instanceof ServerRefusal && error.status === 401) {
      throw new CliError(
        `${error.message}: the server refused the organiser token (expired, signed out or mistyped); get a new ` +
          `one with "${LOGIN_HINT}".`,
      );
    }
    throw error;
  }
}
