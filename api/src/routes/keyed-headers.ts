import { z } from 'zod';
import { apiMessages } from '../lib/api-messages';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../lib/idempotency-key';

/**
 * The headers of a call that takes an Idempotency-Key, for /api/docs and the check of the key (400); every other
 * header passes as sent. The key itself is read by the call's claim hook (plugins/app/idempotency.ts).
 */
export const keyedHeaders = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, apiMessages.badIdempotencyKey)
    .optional()
    .describe(
      'A random key of this press (a UUID), the same for every retry of it: a repeat gets the first answer again, ' +
        'marked Idempotency-Replayed: true, instead of being carried out twice (kept 24 hours)',
    ),
});
