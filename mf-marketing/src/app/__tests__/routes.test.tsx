import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import MarketingRoutes from '../routes';

test.each([
  ['/', 'Home'],
  ['/tmes', 'TMES'],
  ['/aboutus', 'About Us'],
  ['/sample', 'Sample'],
])('%s shows the %s page', (path, title) => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <MarketingRoutes />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText('This page is coming in a later step.')).toBeInTheDocument();
});
