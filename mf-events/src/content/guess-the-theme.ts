/**
 * Guess The Theme (docs/PRODUCT.md#guess-the-theme). The clue words are the theme's letters already shuffled by the
 * organisers, so the answer itself appears nowhere in the site's code; the server stores guesses and never needs the
 * answer either. The rules are in event-documents.json.
 */
export const guessTheTheme = {
  clues: ['DLGO', 'ZOHNRIO'],
} as const;
