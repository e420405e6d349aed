/**
 * Work that a call does after its answer has gone out, so that the answer's timing says nothing about it. Each task
 * starts on the next turn of the event loop (after the reply is written); a failure is handed to `onError`, never
 * to the caller, who has had their answer.
 */
export function createAfterAnswer(onError: (error: unknown) => void) {
  const pending = new Set<Promise<void>>();
  return {
    run(task: () => Promise<void>): void {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch(onError)
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    /** Resolves once every task started so far (and any they started) has ended: for a close, and for tests. */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

export type AfterAnswer = ReturnType<typeof createAfterAnswer>;
