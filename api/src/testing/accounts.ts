import type { User } from '@greatstep/shared/isomorphic';
import { codeInMail, signUpThrough, type SignedUp } from '@greatstep/shared/testing';
import type { TestApp } from './test-app';

export { PASSWORD, signupBody, uniqueEmail, uniqueMobile } from '@greatstep/shared/testing';

/**
 * What the sign-up journey needs of an API: its calls, and the mail it sent to an address. A test app is one; so is
 * a server listening for real, with its mail going to an SMTP sink (testing/live-server.ts).
 */
export interface SignUpApi {
  call: TestApp['call'];
  mailer: { lastTo: (address: string) => { text: string } | undefined };
}

/** The five-digit code of the newest verification mail to an address. */
export function mailedCode(t: SignUpApi, email: string): string {
  return codeInMail(t.mailer.lastTo(email)?.text ?? '', email);
}

export type Account = SignedUp<User>;

/** The whole sign-up journey through the API (@greatstep/shared/testing's, as the browser journeys make accounts). */
export function signUp(t: SignUpApi, overrides: Record<string, unknown> = {}): Promise<Account> {
  return signUpThrough<User>(
    {
      post: async (url, payload) => {
        const answer = await t.call({ method: 'POST', url, payload });
        if (answer.status >= 300 || answer.body.success !== true) {
          throw new Error(`${url} answered ${answer.status}: ${String(answer.body.message)}`);
        }
        return answer.body;
      },
      codeFor: (email) => mailedCode(t, email),
    },
    overrides,
  );
}

/** A new team led by the account, for tests about what happens to teams; returns the team's id. */
export async function createTeam(t: Pick<TestApp, 'call'>, leader: Account, event: string): Promise<string> {
  const created = await t.call({
    method: 'POST',
    url: '/api/auth/team/createTeam',
    token: leader.token,
    payload: { leader_id: leader.user._id, event },
  });
  if (created.status !== 201) throw new Error(`createTeam answered ${created.status}: ${String(created.body.message)}`);
  return (created.body.team as { _id: string })._id;
}
