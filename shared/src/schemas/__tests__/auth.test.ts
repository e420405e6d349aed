import { messages } from '../../messages';
import {
  changePasswordSchema,
  fieldMessages,
  joinProblems,
  loginSchema,
  newPasswordProblems,
  newPasswordSchema,
  resetPasswordSchema,
} from '..';

describe('sign in', () => {
  it('accepts an e-mail and a password', () => {
    expect(loginSchema.safeParse({ email: 'asha@example.org', password: 'x' }).success).toBe(true);
  });

  it('hints at an empty password and flags a bad e-mail', () => {
    const result = loginSchema.safeParse({ email: 'nope', password: '' });
    expect(fieldMessages(result.error!)).toEqual({
      email: 'Enter a valid email',
      password: messages.enterPassword,
    });
  });
});

describe('new password', () => {
  it('has no problem with a good password and its confirmation', () => {
    expect(newPasswordProblems('Abcde1', 'Abcde1')).toEqual([]);
    expect(newPasswordSchema.safeParse({ password: 'Abcde1', confirm: 'Abcde1' }).success).toBe(true);
  });

  it.each([
    [
      '',
      [
        'Password is required',
        'Password must be at least 6 characters',
        'Missing lowercase letter',
        'Missing uppercase letter',
        'Missing number',
      ],
    ],
    ['Ab1', ['Password must be at least 6 characters']],
    ['ABCDE1', ['Missing lowercase letter']],
    ['abcde1', ['Missing uppercase letter']],
    ['Abcdef', ['Missing number']],
  ])('lists every rule %p breaks', (password, problems) => {
    expect(newPasswordProblems(password, password)).toEqual(problems);
  });

  it('lists a mismatched confirmation', () => {
    expect(newPasswordProblems('Abcde1', 'Abcde2')).toEqual(['Passwords do not match']);
  });

  it('joins the problems with periods in one error', () => {
    const result = newPasswordSchema.safeParse({ password: 'abc', confirm: 'abd' });
    expect(fieldMessages(result.error!)).toEqual({
      password:
        'Password must be at least 6 characters. Missing uppercase letter. Missing number. Passwords do not match',
    });
    expect(joinProblems([messages.missingNumber, messages.missingUppercase])).toBe(
      'Missing number. Missing uppercase letter',
    );
  });
});

describe('change password (PUT /auth/changePassword)', () => {
  const valid = { email: 'asha@example.org', newPassword: 'Abcde1', token: 'reset-token' };

  it('accepts an e-mail, a new password and the reset token', () => {
    expect(changePasswordSchema.safeParse(valid).data).toEqual(valid);
  });

  it('reports the new-password problems joined with periods', () => {
    const result = changePasswordSchema.safeParse({ ...valid, newPassword: 'abcdef' });
    expect(fieldMessages(result.error!)).toEqual({ newPassword: 'Missing uppercase letter. Missing number' });
  });

  it('refuses a missing token or a bad e-mail', () => {
    const result = changePasswordSchema.safeParse({ ...valid, email: 'nope', token: '  ' });
    const byField = fieldMessages(result.error!);
    expect(byField.email).toBe('Enter a valid email');
    expect(byField).toHaveProperty('token');
  });
});

describe('reset password', () => {
  it('needs only a valid e-mail; the url is optional', () => {
    expect(resetPasswordSchema.safeParse({ email: 'asha@example.org' }).success).toBe(true);
    expect(fieldMessages(resetPasswordSchema.safeParse({ email: 'nope' }).error!)).toEqual({
      email: 'Enter a valid email',
    });
  });
});
