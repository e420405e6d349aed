import { messages } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';

export interface GuessEntry {
  already: boolean;
  /** The guess on record, when there is one. */
  guess: string | null;
}

/** GET /events/getEntry/{userId}: whether the user has guessed, and what. */
export async function getEntry(userId: string): Promise<GuessEntry> {
  const answer = await call<{ already?: boolean; gtt?: { guess?: string } | null }>(
    { method: 'GET', url: `/events/getEntry/${encodeURIComponent(userId)}` },
    { networkMessage: messages.guessFetchUnreachable, fallbackMessage: messages.guessFetchFailed },
  );
  return { already: answer.already === true, guess: answer.gtt?.guess ?? null };
}
