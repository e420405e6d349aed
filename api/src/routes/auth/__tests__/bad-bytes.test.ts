import { messages } from '@greatstep/shared/isomorphic';
import { mailedCode, signupBody, uniqueEmail } from '../../../testing/accounts';
import { drivers } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

// Once, a NUL byte in a name answered 500, one in a rate-limited e-mail answered 503 with a stack in the
// log, lone surrogates did the same on PGlite, and CR/LF or U+202E in names went into team mails verbatim.
const UNSAFE = {
  nul: 'As\u0000ha',
  'line break': 'Asha\r\nBcc: x@example.com',
  'right-to-left override': 'Asha\u202Egnp.exe',
  'lone surrogate': 'Asha\uD800',
  'lone low surrogate': '\uDC00Asha',
  tab: 'As\tha',
} as const;

describe.each(drivers)('bad bytes on %s', (driver) => {
  const t = useTestApp(driver);

  async function register(overrides: Record<string, unknown>) {
    const email = uniqueEmail();
    await t.call({ method: 'POST', url: '/api/auth/sendEmail', payload: { email } });
    return t.call({
      method: 'POST',
      url: '/api/auth/register',
      payload: signupBody(email, mailedCode(t, email), overrides),
    });
  }

  it.each(Object.entries(UNSAFE))('refuses a %s in every free-text field of register with 400', async (_kind, text) => {
    for (const field of ['firstName', 'lastName', 'otherCollege', 'referral']) {
      const answer = await register({ [field]: text, ...(field === 'otherCollege' ? { college: -1 } : {}) });
      expect({ field, status: answer.status, body: answer.body }).toEqual({
        field,
        status: 400,
        body: expect.objectContaining({ success: false, message: messages.unsafeCharacters }),
      });
    }
  });

  it('keeps names with accents, apostrophes, hyphens and scripts other than Latin', async () => {
    for (const name of ["D'Souza", 'Anne-Marie', 'José', 'प्रिया', 'Zoë 🙂']) {
      expect((await register({ firstName: name })).status).toBe(201);
    }
  });

  it('answers a NUL or half a character in the e-mail or mobile of a rate-limited call with 400, not 503', async () => {
    const calls = [
      { method: 'POST' as const, url: '/api/auth/login', payload: { email: 'a\u0000@example.com', password: 'x' } },
      { method: 'POST' as const, url: '/api/auth/sendEmail', payload: { email: 'a\uD800@example.com' } },
      { method: 'POST' as const, url: '/api/auth/resetPassword', payload: { email: '\u0000' } },
      { method: 'GET' as const, url: '/api/auth/checkEmail/a%00%40example.com' },
      { method: 'GET' as const, url: '/api/auth/checkMobile/98765%0043210' },
    ];
    for (const call of calls) {
      const answer = await t.call(call);
      expect({ url: call.url, status: answer.status, success: answer.body.success }).toEqual({
        url: call.url,
        status: 400,
        success: false,
      });
    }
  });
});
