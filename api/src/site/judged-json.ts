import type { z } from 'zod';
import { nestsDeeperThan } from '../lib/json-depth';

/**
 * How deep a published file's objects and lists may nest: our builds' go 8 deep (a page's schema.org data), and a
 * schema's walk of a file nested thousands deep would overflow the stack.
 */
export const PUBLISHED_JSON_MAX_DEPTH = 32;

/** A published file's verdict: its value, or the first reason it is refused whole. */
export type Verdict<T> = { ok: true; value: T } | { ok: false; problem: string };

/**
 * A file a bundle publishes (pages.json, fragments.json), judged as data: its size, then JSON, then the schema.
 * Never evaluated (docs/SECURITY.md#published-pages-are-data).
 */
export function judgedJson<T>(schema: z.ZodType<T>, body: string, maxBytes: number): Verdict<T> {
  if (Buffer.byteLength(body) > maxBytes) return { ok: false, problem: `it is over ${maxBytes} bytes` };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, problem: 'it is not JSON' };
  }
  if (nestsDeeperThan(json, PUBLISHED_JSON_MAX_DEPTH))
    return { ok: false, problem: `it nests objects and lists more than ${PUBLISHED_JSON_MAX_DEPTH} deep` };
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return { ok: false, problem: `${issue?.path.join('.') || 'the file'} ${issue?.message ?? 'is invalid'}` };
  }
  return { ok: true, value: parsed.data };
}
