import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

/** An error boundary with a Retry, as the shell's remote page has: Retry mounts its children anew. */
class Boundary extends Component<{ children: ReactNode }, { error?: Error; attempt: number }> {
  override state: { error?: Error; attempt: number } = { attempt: 0 };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return <div key={this.state.attempt}>{this.props.children}</div>;
    return (
      <>
        <p role="alert">Failed: {this.state.error.message}</p>
        <button
          type="button"
          onClick={() => this.setState(({ attempt }) => ({ error: undefined, attempt: attempt + 1 }))}
        >
          Retry
        </button>
      </>
    );
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

  it('fetches a chunk that failed afresh when Retry mounts the page again, and shows the page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = deferred();
    const second = deferred();
    const load = jest
      .fn<Promise<{ Page: () => React.JSX.Element }>, []>()
      .mockReturnValueOnce(first.promise)
      .mockReturnValueOnce(second.promise);
    const LazyPage = lazyPage(
      () => load(),
      (module) => module.Page,
      <p>Loading…</p>,
    );
    render(
      <Boundary>
        <LazyPage />
      </Boundary>,
    );
    first.reject(new Error('Loading chunk 62 failed'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed: Loading chunk 62 failed');
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    second.resolve({ Page });
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });

  it('fetches afresh after a preload failed, for the next preload or the page opened next', async () => {
    const load = jest
      .fn<Promise<{ Page: () => React.JSX.Element }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 62 failed'))
      .mockResolvedValueOnce({ Page });
    const LazyPage = lazyPage(
      () => load(),
      (module) => module.Page,
      <p>Loading…</p>,
    );
    await expect(LazyPage.preload()).rejects.toThrow('Loading chunk 62 failed');
    render(<LazyPage />);
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    await LazyPage.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
