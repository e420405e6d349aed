import net from 'node:net';
import { channelAnswerSchema, controlSocketOf } from '../control/control-channel';
import { CliError } from './cli-error';
import type { OperatorCommand } from './parse-command';
import { serverHolding, type RunningServer } from './server-client';

/** Longer than any role change takes: the server answers first, or something is wrong with it. */
const ANSWER_TIMEOUT_MS = 30_000;

/** The command as the channel takes it: its words, as typed after `npm run admin --`. */
function argvOf(command: OperatorCommand): string[] {
  if (command.name === 'grant-releaser' || command.name === 'revoke-releaser')
    return [command.name, command.remote, command.email];
  return [command.name, command.email];
}

function unreachable(server: RunningServer, socketPath: string, error: NodeJS.ErrnoException): CliError {
  if (error.code === 'EACCES' || error.code === 'EPERM') {
    return new CliError(
      `Only the OS user that runs ${serverHolding(server)} may use its local channel (${socketPath}): run this ` +
        'command as that user.',
    );
  }
  return new CliError(
    `${serverHolding(server)} has no local channel at ${socketPath} (${error.code ?? error.message}): it may be an ` +
      'older version, or its DATA_DIR path too long for a socket (its log says which). Stop the server and run ' +
      'the command again, or use PostgreSQL (DATABASE_URL), which the server and this tool share.',
  );
}

/**
 * Sends an operator's command to the server holding the embedded database, through its local channel
 * (docs/SECURITY.md#the-operators-channel), and returns the line it prints: the same as on the database itself.
 */
export function throughChannel(dataDir: string, server: RunningServer, command: OperatorCommand): Promise<string> {
  const socketPath = controlSocketOf(dataDir);
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.createConnection(socketPath);
    socket.setEncoding('utf8');
    socket.setTimeout(ANSWER_TIMEOUT_MS, () => {
      socket.destroy();
      reject(new CliError(`${serverHolding(server)} did not answer on its local channel within 30 s`));
    });
    socket.on('connect', () => socket.write(`${JSON.stringify({ argv: argvOf(command) })}\n`));
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.on('error', (error: NodeJS.ErrnoException) => reject(unreachable(server, socketPath, error)));
    socket.on('end', () => {
      let answer: ReturnType<typeof channelAnswerSchema.safeParse> | undefined;
      try {
        answer = channelAnswerSchema.safeParse(JSON.parse(received));
      } catch {
        answer = undefined;
      }
      if (!answer?.success)
        reject(new CliError(`${serverHolding(server)} answered its local channel in a form this tool does not know`));
      else if (answer.data.ok) resolve(answer.data.output);
      else reject(new CliError(answer.data.message));
    });
  });
}
