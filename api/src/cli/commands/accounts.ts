import { emailSchema } from '@greatstep/shared/isomorphic';
import type { AccountTarget } from '../../db/repositories';
import { NotFoundError } from '../../lib/domain-errors';
import { COMMAND_LINE } from '../../services/actor';
import type { PaymentsService } from '../../services/payments-service';
import type { RolesService } from '../../services/roles-service';
import { CliError } from '../cli-error';
import type { DatabaseCommand } from '../admin-io';

/** The commands about one account: payments and roles. */
export type AccountCommand = Exclude<DatabaseCommand, { out: string | undefined }>;

/** The same normalisation as sign-up (trimmed, lower case), so the address can be pasted as the person typed it. */
export function addressOf(email: string): string {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) throw new CliError(`Not a valid e-mail address: "${email}"`);
  return parsed.data;
}

/** Runs `act` on the account of the e-mail, naming the address when there is none. */
async function onAccount<T>(email: string, act: (target: AccountTarget & { email: string }) => Promise<T>): Promise<T> {
  const target = { email: addressOf(email) };
  try {
    return await act(target);
  } catch (error) {
    if (error instanceof NotFoundError) throw new CliError(`No user with the e-mail ${target.email}`);
    throw error;
  }
}

/**
 * What a verify or a reject printed, whichever way it was made; `whyNot` says where the failed mail's reason is
 * (the line above, or the server's log).
 */
export const decisionLine = (email: string, state: 'verified' | 'rejected', mailed: boolean, whyNot: string) =>
  `Payment of ${email} marked as ${state}. ` +
  (mailed ? `${email} has been mailed.` : `The mail to ${email} could not be sent (${whyNot}).`);

const SEE_ABOVE = 'see the line above';

export interface AccountServices {
  payments: PaymentsService;
  roles: RolesService;
}

/**
 * The account commands of `npm run admin`, through the services the organisers' calls use: the same rules, the
 * same audit record and the same mail to the student. Each returns the confirmation line.
 */
export const accountCommands = {
  async 'verify-payment'(services: AccountServices, email: string, reference: string | null): Promise<string> {
    const { account, mailed } = await onAccount(email, (target) =>
      services.payments.verify(COMMAND_LINE, target, reference),
    );
    return decisionLine(account.email, 'verified', mailed, SEE_ABOVE);
  },

  async 'reject-payment'(services: AccountServices, email: string, reason: string, reference: string): Promise<string> {
    const { account, mailed } = await onAccount(email, (target) =>
      services.payments.reject(COMMAND_LINE, target, reason, reference),
    );
    return decisionLine(account.email, 'rejected', mailed, SEE_ABOVE);
  },

  async 'unverify-payment'(services: AccountServices, email: string): Promise<string> {
    const account = await onAccount(email, (target) => services.payments.unverify(COMMAND_LINE, target));
    return `Payment of ${account.email} marked as not verified (now ${account.paymentState}).`;
  },

  async 'grant-organiser'(services: AccountServices, email: string): Promise<string> {
    const account = await onAccount(email, (target) => services.roles.setOrganiser(COMMAND_LINE, target.email, true));
    return `${account.email} is now an organiser.`;
  },

  async 'revoke-organiser'(services: AccountServices, email: string): Promise<string> {
    const account = await onAccount(email, (target) => services.roles.setOrganiser(COMMAND_LINE, target.email, false));
    return `${account.email} is no longer an organiser.`;
  },

  async 'grant-releaser'(services: AccountServices, email: string, remote: string): Promise<string> {
    const { account } = await onAccount(email, (target) =>
      services.roles.setReleaser(COMMAND_LINE, target.email, remote, true),
    );
    return `${account.email} may now release the ${remote} remote.`;
  },

  async 'revoke-releaser'(services: AccountServices, email: string, remote: string): Promise<string> {
    const { account } = await onAccount(email, (target) =>
      services.roles.setReleaser(COMMAND_LINE, target.email, remote, false),
    );
    return `${account.email} may no longer release the ${remote} remote.`;
  },
};

/** An account command of the command line, with what it takes beside the e-mail; returns its confirmation line. */
export function runAccountCommand(services: AccountServices, command: AccountCommand): Promise<string> {
  switch (command.name) {
    case 'verify-payment':
      return accountCommands[command.name](services, command.email, command.reference);
    case 'reject-payment':
      return accountCommands[command.name](services, command.email, command.reason, command.reference);
    case 'grant-releaser':
    case 'revoke-releaser':
      return accountCommands[command.name](services, command.email, command.remote);
    case 'unverify-payment':
    case 'grant-organiser':
    case 'revoke-organiser':
      return accountCommands[command.name](services, command.email);
  }
}
