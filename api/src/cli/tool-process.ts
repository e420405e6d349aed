import { DomainError } from '../lib/domain-errors';
import { CliError } from './cli-error';

/**
 * What `npm run admin` and `npm run remote` share: a refusal its reader can act on (a CliError, or a service's
 * refusal such as "no such account") becomes one line and an exit code; anything else is a bug, thrown on.
 */
export function refusalExitCode(tool: string, error: unknown, stderr: (text: string) => void): number {
  if (!(error instanceof CliError) && !(error instanceof DomainError)) throw error;
  stderr(`${tool}: ${error.message}\n`);
  const exitCode = error instanceof CliError ? error.exitCode : 1;
  if (exitCode === 2) stderr(`Run "npm run ${tool} -- help" for the commands.\n`);
  return exitCode;
}

/** Resolves once the text is handed to the OS, so a large CSV or history is complete before the process exits. */
const writeStdout = (text: string) =>
  new Promise<void>((resolve, reject) => process.stdout.write(text, (error) => (error ? reject(error) : resolve())));

/** Runs a tool as this process: its exit code, or one line for an unexpected error (the detail with ADMIN_DEBUG). */
export function runAsProcess<Io>(
  tool: string,
  run: (argv: string[], io: Io & ProcessIo) => Promise<number>,
  more: Io,
): void {
  run(process.argv.slice(2), {
    ...more,
    env: process.env,
    stdout: writeStdout,
    stderr: (text) => process.stderr.write(text),
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      // Not the reader's mistake (a bug or a failing query): one line still, the detail for whoever debugs it.
      process.stderr.write(`${tool}: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`);
      if (process.env.ADMIN_DEBUG) console.error(error);
      process.exitCode = 1;
    },
  );
}

export interface ProcessIo {
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => Promise<void>;
  stderr: (text: string) => void;
}
