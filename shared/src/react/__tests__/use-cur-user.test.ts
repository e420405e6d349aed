import { act, renderHook } from '@testing-library/react';
import { sampleUser } from '../../testing';
import { CUR_USER_KEY, userStore } from '../../store';
import { useCurUser } from '..';

afterEach(() => {
  localStorage.clear();
});

describe('useCurUser', () => {
  it('starts with the stored user', () => {
    userStore.setFromLogin({ token: 'tok-1', user: sampleUser() });
    const { result } = renderHook(() => useCurUser());
    expect(result.current?.email).toBe('asha@example.org');
  });

  it('re-renders on sign-in and on sign-out', () => {
    const { result } = renderHook(() => useCurUser());
    expect(result.current).toBeNull();

    act(() => {
      userStore.setFromLogin({ token: 'tok-1', user: sampleUser() });
    });
    expect(result.current?.token).toBe('tok-1');

    act(() => {
      userStore.clear();
    });
    expect(result.current).toBeNull();
  });

  it('keeps every mounted component in step, as the navbar and a page in another remote', () => {
    const navbar = renderHook(() => useCurUser());
    const page = renderHook(() => useCurUser());

    act(() => {
      userStore.setFromLogin({ token: 'tok-1', user: sampleUser() });
    });
    expect(navbar.result.current?.token).toBe('tok-1');
    expect(page.result.current).toBe(navbar.result.current);
  });

  it('follows a sign-out made in another tab', () => {
    userStore.setFromLogin({ token: 'tok-1', user: sampleUser() });
    const { result } = renderHook(() => useCurUser());

    act(() => {
      localStorage.removeItem(CUR_USER_KEY);
      window.dispatchEvent(
        new StorageEvent('storage', { key: CUR_USER_KEY, newValue: null, storageArea: localStorage }),
      );
    });
    expect(result.current).toBeNull();
  });

  it('gives the same object across re-renders while nothing changes', () => {
    userStore.setFromLogin({ token: 'tok-1', user: sampleUser() });
    const { result, rerender } = renderHook(() => useCurUser());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
