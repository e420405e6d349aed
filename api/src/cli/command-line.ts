import { parseArgs, type ParseArgsConfig } from 'node:util';
import { REMOTE_NAMES, type RemoteName } from '../site/remote-names';
import { CliError } from './cli-error';
import { badSiteAddress, siteAddress } from './site-address';

/*
 * What the organisers' two tools (`npm run admin`, `npm run remote`) read alike on their command lines: the flags,
 * a mistyped line refused as a usage error, the site --server names, and the token of the person a command goes
 * through a server as, with the warning --token earns.
 */

/** The exit code of a wrongly typed command line, as most Unix tools have it. */
export const USAGE_ERROR = 2;

export const usageError = (message: string) => new CliError(message, USAGE_ERROR);

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** The options both tools take beside their own. */
const SHARED_OPTIONS = {
  token: { type: 'string' },
  'token-stdin': { type: 'boolean' },
  server: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies OptionsConfig;

/** The flags (the tool's `own` beside the shared ones) and the words of `argv`; an unknown flag is a usage error. */
/**
 * A session token is random base64url and may begin with "-", which parseArgs would take for an option: the word after
 * --token is its value, whatever it looks like.
 */
function withTokenValue(argv: readonly string[]): string[] {
  const args: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    const value = argv[index + 1];
    if (arg === '--token' && value !== undefined) {
      args.push(`--token=${value}`);
      index += 1;
    } else {
      args.push(arg);
    }
  }
  return args;
}

export function readCommandLine<Own extends OptionsConfig>(argv: readonly string[], own: Own) {
  try {
    return parseArgs({
      args: withTokenValue(argv),
      options: { ...own, ...SHARED_OPTIONS },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    // parseArgs explains itself ("Unknown option '--evnt'", "Option '--out <value>' argument missing").
    throw usageError(error instanceof Error ? error.message : String(error));
  }
}

/** `usage`: the command as typed so far (`revoke-organiser <email>`), which takes nothing more. */
export function noExtra(usage: string, extra: readonly string[]): void {
  if (extra.length > 0) throw usageError(`${usage} takes no argument, got: ${extra.join(' ')}`);
}

/** A remote's name as both tools take it (`grant-releaser events …`, `release events …`). */
export function remoteNamed(value: string): RemoteName {
  const remote = REMOTE_NAMES.find((name) => name === value);
  if (!remote) throw usageError(`"${value}" is not a remote: one of ${REMOTE_NAMES.join(', ')}`);
  return remote;
}

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

/** The token given, and `server`: --server, the site to go through when it is not the one holding the database here. */
export interface SharedOptions extends TokenGiven {
  server?: string;
}

/** --server, --token and --token-stdin, checked: each is set only when given. */
export function sharedOptions(values: { server?: string; token?: string; 'token-stdin'?: boolean }): SharedOptions {
  const shared: SharedOptions = {};
  if (values.server !== undefined) {
    const server = siteAddress(values.server);
    if (!server) throw usageError(badSiteAddress(values.server));
    shared.server = server;
  }
  if (values['token-stdin']) shared.tokenStdin = true;
  if (values.token !== undefined) {
    shared.token = values.token.trim();
    if (!shared.token) throw usageError('--token is empty: give the token that the login command printed');
  }
  // Both together are a mistake: which one was meant?
  if (shared.token !== undefined && shared.tokenStdin)
    throw usageError('--token and --token-stdin both give the token: use one (--token-stdin, or ORGANISER_TOKEN)');
  return shared;
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

/** Prints the warning of `tool` (admin, remote) when the token came with --token. */
export function warnOfTokenOnCommandLine(tool: string, given: TokenGiven, stderr: (text: string) => void): void {
  if (given.token !== undefined) stderr(tokenOnCommandLineWarning(tool));
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
