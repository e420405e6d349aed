import { decidedReferenceSchema, firstMessage, rejectionReasonSchema } from '@greatstep/shared/isomorphic';
import { noExtra, readCommandLine, remoteNamed, sharedOptions, usageError, type SharedOptions } from './command-line';

type CommandBody =
  | { name: 'help' }
  | { name: 'registrations'; event: string | undefined; out: string | undefined }
  | { name: 'users'; out: string | undefined }
  | { name: 'guesses'; out: string | undefined }
  /** `reference`: the one the organiser checked (--reference), or null for a fee paid at the desk (--desk). */
  | { name: 'verify-payment'; email: string; reference: string | null }
  | { name: 'unverify-payment' | 'grant-organiser' | 'revoke-organiser'; email: string }
  | { name: 'grant-releaser' | 'revoke-releaser'; remote: string; email: string }
  | { name: 'reject-payment'; email: string; reason: string; reference: string }
  | { name: 'login'; email: string };

/**
 * `token` (--token) or `tokenStdin` (--token-stdin): the session of someone holding a role on the server the command
 * goes through (cli/command-line.ts); `server`: --server, that server's address when it is not the one holding the
 * embedded database here (docs/API.md#the-command-line).
 */
export type Command = CommandBody & SharedOptions;

/**
 * The commands that change what only the machine's operator may change (roles, an undone verification): never a
 * call of the API. They open the database, or go through the local channel of the server holding it.
 */
export const OPERATOR_COMMANDS = [
  'unverify-payment',
  'grant-organiser',
  'revoke-organiser',
  'grant-releaser',
  'revoke-releaser',
] as const satisfies readonly Command['name'][];

export type OperatorCommand = Extract<Command, { name: (typeof OPERATOR_COMMANDS)[number] }>;

/** The commands that have a call of the API: on the database itself, or through a server. */
export type CallCommand = Exclude<Command, OperatorCommand | { name: 'help' | 'login' }>;

export const isOperatorCommand = (command: Command): command is OperatorCommand =>
  (OPERATOR_COMMANDS as readonly string[]).includes(command.name);

export const COMMAND_NAMES = [
  'registrations',
  'users',
  'guesses',
  'verify-payment',
  'reject-payment',
  'unverify-payment',
  'grant-organiser',
  'revoke-organiser',
  'grant-releaser',
  'revoke-releaser',
  'login',
  'help',
] as const;

const parse = (argv: readonly string[]) =>
  readCommandLine(argv, {
    event: { type: 'string' },
    out: { type: 'string' },
    reason: { type: 'string' },
    reference: { type: 'string' },
    desk: { type: 'boolean' },
  });

/** The one e-mail a command about an account takes. */
function emailArgument(name: string, rest: readonly string[], out: string | undefined, more = ''): string {
  if (out !== undefined) throw usageError(`--out does not apply to ${name}`);
  const [email, ...extra] = rest;
  if (!email?.trim()) throw usageError(`${name} needs the user's e-mail: npm run admin -- ${name} <email>${more}`);
  noExtra(`${name} <email>`, extra);
  return email.trim();
}

/** `grant-releaser <remote> <email>`: the remote first, as `npm run remote` names it. */
function releaserArguments(name: string, rest: readonly string[], out: string | undefined) {
  const [remote, ...more] = rest;
  if (!remote?.trim() || more.length === 0)
    throw usageError(`${name} needs the remote and the user's e-mail: npm run admin -- ${name} <remote> <email>`);
  return { remote: remoteNamed(remote.trim()), email: emailArgument(`${name} <remote>`, more, out) };
}

/**
 * The reference a decision is about, as the organiser checked it in the payments received (the users CSV lists each
 * account's): the call refuses the decision when the student's is another one by then (docs/API.md#organisers).
 */
function referenceOption(name: string, given: string | undefined, orDesk = ''): string {
  if (given === undefined)
    throw usageError(`${name} needs the reference you checked: --reference <reference>${orDesk}`);
  const reference = decidedReferenceSchema.safeParse(given.trim());
  if (!reference.success || !reference.data) throw usageError(`${name}: --reference is empty or not a reference`);
  return reference.data;
}

/** verify-payment's: the reference checked, or none (null) with --desk, a fee paid at the desk. */
function verifiedReference(given: string | undefined, desk: boolean): string | null {
  const name = 'verify-payment';
  if (desk && given !== undefined) throw usageError(`${name}: give --reference or --desk, not both`);
  return desk ? null : referenceOption(name, given, ', or --desk for a fee paid at the desk');
}

/** The command line after `npm run admin --`, checked completely before the database is opened. */
export function parseCommand(argv: readonly string[]): Command {
  const { values, positionals } = parse(argv);
  const [name, ...rest] = positionals;
  if (values.help || name === undefined || name === 'help') return { name: 'help' };
  return { ...commandOf(name, rest, values), ...sharedOptions(values) };
}

function commandOf(name: string, rest: readonly string[], values: ReturnType<typeof parse>['values']): CommandBody {
  if (values.event !== undefined && name !== 'registrations') {
    throw usageError('--event only applies to the registrations command');
  }
  if (values.reason !== undefined && name !== 'reject-payment') {
    throw usageError('--reason only applies to the reject-payment command');
  }
  const decision = name === 'verify-payment' || name === 'reject-payment';
  if (values.reference !== undefined && !decision) {
    throw usageError('--reference only applies to the verify-payment and reject-payment commands');
  }
  if (values.desk && name !== 'verify-payment') {
    throw usageError('--desk only applies to the verify-payment command');
  }
  switch (name) {
    case 'registrations':
      noExtra(name, rest);
      return { name, event: values.event, out: values.out };
    case 'users':
    case 'guesses':
      noExtra(name, rest);
      return { name, out: values.out };
    case 'verify-payment': {
      const email = emailArgument(name, rest, values.out, ' --reference <reference> (or --desk)');
      return { name, email, reference: verifiedReference(values.reference, values.desk ?? false) };
    }
    case 'unverify-payment':
    case 'grant-organiser':
    case 'revoke-organiser':
    case 'login':
      return { name, email: emailArgument(name, rest, values.out) };
    case 'grant-releaser':
    case 'revoke-releaser':
      return { name, ...releaserArguments(name, rest, values.out) };
    case 'reject-payment': {
      const email = emailArgument(name, rest, values.out, ' --reason "…" --reference <reference>');
      // The same rule as the organisers' call, checked before the database is opened.
      const reason = rejectionReasonSchema.safeParse(values.reason ?? '');
      if (!reason.success) throw usageError(`${name}: ${firstMessage(reason.error)}`);
      return { name, email, reason: reason.data, reference: referenceOption(name, values.reference) };
    }
    default:
      throw usageError(`Unknown command "${name}". Commands: ${COMMAND_NAMES.join(', ')}`);
  }
}
