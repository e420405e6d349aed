import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import MarketingRoutes from '../routes';

// Home loads its carousel and lower sections lazily: let those chunks arrive inside act.
async function renderAt(path: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <MarketingRoutes />
      </MemoryRouter>,
    );
  });
}

test.each([
  ['/', 'Home', "GREAT-STEP'25"],
  ['/tmes', 'TMES', 'What we do'],
  ['/aboutus', 'About Us', 'Core Team Heads'],
])('%s shows the %s page', async (path, title, section) => {
  await renderAt(path);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
  expect(screen.queryByText('This page is coming in a later step.')).not.toBeInTheDocument();
});

test('/sample stays the placeholder page of docs/PRODUCT.md#route-table', async () => {
  await renderAt('/sample');
  expect(screen.getByRole('heading', { level: 1, name: 'Sample' })).toBeInTheDocument();
  expect(screen.getByText('This page is coming in a later step.')).toBeInTheDocument();
});
