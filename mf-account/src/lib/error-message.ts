import { isApiError } from '@greatstep/shared/api';

/** The message an ApiError carries, or the screen's own message for anything unexpected. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}
