import { sampleUser } from '../../testing';
import { CUR_USER_KEY, createUserStore, userStore } from '..';

function otherTabWrites(value: string | null): void {
  if (value === null) localStorage.removeItem(CUR_USER_KEY);
  else localStorage.setItem(CUR_USER_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: CUR_USER_KEY, newValue: value, storageArea: localStorage }));
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  localStorage.clear();
});

describe('userStore', () => {
  it('is signed out when nothing is stored', () => {
    expect(userStore.get()).toBeNull();
  });

  it('stores the record of docs/PRODUCT.md#the-stored-user under curUser on sign-in', () => {
    jest.useFakeTimers({ now: new Date('2025-03-28T09:30:00.000Z') });
    const user = sampleUser();

    const record = userStore.setFromLogin({ token: 'tok-1', user });

    // Every field of the user but `verified` (and the API's `collegeName`, which only the whole user carries), flat,
    // then the token, the whole user and the time (docs/PRODUCT.md#the-stored-user).
    const { verified: _verified, collegeName: _collegeName, ...fields } = user;
    const expected = {
      ...fields,
      token: 'tok-1',
      user,
      savedDate: '2025-03-28T09:30:00.000Z',
    };
    expect(record).toEqual(expected);
    expect(userStore.get()).toEqual(expected);
    expect(JSON.parse(localStorage.getItem(CUR_USER_KEY) ?? 'null')).toEqual(expected);
  });

  it("does not copy fields the server adds beyond the user's own into the flat record", () => {
    const user = { ...sampleUser(), passwordHash: 'x' };
    const record = userStore.setFromLogin({ token: 'tok-1', user });
    expect(record).not.toHaveProperty('passwordHash');
  });

  it('returns the same object until the stored value changes', () => {
    userStore.setFromLogin({ token: 'tok-1', user: sampleUser() });
    const first = userStore.get();
    expect(userStore.get()).toBe(first);

    userStore.setFromLogin({ token: 'tok-2', user: sampleUser() });
    expect(userStore.get()).not.toBe(first);
    expect(userStore.get()?.token).toBe('tok-2');
  });

  it('forgets the user on sign-out', () => {
    userStore.setFromLogin({ token: 'tok-1', user: sampleUser() });
    userStore.clear();
    expect(userStore.get()).toBeNull();
    expect(localStorage.getItem(CUR_USER_KEY)).toBeNull();
  });

  it('keeps a record written with set()', () => {
    const record = { ...userStore.setFromLogin({ token: 'tok-1', user: sampleUser() }), firstName: 'Ashwini' };
    userStore.set(record);
    expect(userStore.get()?.firstName).toBe('Ashwini');
  });

  it('tells every subscriber about sign-in and sign-out, and stops after unsubscribe', () => {
    const shell = jest.fn();
    const events = jest.fn();
    const stopShell = userStore.subscribe(shell);
    const stopEvents = userStore.subscribe(events);

    const record = userStore.setFromLogin({ token: 'tok-1', user: sampleUser() });
    expect(shell).toHaveBeenLastCalledWith(expect.objectContaining({ token: 'tok-1', email: record.email }));
    expect(events).toHaveBeenLastCalledWith(expect.objectContaining({ token: 'tok-1' }));

    userStore.clear();
    expect(shell).toHaveBeenLastCalledWith(null);
    expect(events).toHaveBeenLastCalledWith(null);

    stopShell();
    userStore.setFromLogin({ token: 'tok-2', user: sampleUser() });
    expect(shell).toHaveBeenCalledTimes(2);
    expect(events).toHaveBeenCalledTimes(3);
    stopEvents();
  });

  it('still tells the other subscribers when one of them throws', async () => {
    const broken = jest.fn(() => {
      throw new Error('listener bug');
    });
    const healthy = jest.fn();
    const stopBroken = userStore.subscribe(broken);
    const stopHealthy = userStore.subscribe(healthy);
    const rethrown = new Promise<unknown>((resolve) => {
      jest.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => {
        try {
          task();
        } catch (error) {
          resolve(error);
        }
      });
    });

    userStore.setFromLogin({ token: 'tok-1', user: sampleUser() });

    expect(healthy).toHaveBeenCalledWith(expect.objectContaining({ token: 'tok-1' }));
    await expect(rethrown).resolves.toEqual(new Error('listener bug'));
    stopBroken();
    stopHealthy();
  });

  it('follows a sign-in and a sign-out made in another tab', () => {
    const listener = jest.fn();
    const stop = userStore.subscribe(listener);
    const record = { ...userStore.setFromLogin({ token: 'tok-1', user: sampleUser() }) };
    localStorage.clear();
    listener.mockClear();

    otherTabWrites(JSON.stringify({ ...record, token: 'tok-other-tab' }));
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ token: 'tok-other-tab' }));
    expect(userStore.get()?.token).toBe('tok-other-tab');

    otherTabWrites(null);
    expect(listener).toHaveBeenLastCalledWith(null);
    expect(userStore.get()).toBeNull();
    stop();
  });

  it('ignores storage events about other keys', () => {
    const listener = jest.fn();
    const stop = userStore.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark', storageArea: localStorage }));
    expect(listener).not.toHaveBeenCalled();
    stop();
  });

  it('stops listening to other tabs once nobody subscribes', () => {
    const listener = jest.fn();
    userStore.subscribe(listener)();
    otherTabWrites(JSON.stringify({ _id: 'u1', email: 'a@b.c', token: 't' }));
    expect(listener).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{"token":'],
    ['JSON null', 'null'],
    ['a JSON string', '"tok"'],
    ['no token', JSON.stringify({ _id: 'u1', email: 'a@b.c' })],
    ['an empty token', JSON.stringify({ _id: 'u1', email: 'a@b.c', token: '' })],
    ['no _id', JSON.stringify({ email: 'a@b.c', token: 't' })],
    ['no email', JSON.stringify({ _id: 'u1', token: 't' })],
  ])('treats a stored value with %s as signed out and removes it', (_case, raw) => {
    localStorage.setItem(CUR_USER_KEY, raw);
    expect(userStore.get()).toBeNull();
    expect(localStorage.getItem(CUR_USER_KEY)).toBeNull();
  });

  it('fills a missing user object from the flat fields, verified by default (docs/PRODUCT.md#the-stored-user)', () => {
    localStorage.setItem(CUR_USER_KEY, JSON.stringify({ _id: 'u1', email: 'a@b.c', token: 't', firstName: 'Ravi' }));
    expect(userStore.get()?.user).toEqual(expect.objectContaining({ _id: 'u1', firstName: 'Ravi', verified: true }));
  });
});

describe('a user store without working localStorage', () => {
  it('keeps the session in memory when localStorage cannot even be reached', () => {
    const store = createUserStore({
      getStorage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const listener = jest.fn();
    store.subscribe(listener);

    expect(store.get()).toBeNull();
    store.setFromLogin({ token: 'tok-1', user: sampleUser() });
    expect(store.get()?.token).toBe('tok-1');
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ token: 'tok-1' }));
    store.clear();
    expect(store.get()).toBeNull();
  });

  it('keeps the session in memory when writing throws (private mode, quota 0)', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const store = createUserStore();

    store.setFromLogin({ token: 'tok-1', user: sampleUser() });
    expect(store.get()?.token).toBe('tok-1');
    store.clear();
    expect(store.get()).toBeNull();
  });

  it('reads as signed out when reading throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(createUserStore().get()).toBeNull();
  });

  it('works where there is no window at all (Node)', () => {
    const store = createUserStore({ getStorage: () => null });
    store.setFromLogin({ token: 'tok-1', user: sampleUser() });
    expect(store.get()?.token).toBe('tok-1');
    expect(localStorage.getItem(CUR_USER_KEY)).toBeNull();
  });
});
