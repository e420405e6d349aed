import { messages } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../../lib/api-messages';
import { mailedCode, PASSWORD, signUp, signupBody, uniqueEmail, uniqueMobile } from '../../../testing/accounts';
import { drivers } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

describe.each(drivers)('sign-up on %s', (driver) => {
  const t = useTestApp(driver);

  const sendCode = (email: string, extra: Record<string, unknown> = {}) =>
    t.call({ method: 'POST', url: '/api/auth/sendEmail', payload: { email, ...extra } });
  const register = (body: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/auth/register', payload: body });

  it('answers health', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/health' });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
  });

  it('mails a server-drawn code, ignoring a code in the body, and registers with it', async () => {
    const email = uniqueEmail();
    const sent = await sendCode(email, { code: 12345 });
    expect(sent).toMatchObject({ status: 200, body: { success: true } });
    const mail = t.mailer.lastTo(email);
    expect(mail?.subject).toMatch(/verification code/i);
    const code = mailedCode(t, email);
    expect(Number(code)).toBeGreaterThanOrEqual(10000);
    expect(mail?.html).toContain(code);

    const done = await register(signupBody(email, code, { college: -1, otherCollege: 'My Own College' }));
    expect(done).toMatchObject({ status: 201, body: { success: true, message: messages.registrationSuccess } });

    const login = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({
      email,
      firstName: 'Asha',
      lastName: 'Rao',
      userName: email.split('@')[0],
      college: -1,
      otherCollege: 'My Own College',
      year: '2026',
      verified: false,
      altEmail: '',
      altMobile: '',
    });
    expect(login.body.user).not.toHaveProperty('passwordHash');
  });

  it('refuses a wrong code with Incorrect otp, and a code used once', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = mailedCode(t, email);
    const wrong = code === '99999' ? '99998' : '99999';
    expect(await register(signupBody(email, wrong))).toMatchObject({
      status: 400,
      body: { success: false, message: messages.incorrectOtp },
    });
    expect((await register(signupBody(email, code))).status).toBe(201);
    const again = await register(signupBody(uniqueEmail(), code));
    expect(again).toMatchObject({ status: 400, body: { success: false, message: apiMessages.codeMissing } });
  });

  it('stops accepting a code after five wrong tries', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = mailedCode(t, email);
    const wrong = code === '11111' ? '22222' : '11111';
    for (let i = 0; i < 5; i += 1) {
      expect((await register(signupBody(email, wrong))).body.message).toBe(messages.incorrectOtp);
    }
    const right = await register(signupBody(email, code));
    expect(right).toMatchObject({ status: 400, body: { success: false, message: apiMessages.codeExhausted } });
  });

  it('stops accepting a code after ten minutes', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = mailedCode(t, email);
    t.clock.advanceMinutes(10);
    const late = await register(signupBody(email, code));
    expect(late).toMatchObject({ status: 400, body: { success: false, message: apiMessages.codeExpired } });
  });

  it('allows one new code per minute per e-mail', async () => {
    const email = uniqueEmail();
    expect((await sendCode(email)).status).toBe(200);
    const tooSoon = await sendCode(email);
    expect(tooSoon).toMatchObject({ status: 429, body: { success: false, message: apiMessages.codeTooSoon } });
    t.clock.advanceMinutes(1);
    expect((await sendCode(email)).status).toBe(200);
  });

  it('refuses to mail a code to a registered e-mail', async () => {
    const { email } = await signUp(t);
    expect(await sendCode(email)).toMatchObject({
      status: 409,
      body: { success: false, message: apiMessages.emailTaken },
    });
  });

  it('refuses a taken mobile at registration with 409', async () => {
    const mobile = uniqueMobile();
    await signUp(t, { mobile });
    const email = uniqueEmail();
    await sendCode(email);
    const taken = await register(signupBody(email, mailedCode(t, email), { mobile: `+91 ${mobile}` }));
    expect(taken).toMatchObject({ status: 409, body: { success: false, message: apiMessages.mobileTaken } });
  });

  it('says nothing about a mobile number to a caller without the right code', async () => {
    const mobile = uniqueMobile();
    await signUp(t, { mobile });
    const email = uniqueEmail();
    await sendCode(email);
    const code = mailedCode(t, email);
    const wrong = code === '99999' ? '99998' : '99999';
    const withoutCode = { ...signupBody(email, wrong), mobile };
    expect(await register(withoutCode)).toMatchObject({
      status: 400,
      body: { success: false, message: messages.incorrectOtp },
    });
    // The same answer for a free number: the answer depends on the code alone.
    expect(await register(signupBody(email, wrong))).toMatchObject({
      status: 400,
      body: { success: false, message: messages.incorrectOtp },
    });
    // An e-mail with no code at all is told so, whatever the number.
    expect(await register({ ...signupBody(uniqueEmail(), '12345'), mobile })).toMatchObject({
      status: 400,
      body: { success: false, message: apiMessages.codeMissing },
    });
  });

  it('limits sign-up attempts per e-mail and network with a 429', async () => {
    const email = uniqueEmail();
    const attempt = () =>
      t.call({
        method: 'POST',
        url: '/api/auth/register',
        payload: signupBody(email, '12345'),
        remoteAddress: '203.0.113.80',
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited).toMatchObject({ status: 429, body: { success: false, message: apiMessages.tooManyRequests } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses an unknown college and bad fields with the schema messages', async () => {
    const email = uniqueEmail();
    await sendCode(email);
    const code = mailedCode(t, email);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ college: 999_999 }, messages.selectCollege],
      [{ college: 'abc' }, messages.selectCollege],
      [{ year: '3024' }, messages.graduationYear],
      [{ mobile: '12345' }, messages.mobile],
      [{ firstName: '' }, messages.firstNameEmpty],
      [{ password: 'weak', cpassword: 'weak' }, messages.passwordRule],
      [{ cpassword: 'Other123' }, messages.passwordMismatch],
      [{ email: 'not-an-email' }, messages.enterValidEmail],
      [{ code: '12' }, messages.otpFormat],
    ];
    for (const [change, message] of cases) {
      expect(await register(signupBody(email, code, change))).toMatchObject({
        status: 400,
        body: { success: false, message },
      });
    }
    // None of the refusals used up the code.
    expect((await register(signupBody(email, code))).status).toBe(201);
  });
});
