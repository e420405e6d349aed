import { messages } from '@greatstep/shared';
import { isApiError } from '@greatstep/shared/api';

/** The text to show for a failed call: the ApiError's message, or a plain one for a bug in our own code. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : messages.unexpectedError;
}
