import type { z } from 'zod';
import { errorAnswerSchema } from '@greatstep/shared/isomorphic';

/** Every refusal the API gives, as the OpenAPI document describes it; each carries `{ success: false, message }`. */
const refusals = {
  400: 'Invalid input: the message is the first broken rule, or a refusal such as "Incorrect otp"',
  401: 'Not signed in (missing, unknown or expired token), or a wrong e-mail or password',
  403: "Another user's records, a team action only its leader may take, or an organisers' call by someone who is not one",
  404: 'No such team, member or account',
  409: 'Taken, already there, full, or already decided; or the call sent with this Idempotency-Key is still running (with Retry-After)',
  413: 'The body is larger than the API accepts',
  422: 'The Idempotency-Key was sent before with another call: another body, path or caller',
  429: 'Too many calls: try again after Retry-After seconds',
  503: 'The database (or, for a mail, the mail server; for a rate-limit count, Redis) did not answer in time, or the server is too busy to check a password: try again after Retry-After seconds',
} as const;

type Refusal = keyof typeof refusals;

/**
 * The responses of one route: its success answers, the refusals it can give, and the 500 and 503 every route can
 * give.
 * The schemas both check what the route sends and document it.
 */
export function responses<Success extends Record<number, z.ZodType>, Codes extends Refusal>(
  success: Success,
  ...codes: Codes[]
): Success & Record<Codes | 500 | 503, typeof errorAnswerSchema> {
  const refused: Partial<Record<Refusal | 500, typeof errorAnswerSchema>> = {
    500: errorAnswerSchema.describe('Unexpected failure; the detail is in the server log'),
    503: errorAnswerSchema.describe(refusals[503]),
  };
  for (const code of codes) refused[code] = errorAnswerSchema.describe(refusals[code]);
  return { ...success, ...(refused as Record<Codes | 500 | 503, typeof errorAnswerSchema>) };
}
