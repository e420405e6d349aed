import { messages } from '../../messages';
import {
  fieldMessages,
  firstMessage,
  registerSchema,
  sendEmailSchema,
  signupAccountSchema,
  signupPersonalSchema,
  verificationCodeSchema,
} from '..';

const account = { email: 'asha@example.org', password: 'Abc123', cpassword: 'Abc123' };
const personal = { firstName: 'Asha', lastName: 'Verma', college: 1, year: '2026', mobile: '9876543210' };

describe('sign-up step 1', () => {
  it('accepts a valid account, trims and lower-cases the e-mail, and makes the referral optional', () => {
    const result = signupAccountSchema.safeParse({ ...account, email: '  Asha@Example.ORG ' });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ ...account, referral: '' });
  });

  it.each(['nope', 'asha@', '@example.org', 'asha example@x.org', ''])('flags the e-mail %p', (email) => {
    const result = signupAccountSchema.safeParse({ ...account, email });
    expect(result.success).toBe(false);
    expect(fieldMessages(result.error!)).toEqual({ email: messages.enterValidEmail });
  });

  it.each([
    ['shorter than 6', 'Ab1cd'],
    ['without an uppercase letter', 'abc123'],
    ['without a lowercase letter', 'ABC123'],
    ['without a number', 'Abcdef'],
  ])('flags a password %s with the product message', (_case, password) => {
    const result = signupAccountSchema.safeParse({ ...account, password, cpassword: password });
    expect(result.success).toBe(false);
    expect(fieldMessages(result.error!)).toEqual({ password: messages.passwordRule });
    expect(messages.passwordRule).toBe(
      'Password should have atleast 6 characters / One uppercase, one lowercase and one number',
    );
  });

  it('needs no symbol in the password', () => {
    expect(signupAccountSchema.safeParse({ ...account, password: 'Abcde1', cpassword: 'Abcde1' }).success).toBe(true);
  });

  it('flags a confirmation that differs', () => {
    const result = signupAccountSchema.safeParse({ ...account, cpassword: 'Abc124' });
    expect(result.success).toBe(false);
    expect(fieldMessages(result.error!)).toEqual({ cpassword: "Password doesn't match" });
  });

  it('refuses an overlong password', () => {
    const long = `Ab1${'x'.repeat(200)}`;
    const result = signupAccountSchema.safeParse({ ...account, password: long, cpassword: long });
    expect(firstMessage(result.error!)).toBe(messages.passwordTooLong);
  });
});

describe('sign-up step 2', () => {
  it('accepts a complete entry and normalises year and mobile', () => {
    const result = signupPersonalSchema.safeParse({ ...personal, year: 2025, mobile: '+91 9876543210', college: '12' });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ ...personal, college: 12, year: '2025', mobile: '9876543210', otherCollege: '' });
  });

  it.each([
    ['firstName', '', 'First name can not be empty'],
    ['firstName', '   ', 'First name can not be empty'],
    ['lastName', '', 'Last name can not be empty'],
  ])('flags an empty %s', (field, value, message) => {
    const result = signupPersonalSchema.safeParse({ ...personal, [field]: value });
    expect(fieldMessages(result.error!)).toEqual({ [field]: message });
  });

  it('accepts Other (-1) with a free-text college that is not validated', () => {
    const result = signupPersonalSchema.safeParse({ ...personal, college: -1, otherCollege: ' Some Institute ' });
    expect(result.data).toEqual(expect.objectContaining({ college: -1, otherCollege: 'Some Institute' }));
  });

  it.each([undefined, '', 0, -2, 1.5, 'abc'])('asks to select a college for %p', (college) => {
    const result = signupPersonalSchema.safeParse({ ...personal, college });
    expect(fieldMessages(result.error!)).toEqual({ college: 'Select your college' });
  });

  it.each(['1999', '2025', 2030])('accepts the year %p', (year) => {
    expect(signupPersonalSchema.safeParse({ ...personal, year }).success).toBe(true);
  });

  it.each(['3025', '25', '0999', '20255', '2O25', ''])('flags the year %p', (year) => {
    const result = signupPersonalSchema.safeParse({ ...personal, year });
    expect(fieldMessages(result.error!)).toEqual({ year: 'Enter your graduation year' });
  });

  it.each([
    ['9876543210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['+91 9876543210', '9876543210'],
    ['+91-9876543210', '9876543210'],
  ])('accepts the mobile %p as %p', (mobile, stored) => {
    expect(signupPersonalSchema.safeParse({ ...personal, mobile }).data?.mobile).toBe(stored);
  });

  it.each(['987654321', '98765432101', '+929876543210', '+91987654321', '98765 43210', 'abcdefghij', ''])(
    'flags the mobile %p',
    (mobile) => {
      const result = signupPersonalSchema.safeParse({ ...personal, mobile });
      expect(fieldMessages(result.error!)).toEqual({ mobile: 'Enter a valid and unique 10 digit mobile number' });
    },
  );
});

describe('verification code and registration', () => {
  it.each(['12345', 99999, ' 10000 '])('accepts the code %p', (code) => {
    expect(verificationCodeSchema.safeParse({ code }).success).toBe(true);
  });

  it.each(['1234', '123456', '12a45', ''])('refuses the code %p', (code) => {
    const result = verificationCodeSchema.safeParse({ code });
    expect(firstMessage(result.error!)).toBe(messages.otpFormat);
  });

  it('accepts the collected fields with the code', () => {
    const result = registerSchema.safeParse({ ...account, ...personal, code: '12345' });
    expect(result.success).toBe(true);
    expect(result.data).toEqual(
      expect.objectContaining({ email: 'asha@example.org', mobile: '9876543210', code: '12345' }),
    );
  });

  it('refuses registration with a mismatched confirmation or a missing code', () => {
    expect(
      firstMessage(registerSchema.safeParse({ ...account, ...personal, cpassword: 'x', code: '12345' }).error!),
    ).toBe("Password doesn't match");
    expect(fieldMessages(registerSchema.safeParse({ ...account, ...personal }).error!)).toHaveProperty('code');
  });

  it('asks for a valid e-mail before sending the code', () => {
    expect(firstMessage(sendEmailSchema.safeParse({ email: 'nope' }).error!)).toBe(messages.enterValidEmail);
  });
});
