import { parseArgs } from 'node:util';
import { CliError } from './cli-error';

export type Command =
  | { name: 'help' }
  | { name: 'registrations'; event: string | undefined; out: string | undefined }
  | { name: 'users'; out: string | undefined }
  | { name: 'guesses'; out: string | undefined }
  | { name: 'verify-payment'; email: string }
  | { name: 'unverify-payment'; email: string };

export const COMMAND_NAMES = [
  'registrations',
  'users',
  'guesses',
  'verify-payment',
  'unverify-payment',
  'help',
] as const;

const USAGE_ERROR = 2;

function parse(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      options: { event: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
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

/** The command line after `npm run admin --`, checked completely before the database is opened. */
export function parseCommand(argv: readonly string[]): Command {
  const { values, positionals } = parse(argv);
  const [name, ...rest] = positionals;
  if (values.help || name === undefined || name === 'help') return { name: 'help' };
  if (values.event !== undefined && name !== 'registrations') {
    throw new CliError('--event only applies to the registrations command', USAGE_ERROR);
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
    case 'unverify-payment': {
      if (values.out !== undefined) throw new CliError(`--out does not apply to ${name}`, USAGE_ERROR);
      const [email, ...extra] = rest;
      if (!email?.trim())
        throw new CliError(`${name} needs the user's e-mail: npm run admin -- ${name} <email>`, USAGE_ERROR);
      noExtra(`${name} <email>`, extra);
      return { name, email: email.trim() };
    }
    default:
      throw new CliError(`Unknown command "${name}". Commands: ${COMMAND_NAMES.join(', ')}`, USAGE_ERROR);
  }
}
