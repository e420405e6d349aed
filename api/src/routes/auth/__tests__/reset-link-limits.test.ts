import { messages } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../../lib/api-messages';
import { newToken } from '../../../lib/tokens';
import { RESET_TOKEN_FAILURES_PER_NETWORK } from '../../../plugins/external/rate-limit-rules';
import { signUp, type Account } from '../../../testing/accounts';
import { drivers, PUBLIC_URL } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

const OWNER = '192.0.2.10';
const NEW_PASSWORD = 'Fresh456';

// A reset link's token has 256 bits: no number of tries guesses one, so a limit about the person a link is for
// protects nothing and lets anyone hold that person back (docs/SECURITY.md#reset-links-limited-per-address).
describe.each(drivers)('the limits of reset links on %s', (driver) => {
  const t = useTestApp(driver);

  const check = (email: string, token: string, remoteAddress: string) =>
    t.call({ method: 'POST', url: '/api/auth/checkResetLink', payload: { email, token }, remoteAddress });
  const change = (email: string, token: string, remoteAddress: string) =>
    t.call({
      method: 'PUT',
      url: '/api/auth/changePassword',
      payload: { email, token, newPassword: NEW_PASSWORD },
      remoteAddress,
    });

  async function mailedToken(account: Account): Promise<string> {
    await t.call({
      method: 'POST',
      url: '/api/auth/resetPassword',
      payload: { email: account.email },
      remoteAddress: OWNER,
    });
    const text = t.mailer.lastTo(account.email)?.text ?? '';
    const token = new RegExp(`${PUBLIC_URL}/changePassword/[^/\\s]+/([\\w-]+)`).exec(text)?.[1];
    if (!token) throw new Error(`no reset link in: ${text}`);
    return token;
  }

  it('lets the owner check the link and change the password after junk checks naming them from six addresses', async () => {
    const victim = await signUp(t);
    const token = await mailedToken(victim);
    // 60 made-up tokens for the victim's e-mail, ten from each of six addresses, checked and used.
    const junk: number[] = [];
    for (let address = 1; address <= 6; address += 1) {
      for (let call = 0; call < 10; call += 1) {
        const answer = await (call % 2 === 0 ? check : change)(victim.email, newToken(), `203.0.113.${address}`);
        junk.push(answer.status);
      }
    }
    expect(await check(victim.email, token, OWNER)).toMatchObject({
      status: 200,
      body: { success: true, usable: true, message: apiMessages.resetLinkUsable },
    });
    expect(await change(victim.email, token, OWNER)).toMatchObject({
      status: 200,
      body: { success: true, message: messages.passwordChanged },
    });
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: victim.email, password: NEW_PASSWORD },
      remoteAddress: OWNER,
    });
    expect(login.status).toBe(200);
    // The junk itself was answered as junk (a dead link, a refused change), not held back either.
    expect(junk).toEqual(Array.from({ length: 60 }, (_, n) => (n % 2 === 0 ? 200 : 400)));
  });

  it('refuses the failed tokens of one address past its budget, never a good token nor another address', async () => {
    const owner = await signUp(t);
    const token = await mailedToken(owner);
    const noisy = '198.51.100.7';
    // Failed checks and failed changes share the budget: each is a token found no good.
    const statuses: number[] = [];
    for (let call = 0; call < RESET_TOKEN_FAILURES_PER_NETWORK.max; call += 1) {
      statuses.push((await (call % 2 === 0 ? check : change)(owner.email, newToken(), noisy)).status);
    }
    expect(statuses).toEqual(
      Array.from({ length: RESET_TOKEN_FAILURES_PER_NETWORK.max }, (_, n) => (n % 2 === 0 ? 200 : 400)),
    );
    for (const refused of [await check(owner.email, newToken(), noisy), await change(owner.email, newToken(), noisy)]) {
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 429,
        body: { success: false, message: apiMessages.tooManyRequests },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(
        RESET_TOKEN_FAILURES_PER_NETWORK.windowMs / 1000,
      );
    }
    // Another address is not held back by it.
    expect(await check(owner.email, newToken(), '198.51.100.8')).toMatchObject({
      status: 200,
      body: { usable: false },
    });
    // A good token is never refused by it, even from the noisy address itself.
    expect(await check(owner.email, token, noisy)).toMatchObject({ status: 200, body: { usable: true } });
    expect((await change(owner.email, token, noisy)).status).toBe(200);
    // The window ends: the address's junk is answered as junk again.
    t.clock.advanceMinutes(RESET_TOKEN_FAILURES_PER_NETWORK.windowMs / 60_000);
    expect(await check(owner.email, newToken(), noisy)).toMatchObject({ status: 200, body: { usable: false } });
  });
});
