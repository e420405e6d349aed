import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { lazyPage } from '../lazy-page';

function deferred() {
  let resolve: (value: { Page: () => React.JSX.Element }) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<{ Page: () => React.JSX.Element }>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const Page = () => <h1>The page</h1>;

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">Failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyPage', () => {
  it('shows its loading state until its chunk comes, fetching it once', async () => {
    const chunk = deferred();
    const load = jest.fn(() => chunk.promise);
    const LazyPage = lazyPage(load, (module) => module.Page, <p>Loading…</p>);
    render(<LazyPage />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    chunk.resolve({ Page });
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    await LazyPage.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says "Loading the page…" when given no loading state of its own', () => {
    const LazyPage = lazyPage(
      () => new Promise<{ Page: typeof Page }>(() => undefined),
      (module) => module.Page,
    );
    render(<LazyPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');
  });

  it('renders at once, with no loading state, once preloaded', async () => {
    const LazyPage = lazyPage(
      () => Promise.resolve({ Page }),
      (module) => module.Page,
      <p>Loading…</p>,
    );
    await LazyPage.preload();
    render(<LazyPage />);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('hands a chunk that failed to load to the error boundary above it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const chunk = deferred();
    const LazyPage = lazyPage(
      () => chunk.promise,
      (module) => module.Page,
    );
    render(
      <Boundary>
        <LazyPage />
      </Boundary>,
    );
    chunk.reject(new Error('Loading chunk 62 failed'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed: Loading chunk 62 failed');
    await expect(LazyPage.preload()).rejects.toThrow('Loading chunk 62 failed');
  });
});
