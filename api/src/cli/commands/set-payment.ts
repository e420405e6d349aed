import { emailSchema } from '@greatstep/shared/isomorphic';
import type { Repositories } from '../../db/repositories';
import { CliError } from '../cli-error';

/** verify-payment / unverify-payment: the `verified` flag the profile shows. Returns the confirmation line. */
export async function setPayment(repos: Repositories, email: string, verified: boolean): Promise<string> {
  // The same normalisation as sign-up (trimmed, lower case), so the address can be pasted as the person typed it.
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) throw new CliError(`Not a valid e-mail address: "${email}"`);
  const found = await repos.users.setVerified(parsed.data, verified);
  if (!found) throw new CliError(`No user with the e-mail ${parsed.data}`);
  return verified
    ? `Payment of ${parsed.data} marked as verified.`
    : `Payment of ${parsed.data} marked as not verified.`;
}
