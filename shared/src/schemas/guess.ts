import './zod-config';
import { z } from './zod';
import { messages } from '../messages';
import { idSchema } from './fields';

/** Letters of the two words of Guess The Theme (docs/PRODUCT.md#guess-words). */
export const GUESS_WORD_LENGTHS = [4, 7] as const;

const word = (length: number, message: string) =>
  z
    .string()
    .trim()
    .length(length, { error: message })
    .regex(/^[A-Za-z]+$/, { error: message });

/** The two words of Guess The Theme, as typed (docs/PRODUCT.md#guess-words). */
export const guessWordsSchema = z.object({
  word1: word(GUESS_WORD_LENGTHS[0], messages.guessWord1),
  word2: word(GUESS_WORD_LENGTHS[1], messages.guessWord2),
});

export function joinGuess(words: { word1: string; word2: string }): string {
  return `${words.word1.trim()} ${words.word2.trim()}`;
}

/** POST /events/addNewEntry: the guess is the two words joined by a space. */
export const guessEntrySchema = z.object({
  userId: idSchema,
  // Accepted because the site sends it, and ignored: the server takes the name from the account.
  fullName: z.string().optional().meta({
    description: 'Ignored: the name shown with the entry is the signed-in account’s first and last name',
    deprecated: true,
  }),
  guess: z
    .string({ error: messages.guessWord1 })
    .trim()
    .transform((value) => value.split(/\s+/))
    .pipe(
      z
        .tuple([z.string(), z.string()], { error: messages.guessWord1 })
        .transform(([word1, word2]) => ({ word1, word2 }))
        .pipe(guessWordsSchema),
    )
    .transform(joinGuess),
});

/** GET /events/getEntry/{userId} */
export const guessEntryParamsSchema = z.object({ userId: idSchema });

export type GuessWords = z.input<typeof guessWordsSchema>;
export type GuessEntryRequest = z.input<typeof guessEntrySchema>;
