import { screen } from '@testing-library/react';
import { renderWithRemotes } from '../../../testing/render-with-remotes';
import { serveRemotesJson } from '../../../testing/serve-remotes-json';
import { Footer } from '../footer';

// No federation runtime here: these tests look at the frame, not at a remote's page.
jest.mock('../../../lib/remotes/federation');

/** The footer once the remotes' links are in. */
async function renderFooter() {
  renderWithRemotes('/', { ui: <Footer /> });
  await screen.findByRole('link', { name: 'GreatStep' });
}

beforeEach(() => {
  serveRemotesJson();
});

test('links to the site pages where the remotes say they are', async () => {
  await renderFooter();
  expect(await screen.findByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/aboutus');
  expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/aboutus');
  expect(screen.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/great-step/events');
  expect(screen.getByRole('link', { name: 'GreatStep' })).toHaveAttribute('href', '/');
});

test.each([
  [/facebook/i, 'https://www.facebook.com/greatstep'],
  [/instagram/i, 'https://www.instagram.com/tmes_iitkgp'],
  [/linkedin/i, 'https://www.linkedin.com/company/great-step-iit-kharagpur'],
  [/main website/i, 'https://www.tmesiitkgp.in'],
])('the external link %s opens %s in a new tab, safely', async (name, href) => {
  await renderFooter();
  const link = screen.getByRole('link', { name });
  expect(link).toHaveAttribute('href', href);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(link).toHaveAccessibleName(/opens in a new tab/);
});

test('shows the postal address, the e-mail and the copyright', async () => {
  await renderFooter();
  expect(screen.getByText('Department of Mining Engineering, IIT Kharagpur, West Bengal 721302')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'greatstept@gmail.com' })).toHaveAttribute(
    'href',
    'mailto:greatstept@gmail.com',
  );
  expect(screen.getByText(/© 2025 TMES, IIT Kharagpur/)).toBeInTheDocument();
});
