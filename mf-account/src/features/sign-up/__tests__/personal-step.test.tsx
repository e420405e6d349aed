import { screen, waitFor } from '@testing-library/react';
import { messages } from '@greatstep/shared';
import { api, renderAccount } from '../../../testing/render-account';
import { EMAIL, PASSWORD, fillAccount, fillPersonal, freeAccount, step } from './sign-up-helpers';

async function atStep2() {
  freeAccount();
  const rendered = renderAccount('/signup');
  await fillAccount(rendered.user);
  await step('Step 2 of 3: personal details');
  return rendered;
}

describe('Sign up, step 2', () => {
  it('flags each empty name on its own, the college, the year and the mobile', async () => {
    const { user } = await atStep2();
    await user.type(screen.getByLabelText('First Name'), 'Asha');
    await user.type(screen.getByLabelText('Year of Graduation'), '3026');
    await user.type(screen.getByLabelText('Mobile Number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByLabelText('First Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription(messages.lastNameEmpty);
    expect(screen.getByRole('combobox', { name: 'College' })).toHaveAccessibleDescription(
      expect.stringContaining(messages.selectCollege),
    );
    expect(screen.getByLabelText('Year of Graduation')).toHaveAccessibleDescription(messages.graduationYear);
    expect(screen.getByLabelText('Mobile Number')).toHaveAccessibleDescription(messages.mobile);
    expect(await screen.findByText(messages.invalidEntries)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('Last Name'), 'Rao');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription(messages.firstNameEmpty);
    expect(screen.getByLabelText('Last Name')).not.toHaveAttribute('aria-invalid');
  });

  // The message and the red border once stayed after a name was typed.
  it("drops a field's message as soon as its value is valid, and only that field's", async () => {
    const { user } = await atStep2();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const firstName = screen.getByLabelText('First Name');
    expect(firstName).toHaveAccessibleDescription(messages.firstNameEmpty);
    await user.type(firstName, 'A');
    expect(firstName).not.toHaveAttribute('aria-invalid');
    expect(firstName).toHaveAccessibleDescription('');
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription(messages.lastNameEmpty);

    const year = screen.getByLabelText('Year of Graduation');
    await user.type(year, '20');
    expect(year).toHaveAccessibleDescription(messages.graduationYear);
    await user.type(year, '26');
    expect(year).not.toHaveAttribute('aria-invalid');

    await user.clear(firstName);
    expect(firstName).not.toHaveAttribute('aria-invalid');
  });

  it('shows the year placeholder and the +91 prefix', async () => {
    await atStep2();
    expect(screen.getByLabelText('Year of Graduation')).toHaveAttribute('placeholder', 'eg 2025');
    expect(screen.getByText('+91')).toBeInTheDocument();
  });

  it('searches the college list as the person types and picks with the keyboard', async () => {
    const { user } = await atStep2();
    const college = screen.getByRole('combobox', { name: 'College' });
    await user.type(college, 'aiims bhopal');
    expect(screen.queryAllByRole('option')).toHaveLength(1);
    await user.clear(college);
    await user.type(college, 'medical sciences bhopal');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All India Institute of Medical Sciences Bhopal',
      'Other',
    ]);
    await user.keyboard('{ArrowDown}');
    expect(college).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);
    await user.keyboard('{Enter}');
    expect(college).toHaveValue('All India Institute of Medical Sciences Bhopal');
    expect(college).toHaveAttribute('aria-expanded', 'false');
  });

  it('reveals Specify college for Other', async () => {
    const { user } = await atStep2();
    expect(screen.queryByLabelText('Specify college')).not.toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'College' }), 'zzz');
    await user.click(screen.getByRole('option', { name: 'Other' }));
    expect(screen.getByLabelText('Specify college')).toBeInTheDocument();
  });

  it('flags the mobile with the server message, or Unexpected Error without an answer', async () => {
    const { user } = await atStep2();
    api.resetHandlers();
    api
      .onGet('/auth/checkMobile/9876543210')
      .replyOnce(409, { success: false, message: 'Mobile number already registered' })
      .onGet('/auth/checkMobile/9876543210')
      .networkErrorOnce();
    await fillPersonal(user);
    await waitFor(() =>
      expect(screen.getByLabelText('Mobile Number')).toHaveAccessibleDescription('Mobile number already registered'),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Mobile Number')).toHaveAccessibleDescription(messages.unexpectedError),
    );
  });

  it('keeps everything typed when going Back and forth', async () => {
    const { user } = await atStep2();
    await user.type(screen.getByLabelText('First Name'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);
    expect(screen.getByLabelText('Password')).toHaveValue(PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await step('Step 2 of 3: personal details')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Asha');
  });

  it('keeps steps 1 and 2 over a reload, but never the password', async () => {
    const { user, unmount } = await atStep2();
    await user.type(screen.getByLabelText('First Name'), 'Asha');
    unmount();
    expect(JSON.stringify(sessionStorage)).not.toContain(PASSWORD);

    renderAccount('/signup');
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
