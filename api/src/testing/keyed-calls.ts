import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { TestApp } from './test-app';

/** A new Idempotency-Key, as the site makes one per press (docs/API.md#idempotency). */
export const newKey = (): string => randomUUID();

/** The same call again and again with one key, as the shared client retries a press. */
export function keyedCall(t: Pick<TestApp, 'call'>, options: InjectOptions & { token?: string }, key = newKey()) {
  return () => t.call({ ...options, headers: { ...options.headers, 'idempotency-key': key } });
}
