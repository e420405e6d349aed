import { parseArgs } from 'node:util';
import { firstMessage, rejectionReasonSchema } from '@greatstep/shared/isomorphic';
import { CliError } from './cli-error';

type CommandBody =
  | { name: 'help' }
  | { name: 'registrations'; event: string | undefined; out: string | undefined }
  | { name: 'users'; out: string | undefined }
  | { name: 'guesses'; out: string | undefined }
  | { name: 'verify-payment' | 'unverify-payment' | 'grant-organiser' | 'revoke-organiser'; email: string }
  | { name: 'reject-payment'; email: string; reason: string }
  | { name: 'login'; email: string };

/** `token`: --token, an organiser's session on the server that has the embedded database open. */
export type Command = CommandBody & { token?: string };

export const COMMAND_NAMES = [
  'registrations',
  'users',
  'guesses',
  'verify-payment',
  'reject-payment',
  'unverify-payment',
  'grant-organiser',
  'revoke-organiser',
  'login',
  'help',
] as const;

const USAGE_ERROR = 2;

function parse(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      options: {
        event: { type: 'string' },
        out: { type: 'string' },
        reason: { type: 'string' },
        token: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    // parseArgs explains itself ("Unknown option '--evnt'", "Option '--out <value>' argument missing").
    throw new CliError(error instanceof Error ? error.message : String(error), USAGE_ERROR);
  }
}

function noExtra(name: string, extra: readonly string[]): void {
  if (extra.length > 0) throw new CliError(`${name} takes no argument, got: ${extra.join(' ')}`, USAGE_ERROR);
}

/** The one e-mail a command about an account takes. */
function emailArgument(name: string, rest: readonly string[], out: string | undefined, more = ''): string {
  if (out !== undefined) throw new CliError(`--out does not apply to ${name}`, USAGE_ERROR);
  const [email, ...extra] = rest;
  if (!email?.trim())
    throw new CliError(`${name} needs the user's e-mail: npm run admin -- ${name} <email>${more}`, USAGE_ERROR);
  noExtra(`${name} <email>`, extra);
  return email.trim();
}

/** The command line after `npm run admin --`, checked completely before the database is opened. */
export function parseCommand(argv: readonly string[]): Command {
  const { values, positionals } = parse(argv);
  const [name, ...rest] = positionals;
  if (values.help || name === undefined || name === 'help') return { name: 'help' };
  const command = commandOf(name, rest, values);
  if (values.token === undefined) return command;
  const token = values.token.trim();
  if (!token) throw new CliError('--token is empty: give the token that the login command printed', USAGE_ERROR);
  return { ...command, token };
}

function commandOf(name: string, rest: readonly string[], values: ReturnType<typeof parse>['values']): CommandBody {
  if (values.event !== undefined && name !== 'registrations') {
    throw new CliError('--event only applies to the registrations command', USAGE_ERROR);
  }
  if (values.reason !== undefined && name !== 'reject-payment') {
    throw new CliError('--reason only applies to the reject-payment command', USAGE_ERROR);
  }
  switch (name) {
    case 'registrations':
      noExtra(name, rest);
      return { name, event: values.event, out: values.out };
    case 'users':
    case 'guesses':
      noExtra(name, rest);
      return { name, out: values.out };
    case 'verify-payment':
    case 'unverify-payment':
    case 'grant-organiser':
    case 'revoke-organiser':
    case 'login':
      return { name, email: emailArgument(name, rest, values.out) };
    case 'reject-payment': {
      const email = emailArgument(name, rest, values.out, ' --reason "…"');
      // The same rule as the organisers' call, checked before the database is opened.
      const reason = rejectionReasonSchema.safeParse(values.reason ?? '');
      if (!reason.success) throw new CliError(`${name}: ${firstMessage(reason.error)}`, USAGE_ERROR);
      return { name, email, reason: reason.data };
    }
    default:
      throw new CliError(`Unknown command "${name}". Commands: ${COMMAND_NAMES.join(', ')}`, USAGE_ERROR);
  }
}
