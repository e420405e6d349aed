import { createLimiter } from '../concurrency';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createLimiter', () => {
  it('runs at most `limit` tasks at once, the rest in arrival order, and every one to its end', async () => {
    const limiter = createLimiter(2);
    let inFlight = 0;
    let most = 0;
    const started: number[] = [];
    const releases: Array<() => void> = [];
    const results = Array.from({ length: 5 }, (_, index) =>
      limiter.run(async () => {
        started.push(index);
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise<void>((resolve) => releases.push(resolve));
        inFlight -= 1;
        return index * 10;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(limiter.stats()).toEqual({ running: 2, waiting: 3 });
    // Each release starts one waiting task, which adds its own release to the list; drain until all are done.
    while (started.length < 5 || releases.length > 0) {
      releases.shift()?.();
      await tick();
    }
    await expect(Promise.all(results)).resolves.toEqual([0, 10, 20, 30, 40]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(limiter.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(async () => 'next')).resolves.toBe('next');
    expect(limiter.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a limit below one', () => {
    expect(() => createLimiter(0)).toThrow(RangeError);
  });
});
