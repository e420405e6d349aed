import { CliError } from './cli-error';

/**
 * Where the token of the person a command goes through a server as comes from (docs/API.md#the-command-line). An
 * argument of a process is readable by every user of the machine while it runs (`ps`, /proc/<pid>/cmdline), and
 * stays in the shell's history: the environment (ORGANISER_TOKEN) or standard input (--token-stdin) are not.
 */
export interface TokenGiven {
  /** --token: still taken, with a warning. */
  token?: string;
  /** --token-stdin: the first line of standard input (typed without echo at a terminal). */
  tokenStdin?: boolean;
}

export interface TokenIo {
  env: NodeJS.ProcessEnv;
  stderr: (text: string) => void;
  /** Reads the token from standard input; a process has one, a test gives its own. */
  readToken?: () => Promise<string>;
}

/** What the tools print when --token was used: the token was already on display to the machine's other users. */
export const tokenOnCommandLineWarning = (tool: string) =>
  `${tool}: warning: --token shows the token to every user of this machine (ps) while the command runs, and keeps ` +
  'it in your shell history: give it in ORGANISER_TOKEN or on standard input with --token-stdin instead.\n';

/** --token and --token-stdin together are a mistake: which one was meant? */
export function checkTokenOptions(given: TokenGiven, usageError: (message: string) => CliError): void {
  if (given.token !== undefined && given.tokenStdin) {
    throw usageError('--token and --token-stdin both give the token: use one (--token-stdin, or ORGANISER_TOKEN)');
  }
}

/** The token given, from --token, --token-stdin or ORGANISER_TOKEN, in that order; undefined when none is. */
export async function givenToken(given: TokenGiven, io: TokenIo): Promise<string | undefined> {
  if (given.token !== undefined) return given.token;
  if (given.tokenStdin) {
    if (!io.readToken) throw new CliError('--token-stdin: this process has no standard input to read');
    const token = (await io.readToken()).trim();
    if (!token) throw new CliError('--token-stdin: standard input held no token (give the one login printed)');
    return token;
  }
  return io.env.ORGANISER_TOKEN?.trim() || undefined;
}
