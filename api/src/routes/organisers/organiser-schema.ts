import { signedInSecurity } from '../security';

/** What every organisers' call says of itself in /api/docs. */
export const organiserCall = {
  tags: ['organisers'],
  security: signedInSecurity,
} as const;

/** The refusals every organisers' call can give besides its own: not signed in, not an organiser, over budget. */
export const ORGANISER_REFUSALS = [401, 403, 429] as const;
