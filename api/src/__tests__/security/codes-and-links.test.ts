import { messages } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../lib/api-messages';
import { CODE_MAX_TRIES, CODE_MINUTES } from '../../services/email-codes-service';
import { RESET_MINUTES } from '../../services/password-resets-service';
import { mailedCode, PASSWORD, signUp, signupBody, uniqueEmail } from '../../testing/accounts';
import { drivers } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

/*
 * What registration.test.ts and password.test.ts leave out of docs/API.md#sign-up-codes and
 * docs/API.md#password-reset-links: the caps under simultaneous calls, and each expiry's exact length.
 */
describe.each(drivers)('sign-up codes and reset links under attack on %s', (driver) => {
  const t = useTestApp(driver);

  const sendCode = (email: string) => t.call({ method: 'POST', url: '/api/auth/sendEmail', payload: { email } });
  const register = (body: Record<string, unknown>, network = '127.0.0.1') =>
    t.call({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress: network });
  const change = (email: string, token: string, newPassword: string) =>
    t.call({ method: 'PUT', url: '/api/auth/changePassword', payload: { email, token, newPassword } });

  async function resetToken(email: string): Promise<string> {
    await t.call({ method: 'POST', url: '/api/auth/resetPassword', payload: { email } });
    const token = /changePassword\/[^/\s]+\/([\w-]+)/.exec(t.mailer.lastTo(email)?.text ?? '')?.[1];
    if (!token) throw new Error(`no reset link mailed to ${email}`);
    return token;
  }

  it(`counts each of many simultaneous wrong codes: ${CODE_MAX_TRIES} tries, then not even the right one`, async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = mailedCode(t, email);
    const wrong = code === '11111' ? '22222' : '11111';
    // From as many networks, as a distributed guesser would: the cap belongs to the code, not to a network.
    const answers = await Promise.all(
      Array.from({ length: CODE_MAX_TRIES + 4 }, (_, index) => register(signupBody(email, wrong), `10.9.${index}.1`)),
    );
    const saying = (message: string) =>
      answers.filter((answer) => answer.status === 400 && answer.body.message === message).length;
    expect({ wrong: saying(messages.incorrectOtp), exhausted: saying(apiMessages.codeExhausted) }).toEqual({
      wrong: CODE_MAX_TRIES,
      exhausted: 4,
    });
    expect(await register(signupBody(email, code))).toMatchObject({
      status: 400,
      body: { success: false, message: apiMessages.codeExhausted },
    });
  });

  it(`takes a code until its ${CODE_MINUTES}th minute ends`, async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = mailedCode(t, email);
    t.clock.advanceMinutes(CODE_MINUTES - 0.05);
    expect(await register(signupBody(email, code))).toMatchObject({ status: 201, body: { success: true } });
  });

  it('uses a reset link once even when it is sent several times at the same moment', async () => {
    const account = await signUp(t);
    const token = await resetToken(account.email);
    const passwords = ['First111', 'Second22', 'Third333'];
    const answers = await Promise.all(passwords.map((password) => change(account.email, token, password)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
    for (const answer of answers.filter((one) => one.status === 400))
      expect(answer.body).toEqual({ success: false, message: apiMessages.resetInvalid });
    // Exactly the password of the one change that was answered 200 signs in.
    const winner = passwords[answers.findIndex((answer) => answer.status === 200)];
    const signIns = await Promise.all(
      [PASSWORD, ...passwords].map(
        async (password) =>
          (await t.call({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password } }))
            .status,
      ),
    );
    expect(signIns).toEqual([PASSWORD, ...passwords].map((password) => (password === winner ? 200 : 401)));
  });

  it(`takes a reset link until its ${RESET_MINUTES}th minute ends`, async () => {
    const account = await signUp(t);
    const token = await resetToken(account.email);
    t.clock.advanceMinutes(RESET_MINUTES - 0.05);
    expect(await change(account.email, token, 'InTime77')).toMatchObject({ status: 200, body: { success: true } });
  });
});
