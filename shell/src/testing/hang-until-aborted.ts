/** A server that never answers a request, but lets go when it is aborted, as a browser's fetch does. */
export function hangUntilAborted(init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => {
      const reason: unknown = init.signal?.reason;
      reject(reason instanceof Error ? reason : new Error(String(reason)));
    });
  });
}
