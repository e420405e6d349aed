import { sha256 } from './tokens';

/** The header of the IETF httpapi draft "The Idempotency-Key HTTP Header Field", as Node lowers its name. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Marks an answer given again from the store to a repeat of the call (docs/API.md#idempotency). */
export const REPLAYED_HEADER = 'idempotency-replayed';

/**
 * 16 to 64 letters, digits, `-` or `_`, bare (as Stripe's clients send it) or as the draft's quoted string. The site
 * sends a random UUID; a key this long is random enough that one caller's never meets another's, and anything
 * shorter or stranger is a client's mistake, refused (400) rather than kept.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^(?:"([A-Za-z0-9_-]{16,64})"|([A-Za-z0-9_-]{16,64}))$/;

export type KeyHeader = { key: string } | { key: undefined } | { invalid: true };

/** The key of a call's header: none, the key, or a header that is no key (sent twice, too long, odd characters). */
export function idempotencyKeyOf(header: string | string[] | undefined): KeyHeader {
  if (header === undefined) return { key: undefined };
  const match = typeof header === 'string' ? IDEMPOTENCY_KEY_PATTERN.exec(header.trim()) : null;
  const key = match?.[1] ?? match?.[2];
  return key === undefined ? { invalid: true } : { key };
}

/**
 * What makes a repeat the same call: method, path with its query, and body. The body is the one the route read
 * (its schema's output), so fields a route ignores do not tell two sends of one press apart.
 */
export function callFingerprint(method: string, url: string, body: unknown): string {
  return sha256(`${method} ${url}\n${JSON.stringify(body ?? null)}`);
}
