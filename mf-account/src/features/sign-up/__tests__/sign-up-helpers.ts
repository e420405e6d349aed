import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { api } from '../../../testing/render-account';

export const EMAIL = 'asha@example.org';
export const PASSWORD = 'Secret12';

export async function fillAccount(user: UserEvent) {
  await user.type(screen.getByLabelText('Email'), EMAIL);
  await user.type(screen.getByLabelText('Password'), PASSWORD);
  await user.type(screen.getByLabelText('Confirm Password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

export async function fillPersonal(user: UserEvent) {
  await user.type(screen.getByLabelText('First Name'), 'Asha');
  await user.type(screen.getByLabelText('Last Name'), 'Rao');
  await user.type(screen.getByRole('combobox', { name: 'College' }), 'Technology Kharagpur');
  await user.keyboard('{ArrowDown}{Enter}');
  await user.type(screen.getByLabelText('Year of Graduation'), '2026');
  await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

/** The e-mail and mobile are free, and the code is mailed. */
export function freeAccount() {
  api.onGet(`/auth/checkEmail/${encodeURIComponent(EMAIL)}`).reply(200, { success: true });
  api.onGet('/auth/checkMobile/9876543210').reply(200, { success: true });
  api.onPost('/auth/sendEmail').reply(200, { success: true, message: 'sent' });
}

export const step = (name: string) => screen.findByRole('form', { name });
