/** Runs tasks with at most `limit` in flight; the rest wait in arrival order. */
export function createLimiter(limit: number) {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next task, so a newcomer cannot overtake the queue.
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < limit) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks running and waiting right now. */
    stats: () => ({ running, waiting: waiting.length }),
  };
}

export type Limiter = ReturnType<typeof createLimiter>;
