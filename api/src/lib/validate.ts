import type { z } from 'zod';
import { firstMessage } from '@greatstep/shared/schemas';
import { apiMessages } from './api-messages';
import { badRequest } from './http-error';

/** Parses a body or the path parameters with a shared schema; the first failed rule's message becomes a 400. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw badRequest(apiMessages.invalidBody);
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(firstMessage(result.error));
  return result.data;
}
