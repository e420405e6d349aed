import { lazyActions } from '../lazy-actions';

const actions = { greet: (name: string) => `hello ${name}` };

describe('lazyActions', () => {
  it('has nothing loaded until asked, then answers at once from what came', async () => {
    const importActions = jest.fn(() => Promise.resolve(actions));
    const lazy = lazyActions(importActions);
    expect(lazy.loaded()).toBeUndefined();
    expect(importActions).not.toHaveBeenCalled();

    lazy.warm();
    await lazy.load();
    expect(lazy.loaded()?.greet('Asha')).toBe('hello Asha');
  });

  it('runs the work with the actions, or says they are missing, and asks again after a failed chunk', async () => {
    const importActions = jest
      .fn<Promise<typeof actions>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk failed'))
      .mockResolvedValue(actions);
    const lazy = lazyActions(importActions);
    const said: string[] = [];

    await lazy.run(
      (loaded) => void said.push(loaded.greet('first')),
      () => said.push('missing'),
    );
    await lazy.run(
      (loaded) => void said.push(loaded.greet('second')),
      () => said.push('missing'),
    );

    expect(said).toEqual(['missing', 'hello second']);
    // The warm-up and load() asked (webpack answers a second import from its cache); warming once in, nothing.
    expect(importActions).toHaveBeenCalledTimes(2);
  });

  it("fetches them once for a form's first focus and press", async () => {
    const importActions = jest.fn(() => Promise.resolve(actions));
    const lazy = lazyActions(importActions);
    lazy.warmOnReach.onFocus();
    await lazy.load();
    lazy.warmOnReach.onPointerDown();
    lazy.warmOnReach.onFocus();
    // The warm-up and load() asked (webpack answers a second import from its cache); warming once in, nothing.
    expect(importActions).toHaveBeenCalledTimes(2);
    expect(lazy.loaded()).toBe(actions);
  });

  it('keeps a warm-up that fails quiet', async () => {
    const lazy = lazyActions(() => Promise.reject(new Error('offline')));
    lazy.warm();
    await Promise.resolve();
    expect(lazy.loaded()).toBeUndefined();
  });
});
