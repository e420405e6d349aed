import { messages } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';
import type { GuessEntryRequest } from '@greatstep/shared/schemas';

/** POST /events/addNewEntry: the one guess of a user; answers with the server's message. */
export async function addEntry(entry: GuessEntryRequest): Promise<string> {
  const answer = await call(
    { method: 'POST', url: '/events/addNewEntry', data: entry },
    { networkMessage: messages.guessSaveFailed, fallbackMessage: messages.guessSaveFailed, keyed: true },
  );
  return answer.message ?? '';
}
