import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from '../lazy-page';

function deferred() {
  let resolve: (value: { Page: () => React.JSX.Element }) => void = () => undefined;
  const promise = new Promise<{ Page: () => React.JSX.Element }>((settle) => (resolve = settle));
  return { promise, resolve };
}

const Page = () => <h1>The page</h1>;
const inSuspense = (Component: () => React.JSX.Element) => (
  <Suspense fallback={<p>Loading…</p>}>
    <Component />
  </Suspense>
);

describe('lazyPage', () => {
  it('shows the loading state until its chunk comes, fetching it once', async () => {
    const chunk = deferred();
    const load = jest.fn(() => chunk.promise);
    const LazyPage = lazyPage(load, (module) => module.Page);
    render(inSuspense(LazyPage));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    chunk.resolve({ Page });
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    await LazyPage.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, with no loading state, once preloaded', async () => {
    const LazyPage = lazyPage(
      () => Promise.resolve({ Page }),
      (module) => module.Page,
    );
    await LazyPage.preload();
    render(inSuspense(LazyPage));
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });
});
