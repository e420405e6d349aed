import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ToastContainer } from 'react-toastify';
import { loadingToastText, messages, toastSettings } from '../..';
import MockAdapter from 'axios-mock-adapter';
import { ApiError, apiClient, call } from '../../api';
import type { PendingToast } from '../notify';
import { useSubmit, type SubmitOptions } from '../use-submit';

// jsdom runs no CSS animations: a dismissed toast leaves once its exit animation is said to have ended.
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  act(() => {
    for (const node of document.querySelectorAll('.Toastify__toast')) fireEvent.animationEnd(node);
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

const toastTexts = () => screen.queryAllByRole('alert').map((node) => node.textContent);

/**
 * The toasts once they have settled to `expected`: on a busy machine react-toastify's update of a toast has taken
 * longer than one pause, so the pause is taken again (up to about two seconds) before the toasts are judged.
 */
async function expectToasts(expected: string[]) {
  for (let attempt = 1; ; attempt += 1) {
    await settle();
    const texts = toastTexts();
    if (attempt >= 20 || JSON.stringify(texts) === JSON.stringify(expected)) {
      expect(texts).toEqual(expected);
      return;
    }
  }
}

function Form({ work, options }: { work: (toast: PendingToast) => Promise<void>; options?: SubmitOptions }) {
  const { busy, submit } = useSubmit();
  const [shown, setShown] = useState('');
  return (
    <>
      <button type="button" onClick={() => void submit(work, { ...options, onError: (message) => setShown(message) })}>
        {busy ? 'Sending' : 'Send'}
      </button>
      <p data-testid="beside-field">{shown}</p>
    </>
  );
}

describe('useSubmit', () => {
  beforeEach(() => {
    render(<ToastContainer {...toastSettings} />);
  });

  it('sends once however often it is clicked, waits with a toast and shows the outcome in it', async () => {
    let finish: () => void = () => undefined;
    const work = jest.fn(
      (toast: PendingToast) =>
        new Promise<void>((resolve) => {
          finish = () => {
            toast.success('Member added');
            resolve();
          };
        }),
    );
    render(<Form work={work} />);
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Sending' }));
    await expectToasts([loadingToastText]);
    expect(work).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    await expectToasts(['Member added']);
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });

  it("shows an API failure's words in the toast and beside the field", async () => {
    render(
      <Form
        work={() => Promise.reject(new ApiError('Incorrect otp', { status: 400, reachedServer: true }))}
        options={{ fallback: messages.internalServerError }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expectToasts(['Incorrect otp']);
    expect(screen.getByTestId('beside-field')).toHaveTextContent('Incorrect otp');
  });

  it('says the fallback for a failure that is not an API answer', async () => {
    render(<Form work={() => Promise.reject(new TypeError('x is undefined'))} options={{ fallback: 'Try again' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expectToasts(['Try again']);
  });

  it('says the unexpected-error message when no fallback is given', async () => {
    render(<Form work={() => Promise.reject(new TypeError('x is undefined'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expectToasts([messages.unexpectedError]);
  });

  it("takes 'please wait...' away when the work ends without settling it", async () => {
    render(<Form work={() => Promise.resolve()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expectToasts([]);
  });

  it('says in its toast that a press is being tried again, then shows the outcome', async () => {
    const mock = new MockAdapter(apiClient);
    try {
      mock
        .onPost('/events/addNewEntry')
        .replyOnce(503, '<html><body>503 Service Temporarily Unavailable</body></html>')
        .onPost('/events/addNewEntry')
        .reply(201, { success: true, message: 'Your guess has been saved' });
      const work = async (toast: PendingToast) => {
        const answer = await call(
          { method: 'POST', url: '/events/addNewEntry', data: { userId: 'u1', guess: 'mine geology' } },
          { networkMessage: messages.guessSaveFailed, keyed: true },
        );
        toast.success(answer.message ?? '');
      };
      render(<Form work={work} />);
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await expectToasts([messages.retryingNoAnswer]);
      await expectToasts(['Your guess has been saved']);
      expect(mock.history.post).toHaveLength(2);
    } finally {
      mock.restore();
    }
  });

  it('says the words for no answer, in its toast and beside the field, once the tries are spent', async () => {
    const mock = new MockAdapter(apiClient);
    try {
      mock.onPost('/events/addNewEntry').networkError();
      const work = async () => {
        await call(
          { method: 'POST', url: '/events/addNewEntry', data: {} },
          { networkMessage: messages.guessSaveFailed, keyed: true },
        );
      };
      jest.useFakeTimers({ doNotFake: ['setImmediate', 'queueMicrotask', 'nextTick'] });
      render(<Form work={work} />);
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      jest.useRealTimers();
      await expectToasts([messages.guessSaveFailed]);
      expect(screen.getByTestId('beside-field')).toHaveTextContent(messages.guessSaveFailed);
    } finally {
      jest.useRealTimers();
      mock.restore();
    }
  });
});
