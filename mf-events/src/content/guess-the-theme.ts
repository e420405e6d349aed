/**
 * Guess The Theme (SPEC §2). The clue words are the theme's letters already shuffled by the organisers, so the
 * answer itself appears nowhere in the site's code; the server stores guesses and never needs the answer either.
 */
export const guessTheTheme = {
  clues: ['DLGO', 'ZOHNRIO'],
  rules: [
    "The fest's theme is two words: the first has 4 letters, the second 7.",
    'Each clue is one word of the theme with its letters shuffled.',
    'You may guess once; a guess can not be changed later.',
    'Sign in to take part. Winners are picked from the correct guesses after the theme is announced.',
  ],
} as const;
