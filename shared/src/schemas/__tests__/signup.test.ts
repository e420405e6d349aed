import { messages } from '../../messages';
import { firstMessage, signupAccountSchema } from '..';

describe('sign-up step 1', () => {
  it('flags an invalid e-mail with the spec message', () => {
    const result = signupAccountSchema.safeParse({ email: 'nope', password: 'Abc123', cpassword: 'Abc123' });
    expect(result.success).toBe(false);
    expect(firstMessage(result.error!)).toBe(messages.enterValidEmail);
  });
});
