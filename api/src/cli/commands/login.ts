import { answerSchema, loginAnswerSchema } from '@greatstep/shared/isomorphic';
import { statusAnswerSchema } from '../../routes/remotes/remote-schemas';
import type { DatabaseConfig } from '../../config';
import { SESSION_DAYS } from '../../services/sessions-service';
import type { AdminIo } from '../admin-io';
import { CliError } from '../cli-error';
import { callJson, type RunningServer } from '../server-client';
import { addressOf } from './accounts';

function noServer(target: DatabaseConfig): CliError {
  if (target.driver === 'postgres') {
    return new CliError(
      "login signs in to a running server: name it with --server <the site's address>. With PostgreSQL " +
        '(DATABASE_URL) every command opens the database itself, no token needed.',
    );
  }
  return new CliError(
    `login signs in to the server that has the embedded database in ${target.dataDir} open, and none has: ` +
      'while the server is stopped, every command opens the database itself, no token needed (or name another ' +
      "server with --server <the site's address>).",
  );
}

/** ORGANISER_PASSWORD for scripts, or else typed at the terminal without being shown. */
async function passwordOf(io: AdminIo, address: string): Promise<string> {
  const fromEnv = io.env.ORGANISER_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!io.readPassword) throw new CliError('No password: type it at a terminal, or set ORGANISER_PASSWORD.');
  const typed = await io.readPassword(`Password of ${address}: `);
  if (!typed) throw new CliError('No password given.');
  return typed;
}

/**
 * Signs in to the running server and prints the session's token, for the commands that go through it
 * (docs/API.md#the-command-line). Only the token of someone holding a role (an organiser, a remote's releaser) is
 * any use: anyone else's session is ended at once and the server's refusal printed. The call that checks it, the
 * releases' status, is the one call every role may make.
 */
export async function login(
  server: RunningServer | null,
  target: DatabaseConfig,
  email: string,
  io: AdminIo,
): Promise<void> {
  if (!server) throw noServer(target);
  const address = addressOf(email);
  const password = await passwordOf(io, address);
  const { token } = await callJson(
    server,
    { method: 'POST', path: '/api/auth/login', body: { email: address, password } },
    loginAnswerSchema,
  );
  try {
    await callJson(server, { method: 'GET', path: '/api/organisers/remotes', token }, statusAnswerSchema);
  } catch (error) {
    await callJson(server, { method: 'POST', path: '/api/auth/logout', token, keyed: true }, answerSchema).catch(
      () => undefined,
    );
    throw error;
  }
  await io.stdout(`${token}\n`);
  io.stderr(
    `Signed in to ${server.url} as ${address} for ${SESSION_DAYS} days: give the token above in ORGANISER_TOKEN ` +
      'or on standard input with --token-stdin (not as --token, which every user of the machine can see).\n',
  );
}
