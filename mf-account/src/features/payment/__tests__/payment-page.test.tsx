import { screen } from '@testing-library/react';
import { api, renderAccount, signIn } from '../../../testing/render-account';

const FORM = 'https://forms.example.org/greatstep-fee';

describe('Payment', () => {
  it('shows the 900 rupee fee, the notes, and unlocks Proceed to Pay with the terms box', async () => {
    signIn();
    api.onGet('http://localhost/account-config.json').reply(200, { paymentFormUrl: FORM });
    const { user } = renderAccount('/payment');

    expect(screen.getByRole('row', { name: /participation fee/ })).toHaveTextContent('₹900');
    expect(screen.getByText(/paid once and is non-refundable/)).toBeInTheDocument();
    expect(screen.getByText(/verification mail reaches you within 12 hours/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Proceed to Pay' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Proceed to Pay' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
    const link = screen.getByRole('link', { name: 'Proceed to Pay' });
    expect(link).toHaveAttribute('href', FORM);
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));

    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
    expect(screen.getByRole('button', { name: 'Proceed to Pay' })).toBeDisabled();
  });

  it('says so when the configuration has no usable form address', async () => {
    signIn();
    api.onGet('http://localhost/account-config.json').reply(200, { paymentFormUrl: 'javascript:alert(1)' });
    renderAccount('/payment');
    expect(await screen.findByText(/payment form is not available right now/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Proceed to Pay' })).not.toBeInTheDocument();
  });
});
