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
    expect(screen.getByRole('button', { name: 'Proceed to Pay' })).toHaveAccessibleDescription(
      'Tick the terms above to go on to the payment form.',
    );
    expect(screen.queryByRole('link', { name: 'Proceed to Pay' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
    const link = screen.getByRole('link', { name: 'Proceed to Pay' });
    expect(link).toHaveAttribute('href', FORM);
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));

    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
    expect(screen.getByRole('button', { name: 'Proceed to Pay' })).toBeDisabled();
  });

  it.each([
    ['no address set yet (the shipped file)', { paymentFormUrl: '' }],
    ['an address that is not http(s)', { paymentFormUrl: 'javascript:alert(1)' }],
  ])('says payment opens soon and how to reach the society, with %s', async (_case, config) => {
    signIn();
    api.onGet('http://localhost/account-config.json').reply(200, config);
    renderAccount('/payment');
    expect(await screen.findByText(/Online payment opens soon/)).toHaveTextContent(
      'Online payment opens soon. Until then, write to greatstept@gmail.com to ask how to pay the fee.',
    );
    expect(screen.getByRole('link', { name: 'greatstept@gmail.com' })).toHaveAttribute(
      'href',
      'mailto:greatstept@gmail.com',
    );
    expect(screen.queryByRole('link', { name: 'Proceed to Pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to Pay' })).not.toBeInTheDocument();
  });

  it('ships no placeholder address: the built page has nothing to link to until organisers set one', async () => {
    const shipped = (await import('../../../../public/account-config.json')) as { paymentFormUrl: string };
    expect(shipped.paymentFormUrl).toBe('');
  });
});
