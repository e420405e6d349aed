import type { DatabaseConfig } from '../config';
import { liveHolder } from '../db/pglite-lock';
import { EXPORT_FILE, type AdminIo } from './admin-io';
import { CliError } from './cli-error';
import { throughServer, type OrganiserSession } from './commands/through-server';
import { deliverCsv } from './csv-output';
import type { CallCommand } from './parse-command';
import { ServerRefusal, serverHolding, type RunningServer } from './server-client';
import { givenToken, type TokenGiven, type TokenIo } from './command-line';

export const LOGIN_HINT = 'npm run -s admin -- login <your e-mail>';

/** The login command for `server`: with --server when it is not the one holding the database here. */
export const loginHint = (server: RunningServer) =>
  server.holding ? LOGIN_HINT : `${LOGIN_HINT} --server ${server.url}`;

/**
 * The server that has the embedded database open and listens, if any: then the commands go through it instead
 * of opening the folder a second time (docs/API.md#the-command-line). PostgreSQL is shared by any number of
 * processes: there the commands always open the database themselves, unless --server names a site to go through.
 */
export function runningServer(target: DatabaseConfig): RunningServer | null {
  if (target.driver !== 'pglite' || target.dataDir.startsWith('memory://')) return null;
  const holder = liveHolder(target.dataDir);
  if (holder?.holder !== 'server' || !holder.url) return null;
  return { url: holder.url, holding: { pid: holder.pid, folder: target.dataDir } };
}

/** The server a command goes through: the one --server names, else the one holding the embedded database here. */
export function serverFor(named: string | undefined, target: DatabaseConfig): RunningServer | null {
  return named ? { url: named } : runningServer(target);
}

/**
 * The token of the person a command goes through a server as: --token, --token-stdin or ORGANISER_TOKEN
 * (cli/command-line.ts); said how to get one.
 */
export async function tokenOf(server: RunningServer, given: TokenGiven, io: TokenIo): Promise<string> {
  const token = await givenToken(given, io);
  if (token) return token;
  const through = server.holding
    ? `${serverHolding(server)}, so this command goes through it`
    : `This command goes through ${serverHolding(server)}`;
  throw new CliError(
    `${through.charAt(0).toUpperCase()}${through.slice(1)} in your name: sign in with "${loginHint(server)}" and ` +
      'give the token it prints in ORGANISER_TOKEN or on standard input with --token-stdin.',
  );
}

/** A refusal of the token itself, said with the way to a new one. */
export function tokenRefused(error: unknown, server: RunningServer): unknown {
  if (error instanceof ServerRefusal && error.status === 401) {
    return new CliError(
      `${error.message}: the server refused the token (expired, signed out or mistyped); get a new one with ` +
        `"${loginHint(server)}".`,
    );
  }
  return error;
}

async function run(server: RunningServer, command: CallCommand, io: AdminIo): Promise<void> {
  const session: OrganiserSession = { server, token: await tokenOf(server, command, io) };
  switch (command.name) {
    case 'verify-payment':
      await io.stdout(`${await throughServer['verify-payment'](session, command.email, command.reference)}\n`);
      return;
    case 'reject-payment':
      await io.stdout(
        `${await throughServer['reject-payment'](session, command.email, command.reason, command.reference)}\n`,
      );
      return;
    case 'registrations':
    case 'users':
    case 'guesses': {
      const event = command.name === 'registrations' ? command.event : undefined;
      await deliverCsv(await throughServer.export(session, EXPORT_FILE[command.name], event), command.out, io);
      return;
    }
  }
}

/** A command through the running server, as an organiser (ORGANISER_TOKEN, --token-stdin or --token). */
export async function runThroughServer(server: RunningServer, command: CallCommand, io: AdminIo): Promise<void> {
  try {
    await run(server, command, io);
  } catch (error) {
    throw tokenRefused(error, server);
  }
}
