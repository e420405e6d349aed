import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { messages } from '@greatstep/shared';
import { api, pastEveryTry, renderAccount } from '../../../testing/render-account';
import { EMAIL, PASSWORD, fillAccount, fillPersonal, freeAccount, step } from './sign-up-helpers';

const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 5$/ });

async function atStep3(options: Parameters<typeof renderAccount>[1] = {}) {
  freeAccount();
  const rendered = renderAccount('/signup', options);
  await fillAccount(rendered.user);
  await step('Step 2 of 3: personal details');
  await fillPersonal(rendered.user);
  await step('Step 3 of 3: email verification');
  return rendered;
}

describe('Sign up, step 3', () => {
  it('asks the server for the code once on entering the step', async () => {
    await atStep3();
    expect(await screen.findByText(`A 5 digit code has been sent to ${EMAIL}`, { selector: 'p' })).toBeInTheDocument();
    expect(api.history.post.filter((request) => request.url === '/auth/sendEmail')).toHaveLength(1);
    expect(JSON.parse(String(api.history.post[0]?.data))).toEqual({ email: EMAIL });
  });

  it('takes digits only and moves the focus from box to box', async () => {
    const { user } = await atStep3();
    await user.click(boxes()[0]!);
    await user.keyboard('1a2');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(boxes()[1]).toHaveValue('');
  });

  it('moves on when a box is retyped with the digit it already holds', async () => {
    const { user } = await atStep3();
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    await user.click(boxes()[0]!);
    await user.keyboard('13');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '3', '', '', '']);
    expect(boxes()[2]).toHaveFocus();
  });

  it('fills every box from a pasted code', async () => {
    const { user } = await atStep3();
    await user.click(boxes()[0]!);
    await user.paste('48 213');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['4', '8', '2', '1', '3']);
  });

  it('says Incorrect otp on a wrong code, then registers and goes to Sign In', async () => {
    const { user } = await atStep3();
    api
      .onPost('/auth/register')
      .replyOnce(400, { success: false, message: messages.incorrectOtp })
      .onPost('/auth/register')
      .replyOnce(201, { success: true, message: messages.registrationSuccess });
    await user.click(boxes()[0]!);
    await user.paste('11111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription(
        messages.incorrectOtp,
      ),
    );

    await user.click(boxes()[0]!);
    await user.paste('48213');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Registration Successfull, Now login')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();

    const sent = JSON.parse(String(api.history.post.at(-1)?.data)) as Record<string, unknown>;
    expect(sent).toMatchObject({
      email: EMAIL,
      password: PASSWORD,
      firstName: 'Asha',
      college: 1,
      mobile: '9876543210',
      code: '48213',
    });
    expect(sessionStorage.length).toBe(0);
  });

  // A right code after a wrong one was once refused, because the box's old digit was cut out of the value.
  it.each([
    ['a phone fills the first box with the code, replacing its digit', { target: { value: '48213' } }],
    [
      'a phone keyboard inserts the code before the digit the box holds',
      { target: { value: '482131' }, data: '48213' },
    ],
  ])('sends the right code after a wrong one when %s', async (_how, input) => {
    const { user } = await atStep3();
    api
      .onPost('/auth/register')
      .replyOnce(400, { success: false, message: messages.incorrectOtp })
      .onPost('/auth/register')
      .replyOnce(201, { success: true, message: messages.registrationSuccess });
    await user.click(boxes()[0]!);
    await user.paste('11111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription(
        messages.incorrectOtp,
      ),
    );

    fireEvent.input(boxes()[0]!, input);
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['4', '8', '2', '1', '3']);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Registration Successfull, Now login')).toBeInTheDocument();
    const codes = api.history.post
      .filter((request) => request.url === '/auth/register')
      .map((request) => (JSON.parse(String(request.data)) as { code: string }).code);
    expect(codes).toEqual(['11111', '48213']);
  });

  it('says Internal server error when no try of the registration gets an answer', async () => {
    jest.useFakeTimers();
    const { user } = await atStep3({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    api.onPost('/auth/register').networkError();
    await user.click(boxes()[0]!);
    await user.paste('48213');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await pastEveryTry();
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription(
        messages.internalServerError,
      ),
    );
  });

  it('asks for the whole code before sending it', async () => {
    const { user } = await atStep3();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription(messages.otpFormat);
    expect(api.history.post.filter((request) => request.url === '/auth/register')).toHaveLength(0);
  });

  it('offers Resend code after the 60 s gap, showing the time left', async () => {
    jest.useFakeTimers();
    try {
      await atStep3({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      const resend = screen.getByRole('button', { name: 'Resend code' });
      await waitFor(() => expect(screen.getByText('You can ask for a new code in 60 s.')).toBeInTheDocument());
      expect(resend).toBeDisabled();
      act(() => jest.advanceTimersByTime(45_000));
      expect(screen.getByText('You can ask for a new code in 15 s.')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(15_000));
      expect(resend).toBeEnabled();
      fireEvent.click(resend);
      await waitFor(() =>
        expect(api.history.post.filter((request) => request.url === '/auth/sendEmail')).toHaveLength(2),
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('waits as long as the server says when asked too soon', async () => {
    api.onGet(/checkEmail/).reply(200, { success: true });
    api.onGet(/checkMobile/).reply(200, { success: true });
    api
      .onPost('/auth/sendEmail')
      .reply(429, { success: false, message: 'Please wait a minute' }, { 'retry-after': '42' });
    const { user } = renderAccount('/signup');
    await fillAccount(user);
    await step('Step 2 of 3: personal details');
    await fillPersonal(user);
    expect(await screen.findByText('You can ask for a new code in 42 s.')).toBeInTheDocument();
    expect(screen.getByText('Please wait a minute', { selector: 'p' })).toBeInTheDocument();
  });

  it('goes Back to step 2 with everything still filled', async () => {
    const { user } = await atStep3();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Last Name')).toHaveValue('Rao');
    expect(screen.getByRole('combobox', { name: 'College' })).toHaveValue('Indian Institute of Technology Kharagpur');
  });
});
