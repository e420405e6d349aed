import { act, render, screen } from '@testing-library/react';
import { AfterPaint } from '../after-paint';

test('shows the fallback in the first paint, and the part itself right after it', async () => {
  jest.useFakeTimers();
  try {
    render(
      <AfterPaint fallback={<p>Loading registration…</p>}>
        <p>Registration</p>
      </AfterPaint>,
    );
    expect(screen.getByText('Loading registration…')).toBeInTheDocument();
    expect(screen.queryByText('Registration')).not.toBeInTheDocument();
    // The frame, then the task queued from it.
    await act(async () => jest.advanceTimersByTimeAsync(50));
    expect(screen.getByText('Registration')).toBeInTheDocument();
    expect(screen.queryByText('Loading registration…')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
