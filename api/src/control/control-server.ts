import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { CliError } from '../cli/cli-error';
import { runAccountCommand } from '../cli/commands/accounts';
import { isOperatorCommand, parseCommand } from '../cli/parse-command';
import { DomainError } from '../lib/domain-errors';
import type { Services } from '../services';
import {
  CHANNEL_IDLE_MS,
  CHANNEL_REQUEST_MAX_BYTES,
  channelRequestSchema,
  controlSocketOf,
  SOCKET_PATH_MAX,
  type ChannelAnswer,
} from './control-channel';

export interface ControlChannel {
  socketPath: string;
  close: () => Promise<void>;
}

interface ChannelLog {
  warn(message: string): void;
  error(details: object, message: string): void;
}

/**
 * The folder, made or kept 0700 and ours. Its mode is what guards the socket from the moment it exists: a socket is
 * created with the process's umask before it can be chmod-ed, and no other user can pass through this folder to it.
 */
function privateFolder(folder: string): string | null {
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const stat = fs.lstatSync(folder);
  if (!stat.isDirectory()) return `${folder} is not a folder`;
  if (typeof process.getuid === 'function' && stat.uid !== process.getuid())
    return `${folder} belongs to another user (uid ${stat.uid})`;
  fs.chmodSync(folder, 0o700);
  return null;
}

/** A socket left by a server that ended without closing (a crash, SIGKILL): this server holds the folder now. */
function clearStaleSocket(socketPath: string): string | null {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(socketPath);
  } catch {
    return null;
  }
  if (!stat.isSocket()) return `${socketPath} exists and is not a socket`;
  fs.unlinkSync(socketPath);
  return null;
}

/** Runs one command the way `npm run admin` runs it on the database, with this server's services. */
async function answer(line: string, services: Services, log: ChannelLog): Promise<ChannelAnswer> {
  let argv: string[];
  try {
    argv = channelRequestSchema.parse(JSON.parse(line)).argv;
  } catch {
    return { ok: false, message: 'Not a request of npm run admin' };
  }
  try {
    const command = parseCommand(argv);
    if (!isOperatorCommand(command)) return { ok: false, message: `${command.name} is not taken on this channel` };
    return { ok: true, output: await runAccountCommand(services, command) };
  } catch (error) {
    if (error instanceof CliError || error instanceof DomainError) return { ok: false, message: error.message };
    log.error({ err: error }, 'a command of the operator’s channel failed');
    return { ok: false, message: "unexpected error: the server's log says why" };
  }
}

function serve(socket: net.Socket, services: Services, log: ChannelLog): void {
  let received = '';
  socket.setEncoding('utf8');
  socket.setTimeout(CHANNEL_IDLE_MS, () => socket.destroy());
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: string) => {
    received += chunk;
    const end = received.indexOf('\n');
    if (end < 0 && Buffer.byteLength(received) <= CHANNEL_REQUEST_MAX_BYTES) return;
    socket.removeAllListeners('data');
    const line = end < 0 ? '' : received.slice(0, end);
    void answer(line, services, log).then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
  });
}

/**
 * Opens the operator's channel in DATA_DIR/control (docs/SECURITY.md#the-operators-channel), or says why not and
 * returns null: the server then runs without it, and the commands ask for it to be stopped as before.
 */
export async function openControlChannel(
  dataDir: string,
  services: Services,
  log: ChannelLog,
): Promise<ControlChannel | null> {
  const socketPath = controlSocketOf(path.resolve(dataDir));
  const refused = (why: string) => {
    log.warn(`No local channel for npm run admin: ${why}; stop the server to change roles.`);
    return null;
  };
  if (process.platform === 'win32') return refused('Unix sockets are not available here');
  if (Buffer.byteLength(socketPath) > SOCKET_PATH_MAX) return refused(`${socketPath} is too long for a socket`);
  const problem = privateFolder(path.dirname(socketPath)) ?? clearStaleSocket(socketPath);
  if (problem) return refused(problem);
  const server = net.createServer((socket) => serve(socket, services, log));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        // Node removes the socket file as the server closes.
        server.close(() => resolve());
      }),
  };
}
