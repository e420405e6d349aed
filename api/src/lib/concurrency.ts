/** Why a task was turned away without running: the queue was full, or its turn did not come in time. */
export class QueueRefusedError extends Error {
  override name = 'QueueRefusedError';

  constructor(readonly reason: 'full' | 'deadline') {
    super(reason === 'full' ? 'the queue is full' : 'the task waited past its deadline');
  }
}

export interface LimiterOptions {
  /** Tasks running at once. */
  limit: number;
  /**
   * Tasks that may wait for a slot; one more is refused at once. Unbounded when left out. A function is asked at each
   * arrival: a bound that follows how fast the slots are clearing.
   */
  maxWaiting?: number | (() => number);
  /** How long a task may wait for a slot before it is refused. Without end when left out. */
  maxWaitMs?: number;
}

interface Waiter {
  start: () => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Runs tasks with at most `limit` in flight; the rest wait in arrival order, at most `maxWaiting` of them and each
 * at most `maxWaitMs`. A refused task rejects with QueueRefusedError and never runs.
 */
export function createLimiter(options: number | LimiterOptions) {
  const { limit, maxWaiting = Infinity, maxWaitMs } = typeof options === 'number' ? { limit: options } : options;
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be a positive integer, got ${limit}`);
  let running = 0;
  const waiting: Waiter[] = [];

  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next task, so a newcomer cannot overtake the queue.
    if (next) {
      clearTimeout(next.timer);
      next.start();
    } else running -= 1;
  };

  const waitForSlot = () =>
    new Promise<void>((resolve, reject) => {
      if (waiting.length >= (typeof maxWaiting === 'function' ? maxWaiting() : maxWaiting)) {
        reject(new QueueRefusedError('full'));
        return;
      }
      const waiter: Waiter = { start: resolve, timer: undefined };
      if (maxWaitMs !== undefined) {
        waiter.timer = setTimeout(() => {
          const index = waiting.indexOf(waiter);
          if (index >= 0) waiting.splice(index, 1);
          reject(new QueueRefusedError('deadline'));
        }, maxWaitMs);
        // A waiting task alone must not keep a process alive.
        waiter.timer.unref();
      }
      waiting.push(waiter);
    });

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < limit) running += 1;
      else await waitForSlot();
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
