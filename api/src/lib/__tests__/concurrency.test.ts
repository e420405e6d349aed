import { createLimiter, QueueRefusedError } from '../concurrency';

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

  it('asks a waiting room given as a function at each arrival, so it can follow the rate the slots clear', async () => {
    let room = 1;
    const limiter = createLimiter({ limit: 1, maxWaiting: () => room });
    let release = () => {};
    const first = limiter.run(() => new Promise<void>((resolve) => (release = resolve)));
    const second = limiter.run(async () => 'second');
    await expect(limiter.run(async () => 'refused')).rejects.toEqual(new QueueRefusedError('full'));
    room = 2;
    const third = limiter.run(async () => 'third');
    expect(limiter.stats()).toEqual({ running: 1, waiting: 2 });
    release();
    await first;
    await expect(Promise.all([second, third])).resolves.toEqual(['second', 'third']);
  });

  it('refuses a limit below one', () => {
    expect(() => createLimiter(0)).toThrow(RangeError);
  });

  it('refuses at once a task beyond the waiting room, and never runs it', async () => {
    const limiter = createLimiter({ limit: 1, maxWaiting: 2 });
    let release = () => {};
    const first = limiter.run(() => new Promise<void>((resolve) => (release = resolve)));
    const waiting = [limiter.run(async () => 'second'), limiter.run(async () => 'third')];
    let ran = false;
    await expect(
      limiter.run(async () => {
        ran = true;
      }),
    ).rejects.toEqual(new QueueRefusedError('full'));
    expect(limiter.stats()).toEqual({ running: 1, waiting: 2 });
    release();
    await first;
    await expect(Promise.all(waiting)).resolves.toEqual(['second', 'third']);
    expect(ran).toBe(false);
    expect(limiter.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a task whose turn has not come by its deadline, and runs the next ones', async () => {
    jest.useFakeTimers();
    try {
      const limiter = createLimiter({ limit: 1, maxWaitMs: 1000 });
      let release = () => {};
      const first = limiter.run(() => new Promise<void>((resolve) => (release = resolve)));
      let ran = false;
      const late = limiter.run(async () => {
        ran = true;
      });
      const outcome = late.catch((error: unknown) => error);
      jest.advanceTimersByTime(1001);
      expect(await outcome).toEqual(new QueueRefusedError('deadline'));
      expect(limiter.stats()).toEqual({ running: 1, waiting: 0 });
      const next = limiter.run(async () => 'next');
      release();
      await first;
      await expect(next).resolves.toBe('next');
      expect(ran).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
