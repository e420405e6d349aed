import { act, renderHook } from '@testing-library/react';
import { useRef } from 'react';
import { INDICATOR_RESIZE_DELAY_MS, useActiveIndicator } from '../use-active-indicator';

// jsdom does no layout, so the active link's box is whatever the test says it is.
let box = { left: 10, width: 50 };
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', { configurable: true, get: () => box.left });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => box.width });
});

function renderIndicator() {
  const list = document.createElement('ul');
  list.innerHTML = '<li><a href="/tmes">Home</a></li><li><a href="/" aria-current="page">GreatStep</a></li>';
  return renderHook(() => {
    const ref = useRef<HTMLElement | null>(list);
    return useActiveIndicator(ref, '/');
  });
}

describe('the navbar highlight', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    box = { left: 10, width: 50 };
  });
  afterEach(() => jest.useRealTimers());

  it('sits under the active link', () => {
    const { result } = renderIndicator();
    expect(result.current).toEqual({ left: 10, width: 50 });
  });

  it('moves 500 ms after the window stops resizing, not before', () => {
    const { result } = renderIndicator();
    box = { left: 120, width: 64 };
    act(() => {
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(300);
      // Still resizing: the wait starts again.
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(INDICATOR_RESIZE_DELAY_MS - 1);
    });
    expect(result.current).toEqual({ left: 10, width: 50 });
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toEqual({ left: 120, width: 64 });
  });
});
