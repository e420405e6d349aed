import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { TestApp } from './test-app';

/** A new Idempotency-Key, as the site makes one per press (docs/API.md#idempotency). */
export const newKey = (): string => randomUUID();

/** The same call again and again with one key, as the shared client retries a press. */
export function keyedCall(t: Pick<TestApp, 'call'>, options: InjectOptions & { token?: string }, key = newKey()) {
  return () => t.call({ ...options, headers: { ...options.headers, 'idempotency-key': key } });
}

/**
 * A press as a visitor makes it on a busy server: the call with its key, tried again with the same key after each
 * 503's Retry-After (spread by a random quarter, as the site's client spreads a crowd), until the server answers
 * something else; after `tries` the last answer. The shared client gives up after 12 s and the visitor presses again
 * (the same key until the form changes), so a test of a rule under load waits as long as that takes rather than
 * measuring how fast this machine hashes.
 */
export async function pressAsABrowser(
  t: Pick<TestApp, 'call'>,
  options: InjectOptions & { token?: string },
  tries = 20,
): ReturnType<TestApp['call']> {
  const press = keyedCall(t, options);
  let answer = await press();
  for (let tried = 1; answer.status === 503 && tried < tries; tried += 1) {
    const seconds = Number(answer.headers['retry-after']) || 1;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000 * (0.75 + Math.random() / 2)));
    answer = await press();
  }
  return answer;
}
